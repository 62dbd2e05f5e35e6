import { searchGroupClasses } from '@app/api';
import { LANDING_CLASSES_LANGUAGE, LANDING_CLASSES_LENGTH, LANDING_CLASSES_OFFSET } from '@app/domain';
import { api } from '../../../lib/api-client';

/**
 * 000 §7 "landing: offset 0, length 3, language english": the landing page's class strip. Read by
 * the landing's loader itself (no query cache on the landing, app/router.tsx `queries: false`).
 */
export function readLandingClasses() {
  return api.call(searchGroupClasses, {
    query: { offset: LANDING_CLASSES_OFFSET, length: LANDING_CLASSES_LENGTH, language: LANDING_CLASSES_LANGUAGE, group_by_topic: '1' },
  });
}
