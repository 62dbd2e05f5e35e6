import { requireInteger, requireIntegers } from '../arguments/number-arguments';
import { DAY_MS, HOUR_MS } from './constants';
import type { InstantRange } from './day-start-windows';
import { type Instant, toEpochMs } from './instant';
import { resolveZone } from './zone';
import { EPOCH_WEEKDAY_INDEX, offsetSpans } from './offset-spans';

/** How far `getLocalWeekHourRanges` reaches (a search needs its slots' 56 days; a year is the cap). */
export const MAX_WEEK_HOUR_RANGE_MS = 366 * DAY_MS;

/**
 * The instants in `[from, to)` whose wall clock in the zone falls on one of `weekdays` (001 §9: 0 =
 * Monday ... 6 = Sunday) and in one of the local `hours` (0..23), as sorted, disjoint intervals that
 * never touch (adjacent hours are one interval). An absent or empty list allows every value. Exact
 * on DST days: a skipped local hour has no instants, a repeated one has two real hours, and offsets
 * that are not whole hours (Kathmandu, Lord Howe's half-hour DST) shift the boundaries with them.
 * A database compares stored UTC instants with these intervals instead of reading each one in the zone.
 * @example getLocalWeekHourRanges({ from: '2026-11-30T00:00:00Z', to: '2026-12-01T00:00:00Z', zone: 'Europe/Berlin', hours: [9] })
 * // [{ start: Date.parse('2026-11-30T08:00:00Z'), end: Date.parse('2026-11-30T09:00:00Z') }]
 */
export function getLocalWeekHourRanges({
  from,
  to,
  zone,
  weekdays,
  hours,
}: {
  from: Instant;
  to: Instant;
  zone: string | null | undefined;
  weekdays?: readonly number[] | undefined;
  hours?: readonly number[] | undefined;
}): InstantRange[] {
  const start = toEpochMs(from, 'from');
  const end = toEpochMs(to, 'to');
  requireInteger('to - from', end - start, 0, MAX_WEEK_HOUR_RANGE_MS);
  const dayAllowed = allowed('weekdays', weekdays, 7);
  const hourAllowed = allowed('hours', hours, 24);
  const ranges: { start: number; end: number }[] = [];
  if (end === start) return ranges;
  for (const span of offsetSpans(start, end, resolveZone(zone))) {
    const lastHour = Math.floor((span.end - 1 + span.offset) / HOUR_MS);
    for (let localHour = Math.floor((span.start + span.offset) / HOUR_MS); localHour <= lastHour; localHour++) {
      const day = Math.floor(localHour / 24);
      if (!hourAllowed[localHour - day * 24] || !dayAllowed[(((day + EPOCH_WEEKDAY_INDEX) % 7) + 7) % 7]) continue;
      const from = Math.max(span.start, localHour * HOUR_MS - span.offset);
      const until = Math.min(span.end, (localHour + 1) * HOUR_MS - span.offset);
      const last = ranges[ranges.length - 1];
      if (last && last.end === from) last.end = until;
      else ranges.push({ start: from, end: until });
    }
  }
  return ranges;
}

/** Which of `0..size-1` a filter list allows: all of them when the list is absent or empty. */
function allowed(name: string, values: readonly number[] | undefined, size: number): boolean[] {
  if (!values || values.length === 0) return Array.from({ length: size }, () => true);
  requireIntegers(name, values, 0, size - 1);
  const set = Array.from({ length: size }, () => false);
  for (const value of values) set[value] = true;
  return set;
}
