import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { instantArb, zoneArb } from '../testing/arbitraries';
import { dstNightArb } from '../testing/teachers-builders';
import { DAY_MS } from '../time/constants';
import { groupByStart } from '../time/day-grouping';
import { AVAILABLE_NOW_TEXT, getAvailabilityTag } from './availability-tag';

const zone = 'Europe/Berlin';
// 2026-03-10 09:00 in Berlin (UTC+1).
const now = Date.UTC(2026, 2, 10, 8, 0);
const local = (iso: string, z = zone) => DateTime.fromISO(iso, { zone: z }).toMillis();
const tag = (at: number | null, opts: { isAm?: 0 | 1; instantNow?: 0 | 1; z?: string; n?: number } = {}) =>
  getAvailabilityTag({
    firstAvailableTime: at,
    instantNow: opts.instantNow ?? 0,
    now: opts.n ?? now,
    zone: opts.z ?? zone,
    isAm: opts.isAm ?? 0,
  });

const dayOf = (t: ReturnType<typeof getAvailabilityTag>) => (t?.kind === 'upcoming' ? t.day : null);

// Oracle: which label, from calendar dates as strings (no diff arithmetic).
function oracle(at: number, n: number, z: string, isAm: boolean): string | null {
  if (at < n) return null;
  const a = DateTime.fromMillis(at, { zone: z });
  const d = DateTime.fromMillis(n, { zone: z });
  const labels = ['Today', 'Tomorrow', 'In 3 days'];
  const k = [0, 1, 2].find((i) => d.plus({ days: i }).toISODate() === a.toISODate());
  if (k === undefined || a.hour < 6) return null;
  const hh = isAm
    ? `${a.hour % 12 === 0 ? 12 : a.hour % 12}:${String(a.minute).padStart(2, '0')} ${a.hour < 12 ? 'AM' : 'PM'}`
    : `${String(a.hour).padStart(2, '0')}:${String(a.minute).padStart(2, '0')}`;
  return `Available ${hh} ${labels[k] ?? ''}`;
}

