import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { getZonedCalendarDayDiff, getZonedParts, startOfZonedDayPlus } from './zoned-clock';

// The Intl clock replaced luxon on the pages' path; luxon stays the oracle here. The zones cover
// DST gaps and overlaps at midnight (Santiago, Havana, Beirut), half-hour offsets and the date line.
const ZONES = [
  'UTC', 'Europe/Berlin', 'America/New_York', 'America/Santiago', 'America/Havana', 'Asia/Beirut',
  'Australia/Sydney', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Pacific/Apia', 'Pacific/Kiritimati', 'America/St_Johns',
];
const zone = fc.constantFrom(...ZONES);
const epochMs = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });
// Instants near local midnights and DST switches are where a hand-written clock goes wrong.
const nearTransition = fc.tuple(zone, fc.integer({ min: 2000, max: 2039 }), fc.integer({ min: 0, max: 11 }), fc.integer({ min: -3 * 3_600_000, max: 3 * 3_600_000 }))
  .map(([z, y, m, delta]) => ({ z, ms: DateTime.fromObject({ year: y, month: m + 1, day: 1 }, { zone: z }).toMillis() + delta }));

describe('zoned clock (Intl) agrees with luxon', () => {
  it('reads the wall clock and the ISO weekday', () => {
    fc.assert(fc.property(epochMs, zone, (ms, z) => {
      const p = getZonedParts(ms, z);
      const d = DateTime.fromMillis(ms, { zone: z });
      expect([p.year, p.month, p.day, p.hour, p.minute, p.second, p.millisecond, p.weekday]).toEqual([d.year, d.month, d.day, d.hour, d.minute, d.second, d.millisecond, d.weekday]);
    }), { numRuns: 500 });
  });

  it('finds the start of the day and whole calendar days on, across DST', () => {
    const check = (ms: number, z: string, days: number) => {
      expect(startOfZonedDayPlus({ epochMs: ms, zone: z, days })).toBe(DateTime.fromMillis(ms, { zone: z }).startOf('day').plus({ days }).toMillis());
    };
    fc.assert(fc.property(epochMs, zone, fc.integer({ min: -40, max: 40 }), check), { numRuns: 500 });
    fc.assert(fc.property(nearTransition, fc.integer({ min: -3, max: 31 }), ({ z, ms }, days) => { check(ms, z, days); }), { numRuns: 500 });
  });

  it('counts calendar days between two instants', () => {
    fc.assert(fc.property(epochMs, fc.integer({ min: -40 * 86_400_000, max: 40 * 86_400_000 }), zone, (from, delta, z) => {
      const today = DateTime.fromMillis(from, { zone: z }).startOf('day');
      const day = DateTime.fromMillis(from + delta, { zone: z }).startOf('day');
      expect(getZonedCalendarDayDiff({ from, to: from + delta, zone: z })).toBe(Math.round(day.diff(today, 'days').days));
    }), { numRuns: 500 });
  });

  it('reads an unknown zone as UTC', () => {
    expect(getZonedParts(Date.UTC(2026, 10, 23, 5), 'Not/AZone').hour).toBe(5);
  });
});
