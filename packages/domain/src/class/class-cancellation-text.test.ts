import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classStudentStatusArb } from '../testing/class-course-builders';
import { makeSeat, STUDENT_ID, TEACHER_ID } from '../testing/builders';
import { CLASS_CANCELLATION_TEXTS, CLASS_PROBLEM_REPORTED_TEXT, getClassCancellationText } from './class-cancellation-text';

const DROPPED = 'You dropped this class. You will receive a full refund.';

describe('getClassCancellationText: 000 §4 "The cancelled text depends on who cancelled"', () => {
  it('"the teacher, the student, automatic (too few students), admin, or the provider" (a cancelled seat)', () => {
    const text = (update_by: number | string) =>
      getClassCancellationText({ seat: makeSeat({ status: 'CANCELLED', update_by }), teacherId: TEACHER_ID });
    expect(text(TEACHER_ID)).toBe(CLASS_CANCELLATION_TEXTS.teacher);
    expect(text(STUDENT_ID)).toBe(DROPPED);
    expect(text('AUTO')).toBe(CLASS_CANCELLATION_TEXTS.auto);
    expect(text('ADMIN')).toBe(CLASS_CANCELLATION_TEXTS.admin);
    expect(text('PROVIDER')).toBe(CLASS_CANCELLATION_TEXTS.provider);
    expect(new Set(Object.values(CLASS_CANCELLATION_TEXTS)).size).toBe(5);
  });
  it('"It is decided from operator and update_by": reads the seat\'s operator when update_by is missing', () => {
    expect(getClassCancellationText({ seat: makeSeat({ status: 'CANCELLED', operator: 'AUTO' }), teacherId: TEACHER_ID })).toBe(
      CLASS_CANCELLATION_TEXTS.auto,
    );
  });
  it('is null for a booking that does not read "Canceled"', () => {
    expect(getClassCancellationText({ seat: makeSeat({ status: 'SCHEDULED', update_by: TEACHER_ID }), teacherId: TEACHER_ID })).toBeNull();
    expect(getClassCancellationText({ seat: makeSeat({ status: 'CONFIRMED' }), teacherId: TEACHER_ID })).toBeNull();
  });
});

describe("a CANCELLED class: who cancelled THE CLASS, from the class's own update_by / operator", () => {
  const cancelledClass = (
    classUpdateBy: number | string | null,
    classOperator: number | string | null = null,
    seatStatus: 'SCHEDULED' | 'CANCELLED' | 'PROBLEM' = 'SCHEDULED',
    seatUpdateBy: number | string | null = null,
  ) =>
    getClassCancellationText({
      seat: makeSeat({ status: seatStatus, update_by: seatUpdateBy }),
      teacherId: TEACHER_ID,
      classStatus: 'CANCELLED',
      classUpdateBy,
      classOperator,
    });
  it('the teacher, automatic, admin and provider cancellations of the class', () => {
    expect(cancelledClass(TEACHER_ID)).toBe(CLASS_CANCELLATION_TEXTS.teacher);
    expect(cancelledClass(String(TEACHER_ID))).toBe(CLASS_CANCELLATION_TEXTS.teacher);
    expect(cancelledClass('AUTO')).toBe(CLASS_CANCELLATION_TEXTS.auto);
    expect(cancelledClass('ADMIN')).toBe(CLASS_CANCELLATION_TEXTS.admin);
    expect(cancelledClass(null, 'ADMIN')).toBe(CLASS_CANCELLATION_TEXTS.admin);
  });
  it("falls back to the provider when the class says nothing known (the seat's own update_by is not used)", () => {
    expect(cancelledClass(null)).toBe(CLASS_CANCELLATION_TEXTS.provider);
    expect(cancelledClass(null, null, 'SCHEDULED', TEACHER_ID)).toBe(CLASS_CANCELLATION_TEXTS.provider);
    expect(cancelledClass(4242)).toBe(CLASS_CANCELLATION_TEXTS.provider);
  });
  it('(regression) never "You dropped this class" for a class someone else cancelled: seat update_by is the student, class by the teacher', () => {
    // The old rule read the seat: a student whose seat was last touched by themselves read "You dropped this class".
    expect(cancelledClass(TEACHER_ID, null, 'SCHEDULED', STUDENT_ID)).toBe(CLASS_CANCELLATION_TEXTS.teacher);
    expect(cancelledClass(null, null, 'CANCELLED', STUDENT_ID)).toBe(CLASS_CANCELLATION_TEXTS.provider);
    expect(cancelledClass('AUTO', null, 'PROBLEM', STUDENT_ID)).toBe(CLASS_CANCELLATION_TEXTS.auto);
  });
  it('a class update_by naming the student (a student cannot cancel a class) reads as the provider', () => {
    expect(cancelledClass(STUDENT_ID)).toBe(CLASS_CANCELLATION_TEXTS.provider);
    expect(cancelledClass('STUDENT')).toBe(CLASS_CANCELLATION_TEXTS.provider);
  });
});

describe('a PROBLEM seat: "the student reported a problem; it is being looked at"', () => {
  it('has its own text, whoever touched the seat, with no refund promise', () => {
    for (const update_by of [STUDENT_ID, TEACHER_ID, 'ADMIN', 'AUTO', null]) {
      expect(getClassCancellationText({ seat: makeSeat({ status: 'PROBLEM', update_by }), teacherId: TEACHER_ID })).toBe(
        CLASS_PROBLEM_REPORTED_TEXT,
      );
    }
    expect(CLASS_PROBLEM_REPORTED_TEXT).not.toMatch(/refund/i);
    expect(Object.values(CLASS_CANCELLATION_TEXTS)).not.toContain(CLASS_PROBLEM_REPORTED_TEXT);
  });
});

describe("property: the student-drop text appears only for the student's own CANCELLED seat in a class that is not cancelled", () => {
  it('holds for every seat status, class status and update_by/operator', () => {
    const who = fc.constantFrom<number | string | null>(
      TEACHER_ID,
      STUDENT_ID,
      String(STUDENT_ID),
      'AUTO',
      'ADMIN',
      'PROVIDER',
      'STUDENT',
      'TEACHER',
      4242,
      'junk',
      null,
    );
    fc.assert(
      fc.property(
        classStudentStatusArb,
        fc.constantFrom('READY_FOR_SCHEDULE', 'UPCOMING', 'CANCELLED', 'FINISHED', undefined),
        who,
        who,
        who,
        who,
        (status, classStatus, seatUpdateBy, seatOperator, classUpdateBy, classOperator) => {
          const text = getClassCancellationText({
            seat: makeSeat({ status, update_by: seatUpdateBy, operator: seatOperator }),
            teacherId: TEACHER_ID,
            classStatus,
            classUpdateBy,
            classOperator,
          });
          if (text === DROPPED) expect(classStatus !== 'CANCELLED' && status === 'CANCELLED').toBe(true);
          if (text === CLASS_PROBLEM_REPORTED_TEXT) expect(status === 'PROBLEM' && classStatus !== 'CANCELLED').toBe(true);
          expect(text === null).toBe(classStatus !== 'CANCELLED' && (status === 'SCHEDULED' || status === 'CONFIRMED'));
        },
      ),
    );
  });
});
