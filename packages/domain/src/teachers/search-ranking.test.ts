import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignExperimentGroup, EXPERIMENT_NAMES, EXPERIMENT_TEST_GROUP } from '../content/experiments';
import { getTeacherRanking, TEACHER_RANKING_RECIPES } from './search-ranking';

const inSortTest = (userId: number) =>
  assignExperimentGroup({ userId, experimentName: EXPERIMENT_NAMES.teacherSearchSortTest }) === EXPERIMENT_TEST_GROUP;

describe('getTeacherRanking (001 §9 "teacher_search_sort_test_v1"; §3 algo_detail with campaign_name and recipe_name)', () => {
  it('a signed-out visitor gets the rating recipe of the teacher search campaign', () => {
    expect(getTeacherRanking({ viewerId: null, instant: false })).toEqual({
      campaign_name: 'teacher_search',
      recipe_name: 'rating_sessions',
    });
  });

  it('instant mode ranks online-now first for everyone, whatever the sort test says', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 1, max: 2 ** 31 - 1 }), { nil: null }), (viewerId) => {
        expect(getTeacherRanking({ viewerId, instant: true })).toEqual({
          campaign_name: 'instant_lessons',
          recipe_name: TEACHER_RANKING_RECIPES.instantNow,
        });
      }),
    );
  });

  it("a signed-in viewer gets the soonest-slot recipe exactly when they are in the sort test's 'test group'", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (viewerId) => {
        const expected = inSortTest(viewerId) ? TEACHER_RANKING_RECIPES.soonestSlot : TEACHER_RANKING_RECIPES.rating;
        expect(getTeacherRanking({ viewerId, instant: false }).recipe_name).toBe(expected);
      }),
    );
  });

  it('both groups occur among real user ids (the split is about half and half)', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => 10_000 + i);
    const test = ids.filter(inSortTest).length;
    expect(test).toBeGreaterThan(400);
    expect(test).toBeLessThan(600);
  });
});
