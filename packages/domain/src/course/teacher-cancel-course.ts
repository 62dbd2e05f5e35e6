import { countTakenSeats } from '../spots/seat-count';
import type { Instant } from '../time/instant';
import { TEACHER_CANCEL_MAX_BOOKED_EXCLUSIVE } from '../class/teacher-cancel';
import { hasCourseStarted } from './course-lifecycle';
import type { GroupCourseFacts } from './group-course';

/** The refusal text when the course is not the viewer's to cancel now (started, cancelled, or 2+ spots taken). */
export const TEACHER_CANCEL_COURSE_NOT_ALLOWED_MESSAGE =
  'A course can be cancelled by its teacher only before it starts and while fewer than 2 spots are taken.';

export type TeacherCancelCourseDecision = { readonly outcome: 'cancel' } | { readonly outcome: 'not-allowed'; readonly message: string };

/**
 * Ours, extending 000 §6 ("may cancel a class if fewer than 2 spots are booked") to a course, whose
 * classes are never cancelled alone (TEACHER_CANCEL_COURSE_CLASS_MESSAGE): the teacher cancels the
 * whole course under the same terms as a class. 'cancel' iff `viewerId` is the course's teacher,
 * the course is ReadyForSchedule or Upcoming, it has not started (hasCourseStarted: `now < start`,
 * at exactly start it is too late), and fewer than TEACHER_CANCEL_MAX_BOOKED_EXCLUSIVE (2) course
 * seats are taken (a cancelled seat does not count; exclusive: 2 taken is too many). Every taken
 * seat is refunded by the server.
 *
 * @example decideTeacherCancelCourse({ course, viewerId: course.teacher_id, now: course.start_time - 1 }).outcome // 'cancel' with 0 or 1 taken
 */
export function decideTeacherCancelCourse({
  course,
  viewerId,
  now,
}: {
  course: Pick<GroupCourseFacts, 'teacher_id' | 'status' | 'start_time' | 'course_students'>;
  viewerId: number | null | undefined;
  now: Instant;
}): TeacherCancelCourseDecision {
  const notAllowed = { outcome: 'not-allowed', message: TEACHER_CANCEL_COURSE_NOT_ALLOWED_MESSAGE } as const;
  if (viewerId !== course.teacher_id) return notAllowed;
  if (course.status !== 'ReadyForSchedule' && course.status !== 'Upcoming') return notAllowed;
  if (hasCourseStarted({ course, now })) return notAllowed;
  return countTakenSeats(course.course_students) < TEACHER_CANCEL_MAX_BOOKED_EXCLUSIVE ? { outcome: 'cancel' } : notAllowed;
}
