import type { Instant } from '../time/instant';
import { toEpochMs } from '../time/instant';
import type { GroupCourseFacts } from './group-course';
import type { CourseStatus } from './statuses';

/** Course statuses that mean the course has started or is over. */
export const COURSE_STARTED_STATUSES: readonly CourseStatus[] = ['Ongoing', 'Completed', 'Terminated'];

/**
 * True iff the course has started: `now >= start` (inclusive: at exactly start it has started), or
 * its status is Ongoing, Completed or Terminated (whatever the clock says).
 *
 * @example hasCourseStarted({ course, now }) // true from course.start_time
 */
export function hasCourseStarted({ course, now }: { course: Pick<GroupCourseFacts, 'status' | 'start_time'>; now: Instant }): boolean {
  return COURSE_STARTED_STATUSES.includes(course.status) || toEpochMs(now, 'now') >= toEpochMs(course.start_time, 'course.start_time');
}

/**
 * 000 §9: "A course cannot be terminated or rescheduled once started."
 * True iff the course has not started (see hasCourseStarted; `now < start`, exclusive at start) and is
 * not Cancelled. The server refuses a terminate or reschedule when this is false.
 *
 * @example canTerminateOrRescheduleCourse({ course, now }) // false from course.start_time
 */
export function canTerminateOrRescheduleCourse({
  course,
  now,
}: {
  course: Pick<GroupCourseFacts, 'status' | 'start_time'>;
  now: Instant;
}): boolean {
  return course.status !== 'Cancelled' && !hasCourseStarted({ course, now });
}
