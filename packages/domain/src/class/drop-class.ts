import { CLASS_CANCELED_MESSAGE } from '../booking/check-status-messages';
import { CANCEL_MESSAGE_DELAY_MS } from '../time/constants';
import type { Instant } from '../time/instant';
import { isMoreThan24hBefore } from '../time/windows';
import type { ClassStatus, ClassStudentStatus } from './statuses';

/** Refusal text for a drop that is not more than 24 h before start. The spec gives none; this is ours. */
export const DROP_CLASS_TOO_LATE_MESSAGE = 'Classes can only be dropped more than 24 hours before they start.';

/** Refusal text for dropping one class of a course. The spec gives none; this is ours. */
export const DROP_COURSE_CLASS_MESSAGE =
  'This class is part of a course and cannot be dropped on its own. To leave it, cancel your spot in the course instead.';

export const DROP_CLASS_OUTCOMES = ['already-cancelled', 'cancel', 'too-late', 'course-class'] as const;
export type DropClassOutcome = (typeof DROP_CLASS_OUTCOMES)[number];

export type DropClassDecision =
  /** Tell the user `message` and refresh the view; make no cancel call. */
  | { readonly outcome: 'already-cancelled'; readonly message: string }
  /** Make the cancel call; on success wait `messageDelayMs`, show `successMessage`, refresh. */
  | { readonly outcome: 'cancel'; readonly successMessage: string; readonly messageDelayMs: number }
  /** Refuse (server) / do not offer (client). */
  | { readonly outcome: 'too-late'; readonly message: string }
  /** Refuse (server) / do not offer (client): the class belongs to a course; cancel the course spot instead. */
  | { readonly outcome: 'course-class'; readonly message: string };

/** Which course, if any, a class belongs to: its `course_id`, or the course's start when the page has it. */
export interface CourseMembership {
  /** The class's `course_id` (000 §3). `null`, `undefined` and `0` mean "no course". */
  readonly courseId?: number | null | undefined;
  /** The start of the course the class belongs to, when known; giving it marks a course class. */
  readonly courseStart?: Instant | null | undefined;
}

/**
 * True iff the class belongs to a course: `course_id` is set (not `null`/`undefined`/`0`) or a
 * course start is given. Such a class is never dropped on its own (see decideDropClass).
 * @example isCourseClass({ courseId: cls.course_id }) // true for a class of a course
 */
export function isCourseClass({ courseId, courseStart }: CourseMembership): boolean {
  return (courseId !== null && courseId !== undefined && courseId !== 0) || (courseStart !== null && courseStart !== undefined);
}

/**
 * 000 §4 "Drop class": "2. The order is re-read. 3. If it is already cancelled, the user is informed
 * and the view refreshes. 4. Otherwise the class is cancelled, and after a 1000 ms delay the message
 * is shown and the view refreshes." 000 §9: "Drop class, cancellation and refund are allowed only
 * more than 24 h before start." 000 §4: "More than 24 h before the course start: a reminder message."
 * (a class of a course points the student to the course spot; decision: it is never dropped alone).
 *
 * Call it with the FRESHLY re-read order status. The server runs the same rule before cancelling,
 * passing the class's `course_id`. First match wins:
 * - CANCELLED or PROBLEM seat, or a CANCELLED class -> `already-cancelled` (both already read "Canceled").
 * - a class of a course (`isCourseClass`: `courseId` set or `courseStart` given) -> `course-class`
 *   with `DROP_COURSE_CLASS_MESSAGE` (cancel the course spot instead; see decideCancelCourseSpot).
 * - SCHEDULED and `start - now > 24 h` (exclusive: at exactly 24 h it is too late) -> `cancel`.
 * - otherwise (SCHEDULED within 24 h, or CONFIRMED) -> `too-late`.
 *
 * @example decideDropClass({ orderStatus: order.group_class_student.status, start: cls.start_time, now, courseId: cls.course_id }).outcome
 */
export function decideDropClass({
  orderStatus,
  start,
  now,
  classStatus,
  courseId,
  courseStart,
}: {
  orderStatus: ClassStudentStatus;
  start: Instant;
  now: Instant;
  classStatus?: ClassStatus | undefined;
} & CourseMembership): DropClassDecision {
  if (orderStatus === 'CANCELLED' || orderStatus === 'PROBLEM' || classStatus === 'CANCELLED') {
    return { outcome: 'already-cancelled', message: CLASS_CANCELED_MESSAGE };
  }
  if (isCourseClass({ courseId, courseStart })) return { outcome: 'course-class', message: DROP_COURSE_CLASS_MESSAGE };
  if (orderStatus === 'SCHEDULED' && isMoreThan24hBefore({ start, now })) {
    return { outcome: 'cancel', successMessage: CLASS_CANCELED_MESSAGE, messageDelayMs: CANCEL_MESSAGE_DELAY_MS };
  }
  return { outcome: 'too-late', message: DROP_CLASS_TOO_LATE_MESSAGE };
}
