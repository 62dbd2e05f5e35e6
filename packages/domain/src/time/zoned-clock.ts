import { HOUR_MS } from './constants';
import { resolveZone } from './zone';

/** A wall-clock reading in one zone. `weekday` is ISO: 1 = Monday ... 7 = Sunday. */
export interface ZonedParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
  readonly weekday: number;
}

const WEEKDAYS: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const CACHE_LIMIT = 200;
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
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
    if (formatters.size >= CACHE_LIMIT) formatters.clear();
    formatters.set(zone, format);
  }
  return format;
}

/** The wall clock of `epochMs` in the zone, as Intl reads it (the reference the fast path below must agree with). */
function readZonedParts(epochMs: number, zone: string): ZonedParts {
  const values: Record<string, string> = {};
  for (const part of partsFormatter(zone).formatToParts(epochMs)) values[part.type] = part.value;
  return {
    year: Number(values['year']),
    month: Number(values['month']),
    day: Number(values['day']),
    hour: Number(values['hour']),
    minute: Number(values['minute']),
    second: Number(values['second']),
    millisecond: ((epochMs % 1000) + 1000) % 1000,
    weekday: WEEKDAYS[values['weekday'] ?? ''] ?? 1,
  };
}

const OFFSET_CACHE_LIMIT = 100_000;
/** Per zone, per UTC hour (epoch hours): the zone's offset at the hour's first millisecond. */
const hourStartOffsets = new Map<string, Map<number, number>>();
let cachedHours = 0;
// Years 1..9999: Intl writes an era for earlier years, and Date's UTC fields would not match it.
const FIRST_FAST_MS = Date.UTC(1, 0, 2);
const LAST_FAST_MS = Date.UTC(9999, 11, 30);

function offsetAtHourStart(hour: number, zone: string): number {
  let hours = hourStartOffsets.get(zone);
  let offset = hours?.get(hour);
  if (offset !== undefined) return offset;
  if (cachedHours >= OFFSET_CACHE_LIMIT) {
    hourStartOffsets.clear();
    cachedHours = 0;
    hours = undefined;
  }
  if (!hours) {
    hours = new Map();
    hourStartOffsets.set(zone, hours);
  }
  const start = hour * HOUR_MS;
  offset = localTimestamp(readZonedParts(start, zone)) - start;
  hours.set(hour, offset);
  cachedHours += 1;
  return offset;
}

/**
 * The zone's offset over the whole UTC hour `hour`, or null when it changes within it. An offset
 * changes at most once within an hour (tzdb has no two changes less than an hour apart), so the
 * same offset at this hour's start and the next one's means no change in between. Neighbouring
 * hours share their reads.
 */
function offsetOfHour(hour: number, zone: string): number | null {
  const offset = offsetAtHourStart(hour, zone);
  return offsetAtHourStart(hour + 1, zone) === offset ? offset : null;
}

/**
 * The wall clock of `epochMs` in the zone, read with Intl so that pages need no date library (the
 * browser carries the zone database). Unknown or missing zones read as UTC, like `resolveZone`.
 * Intl's `formatToParts` costs microseconds a call, and rendering a page of cards or seeding a
 * schedule reads thousands of instants: the zone's offset is read once per UTC hour, and the wall
 * clock of every instant in that hour is the instant shifted by it.
 */
export function getZonedParts(epochMs: number, zone: string | null | undefined): ZonedParts {
  const z = resolveZone(zone);
  if (!(epochMs >= FIRST_FAST_MS && epochMs <= LAST_FAST_MS)) return readZonedParts(epochMs, z);
  const offset = offsetOfHour(Math.floor(epochMs / HOUR_MS), z);
  if (offset === null) return readZonedParts(epochMs, z);
  const wall = new Date(epochMs + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    millisecond: wall.getUTCMilliseconds(),
    weekday: wall.getUTCDay() || 7,
  };
}

/** Wall-clock fields read as if they were UTC: the "local timestamp" the offset arithmetic works on. */
function localTimestamp(p: Omit<ZonedParts, 'weekday'>): number {
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.millisecond);
}

