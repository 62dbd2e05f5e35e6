import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LESSON_PRICE_MAX_CENTS, REGULAR_PRICE_MIN_CENTS } from '../teacher-application/application-fields';
import { validateLessonOffer } from './lesson-offer';

const offer = { has_trial: true, trial_price: 500, min_price: 1500, instant_booking: false };

describe('validateLessonOffer: "lesson types and prices, instant-lesson on/off"', () => {
  it('accepts a paid or free trial, on or off, with instant booking on or off', () => {
    expect(validateLessonOffer(offer)).toEqual([]);
    expect(validateLessonOffer({ ...offer, trial_price: 0, has_trial: false, instant_booking: true })).toEqual([]);
  });

  it('names the field: regular price bounds, trial not dearer than a regular 30 minutes, whole cents', () => {
    expect(validateLessonOffer({ ...offer, min_price: REGULAR_PRICE_MIN_CENTS - 1 })).toEqual([{ field: 'min_price', problem: 'tooLow' }]);
    expect(validateLessonOffer({ ...offer, min_price: LESSON_PRICE_MAX_CENTS + 1 })).toEqual([{ field: 'min_price', problem: 'tooHigh' }]);
    expect(validateLessonOffer({ ...offer, trial_price: 1501 })).toEqual([{ field: 'trial_price', problem: 'trialAboveRegular' }]);
    expect(validateLessonOffer({ ...offer, trial_price: -1 })).toEqual([{ field: 'trial_price', problem: 'tooLow' }]);
    expect(validateLessonOffer({ ...offer, trial_price: 1.5 })).toEqual([{ field: 'trial_price', problem: 'invalid' }]);
  });

  it('the bounds, -1 / exact / +1 cent', () => {
    fc.assert(
      fc.property(fc.constantFrom(-1, 0, 1), fc.constantFrom(-1, 0, 1), (low, high) => {
        expect(validateLessonOffer({ ...offer, trial_price: 0, min_price: REGULAR_PRICE_MIN_CENTS + low }).length === 0).toBe(low >= 0);
        expect(validateLessonOffer({ ...offer, min_price: LESSON_PRICE_MAX_CENTS + high }).length === 0).toBe(high <= 0);
        expect(validateLessonOffer({ ...offer, min_price: 1500, trial_price: 1500 + high }).length === 0).toBe(high <= 0);
      }),
    );
  });
});
