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
      timeZone: zone, hourCycle: 'h23', weekday: 'short',
      year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    if (formatters.size >= CACHE_LIMIT) formatters.clear();
    formatters.set(zone, format);
  }
  return format;
}

/**
 * The wall clock of `epochMs` in the zone, read with Intl so that pages need no date library (the
 * browser carries the zone database). Unknown or missing zones read as UTC, like `resolveZone`.
 */
export function getZonedParts(epochMs: number, zone: string | null | undefined): ZonedParts {
  const values: Record<string, string> = {};
  for (const part of partsFormatter(resolveZone(zone)).formatToParts(epochMs)) values[part.type] = part.value;
  return {
    year: Number(values['year']), month: Number(values['month']), day: Number(values['day']),
    hour: Number(values['hour']), minute: Number(values['minute']), second: Number(values['second']),
    millisecond: ((epochMs % 1000) + 1000) % 1000,
    weekday: WEEKDAYS[values['weekday'] ?? ''] ?? 1,
  };
}

/** Wall-clock fields read as if they were UTC: the "local timestamp" the offset arithmetic works on. */
function localTimestamp(p: Omit<ZonedParts, 'weekday'>): number {
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.millisecond);
}

/** The zone's offset from UTC at `epochMs`, in minutes (Berlin in winter: 60). */
export function getZoneOffsetMinutes(epochMs: number, zone: string | null | undefined): number {
  return Math.round((localTimestamp(getZonedParts(epochMs, zone)) - epochMs) / 60_000);
}

/**
 * The instant whose wall clock in the zone reads `local`, starting from the offset guess `offset`.
 * The same resolution as luxon (which these functions replaced): a wall time that a DST gap skips
 * moves forward by the gap; one that a DST overlap repeats takes the earlier offset tried.
 */
function wallTimeToEpochMs(local: number, offset: number, zone: string): number {
  let guess = local - offset * 60_000;
  const o2 = getZoneOffsetMinutes(guess, zone);
  if (offset === o2) return guess;
  guess -= (o2 - offset) * 60_000;
  const o3 = getZoneOffsetMinutes(guess, zone);
  if (o2 === o3) return guess;
  return local - Math.min(o2, o3) * 60_000;
}

/**
 * Local midnight of `epochMs`'s day in the zone, then `days` calendar days on at the same wall time
 * (a 23 h or 25 h DST day is still one day). Epoch milliseconds.
 */
export function startOfZonedDayPlus({ epochMs, zone, days }: { epochMs: number; zone: string | null | undefined; days: number }): number {
  const z = resolveZone(zone);
  const now = getZonedParts(epochMs, z);
  const midnight = wallTimeToEpochMs(
    Date.UTC(now.year, now.month - 1, now.day),
    getZoneOffsetMinutes(epochMs, z),
    z,
  );
  if (days === 0) return midnight;
  const start = getZonedParts(midnight, z);
  const target = new Date(Date.UTC(start.year, start.month - 1, start.day + days));
  const local = localTimestamp({ ...start, year: target.getUTCFullYear(), month: target.getUTCMonth() + 1, day: target.getUTCDate() });
  return wallTimeToEpochMs(local, getZoneOffsetMinutes(midnight, z), z);
}

/** Calendar days between the zone's dates of two instants (`to` minus `from`). */
export function getZonedCalendarDayDiff({ from, to, zone }: { from: number; to: number; zone: string | null | undefined }): number {
  const a = getZonedParts(from, zone);
  const b = getZonedParts(to, zone);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}
