import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCourse, makeCourseSeat, STUDENT_ID, TEACHER_ID } from '../testing/builders';
import { courseStatusArb, courseStudentStatusArb } from '../testing/class-course-builders';
import type { CourseStatus } from './statuses';
import { getCourseHeadline } from './course-headline';

const headline = (status: CourseStatus, seat = makeCourseSeat()) =>
  getCourseHeadline({ course: makeCourse({ status, course_students: [seat] }), studentId: STUDENT_ID }).text;

describe('getCourseHeadline: 000 §4 "Course headline"', () => {
  it('"Otherwise: Scheduled, Upcoming, Ongoing, Terminated, Completed." ("ReadyForSchedule (label Scheduled)")', () => {
    expect(['ReadyForSchedule', 'Upcoming', 'Ongoing', 'Terminated', 'Completed'].map((s) => headline(s as CourseStatus))).toEqual([
      'Scheduled', 'Upcoming', 'Ongoing', 'Terminated', 'Completed',
    ]);
  });
  it('"Canceled: ... or the course is cancelled."', () => {
    expect(headline('Cancelled')).toBe('Canceled');
  });
  it('"Canceled: ... the student is cancelled or problem with a non-terminated course"', () => {
    expect(headline('Upcoming', makeCourseSeat({ status: 'Cancelled', update_by: 'ADMIN' }))).toBe('Canceled');
    expect(headline('Ongoing', makeCourseSeat({ status: 'Problem' }))).toBe('Canceled');
    expect(headline('Terminated', makeCourseSeat({ status: 'Problem' }))).toBe('Terminated');
    expect(headline('Terminated', makeCourseSeat({ status: 'Cancelled', update_by: TEACHER_ID }))).toBe('Terminated');
  });
  it('"Canceled: if the student cancelled" (even when the course was terminated afterwards)', () => {
    expect(headline('Terminated', makeCourseSeat({ status: 'Cancelled', update_by: STUDENT_ID }))).toBe('Canceled');
  });
  it('a viewer with no seat sees the course status', () => {
    expect(getCourseHeadline({ course: makeCourse({ status: 'Ongoing' }), studentId: null }).text).toBe('Ongoing');
  });
  it('property: matches the oracle for every course status, seat status and canceller', () => {
    fc.assert(
      fc.property(courseStatusArb, courseStudentStatusArb, fc.constantFrom<number | string | null>(STUDENT_ID, TEACHER_ID, 'AUTO', 'ADMIN', null), (status, seatStatus, updateBy) => {
        const studentCancelled = seatStatus === 'Cancelled' && updateBy === STUDENT_ID;
        const seatOut = seatStatus === 'Cancelled' || seatStatus === 'Problem';
        const expected =
          studentCancelled || (seatOut && status !== 'Terminated') || status === 'Cancelled' ? 'Canceled'
          : status === 'ReadyForSchedule' || status === 'Approved' ? 'Scheduled'
          : status;
        expect(headline(status, makeCourseSeat({ status: seatStatus, update_by: updateBy }))).toBe(expected);
      }),
    );
  });
});
