import type { GroupCourseFacts } from './group-course';

/** A spot count as it is shown: a finite number `>= 0` floored to an integer, else `null` (unreadable). */
function readSpots(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  const whole = Math.floor(value);
  return Number.isSafeInteger(whole) ? whole : null;
}

/**
 * 001 §9: "Capacity shows 'min-max' or a single number."
 * `'min-max'` (e.g. `'2-6'`, ASCII hyphen, no spaces) when `min_spots < max_spots`; the single
 * number when they are equal. A display helper: it never throws on one bad record.
 * - `min_spots > max_spots` (swapped data): the two are swapped, `{ 6, 2 }` shows `'2-6'`;
 * - a value that is not a finite number `>= 0` is unreadable: the other one is shown alone
 *   (`{ min_spots: NaN, max_spots: 6 }` -> `'6'`); both unreadable -> `''` (show nothing);
 * - fractions are floored (`2.7` -> `2`).
 * The server's schema still refuses such data; this only keeps a list page from breaking.
 *
 * @example formatCourseCapacity({ min_spots: 2, max_spots: 6 }) // '2-6'
 */
export function formatCourseCapacity({ min_spots, max_spots }: Pick<GroupCourseFacts, 'min_spots' | 'max_spots'>): string {
  const a = readSpots(min_spots);
  const b = readSpots(max_spots);
  if (a === null && b === null) return '';
  if (a === null || b === null) return String(a ?? b);
  const [low, high] = a <= b ? [a, b] : [b, a];
  return low === high ? String(high) : `${String(low)}-${String(high)}`;
}
