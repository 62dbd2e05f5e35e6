// Arbitraries and helpers for the class/ and course/ property tests: class times that land on the
// DST nights of Europe/Berlin, America/New_York and Australia/Sydney, and `now` rendered as an ISO
// string in the viewer's zone (so a test proves the rules do not depend on any zone).
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { CLASS_STATUSES, CLASS_STUDENT_STATUSES } from '../class/statuses';
import { COURSE_STATUSES, COURSE_STUDENT_STATUSES } from '../course/statuses';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time/constants';
import { durationArb, instantArb, zoneArb } from './arbitraries';

/** Zones whose DST nights the tests must cover. */
export const DST_ZONES = ['Europe/Berlin', 'America/New_York', 'Australia/Sydney'] as const;

/** The instants (to the minute) at which `zone` changes its UTC offset, in the years given. */
export function findOffsetChanges(zone: string, fromYear: number, toYear: number): number[] {
  const changes: number[] = [];
  const offsetAt = (ms: number): number => DateTime.fromMillis(ms, { zone }).offset;
  for (let t = Date.UTC(fromYear, 0, 1); t < Date.UTC(toYear + 1, 0, 1); t += DAY_MS) {
    if (offsetAt(t) === offsetAt(t + DAY_MS)) continue;
    let lo = t;
    let hi = t + DAY_MS;
    while (hi - lo > MINUTE_MS) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetAt(mid) === offsetAt(t)) lo = mid;
      else hi = mid;
    }
    changes.push(hi);
  }
  return changes;
}

const TRANSITIONS: readonly { zone: string; at: number }[] = DST_ZONES.flatMap((zone) =>
  findOffsetChanges(zone, 2025, 2028).map((at) => ({ zone, at })),
);

/** An instant within 3 h of a DST change in one of DST_ZONES, with that zone. */
export const dstNightArb = fc
  .record({ transition: fc.constantFrom(...TRANSITIONS), offset: fc.integer({ min: -3 * HOUR_MS, max: 3 * HOUR_MS }) })
  .map(({ transition, offset }) => ({ zone: transition.zone, instant: transition.at + offset }));

/** A class (or course) start, its end and the viewer's zone: half the time on a DST night. */
export const classTimesArb = fc
  .oneof(dstNightArb, fc.record({ zone: zoneArb, instant: instantArb }))
  .chain(({ zone, instant }) => durationArb.map((d) => ({ zone, start: instant, end: instant + d })));

/** `ms` as an ISO string with the offset of `zone` (e.g. '2026-03-29T03:30:00.000+02:00'). */
export function toZonedIso(ms: number, zone: string): string {
  const iso = DateTime.fromMillis(ms, { zone }).toISO();
  if (iso === null) throw new RangeError(`Cannot render ${String(ms)} in ${zone}`);
  return iso;
}

/** -1, 0 or +1 ms: one step either side of a boundary, and the boundary itself. */
export const deltaArb = fc.constantFrom(-1, 0, 1);

export const classStatusArb = fc.constantFrom(...CLASS_STATUSES);
export const classStudentStatusArb = fc.constantFrom(...CLASS_STUDENT_STATUSES);
export const courseStatusArb = fc.constantFrom(...COURSE_STATUSES);
export const courseStudentStatusArb = fc.constantFrom(...COURSE_STUDENT_STATUSES);
