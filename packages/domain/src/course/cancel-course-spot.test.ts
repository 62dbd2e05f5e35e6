import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCourse, makeCourseSeat, STUDENT_ID, T0 } from '../testing/builders';
import { classTimesArb, courseStatusArb, courseStudentStatusArb, deltaArb } from '../testing/class-course-builders';
import { DAY_MS } from '../time/constants';
import { decideCancelCourseSpot } from './cancel-course-spot';

const course = makeCourse({ start_time: T0, course_students: [makeCourseSeat()] });

describe('decideCancelCourseSpot: 000 §4 "Cancel a course spot"', () => {
  it('"If the student\'s spot is already cancelled, This class has been canceled. is shown"', () => {
    const reread = makeCourse({ ...course, course_students: [makeCourseSeat({ status: 'Cancelled' })] });
    expect(decideCancelCourseSpot({ course: reread, studentId: STUDENT_ID, now: T0 - 3 * DAY_MS })).toEqual({
      outcome: 'already-cancelled',
      message: 'This class has been canceled.',
    });
    expect(
      decideCancelCourseSpot({ course: { ...course, status: 'Cancelled' }, studentId: STUDENT_ID, now: T0 - 3 * DAY_MS }).outcome,
    ).toBe('already-cancelled');
  });
  it('"Otherwise the cancel call is made." with 000 §8 "This course has been canceled." / "Course could not be canceled."', () => {
    expect(decideCancelCourseSpot({ course, studentId: STUDENT_ID, now: T0 - DAY_MS - 1 })).toEqual({
      outcome: 'cancel',
      successMessage: 'This course has been canceled.',
      failureMessage: 'Course could not be canceled.',
      messageDelayMs: 1000,
    });
  });
  it('the server refuses when not more than 24 h before start', () => {
    expect(decideCancelCourseSpot({ course, studentId: STUDENT_ID, now: T0 - DAY_MS }).outcome).toBe('too-late');
  });
  it('refuses a course that is not Upcoming, and a student with no spot', () => {
    expect(decideCancelCourseSpot({ course: { ...course, status: 'Ongoing' }, studentId: STUDENT_ID, now: T0 - 3 * DAY_MS }).outcome).toBe(
      'not-cancellable',
    );
    expect(decideCancelCourseSpot({ course, studentId: STUDENT_ID + 1, now: T0 - 3 * DAY_MS }).outcome).toBe('not-booked');
  });
  it('a student who cancelled and joined again can cancel the new spot', () => {
    const rebooked = makeCourse({ ...course, course_students: [makeCourseSeat({ status: 'Cancelled' }), makeCourseSeat()] });
    expect(decideCancelCourseSpot({ course: rebooked, studentId: STUDENT_ID, now: T0 - 3 * DAY_MS }).outcome).toBe('cancel');
  });
  it('property: outcome matches the oracle at start - 24 h ±1 ms', () => {
    fc.assert(
      fc.property(
        classTimesArb,
        courseStatusArb,
        fc.option(courseStudentStatusArb, { nil: null }),
        deltaArb,
        (t, status, seatStatus, delta) => {
          const now = t.start - 86_400_000 + delta;
          const c = makeCourse({
            status,
            start_time: t.start,
            course_students: seatStatus === null ? [] : [makeCourseSeat({ status: seatStatus })],
          });
          const expected =
            seatStatus === null
              ? 'not-booked'
              : seatStatus === 'Cancelled' || seatStatus === 'Problem' || status === 'Cancelled'
                ? 'already-cancelled'
                : status !== 'Upcoming'
                  ? 'not-cancellable'
                  : delta < 0
                    ? 'cancel'
                    : 'too-late';
          expect(decideCancelCourseSpot({ course: c, studentId: STUDENT_ID, now }).outcome).toBe(expected);
        },
      ),
    );
  });
});
