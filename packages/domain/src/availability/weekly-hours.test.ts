import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../time/constants';
import { getCurrentExceptions, toDayMinutes, validateAvailability, type Availability } from './weekly-hours';

// Tuesday 2026-03-10 12:00 in Madrid (UTC+1).
const NOW = Date.parse('2026-03-10T11:00:00Z');
const base: Availability = { zone: 'Europe/Madrid', weekly: [], exceptions: [] };
const problems = (a: Partial<Availability>, now = NOW) =>
  validateAvailability({ availability: { ...base, ...a }, now }).map((i) => `${i.path.join('.')}:${i.problem}`);

describe('validateAvailability: "weekly availability in the teacher\'s zone plus date exceptions"', () => {
  it('accepts no hours at all (the teacher takes no lessons) and a split day with touching ranges', () => {
    expect(problems({})).toEqual([]);
    expect(
      problems({
        weekly: [
          { weekday: 1, start: '09:00', end: '12:00' },
          { weekday: 1, start: '12:00', end: '14:00' },
          { weekday: 7, start: '18:30', end: '24:00' },
        ],
      }),
    ).toEqual([]);
  });

  it('names the field of each problem: start < end, the 30-minute grid, HH:mm, weekday, overlaps, zone', () => {
    expect(
      problems({
        zone: 'Mars/Olympus',
        weekly: [
          { weekday: 1, start: '10:00', end: '10:00' },
          { weekday: 2, start: '09:15', end: '10:00' },
          { weekday: 3, start: '9:00', end: '10:00' },
          { weekday: 8, start: '09:00', end: '10:00' },
          { weekday: 4, start: '09:00', end: '12:00' },
          { weekday: 4, start: '11:30', end: '13:00' },
          { weekday: 5, start: '24:00', end: '24:00' },
          { weekday: 6, start: '10:00', end: '10:45' },
        ],
      }),
    ).toEqual([
      'zone:invalidZone',
      'weekly.0.end:endNotAfterStart',
      'weekly.1.start:offGrid',
      'weekly.2.start:invalidTime',
      'weekly.3.weekday:invalidWeekday',
      'weekly.5.start:overlap',
      'weekly.6.start:invalidTime',
      'weekly.7.end:offGrid',
    ]);
  });

  it('refuses more than 8 ranges on one weekday', () => {
    const weekly = Array.from({ length: 9 }, (_, k) => ({
      weekday: 2,
      start: `${String(k + 8).padStart(2, '0')}:00`,
      end: `${String(k + 8).padStart(2, '0')}:30`,
    }));
    expect(problems({ weekly })).toEqual(['weekly.8.weekday:tooManyRanges']);
  });

  it("exceptions: real dates, each once, from today in the teacher's zone, at most a year ahead", () => {
    expect(
      problems({
        exceptions: [
          { date: '2026-03-10', ranges: [] },
          { date: '2026-03-09', ranges: [] },
          { date: '2026-02-30', ranges: [] },
          { date: '2026-03-10', ranges: [] },
          { date: '2027-03-10', ranges: [] },
          { date: '2027-03-11', ranges: [] },
          { date: '2026-03-12', ranges: [{ start: '14:00', end: '13:00' }] },
        ],
      }),
    ).toEqual([
      'exceptions.1.date:dateInPast',
      'exceptions.2.date:invalidDate',
      'exceptions.3.date:duplicateDate',
      'exceptions.5.date:dateTooFar',
      'exceptions.6.ranges.0.end:endNotAfterStart',
    ]);
  });

  it('"today" is the teacher\'s date: 23:30 UTC on 9 March is already 10 March in Madrid', () => {
    const now = Date.parse('2026-03-09T23:30:00Z');
    expect(problems({ exceptions: [{ date: '2026-03-10', ranges: [] }] }, now)).toEqual([]);
    expect(problems({ exceptions: [{ date: '2026-03-09', ranges: [] }] }, now)).toEqual(['exceptions.0.date:dateInPast']);
    expect(problems({ zone: 'America/New_York', exceptions: [{ date: '2026-03-09', ranges: [] }] }, now)).toEqual([]);
  });

  it('an exception dated today turns into the past at local midnight: -1 ms, exact, +1 ms', () => {
    const midnight = Date.parse('2026-03-10T23:00:00Z'); // 11 March 00:00 in Madrid
    const exceptions = [{ date: '2026-03-10', ranges: [] }];
    expect(problems({ exceptions }, midnight - 1)).toEqual([]);
    expect(problems({ exceptions }, midnight)).toEqual(['exceptions.0.date:dateInPast']);
    expect(problems({ exceptions }, midnight + 1)).toEqual(['exceptions.0.date:dateInPast']);
    expect(getCurrentExceptions({ exceptions, zone: 'Europe/Madrid', now: midnight - 1 })).toEqual(exceptions);
    expect(getCurrentExceptions({ exceptions, zone: 'Europe/Madrid', now: midnight })).toEqual([]);
  });

  it('toDayMinutes reads 00:00..24:00 and nothing else', () => {
    expect(toDayMinutes('00:00')).toBe(0);
    expect(toDayMinutes('24:00')).toBe(1440);
    expect(toDayMinutes('24:30')).toBeNull();
    expect(toDayMinutes('7:00')).toBeNull();
  });
});

describe('validateAvailability properties', () => {
  const slot = fc.integer({ min: 0, max: 48 });
  const t = (k: number): string => (k === 48 ? '24:00' : `${String(Math.floor(k / 2)).padStart(2, '0')}:${k % 2 === 0 ? '00' : '30'}`);

  it('one grid range is valid exactly when start < end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), slot, slot, (weekday, a, b) => {
        const ok = problems({ weekly: [{ weekday, start: t(a), end: t(b) }] }).length === 0;
        expect(ok).toBe(a < b && a < 48);
      }),
    );
  });

  it('two ranges of one weekday are valid exactly when they do not overlap (touching is fine)', () => {
    fc.assert(
      fc.property(slot, slot, slot, slot, (a, b, c, d) => {
        fc.pre(a < b && c < d);
        const ok =
          problems({
            weekly: [
              { weekday: 3, start: t(a), end: t(b) },
              { weekday: 3, start: t(c), end: t(d) },
            ],
          }).length === 0;
        expect(ok).toBe(b <= c || d <= a);
      }),
    );
  });

  it("an exception is refused exactly when its date is before the teacher's today", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3 * DAY_MS, max: 3 * DAY_MS }),
        fc.constantFrom('Europe/Madrid', 'America/New_York', 'Pacific/Kiritimati'),
        (shift, zone) => {
          const now = NOW + shift;
          const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(now));
          const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(now - 24 * HOUR_MS));
          expect(problems({ zone, exceptions: [{ date: today, ranges: [] }] }, now)).toEqual([]);
          expect(problems({ zone, exceptions: [{ date: yesterday, ranges: [] }] }, now)).toEqual(['exceptions.0.date:dateInPast']);
        },
      ),
    );
  });
});
