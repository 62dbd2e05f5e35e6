import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { T0 } from '../testing/builders';
import { deltaArb } from '../testing/class-course-builders';
import { DAY_MS, DROP_WINDOW_MS, MINUTE_MS } from '../time/constants';
import { lessonDurationArb } from '../testing/lesson-builders';
import { decideCancelLesson, decideStaffCancelLesson, decideTeacherCancelLesson } from './lesson-cancel';

describe("decideCancelLesson: the group classes' 24 h rule", () => {
  it('more than 24 h before: cancel (refund); exactly 24 h: too late; already cancelled', () => {
    expect(decideCancelLesson({ status: 'BOOKED', start: T0, now: T0 - DAY_MS - 1 })).toBe('cancel');
    expect(decideCancelLesson({ status: 'BOOKED', start: T0, now: T0 - DAY_MS })).toBe('too-late');
    expect(decideCancelLesson({ status: 'BOOKED', start: T0, now: T0 + 1 })).toBe('too-late');
    expect(decideCancelLesson({ status: 'CANCELLED', start: T0, now: T0 - 3 * DAY_MS })).toBe('already-cancelled');
  });

  it('property: cancel iff BOOKED and start - now > DROP_WINDOW_MS, at -1 ms, exactly and +1 ms', () => {
    fc.assert(
      fc.property(deltaArb, fc.constantFrom('BOOKED' as const, 'CANCELLED' as const), (delta, status) => {
        const now = T0 - DROP_WINDOW_MS + delta;
        const expected = status === 'CANCELLED' ? 'already-cancelled' : delta < 0 ? 'cancel' : 'too-late';
        expect(decideCancelLesson({ status, start: T0, now })).toBe(expected);
      }),
    );
  });
});

describe('decideTeacherCancelLesson: the teacher until the start', () => {
  it('1 ms before the start: cancel; exactly at the start: too late; already cancelled', () => {
    expect(decideTeacherCancelLesson({ status: 'BOOKED', start: T0, now: T0 - 1 })).toBe('cancel');
    expect(decideTeacherCancelLesson({ status: 'BOOKED', start: T0, now: T0 })).toBe('too-late');
    expect(decideTeacherCancelLesson({ status: 'CANCELLED', start: T0, now: T0 - DAY_MS })).toBe('already-cancelled');
  });

  it('property: cancel iff BOOKED and now < start, at -1 ms, exactly and +1 ms', () => {
    fc.assert(
      fc.property(deltaArb, fc.constantFrom('BOOKED' as const, 'CANCELLED' as const), (delta, status) => {
        const expected = status === 'CANCELLED' ? 'already-cancelled' : delta < 0 ? 'cancel' : 'too-late';
        expect(decideTeacherCancelLesson({ status, start: T0, now: T0 + delta })).toBe(expected);
      }),
    );
  });
});

describe('decideStaffCancelLesson: staff cancel a lesson until it ends (ours)', () => {
  it('during the lesson: cancel; at its end: too late; already cancelled', () => {
    expect(decideStaffCancelLesson({ status: 'BOOKED', start: T0, duration: 30, now: T0 + 30 * MINUTE_MS - 1 })).toBe('cancel');
    expect(decideStaffCancelLesson({ status: 'BOOKED', start: T0, duration: 30, now: T0 + 30 * MINUTE_MS })).toBe('too-late');
    expect(decideStaffCancelLesson({ status: 'CANCELLED', start: T0, duration: 30, now: T0 - DAY_MS })).toBe('already-cancelled');
  });

  it('property: durations, end ±1 ms: cancel iff BOOKED and now < start + duration', () => {
    fc.assert(
      fc.property(lessonDurationArb, deltaArb, fc.constantFrom('BOOKED' as const, 'CANCELLED' as const), (duration, delta, status) => {
        const now = T0 + duration * MINUTE_MS + delta;
        const expected = status === 'CANCELLED' ? 'already-cancelled' : delta < 0 ? 'cancel' : 'too-late';
        expect(decideStaffCancelLesson({ status, start: T0, duration, now })).toBe(expected);
      }),
    );
  });
});
