import { searchGroupClasses } from '@app/api';
import { LANDING_CLASSES_LANGUAGE, LANDING_CLASSES_LENGTH, LANDING_CLASSES_OFFSET } from '@app/domain';
import { apiQuery } from '../../../lib/api-query';

/** 000 §7 "landing: offset 0, length 3, language english": the landing page's class strip. */
export function landingClassesQuery() {
  return apiQuery(searchGroupClasses, {
    query: { offset: LANDING_CLASSES_OFFSET, length: LANDING_CLASSES_LENGTH, language: LANDING_CLASSES_LANGUAGE, group_by_topic: '1' },
  });
}
