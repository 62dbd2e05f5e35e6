// Numbers callers pass in (codes, counts, sizes, hours, offsets, durations) are checked where they
// enter a rule, so a value the spec does not define fails loudly instead of yielding NaN or a
// wrong code. The error names the argument, as `toEpochMs` does for instants.

/** The value, or a RangeError naming `name` unless it is an integer from `min` to `max` (both inclusive, safe integers by default). */
export function requireInteger(name: string, value: number, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer from ${min} to ${max}, got ${String(value)}`);
  }
  return value;
}

/** The value, or a RangeError naming `name` unless it is a finite number from `min` to `max` (both inclusive). */
export function requireFiniteNumber(name: string, value: number, min = -Number.MAX_VALUE, max = Number.MAX_VALUE): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a number from ${min} to ${max}, got ${String(value)}`);
  }
  return value;
}

/** Each item checked with `requireInteger`, named `name[i]`. */
export function requireIntegers(name: string, values: readonly number[], min?: number, max?: number): readonly number[] {
  values.forEach((value, i) => requireInteger(`${name}[${i}]`, value, min, max));
  return values;
}
