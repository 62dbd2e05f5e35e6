import { CLASS_CANCELED_MESSAGE } from '../booking/check-status-messages';
import { CANCEL_MESSAGE_DELAY_MS } from '../time/constants';
import type { Instant } from '../time/instant';
import { isMoreThan24hBefore } from '../time/windows';
import type { ClassStatus, ClassStudentStatus } from './statuses';

/** Refusal text for a drop that is not more than 24 h before start. The spec gives none; this is ours. */
export const DROP_CLASS_TOO_LATE_MESSAGE = 'Classes can only be dropped more than 24 hours before they start.';

export const DROP_CLASS_OUTCOMES = ['already-cancelled', 'cancel', 'too-late'] as const;
export type DropClassOutcome = (typeof DROP_CLASS_OUTCOMES)[number];

export type DropClassDecision =
  /** Tell the user `message` and refresh the view; make no cancel call. */
  | { readonly outcome: 'already-cancelled'; readonly message: string }
  /** Make the cancel call; on success wait `messageDelayMs`, show `successMessage`, refresh. */
  | { readonly outcome: 'cancel'; readonly successMessage: string; readonly messageDelayMs: number }
  /** Refuse (server) / do not offer (client). */
  | { readonly outcome: 'too-late'; readonly message: string };

/**
 * 000 §4 "Drop class": "2. The order is re-read. 3. If it is already cancelled, the user is informed
 * and the view refreshes. 4. Otherwise the class is cancelled, and after a 1000 ms delay the message
 * is shown and the view refreshes." 000 §9: "Drop class, cancellation and refund are allowed only
 * more than 24 h before start."
 *
 * Call it with the FRESHLY re-read order status. The server runs the same rule before cancelling.
 * - CANCELLED or PROBLEM seat, or a CANCELLED class -> `already-cancelled` (both already read "Canceled").
 * - SCHEDULED and `start - now > 24 h` (exclusive: at exactly 24 h it is too late) -> `cancel`.
 * - otherwise (SCHEDULED within 24 h, or CONFIRMED) -> `too-late`.
 *
 * @example decideDropClass({ orderStatus: order.group_class_student.status, start, now }).outcome
 */
export function decideDropClass({
  orderStatus,
  start,
  now,
  classStatus,
}: {
  orderStatus: ClassStudentStatus;
  start: Instant;
  now: Instant;
  classStatus?: ClassStatus | undefined;
}): DropClassDecision {
  if (orderStatus === 'CANCELLED' || orderStatus === 'PROBLEM' || classStatus === 'CANCELLED') {
    return { outcome: 'already-cancelled', message: CLASS_CANCELED_MESSAGE };
  }
  if (orderStatus === 'SCHEDULED' && isMoreThan24hBefore({ start, now })) {
    return { outcome: 'cancel', successMessage: CLASS_CANCELED_MESSAGE, messageDelayMs: CANCEL_MESSAGE_DELAY_MS };
  }
  return { outcome: 'too-late', message: DROP_CLASS_TOO_LATE_MESSAGE };
}
