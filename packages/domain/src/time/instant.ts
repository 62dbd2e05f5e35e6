/**
 * An instant at the edges of the package: epoch milliseconds, an ISO-8601 string with an offset
 * (or `Z`), or a Date. Rules convert once with `toEpochMs` and compare numbers.
 */
export type Instant = number | string | Date;

/**
 * Epoch milliseconds of an instant. Throws a RangeError for a string that is not a valid ISO
 * instant or for a non-finite number, so a bad value can never silently pass a time check.
 */
export function toEpochMs(instant: Instant): number {
  if (typeof instant === 'number') {
    if (!Number.isFinite(instant)) throw new RangeError(`Not a finite instant: ${String(instant)}`);
    return instant;
  }
  if (instant instanceof Date) {
    const ms = instant.getTime();
    if (Number.isNaN(ms)) throw new RangeError('Invalid Date');
    return ms;
  }
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`Not an ISO instant: ${instant}`);
  return ms;
}
