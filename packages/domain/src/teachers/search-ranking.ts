import { assignExperimentGroup, EXPERIMENT_NAMES, EXPERIMENT_TEST_GROUP } from '../content/experiments';

/*
 * 001 §3 returns `statistics.algo_detail` with `campaign_name` and `recipe_name`, and §9 names a
 * `teacher_search_sort_test_v1` experiment without saying what it sorts. Ours: the control group keeps
 * the rating ranking; the test group sees teachers with the soonest free one-to-one slot first (a
 * student who wants a lesson soon books more), then by rating. The recipe travels in algo_detail, so
 * clicks and bookings can be split by recipe in the events.
 */
export const TEACHER_SEARCH_CAMPAIGN = 'teacher_search';
export const INSTANT_LESSONS_CAMPAIGN = 'instant_lessons';

export const TEACHER_RANKING_RECIPES = {
  /** Overall rating, then completed sessions, then id. */
  rating: 'rating_sessions',
  /** Soonest free slot after now (none last), then the rating recipe. */
  soonestSlot: 'soonest_slot_rating_sessions',
  /** Instant mode: teachers online now first, then the rating recipe. */
  instantNow: 'instant_now_rating_sessions',
} as const;
export type TeacherRankingRecipe = (typeof TEACHER_RANKING_RECIPES)[keyof typeof TEACHER_RANKING_RECIPES];

export interface TeacherRanking {
  readonly campaign_name: string;
  readonly recipe_name: TeacherRankingRecipe;
}

/**
 * The ranking of one teacher search. Instant mode always ranks online-now first (the sort test is a
 * test of the teacher search page, not of instant lessons); otherwise a signed-in viewer in the test
 * group of `teacher_search_sort_test_v1` gets the soonest-slot recipe, everyone else the rating one.
 * Deterministic per viewer: the same assignment `/v2/user/exp_groups` reports.
 */
export function getTeacherRanking({ viewerId, instant }: { viewerId: number | null; instant: boolean }): TeacherRanking {
  if (instant) return { campaign_name: INSTANT_LESSONS_CAMPAIGN, recipe_name: TEACHER_RANKING_RECIPES.instantNow };
  const sortTest =
    viewerId !== null &&
    assignExperimentGroup({ userId: viewerId, experimentName: EXPERIMENT_NAMES.teacherSearchSortTest }) === EXPERIMENT_TEST_GROUP;
  return {
    campaign_name: TEACHER_SEARCH_CAMPAIGN,
    recipe_name: sortTest ? TEACHER_RANKING_RECIPES.soonestSlot : TEACHER_RANKING_RECIPES.rating,
  };
}
