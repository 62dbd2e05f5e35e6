import type { Instant } from '../time/instant';
import { isMoreThan24hBefore } from '../time/windows';
import type { LessonStatus } from './lesson';

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
