import type { Instant } from '../time/instant';
import { getTimeLeft, type TimeLeft } from '../time/time-left';
import { getJoinWindowPhase } from '../time/windows';

/** What the booked class's countdown says: the time left to the start, or that Join is open. */
export type ClassCountdown = { readonly kind: 'starts-in'; readonly timeLeft: TimeLeft } | { readonly kind: 'join-now' };

/**
 * Issue 17 "an announced countdown on the class page", up to 000 §9 "Meeting details and join open
 * 10 min before start" (the join window, `getJoinWindowPhase`):
 * - before `start - 10 min`: `starts-in` with the time left to the START (`getTimeLeft`, rounded up,
 *   so 10 min + 1 ms before it reads 11 min);
 * - on `[start - 10 min, end)` (inclusive, exclusive): `join-now`;
 * - from the end: `null` (nothing to count down to).
 * The page shows it next to Join class for a booking that has one (`getClassActions(...).join`).
 * @example getClassCountdown({ start, end, now: start - JOIN_LEAD_MS }) // { kind: 'join-now' }
 */
export function getClassCountdown({ start, end, now }: { start: Instant; end: Instant; now: Instant }): ClassCountdown | null {
  switch (getJoinWindowPhase({ start, end, now })) {
    case 'early':
      return { kind: 'starts-in', timeLeft: getTimeLeft({ now, target: start }) };
    case 'open':
      return { kind: 'join-now' };
    case 'ended':
      return null;
  }
}
