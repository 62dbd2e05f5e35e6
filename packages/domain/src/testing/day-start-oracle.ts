// The start of a local day by its definition, found with Intl alone (no luxon, nothing of the
// package): the first instant whose local calendar date is the day (or a later one, for a date the
// zone skipped). Oracle and arbitraries for the day-start tests, and Intl's wall clock for the zoned-clock tests.
import fc from 'fast-check';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time/constants';
import type { ZonedParts } from '../time/zoned-clock';
import { localDayNumber } from './search-builders';

/** Zones whose DST changes at local midnight (gap or overlap), odd offsets, a skipped date, and UTC. */
export const DAY_START_ZONES = [
  'America/Sao_Paulo',
  'America/Havana',
  'America/Santiago',
  'Asia/Beirut',
  'Africa/Cairo',
  'America/Asuncion',
  'Europe/London',
  'Australia/Lord_Howe',
  'Pacific/Apia',
  'UTC',
] as const;

const wallFormatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The wall clock of `ms` in the zone as Intl reads it, with a formatter of the oracle's own (never the package's). */
export function intlZonedParts(ms: number, zone: string): ZonedParts {
  let f = wallFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallFormatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(ms).map((part) => [part.type, part.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
    millisecond: ((ms % 1000) + 1000) % 1000,
    weekday: WEEKDAYS.indexOf(String(p.weekday)) + 1,
  };
}

/** The zone's UTC offset at `ms` in milliseconds, read from Intl's wall clock. */
export function zoneOffsetMs(ms: number, zone: string): number {
  const p = intlZonedParts(ms, zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.millisecond) - ms;
}

/** Every offset change of the zone between the two years (inclusive), to the millisecond (zones change at most once a day). */
export function findZoneTransitions(zone: string, fromYear: number, toYear: number): number[] {
  const found: number[] = [];
  let offset = zoneOffsetMs(Date.UTC(fromYear, 0, 1), zone);
  for (let t = Date.UTC(fromYear, 0, 1); t < Date.UTC(toYear + 1, 0, 1); t += DAY_MS) {
    const next = zoneOffsetMs(t + DAY_MS, zone);
    if (next === offset) continue;
    let lo = t;
    let hi = t + DAY_MS;
    while (hi - lo > 1) {
      const mid = lo + Math.floor((hi - lo) / 2);
      if (zoneOffsetMs(mid, zone) === offset) lo = mid;
      else hi = mid;
    }
    found.push(hi);
    offset = next;
  }
  return found;
}

/** The first instant in `(lo, hi]` on `day` or later, when `lo` is before it and `hi` on it. */
function bisectDayStart(day: number, zone: string, lo: number, hi: number): number {
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (localDayNumber(mid, zone) >= day) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * The first instant whose local date in the zone is `day` (days since 1970-01-01) or later, by a
 * search over instants on the Intl calendar date: `t - 1 ms` is on an earlier date, `t` is not.
 * A date can come twice: St. John's fell back at 00:01 until 2011, so the first minute of a day was
 * followed by an hour of the day before. The bisection may land on the second pass, so the hours
 * before it are walked by the minute for an earlier one.
 */
export function firstInstantOfLocalDay(day: number, zone: string): number {
  // Every zone still reads an earlier date at the low end, and `day` or later at the high end.
  const found = bisectDayStart(day, zone, day * DAY_MS - 27 * HOUR_MS, day * DAY_MS + 27 * HOUR_MS);
  for (let t = found - 3 * HOUR_MS; t < found; t += MINUTE_MS) {
    if (localDayNumber(t, zone) >= day) return bisectDayStart(day, zone, t - MINUTE_MS, t);
  }
  return found;
}

const transitions = DAY_START_ZONES.flatMap((zone) => findZoneTransitions(zone, 2010, 2030).map((at) => ({ zone, at })));

/**
 * A zone of `DAY_START_ZONES`, a `now` and a day count whose target day lies within 2 days of one of
 * the zone's offset changes from 2010 to 2030 (most draws), or anywhere from 2000 to 2040.
 */
export const dayStartCaseArb: fc.Arbitrary<{ zone: string; now: number; days: number }> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.constantFrom(...transitions), fc.integer({ min: -3, max: 31 }), fc.integer({ min: -3 * DAY_MS, max: 3 * DAY_MS }))
      .map(([{ zone, at }, days, shift]) => ({ zone, now: at - days * DAY_MS + shift, days })),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      zone: fc.constantFrom(...DAY_START_ZONES),
      now: fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
      days: fc.integer({ min: -3, max: 31 }),
    }),
  },
);
