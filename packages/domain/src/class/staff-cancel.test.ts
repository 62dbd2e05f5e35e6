import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASS_CANCELED_MESSAGE } from '../booking/check-status-messages';
import { makeGroupClass, makeSeats, T0 } from '../testing/builders';
import { classStatusArb, deltaArb } from '../testing/class-course-builders';
import { decideStaffCancelClass, STAFF_CANCEL_CLASS_ENDED_MESSAGE } from './staff-cancel';
import { TEACHER_CANCEL_COURSE_CLASS_MESSAGE } from './teacher-cancel';

describe('decideStaffCancelClass: staff cancel a whole class until it ends (ours)', () => {
  it('a class in progress with 5 students: cancel until 1 ms before the end; ended at the end; a course class never alone', () => {
    const groupClass = makeGroupClass({ start_time: T0 - 1000, end_time: T0 + 1000, group_class_students: makeSeats(5) });
    expect(decideStaffCancelClass({ groupClass, now: T0 + 999 })).toEqual({ outcome: 'cancel' });
    expect(decideStaffCancelClass({ groupClass, now: T0 + 1000 })).toEqual({ outcome: 'ended', message: STAFF_CANCEL_CLASS_ENDED_MESSAGE });
    expect(decideStaffCancelClass({ groupClass: { ...groupClass, status: 'CANCELLED' }, now: T0 })).toEqual({
      outcome: 'already-cancelled',
      message: CLASS_CANCELED_MESSAGE,
    });
    expect(decideStaffCancelClass({ groupClass: { ...groupClass, course_id: 7 }, now: T0 })).toEqual({
      outcome: 'course-class',
      message: TEACHER_CANCEL_COURSE_CLASS_MESSAGE,
    });
  });

  it('property: course or not, statuses, end ±1 ms', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }), classStatusArb, deltaArb, (courseId, status, delta) => {
        const groupClass = makeGroupClass({ course_id: courseId, status, start_time: T0 - 1000, end_time: T0 });
        const expected =
          courseId !== null
            ? 'course-class'
            : status === 'CANCELLED'
              ? 'already-cancelled'
              : status === 'FINISHED' || delta >= 0
                ? 'ended'
                : 'cancel';
        expect(decideStaffCancelClass({ groupClass, now: T0 + delta }).outcome).toBe(expected);
      }),
    );
  });
});
