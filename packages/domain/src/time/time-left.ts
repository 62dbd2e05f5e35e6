import { DAY_MS, HOUR_MS, MINUTE_MS } from './constants';
import { type Instant, toEpochMs } from './instant';

/**
 * The time until an instant as a page says it: days and hours from a day on, hours and minutes
 * below. A page that shows it changes its text at most once a minute (once an hour from a day).
 */
export interface TimeLeft {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
}

/**
 * The time from `now` to `target`, rounded UP to the whole minute (to the whole hour from one day
 * on), never below 0. Rounding up keeps it in step with a wall clock, which shows whole minutes: a
 * class at 14:00 is "11 min" away while the clock reads 13:49, and at 13:50:00 exactly "10 min".
 * - under 1 h: `{ days: 0, hours: 0, minutes }` (exactly 1 min -> 1; 1 ms -> 1; 0 and past -> 0);
 * - from 1 h while it rounds up to less than 24 h (23 h 59 min exactly is the last): hours and
 *   minutes (exactly 2 h -> `{ hours: 2, minutes: 0 }`);
 * - from 23 h 59 min + 1 ms (which rounds up to 24 h): days and hours, minutes 0 (24 h + 1 ms -> 1 day 1 h).
 * @example getTimeLeft({ now: start - 10 * MINUTE_MS - 1, target: start }) // { days: 0, hours: 0, minutes: 11 }
 */
export function getTimeLeft({ now, target }: { now: Instant; target: Instant }): TimeLeft {
  const left = Math.max(0, toEpochMs(target, 'target') - toEpochMs(now, 'now'));
  const minutes = Math.ceil(left / MINUTE_MS);
  if (minutes < DAY_MS / MINUTE_MS) return { days: 0, hours: Math.floor(minutes / 60), minutes: minutes % 60 };
  const hours = Math.ceil(left / HOUR_MS);
  return { days: Math.floor(hours / 24), hours: hours % 24, minutes: 0 };
}
