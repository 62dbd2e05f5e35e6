import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { T0 } from '../testing/builders';
import { classStudentStatusArb, classTimesArb, deltaArb, toZonedIso } from '../testing/class-course-builders';
import { DAY_MS } from '../time/constants';
import { getClassActions } from './class-actions';
import { DROP_CLASS_TOO_LATE_MESSAGE, DROP_COURSE_CLASS_MESSAGE, decideDropClass, isCourseClass } from './drop-class';

describe('decideDropClass: 000 §4 "Drop class"', () => {
  const start = T0;
  it('"If it is already cancelled, the user is informed and the view refreshes." -> "This class has been canceled."', () => {
    expect(decideDropClass({ orderStatus: 'CANCELLED', start, now: start - 3 * DAY_MS })).toEqual({
      outcome: 'already-cancelled',
      message: 'This class has been canceled.',
    });
    expect(decideDropClass({ orderStatus: 'SCHEDULED', start, now: start - 3 * DAY_MS, classStatus: 'CANCELLED' }).outcome).toBe(
      'already-cancelled',
    );
    expect(decideDropClass({ orderStatus: 'PROBLEM', start, now: start - 3 * DAY_MS }).outcome).toBe('already-cancelled');
  });
  it('"Otherwise the class is cancelled, and after a 1000 ms delay the message is shown"', () => {
    expect(decideDropClass({ orderStatus: 'SCHEDULED', start, now: start - DAY_MS - 1 })).toEqual({
      outcome: 'cancel',
      successMessage: 'This class has been canceled.',
      messageDelayMs: 1000,
    });
  });
  it('"Drop class ... allowed only more than 24 h before start": at exactly 24 h it is too late (the server refuses)', () => {
    expect(decideDropClass({ orderStatus: 'SCHEDULED', start, now: start - DAY_MS })).toEqual({
      outcome: 'too-late',
      message: DROP_CLASS_TOO_LATE_MESSAGE,
    });
    expect(decideDropClass({ orderStatus: 'SCHEDULED', start, now: start - DAY_MS + 1 }).outcome).toBe('too-late');
    expect(decideDropClass({ orderStatus: 'CONFIRMED', start, now: start - 3 * DAY_MS }).outcome).toBe('too-late');
  });
  it('a class of a course is never dropped on its own: "course-class", cancel the course spot instead (the server refuses the same way)', () => {
    expect(decideDropClass({ orderStatus: 'SCHEDULED', start, now: start - 3 * DAY_MS, courseId: 77 })).toEqual({
      outcome: 'course-class',
      message: DROP_COURSE_CLASS_MESSAGE,
    });
    expect(decideDropClass({ orderStatus: 'SCHEDULED', start, now: start - 3 * DAY_MS, courseStart: start - DAY_MS }).outcome).toBe(
      'course-class',
    );
    expect(decideDropClass({ orderStatus: 'SCHEDULED', start, now: start - 1, courseId: 77 }).outcome).toBe('course-class');
    expect(decideDropClass({ orderStatus: 'CANCELLED', start, now: start - 3 * DAY_MS, courseId: 77 }).outcome).toBe('already-cancelled');
    expect(DROP_COURSE_CLASS_MESSAGE).toMatch(/cancel your spot in the course/);
  });
  it('isCourseClass: course_id set (not null/0) or a course start given', () => {
    expect(isCourseClass({ courseId: 77 })).toBe(true);
    expect(isCourseClass({ courseStart: start })).toBe(true);
    expect(isCourseClass({ courseId: null, courseStart: null })).toBe(false);
    expect(isCourseClass({ courseId: 0 })).toBe(false);
    expect(isCourseClass({})).toBe(false);
  });
  it('property: cancel iff SCHEDULED, not in a course and start - now > 24 h (±1 ms, any zone), and it agrees with the Drop class button', () => {
    fc.assert(
      fc.property(
        classTimesArb,
        classStudentStatusArb,
        deltaArb,
        fc.integer({ min: -3 * DAY_MS, max: 3 * DAY_MS }),
        fc.boolean(),
        fc.constantFrom(null, 0, 77),
        (t, status, delta, offset, atEdge, courseId) => {
          const now = atEdge ? t.start - 86_400_000 + delta : t.start + offset;
          const outcome = decideDropClass({
            orderStatus: status,
            start: toZonedIso(t.start, t.zone),
            now: toZonedIso(now, t.zone),
            courseId,
          }).outcome;
          const expected =
            status === 'CANCELLED' || status === 'PROBLEM'
              ? 'already-cancelled'
              : courseId === 77
                ? 'course-class'
                : status === 'SCHEDULED' && t.start - now > 86_400_000
                  ? 'cancel'
                  : 'too-late';
          expect(outcome).toBe(expected);
          expect(getClassActions({ bookingStatus: status, start: t.start, end: t.end, now, courseId }).canDrop).toBe(outcome === 'cancel');
        },
      ),
    );
  });
});
