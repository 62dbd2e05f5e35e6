import { CLASS_CANCELED_MESSAGE, COURSE_CANCEL_FAILED_MESSAGE, COURSE_CANCELED_MESSAGE } from '../booking/check-status-messages';
import { findViewerSeat, isCancelledOrProblemStatus } from '../spots/seat-count';
import { CANCEL_MESSAGE_DELAY_MS } from '../time/constants';
import type { Instant } from '../time/instant';
import { isMoreThan24hBefore } from '../time/windows';
import type { GroupCourseFacts } from './group-course';

/** Refusal text for a cancel that is not more than 24 h before the course start. The spec gives none; this is ours. */
export const COURSE_CANCEL_TOO_LATE_MESSAGE = 'Course spots can only be canceled more than 24 hours before the course starts.';

export const CANCEL_COURSE_SPOT_OUTCOMES = ['already-cancelled', 'cancel', 'too-late', 'not-cancellable', 'not-booked'] as const;
export type CancelCourseSpotOutcome = (typeof CANCEL_COURSE_SPOT_OUTCOMES)[number];

export type CancelCourseSpotDecision =
  /** Show `message`, refresh the view, make no cancel call. */
  | { readonly outcome: 'already-cancelled'; readonly message: string }
  /** Make the cancel call. Success: after `messageDelayMs` show `successMessage` and refresh. A response with an error field: show `failureMessage` as a warning. */
  | {
      readonly outcome: 'cancel';
      readonly successMessage: string;
      readonly failureMessage: string;
      readonly messageDelayMs: number;
    }
  /** Upcoming, but not more than 24 h before start: refuse with `message`. */
  | { readonly outcome: 'too-late'; readonly message: string }
  /** The course is not Upcoming (Scheduled, Ongoing, Completed, Terminated): refuse with `message`. */
  | { readonly outcome: 'not-cancellable'; readonly message: string }
  /** The student holds no seat in this course: refuse with `message`. */
  | { readonly outcome: 'not-booked'; readonly message: string };

/**
 * 000 §4 "Cancel a course spot": "1. The course is re-read. 2. If the student's spot is already
 * cancelled, This class has been canceled. is shown and the view refreshes. 3. Otherwise the cancel
 * call is made. An error field in the response means failure." 000 §9: "Drop class, cancellation
 * and refund are allowed only more than 24 h before start."
 *
 * Call it with the FRESHLY re-read course. The server runs the same rule before cancelling, and it
 * agrees with getCourseActions(...).canCancelSpot:
 * - no seat -> `not-booked`;
 * - seat Cancelled or Problem, or course Cancelled -> `already-cancelled`;
 * - course not Upcoming -> `not-cancellable`;
 * - Upcoming and `start - now > 24 h` (exclusive: at exactly 24 h it is too late) -> `cancel`;
 * - otherwise -> `too-late`.
 *
 * @example decideCancelCourseSpot({ course: reread, studentId: viewer.user_id, now }).outcome
 */
export function decideCancelCourseSpot({
  course,
  studentId,
  now,
}: {
  course: Pick<GroupCourseFacts, 'status' | 'start_time' | 'course_students'>;
  studentId: number;
  now: Instant;
}): CancelCourseSpotDecision {
  const seat = findViewerSeat({ seats: course.course_students, viewerId: studentId });
  if (seat === undefined) return { outcome: 'not-booked', message: COURSE_CANCEL_FAILED_MESSAGE };
  if (isCancelledOrProblemStatus(seat.status) || course.status === 'Cancelled') {
    return { outcome: 'already-cancelled', message: CLASS_CANCELED_MESSAGE };
  }
  if (course.status !== 'Upcoming') return { outcome: 'not-cancellable', message: COURSE_CANCEL_FAILED_MESSAGE };
  if (!isMoreThan24hBefore({ start: course.start_time, now })) {
    return { outcome: 'too-late', message: COURSE_CANCEL_TOO_LATE_MESSAGE };
  }
  return {
    outcome: 'cancel',
    successMessage: COURSE_CANCELED_MESSAGE,
    failureMessage: COURSE_CANCEL_FAILED_MESSAGE,
    messageDelayMs: CANCEL_MESSAGE_DELAY_MS,
  };
}
