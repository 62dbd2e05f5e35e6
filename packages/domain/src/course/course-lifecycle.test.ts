import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCourse, T0 } from '../testing/builders';
import { classTimesArb, courseStatusArb, deltaArb, toZonedIso } from '../testing/class-course-builders';
import { canTerminateOrRescheduleCourse, hasCourseStarted } from './course-lifecycle';

describe('canTerminateOrRescheduleCourse: 000 §9 "A course cannot be terminated or rescheduled once started."', () => {
  const course = makeCourse({ start_time: T0 });
  it('yes 1 ms before start, no at start and after', () => {
    expect(canTerminateOrRescheduleCourse({ course, now: T0 - 1 })).toBe(true);
    expect(canTerminateOrRescheduleCourse({ course, now: T0 })).toBe(false);
    expect(hasCourseStarted({ course, now: T0 })).toBe(true);
  });
  it('an Ongoing course has started whatever the clock says; a Cancelled one cannot be changed', () => {
    expect(canTerminateOrRescheduleCourse({ course: { ...course, status: 'Ongoing' }, now: T0 - 100 })).toBe(false);
    expect(canTerminateOrRescheduleCourse({ course: { ...course, status: 'Cancelled' }, now: T0 - 100 })).toBe(false);
  });
  it('property: iff now < start and status is not Ongoing/Completed/Terminated/Cancelled (±1 ms, any zone)', () => {
    fc.assert(
      fc.property(classTimesArb, courseStatusArb, deltaArb, (t, status, delta) => {
        const c = makeCourse({ status, start_time: toZonedIso(t.start, t.zone) });
        const now = t.start + delta;
        const expected = delta < 0 && !['Ongoing', 'Completed', 'Terminated', 'Cancelled'].includes(status);
        expect(canTerminateOrRescheduleCourse({ course: c, now })).toBe(expected);
      }),
    );
  });
});
