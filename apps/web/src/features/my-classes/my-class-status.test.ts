import { HOUR_MS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { makeMyClassRow } from '../../testing/people-builders';
import { getMyClassStatus, myClassHref } from './my-class-status';

const START = Date.parse('2026-11-25T17:00:00.000Z');
const END = START + HOUR_MS;
const STUDENT = 500;
const classRow = (o: Parameters<typeof makeMyClassRow>[0] = {}) =>
  makeMyClassRow({ start_time: new Date(START).toISOString(), end_time: new Date(END).toISOString(), ...o });
const courseRow = (o: Parameters<typeof makeMyClassRow>[0] = {}) =>
  makeMyClassRow({
    kind: 'course',
    group_class_id: null,
    course_id: 7001,
    course_student_id: 60_001,
    student_booked_id: 60_001,
    class_amount: 4,
    class_status: null,
    course_status: 'Upcoming',
    seat_status: 'Scheduled',
    ...o,
  });

describe('my classes: status in the 000 §4 words', () => {
  it('a SCHEDULED class seat: Upcoming before start, Currently live from start, Completed from end', () => {
    expect(getMyClassStatus({ row: classRow(), studentId: STUDENT, now: START - 1 })).toEqual({ kind: 'class', code: 'upcoming' });
    expect(getMyClassStatus({ row: classRow(), studentId: STUDENT, now: START })).toEqual({ kind: 'class', code: 'live' });
    expect(getMyClassStatus({ row: classRow(), studentId: STUDENT, now: END - 1 })).toEqual({ kind: 'class', code: 'live' });
    expect(getMyClassStatus({ row: classRow(), studentId: STUDENT, now: END })).toEqual({ kind: 'class', code: 'completed' });
  });

  it('dropped, problem and teacher-cancelled classes read Canceled; CONFIRMED reads Completed', () => {
    expect(getMyClassStatus({ row: classRow({ seat_status: 'CANCELLED' }), studentId: STUDENT, now: START - HOUR_MS }).code).toBe(
      'canceled',
    );
    expect(getMyClassStatus({ row: classRow({ seat_status: 'PROBLEM' }), studentId: STUDENT, now: END + HOUR_MS }).code).toBe('canceled');
    expect(getMyClassStatus({ row: classRow({ class_status: 'CANCELLED' }), studentId: STUDENT, now: START - HOUR_MS }).code).toBe(
      'canceled',
    );
    expect(getMyClassStatus({ row: classRow({ seat_status: 'CONFIRMED' }), studentId: STUDENT, now: END + HOUR_MS }).code).toBe(
      'completed',
    );
  });

  it('an unknown seat status shows no headline rather than a wrong one', () => {
    expect(getMyClassStatus({ row: classRow({ seat_status: 'SOMETHING_NEW' }), studentId: STUDENT, now: START }).code).toBe('unknown');
  });

  it('a course seat gets the course headline: the course status, or Canceled for a cancelled seat', () => {
    expect(getMyClassStatus({ row: courseRow(), studentId: STUDENT, now: START })).toEqual({ kind: 'course', code: 'upcoming' });
    expect(getMyClassStatus({ row: courseRow({ course_status: 'ReadyForSchedule' }), studentId: STUDENT, now: START }).code).toBe(
      'scheduled',
    );
    expect(getMyClassStatus({ row: courseRow({ course_status: 'Ongoing' }), studentId: STUDENT, now: START }).code).toBe('ongoing');
    expect(getMyClassStatus({ row: courseRow({ seat_status: 'Cancelled' }), studentId: STUDENT, now: START }).code).toBe('canceled');
    expect(getMyClassStatus({ row: courseRow({ course_status: 'Cancelled' }), studentId: STUDENT, now: START }).code).toBe('canceled');
    expect(getMyClassStatus({ row: courseRow({ course_status: null }), studentId: STUDENT, now: START }).code).toBe('unknown');
  });

  it('a seat the student cancelled reads Canceled even after the course is terminated; one the teacher cancelled reads Terminated', () => {
    const cancelled = { course_status: 'Terminated', seat_status: 'Cancelled' } as const;
    expect(
      getMyClassStatus({ row: courseRow({ ...cancelled, seat_update_by: String(STUDENT) }), studentId: STUDENT, now: START }).code,
    ).toBe('canceled');
    expect(getMyClassStatus({ row: courseRow({ ...cancelled, seat_update_by: '9001' }), studentId: STUDENT, now: START }).code).toBe(
      'terminated',
    );
  });

  it('links a class to its booked view and a course to its order page', () => {
    expect(myClassHref(classRow({ group_class_id: 20_001, student_booked_id: 90_001 }))).toBe(
      '/group-class-online/class/20001?classID=20001&studentBookedID=90001',
    );
    expect(myClassHref(courseRow())).toBe('/group-course/order/60001');
  });
});