describe('getAvailabilityTag: 001 §4.2 "Availability tag"', () => {
  it('"It reads \'Availble {time} Today/Tomorrow/In 3 days\'", spelled correctly (24 h clock)', () => {
    expect(tag(local('2026-03-10T18:30'))).toEqual({
      kind: 'upcoming',
      dayOffset: 0,
      day: 'Today',
      time: '18:30',
      text: 'Available 18:30 Today',
    });
    expect(tag(local('2026-03-11T07:05'))?.text).toBe('Available 07:05 Tomorrow');
    expect(tag(local('2026-03-12T10:00'))?.text).toBe('Available 10:00 In 3 days');
    expect(tag(local('2026-03-12T23:59'))?.text).toBe('Available 23:59 In 3 days');
  });
  it('12-hour clock when is_am is 1', () => {
    expect(tag(local('2026-03-10T18:30'), { isAm: 1 })?.text).toBe('Available 6:30 PM Today');
    expect(tag(local('2026-03-11T12:00'), { isAm: 1 })?.text).toBe('Available 12:00 PM Tomorrow');
  });
  it('"Teachers with instant_now show \'Available now\'", whatever the first available time', () => {
    expect(tag(null, { instantNow: 1 })).toEqual({ kind: 'now', text: AVAILABLE_NOW_TEXT });
    expect(AVAILABLE_NOW_TEXT).toBe('Available now');
    expect(tag(local('2026-04-30T03:00'), { instantNow: 1 })?.text).toBe('Available now');
  });
  it('"within 3 days" = calendar-day offsets 0..2 (the same meaning as the "In 3 days" heading): the last ms of day +2 shows, day +3 does not', () => {
    expect(dayOf(tag(local('2026-03-12T23:59:59.999')))).toBe('In 3 days');
    expect(tag(local('2026-03-13T00:00'))).toBeNull();
    expect(tag(local('2026-03-13T10:00'))).toBeNull();
    // (regression) day +3 used to read 'In 3 days' although the search page's 'In 3 days' ends with day +2.
    expect(groupByStart({ items: [local('2026-03-13T10:00')], getStart: (x) => x, now, zone, boundaries: [3] })[0]?.heading).toBe(
      'After 3 days',
    );
    expect(groupByStart({ items: [local('2026-03-12T10:00')], getStart: (x) => x, now, zone, boundaries: [3] })[0]?.heading).toBe(
      dayOf(tag(local('2026-03-12T10:00'))),
    );
  });
  it('"its hour is between 6 and 23", both inclusive: 05:59:59.999 hides, 06:00 shows, 23:59:59.999 shows', () => {
    expect(tag(local('2026-03-11T05:59:59.999'))).toBeNull();
    expect(tag(local('2026-03-11T06:00'))?.text).toBe('Available 06:00 Tomorrow');
    expect(tag(local('2026-03-10T23:59:59.999'))?.text).toBe('Available 23:59 Today');
    expect(tag(local('2026-03-11T00:00'))).toBeNull();
  });
  it('a first available time in the past is stale: hidden 1 ms before now, shown exactly at now', () => {
    expect(tag(now - 1)).toBeNull();
    expect(tag(now)?.text).toBe('Available 09:00 Today');
    expect(tag(null)).toBeNull();
  });
  it('counts calendar days across the Berlin spring-forward night (23 h day)', () => {
    const n = local('2026-03-28T22:00');
    expect(dayOf(tag(local('2026-03-29T06:00'), { n }))).toBe('Tomorrow');
    expect(dayOf(tag(local('2026-03-30T23:30'), { n }))).toBe('In 3 days');
    expect(tag(local('2026-03-31T06:00'), { n })).toBeNull();
    expect(dayOf(tag(local('2026-03-29T23:59'), { n: local('2026-03-29T00:00') }))).toBe('Today');
  });
  it('counts calendar days across the Sydney fall-back night (25 h day), in the user zone not the machine zone', () => {
    const z = 'Australia/Sydney';
    const n = local('2026-04-05T00:30', z);
    expect(dayOf(tag(local('2026-04-05T23:30', z), { n, z }))).toBe('Today');
    expect(dayOf(tag(local('2026-04-06T06:00', z), { n, z }))).toBe('Tomorrow');
  });
  it('property: equals a calendar-date oracle, in random zones and around DST nights', () => {
    const scenario = fc.oneof(fc.record({ zone: zoneArb, instant: instantArb }), dstNightArb);
    fc.assert(
      fc.property(scenario, fc.integer({ min: -DAY_MS, max: 5 * DAY_MS }), fc.boolean(), ({ zone: z, instant: n }, ahead, isAm) => {
        const at = n + ahead;
        expect(getAvailabilityTag({ firstAvailableTime: at, instantNow: 0, now: n, zone: z, isAm })?.text ?? null).toBe(
          oracle(at, n, z, isAm),
        );
      }),
    );
  });
  it('property: at each boundary ±1 ms (now, 06:00, the midnight opening day +3)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.record({ zone: zoneArb, instant: instantArb }), dstNightArb),
        fc.constantFrom(-1, 0, 1),
        ({ zone: z, instant: n }, delta) => {
          const day0 = DateTime.fromMillis(n, { zone: z }).startOf('day');
          const six = day0.plus({ days: 1 }).set({ hour: 6 }).toMillis();
          const end = day0.plus({ days: 3 }).startOf('day').toMillis();
          const show = (at: number) =>
            getAvailabilityTag({ firstAvailableTime: at, instantNow: false, now: n, zone: z, isAm: false }) !== null;
          expect(show(n + delta)).toBe(oracle(n + delta, n, z, false) !== null);
          expect(show(six + delta)).toBe(delta >= 0);
          expect(show(end + delta)).toBe(delta < 0 && DateTime.fromMillis(end - 1, { zone: z }).hour >= 6);
        },
      ),
    );
  });
});
