import { type Instant, toEpochMs } from '../time/instant';
import { isMoreThan24hBefore } from '../time/windows';
import { getLessonEnd, type LessonDuration, type LessonStatus } from './lesson';

/** Refusal text for cancelling within 24 h of the start (ours; the group classes' drop rule). */
export const LESSON_CANCEL_TOO_LATE_MESSAGE = 'Lessons can only be cancelled more than 24 hours before they start.';
/** Text for a lesson that is already cancelled. */
export const LESSON_ALREADY_CANCELLED_MESSAGE = 'This lesson has already been canceled.';

export type LessonCancelOutcome = 'already-cancelled' | 'cancel' | 'too-late';

/**
 * Cancelling a one-to-one lesson follows the group classes' drop rule (000 §9 "Drop class,
 * cancellation and refund are allowed only more than 24 h before start", `DROP_WINDOW_MS`):
 * CANCELLED -> `already-cancelled`; `start - now > 24 h` (exclusive) -> `cancel` with a full refund;
 * otherwise `too-late` (refused, no refund).
 * @example decideCancelLesson({ status: 'BOOKED', start, now: start - DAY_MS - 1 }) // 'cancel'
 */
export function decideCancelLesson({ status, start, now }: { status: LessonStatus; start: Instant; now: Instant }): LessonCancelOutcome {
  if (status === 'CANCELLED') return 'already-cancelled';
  return isMoreThan24hBefore({ start, now }) ? 'cancel' : 'too-late';
}

/** Refusal text for a teacher cancelling a lesson that has started (ours). */
export const LESSON_TEACHER_CANCEL_STARTED_MESSAGE = 'A lesson can only be cancelled before it starts.';

/**
 * The lesson's teacher may cancel it until it starts, as they may cancel a group class (000 §6,
 * decision: at exactly start it is too late), and the student is refunded in full whenever it
 * happens: the 24 h window protects the teacher's time from students, not the other way round.
 * CANCELLED -> `already-cancelled`; `now < start` -> `cancel`; otherwise `too-late`.
 * @example decideTeacherCancelLesson({ status: 'BOOKED', start, now: start - 1 }) // 'cancel'
 */
export function decideTeacherCancelLesson({
  status,
  start,
  now,
}: {
  status: LessonStatus;
  start: Instant;
  now: Instant;
}): LessonCancelOutcome {
  if (status === 'CANCELLED') return 'already-cancelled';
  return toEpochMs(now, 'now') < toEpochMs(start, 'start') ? 'cancel' : 'too-late';
}

/** Refusal text for staff cancelling a lesson that has ended (ours). */
export const LESSON_STAFF_CANCEL_ENDED_MESSAGE = 'This lesson has ended and can no longer be cancelled.';

/**
 * Ours: staff (support) may cancel a lesson until it ends (for a lesson that went wrong while it
 * ran), the student refunded in full. CANCELLED -> `already-cancelled`; `now < end` (end = start +
 * duration, exclusive: at exactly the end it has ended) -> `cancel`; otherwise `too-late`.
 * @example decideStaffCancelLesson({ status: 'BOOKED', start, duration: 30, now: start + 29 * MINUTE_MS }) // 'cancel'
 */
export function decideStaffCancelLesson({
  status,
  start,
  duration,
  now,
}: {
  status: LessonStatus;
  start: Instant;
  duration: LessonDuration;
  now: Instant;
}): LessonCancelOutcome {
  if (status === 'CANCELLED') return 'already-cancelled';
  return toEpochMs(now, 'now') < getLessonEnd({ start, duration }) ? 'cancel' : 'too-late';
}
