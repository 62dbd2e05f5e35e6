import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, DAY_MS } from '../time/constants';
import { T0 } from '../testing/builders';
import { classStatusArb, classStudentStatusArb, deltaArb } from '../testing/class-course-builders';
import { ATTENDANCE_WINDOW_AFTER_END_MS, decideMarkAttendance, isAttendanceOpen } from './attendance';

const start = T0;
const end = T0 + HOUR_MS;
const closes = end + ATTENDANCE_WINDOW_AFTER_END_MS;
const mark = (now: number, overrides: Partial<Parameters<typeof decideMarkAttendance>[0]> = {}) =>
  decideMarkAttendance({ classStatus: 'UPCOMING', start, end, now, seatStatus: 'SCHEDULED', ...overrides }).outcome;

describe('decideMarkAttendance: issue 14 "after the class has started ... the teacher marks each booked student attended / absent"', () => {
  it('the window is 7 days after the end', () => {
    expect(ATTENDANCE_WINDOW_AFTER_END_MS).toBe(7 * DAY_MS);
  });
  it('refused before start; open from exactly start, during and after the class; closed at end + 7 days', () => {
    expect(mark(start - 1)).toBe('not-started');
    expect(mark(start)).toBe('mark');
    expect(mark(end)).toBe('mark');
    expect(mark(closes - 1, { classStatus: 'FINISHED', seatStatus: 'CONFIRMED' })).toBe('mark');
    expect(mark(closes, { classStatus: 'FINISHED' })).toBe('window-closed');
  });
  it('a cancelled class has nothing to mark, whenever', () => {
    expect(mark(start - 1, { classStatus: 'CANCELLED' })).toBe('class-cancelled');
    expect(mark(end, { classStatus: 'CANCELLED' })).toBe('class-cancelled');
  });
  it('only a booked student: no seat or a cancelled seat is not-booked; a PROBLEM seat is markable', () => {
    expect(mark(end, { seatStatus: null })).toBe('not-booked');
    expect(mark(end, { seatStatus: undefined })).toBe('not-booked');
    expect(mark(end, { seatStatus: 'CANCELLED' })).toBe('not-booked');
    expect(mark(end, { seatStatus: 'PROBLEM' })).toBe('mark');
    expect(mark(end, { seatStatus: 'CONFIRMED' })).toBe('mark');
  });
  it('accepts ISO strings and Dates', () => {
    expect(
      decideMarkAttendance({
        classStatus: 'FINISHED',
        start: new Date(start).toISOString(),
        end: new Date(end),
        now: new Date(end).toISOString(),
        seatStatus: 'CONFIRMED',
      }),
    ).toEqual({ outcome: 'mark' });
  });
  it('property: at start and at the window end ±1 ms, any status and seat: the simple oracle', () => {
    fc.assert(
      fc.property(
        classStatusArb,
        fc.option(classStudentStatusArb, { nil: null }),
        fc.constantFrom(start, closes),
        deltaArb,
        fc.integer({ min: 60_000, max: 3 * HOUR_MS }),
        (classStatus, seatStatus, boundary, delta, length) => {
          const classEnd = start + length;
          const at = (boundary === start ? start : classEnd + ATTENDANCE_WINDOW_AFTER_END_MS) + delta;
          const open = classStatus !== 'CANCELLED' && at >= start && at < classEnd + ATTENDANCE_WINDOW_AFTER_END_MS;
          const booked = seatStatus !== null && seatStatus !== 'CANCELLED';
          const outcome = decideMarkAttendance({ classStatus, start, end: classEnd, now: at, seatStatus }).outcome;
          expect(outcome === 'mark').toBe(open && booked);
          expect(isAttendanceOpen({ classStatus, start, end: classEnd, now: at })).toBe(open);
        },
      ),
    );
  });
});
