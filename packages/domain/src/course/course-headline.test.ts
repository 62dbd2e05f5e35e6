import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCourse, makeCourseSeat, STUDENT_ID, TEACHER_ID } from '../testing/builders';
import { courseStatusArb, courseStudentStatusArb } from '../testing/class-course-builders';
import type { CourseStatus, CourseStudentStatus } from './statuses';
import { getCourseActions } from './course-actions';
import { COURSE_HEADLINE_CODES, COURSE_HEADLINE_TEXTS, getCourseHeadline } from './course-headline';

const headline = (status: CourseStatus, seat = makeCourseSeat()) =>
  getCourseHeadline({ course: makeCourse({ status, course_students: [seat] }), studentId: STUDENT_ID }).text;

describe('getCourseHeadline: 000 §4 "Course headline"', () => {
  it('"Otherwise: Scheduled, Upcoming, Ongoing, Terminated, Completed." ("ReadyForSchedule (label Scheduled)")', () => {
    expect(['ReadyForSchedule', 'Upcoming', 'Ongoing', 'Terminated', 'Completed'].map((s) => headline(s as CourseStatus))).toEqual([
      'Scheduled',
      'Upcoming',
      'Ongoing',
      'Terminated',
      'Completed',
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
      fc.property(
        courseStatusArb,
        courseStudentStatusArb,
        fc.constantFrom<number | string | null>(STUDENT_ID, TEACHER_ID, 'AUTO', 'ADMIN', null),
        (status, seatStatus, updateBy) => {
          const studentCancelled = seatStatus === 'Cancelled' && updateBy === STUDENT_ID;
          const seatOut = seatStatus === 'Cancelled' || seatStatus === 'Problem';
          const expected =
            studentCancelled || (seatOut && status !== 'Terminated') || status === 'Cancelled'
              ? 'Canceled'
              : status === 'ReadyForSchedule' || status === 'Approved'
                ? 'Scheduled'
                : status;
          expect(headline(status, makeCourseSeat({ status: seatStatus, update_by: updateBy }))).toBe(expected);
        },
      ),
    );
  });
});

describe('an unknown course status (000 §4 "... and others")', () => {
  it('gives the safe, defined headline { code: "unknown", text: "" }, never undefined', () => {
    for (const status of ['Paused', 'toString', ''] as unknown as CourseStatus[]) {
      expect(getCourseHeadline({ course: makeCourse({ status }), studentId: STUDENT_ID })).toEqual({ code: 'unknown', text: '' });
      expect(getCourseHeadline({ course: makeCourse({ status, course_students: [makeCourseSeat()] }), studentId: STUDENT_ID })).toEqual({
        code: 'unknown',
        text: '',
      });
    }
    expect(COURSE_HEADLINE_TEXTS.unknown).toBe('');
  });
  it('a cancelled seat still reads Canceled; an unknown seat status counts as not cancelled', () => {
    const course = (seat: ReturnType<typeof makeCourseSeat>) => makeCourse({ status: 'Paused' as CourseStatus, course_students: [seat] });
    expect(
      getCourseHeadline({ course: course(makeCourseSeat({ status: 'Cancelled', update_by: 'ADMIN' })), studentId: STUDENT_ID }).text,
    ).toBe('Canceled');
    expect(
      getCourseHeadline({
        course: makeCourse({ status: 'Ongoing', course_students: [makeCourseSeat({ status: 'Waitlisted' as CourseStudentStatus })] }),
        studentId: STUDENT_ID,
      }).text,
    ).toBe('Ongoing');
  });
  it('the course actions stay `none` for it', () => {
    expect(
      getCourseActions({
        course: makeCourse({ status: 'Paused' as CourseStatus, course_students: [makeCourseSeat()] }),
        studentId: STUDENT_ID,
        now: 0,
      }).kind,
    ).toBe('none');
  });
  it('property: any status string gives a listed code with a string text', () => {
    fc.assert(
      fc.property(fc.string(), (status) => {
        const h = getCourseHeadline({ course: makeCourse({ status: status as CourseStatus }), studentId: STUDENT_ID });
        expect(COURSE_HEADLINE_CODES).toContain(h.code);
        expect(typeof h.text).toBe('string');
      }),
    );
  });
});
