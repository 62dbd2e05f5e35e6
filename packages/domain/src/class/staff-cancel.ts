import { CLASS_CANCELED_MESSAGE } from '../booking/check-status-messages';
import { type Instant, toEpochMs } from '../time/instant';
import type { GroupClassFacts } from './group-class';
import { TEACHER_CANCEL_COURSE_CLASS_MESSAGE } from './teacher-cancel';

/** The refusal text when staff try to cancel a class that has ended. */
export const STAFF_CANCEL_CLASS_ENDED_MESSAGE = 'This class has ended and can no longer be cancelled.';

export type StaffCancelClassDecision =
  | { readonly outcome: 'cancel' }
  | { readonly outcome: 'course-class'; readonly message: string }
  | { readonly outcome: 'already-cancelled'; readonly message: string }
  | { readonly outcome: 'ended'; readonly message: string };

/**
 * Ours: staff (support) may cancel a whole class, whatever its seats, until it ends, for the cases
 * the teacher cannot (a started class, 2 or more students): every taken seat is refunded in full by
 * the server. A class of a course is never cancelled alone, by anyone ('course-class', as
 * decideTeacherCancelClass): staff cancel the course. Then CANCELLED -> 'already-cancelled';
 * FINISHED, or `now >= end` (inclusive: at exactly the end it has ended) -> 'ended'; otherwise 'cancel'.
 *
 * @example decideStaffCancelClass({ groupClass: cls, now: cls.end_time - 1 }).outcome // 'cancel' for a class in progress
 */
export function decideStaffCancelClass({
  groupClass,
  now,
}: {
  groupClass: Pick<GroupClassFacts, 'course_id' | 'status' | 'end_time'>;
  now: Instant;
}): StaffCancelClassDecision {
  if (groupClass.course_id !== null && groupClass.course_id !== undefined)
    return { outcome: 'course-class', message: TEACHER_CANCEL_COURSE_CLASS_MESSAGE };
  if (groupClass.status === 'CANCELLED') return { outcome: 'already-cancelled', message: CLASS_CANCELED_MESSAGE };
  if (groupClass.status === 'FINISHED' || toEpochMs(now, 'now') >= toEpochMs(groupClass.end_time, 'groupClass.end_time'))
    return { outcome: 'ended', message: STAFF_CANCEL_CLASS_ENDED_MESSAGE };
  return { outcome: 'cancel' };
}
