import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantArb } from '../testing/arbitraries';
import { T0 } from '../testing/builders';
import { makeTeacherRatingFacts } from '../testing/teachers-builders';
import { DAY_MS } from '../time/constants';
import { getCardRating, getRatingOrder, isTeacherOldEnoughForRating, RATING_MIN_TEACHER_AGE_MS } from './rating';

describe('getCardRating: 001 §4.2 "Rating" and 001 §9 "Rating hidden if the teacher is under 22 days old"', () => {
  it('"shown only when the teacher\'s first valid time is more than 21 days ago": 22 days shows, 1 ms less hides', () => {
    const at = (age: number) => getCardRating({ teacher: makeTeacherRatingFacts({ first_valid_time: T0 - age }), viewerIsPro: 0, now: T0 });
    expect(at(22 * DAY_MS - 1)).toBeNull();
    expect(at(22 * DAY_MS)).toEqual({ source: 'tutor_rating', value: 4.9 });
    expect(at(22 * DAY_MS + 1)).not.toBeNull();
    expect(at(21 * DAY_MS + 1)).toBeNull();
    expect(at(21.5 * DAY_MS)).toBeNull();
  });
  it('"and the rating is nonzero"', () => {
    const teacher = makeTeacherRatingFacts({ pro_rating: 0, tutor_rating: 0, overall_rating: 0 });
    expect(getCardRating({ teacher, viewerIsPro: 1, now: T0 })).toBeNull();
    expect(
      getCardRating({
        teacher: makeTeacherRatingFacts({ pro_rating: null, tutor_rating: undefined, overall_rating: Number.NaN }),
        viewerIsPro: 1,
        now: T0,
      }),
    ).toBeNull();
  });
  it('"A professional user sees the professional rating first, others the tutor rating first"', () => {
    const teacher = makeTeacherRatingFacts({ pro_rating: 4.8, tutor_rating: 4.5, overall_rating: 4.6 });
    expect(getCardRating({ teacher, viewerIsPro: true, now: T0 })).toEqual({ source: 'pro_rating', value: 4.8 });
    expect(getCardRating({ teacher, viewerIsPro: false, now: T0 })).toEqual({ source: 'tutor_rating', value: 4.5 });
    expect(getCardRating({ teacher: { ...teacher, tutor_rating: 0 }, viewerIsPro: null, now: T0 })).toEqual({
      source: 'pro_rating',
      value: 4.8,
    });
    expect(getCardRating({ teacher: { ...teacher, tutor_rating: 0, pro_rating: 0 }, viewerIsPro: 0, now: T0 })).toEqual({
      source: 'overall_rating',
      value: 4.6,
    });
    expect(getRatingOrder(1)).toEqual(['pro_rating', 'tutor_rating', 'overall_rating']);
  });
  it('a missing first valid time hides the rating', () => {
    expect(getCardRating({ teacher: makeTeacherRatingFacts({ first_valid_time: null }), viewerIsPro: 0, now: T0 })).toBeNull();
  });
  it('property: exactly at the 22-day boundary and 1 ms either side', () => {
    fc.assert(
      fc.property(instantArb, fc.constantFrom(-1, 0, 1), (now, delta) => {
        expect(isTeacherOldEnoughForRating({ firstValidTime: now - RATING_MIN_TEACHER_AGE_MS - delta, now })).toBe(delta >= 0);
      }),
    );
  });
  it('property: visible iff age >= 22 days and some rating > 0; value is the first positive in viewer order', () => {
    const rating = fc.oneof(fc.constant(0), fc.constant(null), fc.double({ min: 0, max: 5, noNaN: true }));
    fc.assert(
      fc.property(
        instantArb,
        fc.integer({ min: -DAY_MS, max: 60 * DAY_MS }),
        rating,
        rating,
        rating,
        fc.boolean(),
        (now, age, pro, tutor, overall, isPro) => {
          const got = getCardRating({
            teacher: { first_valid_time: now - age, pro_rating: pro, tutor_rating: tutor, overall_rating: overall },
            viewerIsPro: isPro,
            now,
          });
          const ordered = isPro ? [pro, tutor, overall] : [tutor, pro, overall];
          const first = ordered.find((r) => r !== null && r > 0);
          expect(got?.value ?? null).toBe(age >= 22 * DAY_MS && first !== undefined ? first : null);
        },
      ),
    );
  });
});
