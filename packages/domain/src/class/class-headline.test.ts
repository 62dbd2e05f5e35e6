import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { T0 } from '../testing/builders';
import { classStudentStatusArb, classTimesArb, deltaArb, toZonedIso } from '../testing/class-course-builders';
import { HOUR_MS } from '../time/constants';
import { CLASS_HEADLINE_CODES, CLASS_HEADLINE_TEXTS, getClassHeadline } from './class-headline';
import type { ClassStudentStatus } from './statuses';

const start = T0;
const end = T0 + HOUR_MS;

describe('getClassHeadline: 000 §4 "Class headline (by the student\'s status)"', () => {
  it('"CONFIRMED: Completed."', () => {
    expect(getClassHeadline({ bookingStatus: 'CONFIRMED', start, end, now: start - HOUR_MS })).toEqual({
      code: 'completed',
      text: 'Completed',
    });
  });
  it('"CANCELLED or PROBLEM: Canceled."', () => {
    expect(getClassHeadline({ bookingStatus: 'CANCELLED', start, end, now: start + 1 })).toEqual({ code: 'canceled', text: 'Canceled' });
    expect(getClassHeadline({ bookingStatus: 'PROBLEM', start, end, now: start + 1 })).toEqual({ code: 'canceled', text: 'Canceled' });
  });
  it('"SCHEDULED: Upcoming before start, Currently live between start and end, Completed after end."', () => {
    const at = (now: number) => getClassHeadline({ bookingStatus: 'SCHEDULED', start, end, now }).text;
    expect(at(start - 1)).toBe('Upcoming');
    expect(at(start)).toBe('Currently live');
    expect(at(end - 1)).toBe('Currently live');
    expect(at(end)).toBe('Completed');
  });
  it('a class that is itself CANCELLED reads Canceled even with a SCHEDULED seat', () => {
    expect(getClassHeadline({ bookingStatus: 'SCHEDULED', start, end, now: start - 1, classStatus: 'CANCELLED' }).text).toBe('Canceled');
  });

  it('property: for any times, zone and status, matches the oracle, also at start and end ±1 ms', () => {
    fc.assert(
      fc.property(
        classTimesArb,
        classStudentStatusArb,
        fc.boolean(),
        deltaArb,
        fc.integer({ min: -2 * HOUR_MS, max: 3 * HOUR_MS }),
        (t, status, atEnd, delta, offset) => {
          for (const now of [(atEnd ? t.end : t.start) + delta, t.start + offset]) {
            const expected =
              status === 'CONFIRMED'
                ? 'completed'
                : status !== 'SCHEDULED'
                  ? 'canceled'
                  : now < t.start
                    ? 'upcoming'
                    : now < t.end
                      ? 'live'
                      : 'completed';
            expect(getClassHeadline({ bookingStatus: status, start: t.start, end: t.end, now }).code).toBe(expected);
            // The same instant written in the viewer's zone gives the same answer.
            expect(
              getClassHeadline({ bookingStatus: status, start: toZonedIso(t.start, t.zone), end: t.end, now: toZonedIso(now, t.zone) })
                .code,
            ).toBe(expected);
          }
        },
      ),
    );
  });
});

describe('an unknown seat status (000 §4 lists four; a newer server may send more)', () => {
  const start = T0;
  const end = T0 + HOUR_MS;
  it('gives the safe, defined headline { code: "unknown", text: "" }, never undefined', () => {
    for (const bookingStatus of ['WAITLISTED', '', 'scheduled'] as unknown as ClassStudentStatus[]) {
      for (const now of [start - 1, start, end]) {
        expect(getClassHeadline({ bookingStatus, start, end, now })).toEqual({ code: 'unknown', text: '' });
      }
    }
    expect(CLASS_HEADLINE_TEXTS.unknown).toBe('');
  });
  it('a CANCELLED class still reads Canceled', () => {
    expect(
      getClassHeadline({ bookingStatus: 'WAITLISTED' as ClassStudentStatus, start, end, now: start, classStatus: 'CANCELLED' }).text,
    ).toBe('Canceled');
  });
  it('property: every code has a text (a string), so nothing shows undefined', () => {
    fc.assert(
      fc.property(fc.string(), (status) => {
        const h = getClassHeadline({ bookingStatus: status as ClassStudentStatus, start, end, now: start });
        expect(CLASS_HEADLINE_CODES).toContain(h.code);
        expect(typeof h.text).toBe('string');
      }),
    );
  });
});
