import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zonedNowArb } from '../testing/search-builders';
import { DAY_MS } from './constants';
import type { InstantRange } from './day-start-windows';
import { getLocalWeekHourRanges, MAX_WEEK_HOUR_RANGE_MS } from './week-hour-ranges';
import { getZonedParts } from './zoned-clock';

const at = (iso: string) => Date.parse(iso);

/** The oracle: the instant's wall clock read with Intl, weekday 0 = Monday (001 §9). */
function matches(t: number, zone: string, weekdays: readonly number[], hours: readonly number[]): boolean {
  const parts = getZonedParts(t, zone);
  return (weekdays.length === 0 || weekdays.includes(parts.weekday - 1)) && (hours.length === 0 || hours.includes(parts.hour));
}

const inRanges = (ranges: readonly InstantRange[], t: number) => ranges.some(({ start, end }) => t >= start && t < end);

describe('getLocalWeekHourRanges: local weekdays and hours as UTC intervals', () => {
  it('one local hour on one day (Berlin in winter, UTC+1)', () => {
    expect(getLocalWeekHourRanges({ from: '2026-11-30T00:00:00Z', to: '2026-12-01T00:00:00Z', zone: 'Europe/Berlin', hours: [9] })).toEqual(
      [{ start: at('2026-11-30T08:00:00Z'), end: at('2026-11-30T09:00:00Z') }],
    );
  });

  it('001 §9 "Days of the week are indexed 0 to 6, starting from Monday": weekday 0 is the whole local Monday', () => {
    expect(getLocalWeekHourRanges({ from: '2026-11-27T00:00:00Z', to: '2026-12-05T00:00:00Z', zone: 'Asia/Tokyo', weekdays: [0] })).toEqual(
      [{ start: at('2026-11-29T15:00:00Z'), end: at('2026-11-30T15:00:00Z') }],
    );
  });

  it('a local hour a DST change skips has no instants; the hours either side touch and are one interval (New York, 2026-03-08)', () => {
    const day = { from: '2026-03-08T05:00:00Z', to: '2026-03-09T04:00:00Z', zone: 'America/New_York' };
    expect(getLocalWeekHourRanges({ ...day, hours: [2] })).toEqual([]);
    expect(getLocalWeekHourRanges({ ...day, hours: [1, 2, 3] })).toEqual([
      { start: at('2026-03-08T06:00:00Z'), end: at('2026-03-08T08:00:00Z') },
    ]);
  });

  it('a local hour a DST change repeats is two real hours (New York, 2026-11-01 01:00)', () => {
    expect(
      getLocalWeekHourRanges({ from: '2026-11-01T04:00:00Z', to: '2026-11-02T05:00:00Z', zone: 'America/New_York', hours: [1] }),
    ).toEqual([{ start: at('2026-11-01T05:00:00Z'), end: at('2026-11-01T07:00:00Z') }]);
  });

  it('offsets that are not whole hours move the boundaries (Kathmandu, UTC+5:45)', () => {
    expect(
      getLocalWeekHourRanges({ from: '2026-11-27T00:00:00Z', to: '2026-11-28T00:00:00Z', zone: 'Asia/Kathmandu', hours: [0] }),
    ).toEqual([{ start: at('2026-11-27T18:15:00Z'), end: at('2026-11-27T19:15:00Z') }]);
  });

  it('a year holds both DST changes: summer hours move by the offset and come back (Berlin, 2026)', () => {
    const ranges = getLocalWeekHourRanges({ from: '2026-01-01T00:00:00Z', to: '2027-01-01T00:00:00Z', zone: 'Europe/Berlin', hours: [9] });
    expect(ranges).toHaveLength(365);
    expect(ranges[0]).toEqual({ start: at('2026-01-01T08:00:00Z'), end: at('2026-01-01T09:00:00Z') });
    expect(ranges[181]).toEqual({ start: at('2026-07-01T07:00:00Z'), end: at('2026-07-01T08:00:00Z') });
    expect(ranges[364]).toEqual({ start: at('2026-12-31T08:00:00Z'), end: at('2026-12-31T09:00:00Z') });
  });

  it('cuts the first and last intervals at from and to; no filter is the whole span; an empty span is no interval', () => {
    const from = at('2026-11-30T08:20:00.001Z');
    const to = at('2026-11-30T08:40:00Z');
    expect(getLocalWeekHourRanges({ from, to, zone: 'Europe/Berlin', hours: [9] })).toEqual([{ start: from, end: to }]);
    expect(getLocalWeekHourRanges({ from, to: from + 2 * DAY_MS, zone: 'UTC', weekdays: [], hours: [] })).toEqual([
      { start: from, end: from + 2 * DAY_MS },
    ]);
    expect(getLocalWeekHourRanges({ from, to: from, zone: 'UTC', hours: [9] })).toEqual([]);
  });

  it('refuses a span backwards or over a year, a weekday outside 0..6 and an hour outside 0..23', () => {
    const from = at('2026-11-30T00:00:00Z');
    expect(() => getLocalWeekHourRanges({ from, to: from - 1, zone: 'UTC' })).toThrow(RangeError);
    expect(() => getLocalWeekHourRanges({ from, to: from + MAX_WEEK_HOUR_RANGE_MS + 1, zone: 'UTC' })).toThrow(RangeError);
    expect(getLocalWeekHourRanges({ from, to: from + MAX_WEEK_HOUR_RANGE_MS, zone: 'UTC', hours: [0] })).toHaveLength(366);
    expect(() => getLocalWeekHourRanges({ from, to: from + DAY_MS, zone: 'UTC', weekdays: [7] })).toThrow(/weekdays\[0\]/);
    expect(() => getLocalWeekHourRanges({ from, to: from + DAY_MS, zone: 'UTC', hours: [-1] })).toThrow(/hours\[0\]/);
    expect(() => getLocalWeekHourRanges({ from, to: from + DAY_MS, zone: 'UTC', hours: [24] })).toThrow(/hours\[0\]/);
  });

  const caseArb = fc.record({
    start: fc.oneof(
      zonedNowArb,
      fc.record({
        zone: fc.constantFrom('Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns'),
        now: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
      }),
    ),
    span: fc.oneof(fc.integer({ min: 0, max: 60 * DAY_MS }), fc.integer({ min: 0, max: 3 * DAY_MS })),
    weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
    hours: fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { maxLength: 24 }),
  });

  it('property: every interval edge is exact from both sides (the first instant in, the one before out; the last in, the end out)', () => {
    fc.assert(
      fc.property(caseArb, ({ start: { now: from, zone }, span, weekdays, hours }) => {
        const to = from + span;
        const ranges = getLocalWeekHourRanges({ from, to, zone, weekdays, hours });
        let previousEnd = -Infinity;
        for (const { start, end } of ranges) {
          // Sorted, disjoint, never touching, inside [from, to).
          expect(start).toBeGreaterThan(previousEnd);
          expect(start).toBeGreaterThanOrEqual(from);
          expect(end).toBeGreaterThan(start);
          expect(end).toBeLessThanOrEqual(to);
          previousEnd = end;
          expect(matches(start, zone, weekdays, hours)).toBe(true);
          expect(matches(end - 1, zone, weekdays, hours)).toBe(true);
          if (start > from) expect(matches(start - 1, zone, weekdays, hours)).toBe(false);
          if (end < to) expect(matches(end, zone, weekdays, hours)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('property: an instant is in an interval exactly when its wall clock matches, in any zone and around DST changes', () => {
    fc.assert(
      fc.property(caseArb, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 20 }), (c, fractions) => {
        const from = c.start.now;
        const to = from + c.span;
        const ranges = getLocalWeekHourRanges({ from, to, zone: c.start.zone, weekdays: c.weekdays, hours: c.hours });
        for (const fraction of fractions) {
          const t = Math.min(to - 1, from + Math.floor(fraction * c.span));
          if (t < from) continue;
          expect({ t, in: inRanges(ranges, t) }).toEqual({ t, in: matches(t, c.start.zone, c.weekdays, c.hours) });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('an unknown zone reads as UTC, as everywhere in the package', () => {
    expect(getLocalWeekHourRanges({ from: '2026-06-01T00:00:00Z', to: '2026-06-02T00:00:00Z', zone: 'Not/AZone', hours: [5] })).toEqual([
      { start: at('2026-06-01T05:00:00Z'), end: at('2026-06-01T06:00:00Z') },
    ]);
  });
});
