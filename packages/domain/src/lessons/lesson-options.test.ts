import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsArb, makeLessonPrices } from '../testing/lesson-builders';
import { isTrialOffered } from '../teachers/trial-offer';
import { findLessonOption, getLessonOptions } from './lesson-options';

describe('getLessonOptions', () => {
  it('trial offered: trial 30 min at trial_price, then 30 and 60 min from min_price', () => {
    expect(getLessonOptions({ trialOffered: true, trialOnly: false, prices: makeLessonPrices() })).toEqual([
      { key: 'trial', is_trial: true, duration: 30, price: 500 },
      { key: 'lesson-30', is_trial: false, duration: 30, price: 1500 },
      { key: 'lesson-60', is_trial: false, duration: 60, price: 3000 },
    ]);
  });

  it('book_trial_only: only the trial; and nothing when the trial is not offered', () => {
    expect(getLessonOptions({ trialOffered: true, trialOnly: true, prices: makeLessonPrices() }).map((o) => o.key)).toEqual(['trial']);
    expect(getLessonOptions({ trialOffered: false, trialOnly: true, prices: makeLessonPrices() })).toEqual([]);
  });

  it('the trial follows the 001 §4.2 rule (isTrialOffered): 4 completed lessons offer it, 5 do not', () => {
    const options = (completedLessons: number) =>
      getLessonOptions({
        trialOffered: isTrialOffered({ isSignedIn: true, studentHasTrial: true, teacherHasTrial: true, completedLessons }),
        trialOnly: false,
        prices: makeLessonPrices(),
      }).map((o) => o.key);
    expect(options(4)).toEqual(['trial', 'lesson-30', 'lesson-60']);
    expect(options(5)).toEqual(['lesson-30', 'lesson-60']);
  });

  it('a free trial (trial_price 0) is offered; a teacher without a price offers no regular lesson', () => {
    expect(getLessonOptions({ trialOffered: true, trialOnly: false, prices: makeLessonPrices({ trial_price: 0, min_price: 0 }) })).toEqual([
      { key: 'trial', is_trial: true, duration: 30, price: 0 },
    ]);
    expect(
      getLessonOptions({ trialOffered: true, trialOnly: false, prices: makeLessonPrices({ trial_price: -1, min_price: 1 }) }).map(
        (o) => o.key,
      ),
    ).toEqual(['lesson-30', 'lesson-60']);
  });

  it('findLessonOption matches is_trial and duration', () => {
    const options = getLessonOptions({ trialOffered: true, trialOnly: false, prices: makeLessonPrices() });
    expect(findLessonOption({ options, isTrial: false, duration: 60 })?.price).toBe(3000);
    expect(findLessonOption({ options, isTrial: true, duration: 60 })).toBeUndefined();
  });

  it('property: trial iff offered (price >= 0); regular iff not trial-only and min_price >= 1 (±1 cent at 0/1); 60 min costs twice 30 min', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        centsArb,
        centsArb,
        fc.constantFrom(-1, 0, 1),
        (trialOffered, trialOnly, trial, min, edge) => {
          const prices = { trial_price: trial + edge, min_price: min + edge };
          const options = getLessonOptions({ trialOffered, trialOnly, prices });
          expect(options.some((o) => o.is_trial)).toBe(trialOffered && prices.trial_price >= 0);
          const regular = options.filter((o) => !o.is_trial);
          expect(regular.length).toBe(!trialOnly && prices.min_price >= 1 ? 2 : 0);
          if (regular.length === 2) expect(regular[1]?.price).toBe(2 * (regular[0]?.price ?? 0));
        },
      ),
    );
  });
});
