import { requireInteger, requireIntegers } from '../arguments/number-arguments';
import { DAY_MS, HOUR_MS } from './constants';
import { type Instant, toEpochMs } from './instant';
import { EPOCH_WEEKDAY_INDEX, offsetSpans } from './offset-spans';
import { MAX_WEEK_HOUR_RANGE_MS } from './week-hour-ranges';
import { resolveZone } from './zone';
import { getZoneOffsetMs } from './zoned-clock';

const WEEK_HOURS = 7 * 24;

/**
 * A test of "does this instant's wall clock in `zone` fall on one of `weekdays` (0 = Monday, 001 §9)
 * and in one of `hours` (0..23)", for testing many instants against one filter: a search checks
 * every upcoming class of a language. The zone's offsets over `[from, from + lookupMs)` are read
 * once (to the millisecond where they change), so an instant there costs a little arithmetic; any
 * other instant is read in the zone. Exact on DST days and for offsets that are not whole hours,
 * like `getLocalWeekHourRanges`. An absent or empty list allows every value.
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
  const z = resolveZone(zone);
  // allowed[weekday * 24 + hour], weekday 0 = Monday.
  const allowed = new Uint8Array(WEEK_HOURS);
  const days = weekdays && weekdays.length > 0 ? requireIntegers('weekdays', weekdays, 0, 6) : [0, 1, 2, 3, 4, 5, 6];
  const dayHours = hours && hours.length > 0 ? requireIntegers('hours', hours, 0, 23) : Array.from({ length: 24 }, (_, h) => h);
  for (const day of days) for (const hour of dayHours) allowed[day * 24 + hour] = 1;
  const spans = until > start ? offsetSpans(start, until, z) : [];
  const spanEnds = Float64Array.from(spans, (s) => s.end);
  const spanOffsets = Float64Array.from(spans, (s) => s.offset);
  const atLocal = (local: number): boolean => {
    const localHour = Math.floor(local / HOUR_MS);
    const day = Math.floor(local / DAY_MS);
    const weekday = (((day + EPOCH_WEEKDAY_INDEX) % 7) + 7) % 7;
    return allowed[weekday * 24 + (localHour - day * 24)] === 1;
  };
  return (instant) => {
    if (instant < start || instant >= until) return atLocal(instant + getZoneOffsetMs(instant, z));
    // The span holding the instant: the first that ends after it (a zone has a handful a year).
    let span = 0;
    while ((spanEnds[span] ?? Infinity) <= instant) span++;
    return atLocal(instant + (spanOffsets[span] ?? 0));
  };
}
