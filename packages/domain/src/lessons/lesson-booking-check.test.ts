import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { T0 } from '../testing/builders';
import { centsArb, lessonDurationArb, makeLessonPrices, makeOpenSlots } from '../testing/lesson-builders';
import { DAY_MS, MINUTE_MS } from '../time/constants';
import { checkLessonBooking, LESSON_BOOKING_MESSAGES, type LessonRequest } from './lesson-booking-check';
import { getLessonOptions } from './lesson-options';
import { LESSON_BOOKING_LEAD_MS } from './lesson-starts';

const options = getLessonOptions({ trialOffered: true, trialOnly: false, prices: makeLessonPrices() });
const base = {
  studentId: 100,
  teacherId: 900,
  options,
  openSlots: makeOpenSlots({ from: T0, count: 2 }),
  now: T0 - DAY_MS,
  leadMs: LESSON_BOOKING_LEAD_MS,
  bookedIntervals: [],
  balance: 10_000,
};
const trial: LessonRequest = { isTrial: true, duration: 30, start: T0 };

describe('checkLessonBooking', () => {
  it('CanBook for an offered option on open slots with enough money', () => {
    expect(checkLessonBooking({ ...base, request: trial })).toBe('CanBook');
    expect(checkLessonBooking({ ...base, request: { isTrial: false, duration: 60, start: T0 } })).toBe('CanBook');
  });

  it('refusals, each with its message', () => {
    expect(checkLessonBooking({ ...base, studentId: 900, request: trial })).toBe('OwnLesson');
    expect(checkLessonBooking({ ...base, options: options.filter((o) => !o.is_trial), request: trial })).toBe('TrialNotAvailable');
    expect(checkLessonBooking({ ...base, request: { isTrial: true, duration: 60, start: T0 } })).toBe('TrialNotAvailable');
    expect(checkLessonBooking({ ...base, options: [], request: { isTrial: false, duration: 30, start: T0 } })).toBe('OptionNotOffered');
    expect(checkLessonBooking({ ...base, request: { isTrial: false, duration: 60, start: T0 + 30 * MINUTE_MS } })).toBe('SlotNotAvailable');
    expect(
      checkLessonBooking({ ...base, bookedIntervals: [{ start: T0 + 29 * MINUTE_MS, end: T0 + 90 * MINUTE_MS }], request: trial }),
    ).toBe('TimeNotAvailable');
    expect(
      checkLessonBooking({ ...base, bookedIntervals: [{ start: T0 + 30 * MINUTE_MS, end: T0 + 90 * MINUTE_MS }], request: trial }),
    ).toBe('CanBook');
    expect(checkLessonBooking({ ...base, balance: 499, request: trial })).toBe('InsufficientBalance');
    expect(checkLessonBooking({ ...base, balance: 500, request: trial })).toBe('CanBook');
    expect(Object.keys(LESSON_BOOKING_MESSAGES)).toHaveLength(6);
  });

  it('property: balance is enough exactly from the price (price - 1 refused, price and price + 1 accepted)', () => {
    fc.assert(
      fc.property(centsArb, centsArb, lessonDurationArb, fc.constantFrom(-1, 0, 1), (trialPrice, minPrice, duration, delta) => {
        const opts = getLessonOptions({
          trialOffered: false,
          trialOnly: false,
          prices: { trial_price: trialPrice, min_price: minPrice + 1 },
        });
        const price = (minPrice + 1) * (duration / 30);
        const answer = checkLessonBooking({
          ...base,
          options: opts,
          balance: price + delta,
          request: { isTrial: false, duration, start: T0 },
        });
        expect(answer).toBe(delta < 0 ? 'InsufficientBalance' : 'CanBook');
      }),
    );
  });
});
