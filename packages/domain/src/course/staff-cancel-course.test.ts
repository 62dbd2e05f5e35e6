import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COURSE_CANCELED_MESSAGE } from '../booking/check-status-messages';
import { makeCourse, makeCourseSeat, T0 } from '../testing/builders';
import { courseStatusArb, deltaArb } from '../testing/class-course-builders';
import { decideStaffCancelCourse, STAFF_CANCEL_COURSE_ENDED_MESSAGE } from './staff-cancel-course';

describe('decideStaffCancelCourse: staff cancel a whole course until it ends (ours)', () => {
  it('an Ongoing course with 5 students, 1 ms before its end: cancel; at the end: ended; cancelled: already-cancelled', () => {
    const course = makeCourse({
      status: 'Ongoing',
      start_time: T0 - 1000,
      end_time: T0 + 1000,
      course_students: Array.from({ length: 5 }, (_, i) => makeCourseSeat({ student_id: i + 1 })),
    });
    expect(decideStaffCancelCourse({ course, now: T0 + 999 })).toEqual({ outcome: 'cancel' });
    expect(decideStaffCancelCourse({ course, now: T0 + 1000 })).toEqual({ outcome: 'ended', message: STAFF_CANCEL_COURSE_ENDED_MESSAGE });
    expect(decideStaffCancelCourse({ course: { ...course, status: 'Completed' }, now: T0 })).toEqual({
      outcome: 'ended',
      message: STAFF_CANCEL_COURSE_ENDED_MESSAGE,
    });
    expect(decideStaffCancelCourse({ course: { ...course, status: 'Cancelled' }, now: T0 })).toEqual({
      outcome: 'already-cancelled',
      message: COURSE_CANCELED_MESSAGE,
    });
    expect(decideStaffCancelCourse({ course: { ...course, status: 'Terminated' }, now: T0 }).outcome).toBe('already-cancelled');
  });

  it('property: statuses, end ±1 ms: already-cancelled, else ended from the end (inclusive) or when Completed, else cancel', () => {
    fc.assert(
      fc.property(courseStatusArb, deltaArb, (status, delta) => {
        const course = makeCourse({ status, start_time: T0 - 1000, end_time: T0 });
        const expected =
          status === 'Cancelled' || status === 'Terminated'
            ? 'already-cancelled'
            : status === 'Completed' || delta >= 0
              ? 'ended'
              : 'cancel';
        expect(decideStaffCancelCourse({ course, now: T0 + delta }).outcome).toBe(expected);
      }),
    );
  });
});
