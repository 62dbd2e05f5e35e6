import { z } from 'zod';

// Query strings carry only text, and a repeated key arrives as a list while a single one arrives
// as a string. These helpers accept both, so a schema reads the same whatever the sender did.

/** A list parameter: `?k=1&k=2`, a single `?k=1`, or a comma-joined `?k=1,2`. */
export function queryList<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const list: unknown[] = Array.isArray(value) ? (value as unknown[]) : [value];
    return list.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v])).filter((v) => v !== '');
  }, z.array(item).optional());
}

/** A whole number sent as text. */
export function queryInt({ min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {}) {
  return z.coerce.number().int().min(min).max(max);
}

/** A `0`/`1` flag. */
export const queryFlag = z.enum(['0', '1']).transform((v) => v === '1');
