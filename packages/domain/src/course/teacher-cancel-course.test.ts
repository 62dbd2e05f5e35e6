import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCourse, makeCourseSeat, STUDENT_ID, T0, TEACHER_ID } from '../testing/builders';
import { courseStatusArb, courseStudentStatusArb, deltaArb } from '../testing/class-course-builders';
import { decideTeacherCancelCourse, TEACHER_CANCEL_COURSE_NOT_ALLOWED_MESSAGE } from './teacher-cancel-course';

const seats = (n: number, status: 'Scheduled' | 'Cancelled' = 'Scheduled') =>
  Array.from({ length: n }, (_, i) => makeCourseSeat({ student_id: 1000 + i, status }));

describe('decideTeacherCancelCourse: 000 §6 "fewer than 2 spots", for a whole course (ours)', () => {
  it('0 or 1 taken: cancel; 2 taken: not allowed; cancelled seats do not count', () => {
    const decide = (courseStudents: ReturnType<typeof seats>) =>
      decideTeacherCancelCourse({
        course: makeCourse({ start_time: T0 + 1000, course_students: courseStudents }),
        viewerId: TEACHER_ID,
        now: T0,
      }).outcome;
    expect([decide(seats(0)), decide(seats(1)), decide(seats(2))]).toEqual(['cancel', 'cancel', 'not-allowed']);
    expect(decide([...seats(4, 'Cancelled'), makeCourseSeat({ student_id: 1 })])).toBe('cancel');
  });

  it("only the course's own teacher, only before the start, only a ReadyForSchedule or Upcoming course", () => {
    const course = makeCourse({ start_time: T0 + 1000 });
    expect(decideTeacherCancelCourse({ course, viewerId: STUDENT_ID, now: T0 })).toEqual({
      outcome: 'not-allowed',
      message: TEACHER_CANCEL_COURSE_NOT_ALLOWED_MESSAGE,
    });
    expect(decideTeacherCancelCourse({ course, viewerId: null, now: T0 }).outcome).toBe('not-allowed');
    expect(decideTeacherCancelCourse({ course, viewerId: TEACHER_ID, now: T0 + 999 }).outcome).toBe('cancel');
    expect(decideTeacherCancelCourse({ course, viewerId: TEACHER_ID, now: T0 + 1000 }).outcome).toBe('not-allowed');
    expect(decideTeacherCancelCourse({ course: { ...course, status: 'ReadyForSchedule' }, viewerId: TEACHER_ID, now: T0 }).outcome).toBe(
      'cancel',
    );
    for (const status of ['Ongoing', 'Completed', 'Cancelled', 'Terminated', 'Approved'] as const) {
      expect(decideTeacherCancelCourse({ course: { ...course, status }, viewerId: TEACHER_ID, now: T0 }).outcome).toBe('not-allowed');
    }
  });

  it('property: statuses, random seats, start ±1 ms: cancel iff open status, taken seats < 2 and now < start', () => {
    fc.assert(
      fc.property(courseStatusArb, fc.array(courseStudentStatusArb, { maxLength: 6 }), deltaArb, (status, statuses, delta) => {
        const courseStudents = statuses.map((s, i) => makeCourseSeat({ student_id: 1000 + i, status: s }));
        const course = makeCourse({ status, start_time: T0, course_students: courseStudents });
        const taken = statuses.filter((s) => s !== 'Cancelled').length;
        const open = status === 'ReadyForSchedule' || status === 'Upcoming';
        const expected = open && taken < 2 && delta < 0 ? 'cancel' : 'not-allowed';
        expect(decideTeacherCancelCourse({ course, viewerId: TEACHER_ID, now: T0 + delta }).outcome).toBe(expected);
      }),
    );
  });
});
