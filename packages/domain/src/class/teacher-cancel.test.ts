import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capacityArb, seatStatusArb } from '../testing/arbitraries';
import { makeGroupClass, makeSeat, makeSeats, STUDENT_ID, T0, TEACHER_ID } from '../testing/builders';
import { deltaArb } from '../testing/class-course-builders';
import {
  canTeacherCancelClass,
  decideTeacherCancelClass,
  TEACHER_CANCEL_COURSE_CLASS_MESSAGE,
  TEACHER_CANCEL_MAX_BOOKED_EXCLUSIVE,
  TEACHER_CANCEL_NOT_ALLOWED_MESSAGE,
} from './teacher-cancel';

const now = T0;

describe('canTeacherCancelClass: 000 §6 "may cancel a class if fewer than 2 spots are booked"', () => {
  it('0 or 1 booked: yes; 2 booked: no', () => {
    expect(TEACHER_CANCEL_MAX_BOOKED_EXCLUSIVE).toBe(2);
    const withSeats = (n: number) =>
      canTeacherCancelClass({ groupClass: makeGroupClass({ group_class_students: makeSeats(n) }), viewerId: TEACHER_ID, now });
    expect([withSeats(0), withSeats(1), withSeats(2)]).toEqual([true, true, false]);
  });
  it('"A cancelled student status does not count toward spots."', () => {
    const groupClass = makeGroupClass({ group_class_students: [...makeSeats(5, 'CANCELLED'), makeSeat()] });
    expect(canTeacherCancelClass({ groupClass, viewerId: TEACHER_ID, now })).toBe(true);
  });
  it("only the class's own teacher, only before start, never a cancelled or finished class", () => {
    const groupClass = makeGroupClass({ start_time: T0 + 1000 });
    expect(canTeacherCancelClass({ groupClass, viewerId: STUDENT_ID, now })).toBe(false);
    expect(canTeacherCancelClass({ groupClass, viewerId: null, now })).toBe(false);
    expect(canTeacherCancelClass({ groupClass, viewerId: TEACHER_ID, now: T0 + 999 })).toBe(true);
    expect(canTeacherCancelClass({ groupClass, viewerId: TEACHER_ID, now: T0 + 1000 })).toBe(false);
    expect(canTeacherCancelClass({ groupClass: { ...groupClass, status: 'CANCELLED' }, viewerId: TEACHER_ID, now })).toBe(false);
    expect(canTeacherCancelClass({ groupClass: { ...groupClass, status: 'FINISHED' }, viewerId: TEACHER_ID, now })).toBe(false);
  });
  it('property: capacities 1..12, random seats, start ±1 ms: iff non-cancelled seats < 2 and now < start', () => {
    fc.assert(
      fc.property(
        capacityArb,
        fc.array(seatStatusArb, { maxLength: 12 }),
        deltaArb,
        fc.constantFrom('READY_FOR_SCHEDULE', 'UPCOMING'),
        (capacity, statuses, delta, status) => {
          const seats = statuses.slice(0, capacity).map((s, i) => makeSeat({ student_id: 1000 + i, status: s }));
          const groupClass = makeGroupClass({ status, student_capacity: capacity, start_time: T0, group_class_students: seats });
          const booked = seats.filter((s) => s.status !== 'CANCELLED').length;
          expect(canTeacherCancelClass({ groupClass, viewerId: TEACHER_ID, now: T0 + delta })).toBe(booked < 2 && delta < 0);
        },
      ),
    );
  });
});

describe('decideTeacherCancelClass: a class of a course is never cancelled alone (ours, extending 000 §6)', () => {
  it('a course class with 0 booked, long before its start: course-class, with the reason', () => {
    const groupClass = makeGroupClass({ course_id: 7, start_time: T0 + 1000, group_class_students: [] });
    expect(decideTeacherCancelClass({ groupClass, viewerId: TEACHER_ID, now })).toEqual({
      outcome: 'course-class',
      message: TEACHER_CANCEL_COURSE_CLASS_MESSAGE,
    });
    expect(canTeacherCancelClass({ groupClass, viewerId: TEACHER_ID, now })).toBe(false);
    expect(decideTeacherCancelClass({ groupClass: { ...groupClass, course_id: null }, viewerId: TEACHER_ID, now })).toEqual({
      outcome: 'cancel',
    });
  });
  it('someone else asking is not-allowed, course or not', () => {
    const groupClass = makeGroupClass({ course_id: 7, start_time: T0 + 1000 });
    expect(decideTeacherCancelClass({ groupClass, viewerId: STUDENT_ID, now })).toEqual({
      outcome: 'not-allowed',
      message: TEACHER_CANCEL_NOT_ALLOWED_MESSAGE,
    });
  });
  it('property: with a course id the outcome is course-class for every seat count, status and time; without, canTeacherCancelClass agrees with the decision', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
        fc.array(seatStatusArb, { maxLength: 6 }),
        deltaArb,
        fc.constantFrom('READY_FOR_SCHEDULE', 'UPCOMING', 'CANCELLED', 'FINISHED'),
        (courseId, statuses, delta, status) => {
          const seats = statuses.map((s, i) => makeSeat({ student_id: 1000 + i, status: s }));
          const groupClass = makeGroupClass({ course_id: courseId, status, start_time: T0, group_class_students: seats });
          const decision = decideTeacherCancelClass({ groupClass, viewerId: TEACHER_ID, now: T0 + delta });
          if (courseId !== null) expect(decision.outcome).toBe('course-class');
          else expect(decision.outcome).not.toBe('course-class');
          expect(canTeacherCancelClass({ groupClass, viewerId: TEACHER_ID, now: T0 + delta })).toBe(decision.outcome === 'cancel');
        },
      ),
    );
  });
});
