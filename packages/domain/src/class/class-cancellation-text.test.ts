import { describe, expect, it } from 'vitest';
import { makeSeat, STUDENT_ID, TEACHER_ID } from '../testing/builders';
import { CLASS_CANCELLATION_TEXTS, getClassCancellationText } from './class-cancellation-text';

describe('getClassCancellationText: 000 §4 "The cancelled text depends on who cancelled"', () => {
  it('"the teacher, the student, automatic (too few students), admin, or the provider"', () => {
    const text = (update_by: number | string) => getClassCancellationText({ seat: makeSeat({ status: 'CANCELLED', update_by }), teacherId: TEACHER_ID });
    expect(text(TEACHER_ID)).toBe(CLASS_CANCELLATION_TEXTS.teacher);
    expect(text(STUDENT_ID)).toBe(CLASS_CANCELLATION_TEXTS.student);
    expect(text('AUTO')).toBe(CLASS_CANCELLATION_TEXTS.auto);
    expect(text('ADMIN')).toBe(CLASS_CANCELLATION_TEXTS.admin);
    expect(text('PROVIDER')).toBe(CLASS_CANCELLATION_TEXTS.provider);
    expect(new Set(Object.values(CLASS_CANCELLATION_TEXTS)).size).toBe(5);
  });
  it('reads operator when update_by is missing', () => {
    expect(getClassCancellationText({ seat: makeSeat({ status: 'PROBLEM', operator: 'AUTO' }), teacherId: TEACHER_ID })).toBe(CLASS_CANCELLATION_TEXTS.auto);
  });
  it('is null for a booking that does not read "Canceled"', () => {
    expect(getClassCancellationText({ seat: makeSeat({ status: 'SCHEDULED', update_by: TEACHER_ID }), teacherId: TEACHER_ID })).toBeNull();
    expect(getClassCancellationText({ seat: makeSeat({ status: 'CONFIRMED' }), teacherId: TEACHER_ID })).toBeNull();
  });
  it('a CANCELLED class with a seat still SCHEDULED gets a text', () => {
    expect(getClassCancellationText({ seat: makeSeat({ update_by: TEACHER_ID }), teacherId: TEACHER_ID, classStatus: 'CANCELLED' })).toBe(CLASS_CANCELLATION_TEXTS.teacher);
  });
});
