import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCourse, T0 } from '../testing/builders';
import { classTimesArb, courseStatusArb, deltaArb, toZonedIso } from '../testing/class-course-builders';
import { DAY_MS } from '../time/constants';
import { isCourseAutoCancelDue } from './course-auto-cancel';

describe('isCourseAutoCancelDue: 000 §9 "A course is auto-cancelled and refunded 24 h before start if the minimum students are not met."', () => {
  const course = makeCourse({ start_time: T0, min_spots: 3 });
  it('due from exactly 24 h before start, not 1 ms earlier', () => {
    expect(isCourseAutoCancelDue({ course, activeSeatCount: 2, now: T0 - DAY_MS - 1 })).toBe(false);
    expect(isCourseAutoCancelDue({ course, activeSeatCount: 2, now: T0 - DAY_MS })).toBe(true);
    expect(isCourseAutoCancelDue({ course, activeSeatCount: 2, now: T0 - 1 })).toBe(true);
  });
  it('not due when the minimum is met', () => {
    expect(isCourseAutoCancelDue({ course, activeSeatCount: 3, now: T0 - DAY_MS })).toBe(false);
  });
  it('never once started, or when already cancelled', () => {
    expect(isCourseAutoCancelDue({ course, activeSeatCount: 0, now: T0 })).toBe(false);
    expect(isCourseAutoCancelDue({ course: { ...course, status: 'Ongoing' }, activeSeatCount: 0, now: T0 - 1 })).toBe(false);
    expect(isCourseAutoCancelDue({ course: { ...course, status: 'Cancelled' }, activeSeatCount: 0, now: T0 - 1 })).toBe(false);
  });
  it('property: iff now >= start - 24 h, seats < min_spots, now < start and not started/cancelled (every edge ±1 ms, capacities 1..12, any zone)', () => {
    fc.assert(
      fc.property(
        classTimesArb,
        courseStatusArb,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.boolean(),
        deltaArb,
        (t, status, minSpots, seats, atStart, delta) => {
          const now = (atStart ? t.start : t.start - 86_400_000) + delta;
          const c = makeCourse({ status, start_time: toZonedIso(t.start, t.zone), min_spots: minSpots, max_spots: 12 });
          const expected =
            now >= t.start - 86_400_000 &&
            now < t.start &&
            seats < minSpots &&
            !['Ongoing', 'Completed', 'Terminated', 'Cancelled'].includes(status);
          expect(isCourseAutoCancelDue({ course: c, activeSeatCount: seats, now: toZonedIso(now, t.zone) })).toBe(expected);
        },
      ),
    );
  });
});
