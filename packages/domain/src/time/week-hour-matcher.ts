import { requireInteger } from '../arguments/number-arguments';
import { type Instant, toEpochMs } from './instant';
import { MAX_WEEK_HOUR_RANGE_MS, getLocalWeekHourRanges } from './week-hour-ranges';
import { getZonedParts } from './zoned-clock';

/**
 * A test of "does this instant's wall clock in `zone` fall on one of `weekdays` (0 = Monday, 001 §9)
 * and in one of `hours` (0..23)", for testing many instants against one filter: a search checks
 * every upcoming class of a language. Instants in `[from, from + lookupMs)` are looked up in the
 * UTC intervals `getLocalWeekHourRanges` computes (a binary search, exact on DST days); any other
 * instant is read in the zone. An absent or empty list allows every value.
 * @example
 * const inBerlinMornings = localWeekHourMatcher({ from: '2026-11-30T00:00:00Z', lookupMs: 7 * DAY_MS, zone: 'Europe/Berlin', hours: [9] });
 * inBerlinMornings(Date.parse('2026-11-30T08:30:00Z')) // true: 09:30 in Berlin
 * inBerlinMornings(Date.parse('2026-11-30T09:30:00Z')) // false: 10:30
 */
export function localWeekHourMatcher({
  from,
  lookupMs,
  zone,
  weekdays,
  hours,
}: {
  from: Instant;
  lookupMs: number;
  zone: string | null | undefined;
  weekdays?: readonly number[] | undefined;
  hours?: readonly number[] | undefined;
}): (instant: number) => boolean {
  const start = toEpochMs(from, 'from');
  const until = start + requireInteger('lookupMs', lookupMs, 0, MAX_WEEK_HOUR_RANGE_MS);
  const ranges = getLocalWeekHourRanges({ from: start, to: until, zone, weekdays, hours });
  const starts = Float64Array.from(ranges, (r) => r.start);
  const ends = Float64Array.from(ranges, (r) => r.end);
  const dayAllowed = new Set(weekdays && weekdays.length > 0 ? weekdays : [0, 1, 2, 3, 4, 5, 6]);
  const hourAllowed = hours && hours.length > 0 ? new Set(hours) : null;
  const readInZone = (instant: number): boolean => {
    const parts = getZonedParts(instant, zone);
    return dayAllowed.has(parts.weekday - 1) && (hourAllowed === null || hourAllowed.has(parts.hour));
  };
  return (instant) => {
    if (instant < start || instant >= until) return readInZone(instant);
    // The last interval starting at or before the instant.
    let low = 0;
    let high = starts.length - 1;
    let found = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if ((starts[mid] ?? Infinity) <= instant) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    return found >= 0 && instant < (ends[found] ?? -Infinity);
  };
}
