import { DAY_MS } from '../time/constants';
import type { Instant } from '../time/instant';
import { toEpochMs } from '../time/instant';
import type { ClassStatus, ClassStudentStatus } from './statuses';

/**
 * Issue 14: "after the class she marks who attended (needed for the no-show rules that will follow)".
 * Ours: the teacher may mark (and re-mark) from the class's start until 7 days after its end, long
 * enough for a teacher who teaches every day to catch up on a week, short enough that a no-show
 * record is settled before any later rule reads it. Half-open: `[start, end + 7 days)`.
 */
export const ATTENDANCE_WINDOW_AFTER_END_MS = 7 * DAY_MS;

export type MarkAttendanceDecision =
  | { readonly outcome: 'mark' }
  | { readonly outcome: 'class-cancelled' }
  | { readonly outcome: 'not-started' }
  | { readonly outcome: 'window-closed' }
  | { readonly outcome: 'not-booked' };

/**
 * True while attendance may be marked: the class is not CANCELLED and `start <= now < end +
 * ATTENDANCE_WINDOW_AFTER_END_MS` (inclusive at start, exclusive at the window's end).
 *
 * @example isAttendanceOpen({ classStatus: 'UPCOMING', start, end, now: start }) // true
 */
export function isAttendanceOpen({
  classStatus,
  start,
  end,
  now,
}: {
  classStatus: ClassStatus;
  start: Instant;
  end: Instant;
  now: Instant;
}): boolean {
  return getAttendanceWindowRefusal({ classStatus, start, end, now }) === null;
}

function getAttendanceWindowRefusal({
  classStatus,
  start,
  end,
  now,
}: {
  classStatus: ClassStatus;
  start: Instant;
  end: Instant;
  now: Instant;
}): MarkAttendanceDecision | null {
  if (classStatus === 'CANCELLED') return { outcome: 'class-cancelled' };
  const at = toEpochMs(now, 'now');
  if (at < toEpochMs(start, 'start')) return { outcome: 'not-started' };
  if (at >= toEpochMs(end, 'end') + ATTENDANCE_WINDOW_AFTER_END_MS) return { outcome: 'window-closed' };
  return null;
}

/**
 * Issue 14: "after the class has started ... the teacher marks each booked student attended /
 * absent". One student's mark, decided in this order:
 * 1. `class-cancelled`: a cancelled class had no lesson to attend;
 * 2. `not-started`: `now < start` (at exactly start the class is running: allowed);
 * 3. `window-closed`: `now >= end + ATTENDANCE_WINDOW_AFTER_END_MS` (exclusive);
 * 4. `not-booked`: the student holds no live seat (none, or CANCELLED; a PROBLEM seat was booked
 *    and the student may have attended, so it is markable);
 * 5. `mark`. Re-marking inside the window replaces the earlier mark.
 *
 * @example decideMarkAttendance({ classStatus: 'FINISHED', start, end, now: end, seatStatus: 'CONFIRMED' }) // { outcome: 'mark' }
 */
export function decideMarkAttendance({
  classStatus,
  start,
  end,
  now,
  seatStatus,
}: {
  classStatus: ClassStatus;
  start: Instant;
  end: Instant;
  now: Instant;
  seatStatus: ClassStudentStatus | null | undefined;
}): MarkAttendanceDecision {
  const refusal = getAttendanceWindowRefusal({ classStatus, start, end, now });
  if (refusal) return refusal;
  if (seatStatus === null || seatStatus === undefined || seatStatus === 'CANCELLED') return { outcome: 'not-booked' };
  return { outcome: 'mark' };
}
