import { COURSE_CANCELED_MESSAGE } from '../booking/check-status-messages';
import { type Instant, toEpochMs } from '../time/instant';
import type { GroupCourseFacts } from './group-course';

/** The refusal text when staff try to cancel a course that has ended. */
export const STAFF_CANCEL_COURSE_ENDED_MESSAGE = 'This course has ended and can no longer be cancelled.';

export type StaffCancelCourseDecision =
  | { readonly outcome: 'cancel' }
  | { readonly outcome: 'already-cancelled'; readonly message: string }
  | { readonly outcome: 'ended'; readonly message: string };

/**
 * Ours: staff (support) may cancel a whole course, whatever its seats, until it ends, for the cases
 * the teacher cannot (a started course, 2 or more students): every taken seat is refunded in full by
 * the server. Cancelled or Terminated -> 'already-cancelled'; Completed, or `now >= end` (inclusive:
 * at exactly the end it has ended) -> 'ended'; otherwise 'cancel'.
 *
 * @example decideStaffCancelCourse({ course, now: course.end_time - 1 }).outcome // 'cancel' for an Ongoing course
 */
export function decideStaffCancelCourse({
  course,
  now,
}: {
  course: Pick<GroupCourseFacts, 'status' | 'end_time'>;
  now: Instant;
}): StaffCancelCourseDecision {
  if (course.status === 'Cancelled' || course.status === 'Terminated')
    return { outcome: 'already-cancelled', message: COURSE_CANCELED_MESSAGE };
  if (course.status === 'Completed' || toEpochMs(now, 'now') >= toEpochMs(course.end_time, 'course.end_time'))
    return { outcome: 'ended', message: STAFF_CANCEL_COURSE_ENDED_MESSAGE };
  return { outcome: 'cancel' };
}
