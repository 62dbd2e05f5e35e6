import { GROUP_BY_TOPIC, type RequestParams } from './request-params';
import { RECOMMENDED_CLASS_COUNT } from './search-page-sizes';

// A module of its own, not in search-requests.ts: the landing page asks for recommendations and
// nothing else of search, and a bundle carries a module with every function any page uses.

/** 001 §7.1: "recommend_classes ... kind=search_page". */
export const RECOMMENDATION_KIND_SEARCH_PAGE = 'search_page';

/** 001 §7.1: "GET /v2/group_class/group_classes/recommend_classes: group_by_topic=1, kind=search_page, num=3, student_has_record=0 or 1, optional language". */
export function buildRecommendedClassesParams({
  language,
  studentHasRecord,
}: {
  language?: string | null | undefined;
  studentHasRecord: boolean;
}): RequestParams {
  const params: RequestParams = {
    group_by_topic: GROUP_BY_TOPIC,
    kind: RECOMMENDATION_KIND_SEARCH_PAGE,
    num: String(RECOMMENDED_CLASS_COUNT),
    student_has_record: studentHasRecord ? '1' : '0',
  };
  if (language) params.language = language;
  return params;
}
