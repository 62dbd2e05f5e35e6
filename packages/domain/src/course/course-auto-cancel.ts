import { COURSE_AUTO_CANCEL_LEAD_MS } from '../time/constants';
import type { Instant } from '../time/instant';
import { toEpochMs } from '../time/instant';
import { hasCourseStarted } from './course-lifecycle';
import type { GroupCourseFacts } from './group-course';

/**
 * 000 §9: "A course is auto-cancelled and refunded 24 h before start if the minimum students are not
 * met." The rule for the server's idempotent sweep.
 *
 * True iff all of:
 * - `now >= start - 24 h` (inclusive: at exactly start - 24 h it is due; a late sweep still catches it);
 * - `activeSeatCount < min_spots` (exclusive: exactly min_spots students is enough);
 * - the course has not started (`now < start` and not Ongoing/Completed/Terminated; a started course
 *   is never auto-cancelled, see canTerminateOrRescheduleCourse) and is not Cancelled.
 * `activeSeatCount` is the number of non-cancelled seats, counted by the caller (in SQL, under lock).
 *
 * @example isCourseAutoCancelDue({ course, activeSeatCount: 1, now }) // true with min_spots 2 from start - 24 h
 */
export function isCourseAutoCancelDue({
  course,
  activeSeatCount,
  now,
}: {
  course: Pick<GroupCourseFacts, 'status' | 'start_time' | 'min_spots'>;
  activeSeatCount: number;
  now: Instant;
}): boolean {
  if (course.status === 'Cancelled' || hasCourseStarted({ course, now })) return false;
  if (toEpochMs(now, 'now') < toEpochMs(course.start_time, 'course.start_time') - COURSE_AUTO_CANCEL_LEAD_MS) return false;
  return activeSeatCount < course.min_spots;
}
