import { getCanceller, type Canceller } from '../class/canceller';
import { findViewerSeat, isCancelledOrProblemStatus } from '../spots/seat-count';
import { getCourseHeadline } from './course-headline';
import type { GroupCourseFacts } from './group-course';

/** The cancelled text of a course booking by who cancelled. The spec gives no texts; these are ours. */
export const COURSE_CANCELLATION_TEXTS: Readonly<Record<Canceller, string>> = {
  teacher: 'The teacher canceled this course. You will receive a full refund.',
  student: 'You canceled your spot in this course. You will receive a full refund.',
  auto: 'This course was canceled automatically because the minimum number of students was not reached. You will receive a full refund.',
  admin: 'This course was canceled by our support team.',
  provider: 'This course was canceled by the service provider.',
};

/** A Problem seat: the student reported a problem; no refund is promised until support has looked at it. */
export const COURSE_PROBLEM_REPORTED_TEXT =
  'You reported a problem with this course. Our support team is looking into it and will contact you.';

/**
 * 000 §4: "The cancelled text depends on who cancelled: the teacher, the student, automatic (too few
 * students), admin, or the provider. It is decided from operator and update_by." Same for courses.
 *
 * The text under the headline "Canceled" (see getCourseHeadline). Who cancelled is read from the
 * seat's `update_by` first when the seat is Cancelled/Problem, else from the course's `update_by`
 * first, the other one as fallback (mapping as getCanceller: teacher id, student id, AUTO, ADMIN,
 * PROVIDER, anything else -> provider). A Problem seat reads `COURSE_PROBLEM_REPORTED_TEXT` (no refund
 * promise). Null when the headline is not Canceled or the student has no seat.
 *
 * @example getCourseCancellationText({ course, studentId: viewer.user_id }) // 'This course was canceled automatically ...'
 */
export function getCourseCancellationText({
  course,
  studentId,
}: {
  course: Pick<GroupCourseFacts, 'status' | 'teacher_id' | 'update_by' | 'course_students'>;
  studentId: number;
}): string | null {
  const seat = findViewerSeat({ seats: course.course_students, viewerId: studentId });
  if (seat === undefined) return null;
  if (getCourseHeadline({ course, studentId }).code !== 'canceled') return null;
  if (seat.status === 'Problem') return COURSE_PROBLEM_REPORTED_TEXT;
  const seatCanceled = isCancelledOrProblemStatus(seat.status);
  const [updateBy, fallback] = seatCanceled ? [seat.update_by, course.update_by] : [course.update_by, seat.update_by];
  return COURSE_CANCELLATION_TEXTS[getCanceller({ updateBy, operator: fallback, teacherId: course.teacher_id, studentId })];
}
