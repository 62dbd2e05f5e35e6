import type { GroupCourseFacts } from './group-course';

/**
 * 001 §9: "Capacity shows 'min-max' or a single number."
 * `'min-max'` (e.g. `'2-6'`, ASCII hyphen, no spaces) when `min_spots < max_spots`; the single
 * number when `min_spots === max_spots`. Throws a RangeError for non-integers, `min_spots < 0`,
 * `max_spots < 1` or `min_spots > max_spots` (inconsistent data must be rejected by the API schema).
 *
 * @example formatCourseCapacity({ min_spots: 2, max_spots: 6 }) // '2-6'
 */
export function formatCourseCapacity({ min_spots, max_spots }: Pick<GroupCourseFacts, 'min_spots' | 'max_spots'>): string {
  if (!Number.isSafeInteger(min_spots) || !Number.isSafeInteger(max_spots) || min_spots < 0 || max_spots < 1 || min_spots > max_spots) {
    throw new RangeError(`Invalid course capacity: min_spots ${String(min_spots)}, max_spots ${String(max_spots)}`);
  }
  return min_spots === max_spots ? String(max_spots) : `${String(min_spots)}-${String(max_spots)}`;
}
