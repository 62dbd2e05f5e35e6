import { resolveZone } from './zone';
import { getZonedParts, getZoneOffsetMinutes, wallTimeToEpochMs } from './zoned-clock';

// Apart from zoned-clock.ts: the teacher search's payload needs these, every page that shows a time does not.

/**
 * The instant at the wall clock `local` (its fields read as UTC) of the zone, guessing first the
 * offset `near` has there: luxon's `DateTime.set` resolution (a skipped time moves forward by the
 * gap; a repeated one keeps the pass of `near`'s offset when it can).
 */
export function zonedWallTimeToEpochMs({ local, near, zone }: { local: number; near: number; zone: string | null | undefined }): number {
  const z = resolveZone(zone);
  return wallTimeToEpochMs(local, getZoneOffsetMinutes(near, z), z);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * ISO 8601 with the zone's offset at that instant, milliseconds included:
 * `2026-03-29T09:00:00.000+02:00`; `Z` in the zone `UTC` itself (as luxon wrote it before).
 */
export function formatZonedIso(epochMs: number, zone: string | null | undefined): string {
  const z = resolveZone(zone);
  const p = getZonedParts(epochMs, z);
  const offset = getZoneOffsetMinutes(epochMs, z);
  const sign = offset < 0 ? '-' : '+';
  const suffix = /^(utc|gmt)$/i.test(z) ? 'Z' : `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}.${pad(p.millisecond, 3)}${suffix}`;
}
