import { getRecommendedClasses } from '@app/api';
import { buildRecommendedClassesParams } from '@app/domain';
import { api } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';

type RecommendedInput = Parameters<typeof buildRecommendedClassesParams>[0];

/** 001 §7.1 recommend_classes; "Recommendations differ for students with and without a booking record" (001 §4.1). */
export function recommendedClassesQuery(input: RecommendedInput) {
  return apiQuery(getRecommendedClasses, { query: buildRecommendedClassesParams(input) });
}

/** The same read for the landing's loader, which has no query cache. */
export function readRecommendedClasses(input: RecommendedInput) {
  return api.call(getRecommendedClasses, { query: buildRecommendedClassesParams(input) });
}
