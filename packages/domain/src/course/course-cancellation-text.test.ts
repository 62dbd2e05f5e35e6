import { describe, expect, it } from 'vitest';
import { makeCourse, makeCourseSeat, STUDENT_ID, TEACHER_ID } from '../testing/builders';
import { COURSE_CANCELLATION_TEXTS, getCourseCancellationText } from './course-cancellation-text';

describe('getCourseCancellationText: 000 §4 "The cancelled text depends on who cancelled" (courses)', () => {
  const text = (seat: ReturnType<typeof makeCourseSeat>, course: Partial<Parameters<typeof makeCourse>[0]> = {}) =>
    getCourseCancellationText({ course: makeCourse({ ...course, course_students: [seat] }), studentId: STUDENT_ID });
  it("the seat's update_by: teacher, student, AUTO, ADMIN, PROVIDER", () => {
    expect(text(makeCourseSeat({ status: 'Cancelled', update_by: TEACHER_ID }))).toBe(COURSE_CANCELLATION_TEXTS.teacher);
    expect(text(makeCourseSeat({ status: 'Cancelled', update_by: STUDENT_ID }))).toBe(COURSE_CANCELLATION_TEXTS.student);
    expect(text(makeCourseSeat({ status: 'Cancelled', update_by: 'AUTO' }))).toBe(COURSE_CANCELLATION_TEXTS.auto);
    expect(text(makeCourseSeat({ status: 'Cancelled', update_by: 'ADMIN' }))).toBe(COURSE_CANCELLATION_TEXTS.admin);
    expect(text(makeCourseSeat({ status: 'Cancelled', update_by: 'PROVIDER' }))).toBe(COURSE_CANCELLATION_TEXTS.provider);
  });
  it("a cancelled course with a still-scheduled seat: the course's update_by", () => {
    expect(text(makeCourseSeat(), { status: 'Cancelled', update_by: 'AUTO' })).toBe(COURSE_CANCELLATION_TEXTS.auto);
  });
  it('null unless the headline is Canceled', () => {
    expect(text(makeCourseSeat())).toBeNull();
    expect(text(makeCourseSeat({ status: 'Problem', update_by: 'ADMIN' }), { status: 'Terminated' })).toBeNull();
    expect(getCourseCancellationText({ course: makeCourse({ status: 'Cancelled' }), studentId: STUDENT_ID })).toBeNull();
  });
});

describe('getCourseCancellationText for a Problem seat', () => {
  it('promises no refund: the student reported a problem', () => {
    const course = makeCourse({ status: 'Upcoming', course_students: [makeCourseSeat({ status: 'Problem', update_by: STUDENT_ID })] });
    expect(getCourseCancellationText({ course, studentId: STUDENT_ID })).toBe(
      'You reported a problem with this course. Our support team is looking into it and will contact you.',
    );
  });
});
