/**
 * An instant at the edges of the package: epoch milliseconds, an ISO-8601 date-time string with
 * `Z` or a `±hh:mm` / `±hhmm` offset, or a Date. Rules convert once with `toEpochMs` and compare
 * numbers.
 */
export type Instant = number | string | Date;

/**
 * The ISO-8601 instants `toEpochMs` accepts: `YYYY-MM-DDThh:mm[:ss[.fraction]]` followed by `Z` or
 * a `±hh:mm` / `±hhmm` offset. The `T` and the offset are required: a string without an offset
 * would be read in the machine's zone, so a rule would depend on where it runs.
 */
export const ISO_INSTANT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:Z|([+-])(\d{2}):?(\d{2}))$/;

function parseIsoInstant(text: string): number | null {
  const m = ISO_INSTANT_PATTERN.exec(text);
  if (m === null) return null;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = [1, 2, 3, 4, 5, 6, 9, 10].map((i) =>
    Number(m[i] ?? '0'),
  ) as [number, number, number, number, number, number, number, number];
  const ms = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  // Day 0, 30 February and the like roll over to another date: refuse them.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const sign = m[8] === '-' ? -1 : 1;
  return date.getTime() - sign * (offsetHours * 60 + offsetMinutes) * 60_000;
}

/** The largest distance from the epoch a `Date` can hold: 100 000 000 days (ECMA-262 time values). */
export const MAX_EPOCH_MS = 8.64e15;

/**
 * Epoch milliseconds of an instant. Throws a RangeError naming the argument (`name`, default
 * `'instant'`) for a non-finite number or one beyond `±MAX_EPOCH_MS`, an invalid Date, or a string
 * that is not an ISO-8601 instant with `Z` or an offset (`ISO_INSTANT_PATTERN`; no offset, a space
 * instead of `T`, a date alone, free text, 30 February, hour 24 are all refused), so a bad value can
 * never silently pass a time check and no rule depends on the machine's zone.
 * @example toEpochMs('2026-03-10T13:00:00+01:00') // 1773144000000
 */
export function toEpochMs(instant: Instant, name = 'instant'): number {
  if (typeof instant === 'number') {
    if (!Number.isFinite(instant) || Math.abs(instant) > MAX_EPOCH_MS)
      throw new RangeError(`${name}: not a finite instant within ±${MAX_EPOCH_MS} ms: ${String(instant)}`);
    return instant;
  }
  if (instant instanceof Date) {
    const ms = instant.getTime();
    if (Number.isNaN(ms)) throw new RangeError(`${name}: Invalid Date`);
    return ms;
  }
  const ms = parseIsoInstant(instant);
  if (ms === null || !Number.isFinite(ms) || Math.abs(ms) > MAX_EPOCH_MS)
    throw new RangeError(`${name}: not an ISO-8601 instant with an offset: ${instant}`);
  return ms;
}
