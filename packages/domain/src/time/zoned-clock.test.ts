import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { dayStartCaseArb, firstInstantOfLocalDay } from '../testing/day-start-oracle';
import { localDayNumber } from '../testing/search-builders';
import { getZonedCalendarDayDiff, getZonedParts, startOfZonedDayPlus } from './zoned-clock';
import { formatZonedIso, zonedWallTimeToEpochMs } from './zoned-iso';

// The Intl clock replaced luxon on the pages' path; luxon stays the oracle for the wall clock. The zones cover
// DST gaps and overlaps at midnight (Santiago, Havana, Beirut), half-hour offsets and the date line.
const ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'America/Santiago',
  'America/Havana',
  'Asia/Beirut',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Apia',
  'Pacific/Kiritimati',
  'America/St_Johns',
];
const zone = fc.constantFrom(...ZONES);
const epochMs = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });

describe('zoned clock (Intl) reads the wall clock as luxon does', () => {
  it('reads the wall clock and the ISO weekday', () => {
    fc.assert(
      fc.property(epochMs, zone, (ms, z) => {
        const p = getZonedParts(ms, z);
        const d = DateTime.fromMillis(ms, { zone: z });
        expect([p.year, p.month, p.day, p.hour, p.minute, p.second, p.millisecond, p.weekday]).toEqual([
          d.year,
          d.month,
          d.day,
          d.hour,
          d.minute,
          d.second,
          d.millisecond,
          d.weekday,
        ]);
      }),
      { numRuns: 500 },
    );
  });

  it('reads an unknown zone as UTC', () => {
    expect(getZonedParts(Date.UTC(2026, 10, 23, 5), 'Not/AZone').hour).toBe(5);
  });

  it('writes ISO with the zone offset as luxon toISO does (Z in UTC, half and quarter hours, negative offsets)', () => {
    expect(formatZonedIso(Date.UTC(2026, 2, 29, 7), 'Europe/Berlin')).toBe('2026-03-29T09:00:00.000+02:00');
    expect(formatZonedIso(Date.UTC(2026, 2, 29, 7, 0, 0, 5), 'UTC')).toBe('2026-03-29T07:00:00.005Z');
    expect(formatZonedIso(Date.UTC(2026, 0, 1, 12), 'America/St_Johns')).toBe('2026-01-01T08:30:00.000-03:30');
    fc.assert(
      fc.property(epochMs, zone, (ms, z) => {
        expect(formatZonedIso(ms, z)).toBe(DateTime.fromMillis(ms, { zone: z }).toISO());
      }),
      { numRuns: 500 },
    );
  });

  it('resolves a wall time as luxon set() does: a skipped time moves forward by the gap, a repeated one keeps the nearby offset', () => {
    // Berlin 2026-03-29 02:30 does not exist (-> 03:30 +02:00); 2026-10-25 02:30 comes twice.
    const gap = zonedWallTimeToEpochMs({ local: Date.UTC(2026, 2, 29, 2, 30), near: Date.UTC(2026, 2, 28, 23), zone: 'Europe/Berlin' });
    expect(formatZonedIso(gap, 'Europe/Berlin')).toBe('2026-03-29T03:30:00.000+02:00');
    const first = zonedWallTimeToEpochMs({ local: Date.UTC(2026, 9, 25, 2, 30), near: Date.UTC(2026, 9, 24, 22), zone: 'Europe/Berlin' });
    expect(formatZonedIso(first, 'Europe/Berlin')).toBe('2026-10-25T02:30:00.000+02:00');
    fc.assert(
      fc.property(epochMs, zone, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (near, z, hour, minute) => {
        const from = DateTime.fromMillis(near, { zone: z });
        const local = Date.UTC(from.year, from.month - 1, from.day, hour, minute);
        expect(zonedWallTimeToEpochMs({ local, near, zone: z })).toBe(from.set({ hour, minute, second: 0, millisecond: 0 }).toMillis());
      }),
      { numRuns: 500 },
    );
  });
});

