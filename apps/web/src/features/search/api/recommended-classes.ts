import { getRecommendedClasses } from '@app/api';
import { buildRecommendedClassesParams } from '@app/domain';
import { apiQuery } from '../../../lib/api-query';

/** 001 §7.1 recommend_classes; "Recommendations differ for students with and without a booking record" (001 §4.1). */
export function recommendedClassesQuery(input: Parameters<typeof buildRecommendedClassesParams>[0]) {
  return apiQuery(getRecommendedClasses, { query: buildRecommendedClassesParams(input) });
}
