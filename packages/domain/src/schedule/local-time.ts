import { getZonedParts, getZoneOffsetMinutes } from '../time/zoned-clock';
import { resolveZone } from '../time/zone';
import { MINUTE_MS, HOUR_MS } from '../time/constants';

/** A calendar date `YYYY-MM-DD` as a form sends it. */
export const LOCAL_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A wall-clock time `HH:mm` (24-hour) as a form sends it. */
export const LOCAL_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * How a wall-clock time in a zone maps to instants:
 * - `exists`: exactly one instant;
 * - `ambiguous`: the DST overlap repeats it (New York 2026-11-01 01:30): two instants. We take the
 *   earlier one (the first pass, still on summer time) and say so; `laterInstant` is the other;
 * - `gap`: the DST jump skips it (New York 2026-03-08 02:30): no instant. `nextValidInstant` is
 *   the first instant after the gap, whose wall clock `nextValidTime` is the next valid time.
 */
export type LocalTimeResolution =
  | { readonly kind: 'exists'; readonly instant: number }
  | { readonly kind: 'ambiguous'; readonly instant: number; readonly laterInstant: number }
  | { readonly kind: 'gap'; readonly nextValidInstant: number; readonly nextValidTime: string };

/** The wall clock of a `YYYY-MM-DD` date and `HH:mm` time read as if UTC; a RangeError for a malformed or impossible one. */
export function localWallMs({ date, time }: { date: string; time: string }): number {
  const d = LOCAL_DATE_PATTERN.exec(date);
  if (!d) throw new RangeError(`date: not YYYY-MM-DD: ${date}`);
  const t = LOCAL_TIME_PATTERN.exec(time);
  if (!t) throw new RangeError(`time: not HH:mm: ${time}`);
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const ms = Date.UTC(year, month - 1, day, Number(t[1]), Number(t[2]));
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    throw new RangeError(`date: no such day: ${date}`);
  return ms;
}

function wallMsOf(epochMs: number, zone: string): number {
  const p = getZonedParts(epochMs, zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.millisecond);
}

// Offsets lie within -12 h..+14 h today, so the instant of a wall time lies within 15 h of it read
// as UTC; the offsets in force 15 h either side are the two a DST change can mix (changes are months apart).
const OFFSET_PROBE_MS = 15 * HOUR_MS;

/**
 * Issue 14: "schedule a class of a topic at a time in the teacher's zone ... Refused: ... a DST gap
 * time (say so and offer the next valid time)." Resolves the wall-clock `date` + `time` in `zone`
 * (IANA; an unknown zone reads as UTC) with the zone database of the runtime (Intl), no library.
 * @example resolveLocalTime({ date: '2026-03-08', time: '02:30', zone: 'America/New_York' }) // { kind: 'gap', nextValidTime: '03:00', ... }
 */
export function resolveLocalTime({ date, time, zone }: { date: string; time: string; zone: string }): LocalTimeResolution {
  const z = resolveZone(zone);
  const wall = localWallMs({ date, time });
  const offsets = [...new Set([wall - OFFSET_PROBE_MS, wall, wall + OFFSET_PROBE_MS].map((t) => getZoneOffsetMinutes(t, z)))];
  const instants = offsets
    .map((o) => wall - o * MINUTE_MS)
    .filter((t) => wallMsOf(t, z) === wall)
    .sort((a, b) => a - b);
  const [first, second] = instants;
  if (first !== undefined && second !== undefined && second !== first) return { kind: 'ambiguous', instant: first, laterInstant: second };
  if (first !== undefined) return { kind: 'exists', instant: first };
  // A gap: the first instant whose wall clock reaches `wall` lies between the two readings.
  const before = getZoneOffsetMinutes(wall - OFFSET_PROBE_MS, z);
  const after = getZoneOffsetMinutes(wall + OFFSET_PROBE_MS, z);
  let lo = wall - Math.max(before, after) * MINUTE_MS;
  let hi = wall - Math.min(before, after) * MINUTE_MS;
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (wallMsOf(mid, z) >= wall) hi = mid;
    else lo = mid;
  }
  const p = getZonedParts(hi, z);
  return { kind: 'gap', nextValidInstant: hi, nextValidTime: `${pad(p.hour)}:${pad(p.minute)}` };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * True when the wall time of `instant` in `zone` happens twice (the hour the clocks repeat: New York
 * 2026-11-01 01:30 is both 05:30Z and 06:30Z). Its local date and time alone do not name one instant
 * (RFC 5545 says the first; calendar programs differ), so a calendar file states such a time in UTC.
 * @example isRepeatedWallTime({ instant: Date.parse('2026-11-01T05:30:00Z'), zone: 'America/New_York' }) // true
 */
export function isRepeatedWallTime({ instant, zone }: { instant: number; zone: string }): boolean {
  const reading = readInZone({ instant, zone });
  return resolveLocalTime({ date: reading.local_date, time: reading.local_time, zone }).kind === 'ambiguous';
}

/** `UTC-05:00`, `UTC+10:30`, `UTC+00:00`: the zone's offset at the instant. */
export function formatUtcOffset({ instant, zone }: { instant: number; zone: string }): string {
  const minutes = getZoneOffsetMinutes(instant, resolveZone(zone));
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The instant as the teacher's zone reads it: local date, time, offset and an ISO string carrying that offset. */
export interface ZonedReading {
  readonly local_date: string;
  readonly local_time: string;
  readonly offset: string;
  readonly iso: string;
}

/**
 * Issue 14: a class's start "shown back in the zone with the offset".
 * @example readInZone({ instant: Date.parse('2026-03-10T14:00:00Z'), zone: 'America/New_York' }) // { local_date: '2026-03-10', local_time: '10:00', offset: 'UTC-04:00', iso: '2026-03-10T10:00:00-04:00' }
 */
export function readInZone({ instant, zone }: { instant: number; zone: string }): ZonedReading {
  const z = resolveZone(zone);
  const p = getZonedParts(instant, z);
  const offset = formatUtcOffset({ instant, zone: z });
  const local_date = `${String(p.year).padStart(4, '0')}-${pad(p.month)}-${pad(p.day)}`;
  const local_time = `${pad(p.hour)}:${pad(p.minute)}`;
  return { local_date, local_time, offset, iso: `${local_date}T${local_time}:${pad(p.second)}${offset.slice(3)}` };
}

/**
 * `10:00 (UTC-05:00, America/New_York)`: a time as the schedule form and its answers show it.
 * @example formatTimeWithZone({ instant: Date.parse('2026-01-10T15:00:00Z'), zone: 'America/New_York' }) // '10:00 (UTC-05:00, America/New_York)'
 */
export function formatTimeWithZone({ instant, zone }: { instant: number; zone: string }): string {
  const r = readInZone({ instant, zone });
  return `${r.local_time} (${r.offset}, ${resolveZone(zone)})`;
}