/** The zone's offset from UTC at `epochMs`, in milliseconds: the wall clock read as UTC minus the instant. */
export function getZoneOffsetMs(epochMs: number, zone: string | null | undefined): number {
  return localTimestamp(getZonedParts(epochMs, zone)) - epochMs;
}

/** The zone's offset from UTC at `epochMs`, in minutes (Berlin in winter: 60). */
export function getZoneOffsetMinutes(epochMs: number, zone: string | null | undefined): number {
  return Math.round(getZoneOffsetMs(epochMs, zone) / 60_000);
}

/**
 * The instant whose wall clock in the zone reads `local`, starting from the offset guess `offset`.
 * The same resolution as luxon (which these functions replaced): a wall time that a DST gap skips
 * moves forward by the gap; one that a DST overlap repeats takes the earlier offset tried.
 */
export function wallTimeToEpochMs(local: number, offset: number, zone: string): number {
  let guess = local - offset * 60_000;
  const o2 = getZoneOffsetMinutes(guess, zone);
  if (offset === o2) return guess;
  guess -= (o2 - offset) * 60_000;
  const o3 = getZoneOffsetMinutes(guess, zone);
  if (o2 === o3) return guess;
  return local - Math.min(o2, o3) * 60_000;
}

// Zone offsets lie within -26 h..+26 h of UTC (historic local mean times included), so the local
// date D starts within this distance of D's 00:00 read as UTC.
const DAY_START_SEARCH_MS = 27 * 3_600_000;

/**
 * The start of the local calendar date whose 00:00, read as UTC, is `localMidnight`: the first
 * instant whose wall clock in the zone reads that date (or a later one, for a date the zone skipped,
 * Pacific/Apia 2011-12-30). That is local 00:00 when it exists; when a DST gap skips 00:00 (São Paulo
 * 2018-11-04, Havana, Santiago, Cairo) it is the first instant that exists on the date, the end of
 * the gap. Each date is resolved on its own: copying one day's shifted 01:00 to later days is wrong.
 */
function startOfLocalDate(localMidnight: number, zone: string): number {
  const opensDate = (t: number): boolean => localTimestamp(getZonedParts(t, zone)) >= localMidnight;
  const guess = wallTimeToEpochMs(localMidnight, getZoneOffsetMinutes(localMidnight, zone), zone);
  if (opensDate(guess) && !opensDate(guess - 1)) return guess;
  // The guess missed (a gap not ending at a whole hour, a repeated midnight resolved to its second
  // pass, a skipped date): search the instants. Local dates never go back, so the test is monotonic.
  let before = localMidnight - DAY_START_SEARCH_MS;
  let after = localMidnight + DAY_START_SEARCH_MS;
  while (after - before > 1) {
    const mid = before + Math.floor((after - before) / 2);
    if (opensDate(mid)) after = mid;
    else before = mid;
  }
  return after;
}

/**
 * The start of the local calendar day `days` days after `epochMs`'s day in the zone: the first
 * instant whose local date is that day (local midnight, or the first existing instant when a DST
 * gap skips midnight). Each day is found on its own, so a 23 h or 25 h DST day is still one day and
 * a day whose midnight was skipped does not shift the days after it. Epoch milliseconds.
 */
export function startOfZonedDayPlus({ epochMs, zone, days }: { epochMs: number; zone: string | null | undefined; days: number }): number {
  const z = resolveZone(zone);
  const now = getZonedParts(epochMs, z);
  return startOfLocalDate(Date.UTC(now.year, now.month - 1, now.day + days), z);
}

/** The start of the calendar date `year-month-day` in the zone (as `startOfZonedDayPlus`); a day past the month's end rolls over. */
export function startOfZonedDate({
  year,
  month,
  day,
  zone,
}: {
  year: number;
  month: number;
  day: number;
  zone: string | null | undefined;
}): number {
  return startOfLocalDate(Date.UTC(year, month - 1, day), resolveZone(zone));
}

/** Calendar days between the zone's dates of two instants (`to` minus `from`). */
export function getZonedCalendarDayDiff({ from, to, zone }: { from: number; to: number; zone: string | null | undefined }): number {
  const a = getZonedParts(from, zone);
  const b = getZonedParts(to, zone);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}
