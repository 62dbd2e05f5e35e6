import { getExperimentGroups } from '@app/api';
import { EXPERIMENT_NAMES } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** 001 §7.2 names these experiments for teacher search (signed-in only). */
export const TEACHER_SEARCH_EXPERIMENTS = [
  EXPERIMENT_NAMES.filterAutoRecord,
  EXPERIMENT_NAMES.lessonActivation,
  EXPERIMENT_NAMES.teacherCardTranslate,
  EXPERIMENT_NAMES.teacherSearchFilterTest,
];

/** The signed-in user's groups in the teacher-search experiments; they do not change within a visit. */
export function teacherSearchExperimentGroupsQuery() {
  return queryOptions({
    ...apiQuery(getExperimentGroups, { query: { experiment_name: TEACHER_SEARCH_EXPERIMENTS } }),
    staleTime: Infinity,
  });
}