// The start of a day is checked against its definition, not against luxon (whose
// `startOf('day').plus({ days })` copies a shifted 01:00 to later days).
describe('startOfZonedDayPlus: the first instant of the local day, by definition', () => {
  const checkDefinition = (ms: number, z: string, days: number) => {
    const day = localDayNumber(ms, z) + days;
    const start = startOfZonedDayPlus({ epochMs: ms, zone: z, days });
    expect(localDayNumber(start - 1, z)).toBeLessThan(day);
    expect(localDayNumber(start, z)).toBeGreaterThanOrEqual(day);
    expect(start).toBe(firstInstantOfLocalDay(day, z));
  };

  it('property: around the offset changes of zones whose DST starts or ends at midnight', () => {
    fc.assert(
      fc.property(dayStartCaseArb, ({ zone: z, now, days }) => {
        checkDefinition(now, z, days);
      }),
      { numRuns: 1000 },
    );
  });

  it('property: any instant in the wider zone list', () => {
    fc.assert(
      fc.property(epochMs, zone, fc.integer({ min: -40, max: 40 }), (ms, z, days) => {
        checkDefinition(ms, z, days);
      }),
      { numRuns: 300 },
    );
  });

  it("a date that comes twice starts at its first pass: St. John's fell back at 00:01 on 2009-11-01, so that day's first minute came before an hour of October 31", () => {
    const now = Date.parse('2009-10-31T12:00:00Z');
    expect(new Date(startOfZonedDayPlus({ epochMs: now, zone: 'America/St_Johns', days: 1 })).toISOString()).toBe(
      '2009-11-01T02:30:00.000Z',
    );
  });

  it('a day whose midnight is skipped starts at the first instant that exists, and the next day at its midnight', () => {
    const now = Date.parse('2018-11-04T12:00:00Z'); // São Paulo: 2018-11-04 00:00 -03:00 became 01:00 -02:00
    expect(new Date(startOfZonedDayPlus({ epochMs: now, zone: 'America/Sao_Paulo', days: 0 })).toISOString()).toBe(
      '2018-11-04T03:00:00.000Z',
    );
    expect(new Date(startOfZonedDayPlus({ epochMs: now, zone: 'America/Sao_Paulo', days: 1 })).toISOString()).toBe(
      '2018-11-05T02:00:00.000Z',
    );
    expect(new Date(startOfZonedDayPlus({ epochMs: now, zone: 'America/Sao_Paulo', days: -1 })).toISOString()).toBe(
      '2018-11-03T03:00:00.000Z',
    );
  });

  it('a repeated midnight opens the day at its first pass (Havana, 2026-11-01 01:00 -04:00 back to 00:00 -05:00)', () => {
    const now = Date.parse('2026-11-01T12:00:00Z');
    expect(new Date(startOfZonedDayPlus({ epochMs: now, zone: 'America/Havana', days: 0 })).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(new Date(startOfZonedDayPlus({ epochMs: now, zone: 'America/Havana', days: 1 })).toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('a skipped date (Pacific/Apia 2011-12-30) starts where the next date starts', () => {
    const now = Date.parse('2011-12-29T12:00:00Z');
    const dec31 = startOfZonedDayPlus({ epochMs: now, zone: 'Pacific/Apia', days: 2 });
    expect(new Date(dec31).toISOString()).toBe('2011-12-30T10:00:00.000Z');
    expect(startOfZonedDayPlus({ epochMs: now, zone: 'Pacific/Apia', days: 1 })).toBe(dec31);
  });
});

describe('zoned calendar days', () => {
  it('counts calendar days between two instants', () => {
    fc.assert(
      fc.property(epochMs, fc.integer({ min: -40 * 86_400_000, max: 40 * 86_400_000 }), zone, (from, delta, z) => {
        expect(getZonedCalendarDayDiff({ from, to: from + delta, zone: z })).toBe(
          localDayNumber(from + delta, z) - localDayNumber(from, z),
        );
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(dayStartCaseArb, fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), ({ zone: z, now }, delta) => {
        expect(getZonedCalendarDayDiff({ from: now, to: now + delta, zone: z })).toBe(
          localDayNumber(now + delta, z) - localDayNumber(now, z),
        );
      }),
      { numRuns: 500 },
    );
  });
});
