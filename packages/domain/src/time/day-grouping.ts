import { getCalendarDayOffset, isWithinDays } from './day-start-windows';
import type { Instant } from './instant';
import { requireInteger } from '../arguments/number-arguments';

/** 001 §4.1: the heading of a group of starts within the next `{0}` calendar days. */
export const DAY_GROUP_WITHIN_TEMPLATE = 'In {0} days';
/** 001 §4.1: the heading of the group of starts after the last boundary. */
export const DAY_GROUP_AFTER_TEMPLATE = 'After {0} days';

/** 001 §4.1: "the single page a 3-day boundary". */
export const SINGLE_PAGE_DAY_BOUNDARIES = [3] as const;
/** 001 §4.1: "The course page has a 7-day boundary". */
export const COURSE_PAGE_DAY_BOUNDARIES = [7] as const;
/** 001 §4.1: "the teacher page 3 and 7". */
export const TEACHER_PAGE_DAY_BOUNDARIES = [3, 7] as const;
/** 000 §2.A: "Slots are grouped into the next 7 days, then later." */
export const TOPIC_PAGE_DAY_BOUNDARIES = [7] as const;

/** Fills `{0}` of `'In {0} days'` / `'After {0} days'`: `formatDaysTemplate({ template: DAY_GROUP_WITHIN_TEMPLATE, days: 3 })` is `'In 3 days'`. */
export function formatDaysTemplate({ template, days }: { template: string; days: number }): string {
  return template.replaceAll('{0}', String(requireInteger('days', days, 1)));
}

/** One heading of a grouped list: the starts `within` the next `days` calendar days, or `after` them. */
export interface DayGroup<T> {
  readonly kind: 'within' | 'after';
  readonly days: number;
  readonly heading: string;
  readonly items: T[];
}

function assertBoundaries(boundaries: readonly number[]): void {
  if (boundaries.length === 0) throw new RangeError('At least one day boundary is needed');
  boundaries.forEach((b, i) => {
    const previous = i === 0 ? 0 : boundaries[i - 1];
    if (!Number.isInteger(b) || previous === undefined || b <= previous) {
      throw new RangeError(`Day boundaries must be increasing positive integers, got ${boundaries.join(',')}`);
    }
  });
}

/**
 * 001 §4.1 "Grouping by start, in the user's timezone, under 'In {0} days' and 'After {0} days'
 * headings. The course page has a 7-day boundary, the single page a 3-day boundary, the teacher page
 * 3 and 7." With d = calendar days from today to the start's date in `zone` (`getCalendarDayOffset`),
 * an item goes under 'In B days' for the first boundary B it is within (`isWithinDays`: d in
 * 0..B-1; local midnight opening day B is already out), else under 'After {last} days'. Starts on
 * past days (d < 0) are read as today (first group). Only non-empty groups are returned, in
 * boundary order; items keep their input order within a group.
 */
export function groupByStart<T>({
  items,
  getStart,
  now,
  zone,
  boundaries,
}: {
  items: readonly T[];
  getStart: (item: T) => Instant;
  now: Instant;
  zone: string | null | undefined;
  boundaries: readonly number[];
}): DayGroup<T>[] {
  assertBoundaries(boundaries);
  const buckets: T[][] = Array.from({ length: boundaries.length + 1 }, () => []);
  for (const item of items) {
    const dayOffset = Math.max(0, getCalendarDayOffset({ instant: getStart(item), now, zone }));
    const index = boundaries.findIndex((days) => isWithinDays({ dayOffset, days }));
    buckets[index === -1 ? boundaries.length : index]?.push(item);
  }
  const groups: DayGroup<T>[] = [];
  buckets.forEach((bucket, i) => {
    if (bucket.length === 0) return;
    const within = i < boundaries.length;
    const days = within ? boundaries[i] : boundaries[boundaries.length - 1];
    if (days === undefined) return;
    const template = within ? DAY_GROUP_WITHIN_TEMPLATE : DAY_GROUP_AFTER_TEMPLATE;
    groups.push({ kind: within ? 'within' : 'after', days, heading: formatDaysTemplate({ template, days }), items: bucket });
  });
  return groups;
}
