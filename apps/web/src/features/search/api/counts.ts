import { countCourses, countGroupClasses } from '@app/api';
import { buildCoursesAmountParams, buildGroupClassesAmountParams, type SearchRequestInput } from '@app/domain';
import { apiQuery } from '../../../lib/api-query';

/** 001 §7.1 `group_classes_amount`. */
export function classCountQuery(input: SearchRequestInput) {
  return apiQuery(countGroupClasses, { query: buildGroupClassesAmountParams(input) });
}

/** 001 §7.1 `courses_amount`. */
export function courseCountQuery(input: SearchRequestInput) {
  return apiQuery(countCourses, { query: buildCoursesAmountParams(input) });
}
