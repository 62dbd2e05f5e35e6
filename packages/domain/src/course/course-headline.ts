import { getCanceller } from '../class/canceller';
import { findViewerSeat, isCancelledOrProblemStatus } from '../spots/seat-count';
import type { GroupCourseFacts } from './group-course';
import type { CourseStatus } from './statuses';

/**
 * The course headlines, plus `unknown` for a course status this package does not know (000 §4
 * "... and others"): its text is empty, so the page shows no headline rather than a wrong one.
 */
export const COURSE_HEADLINE_CODES = ['canceled', 'scheduled', 'upcoming', 'ongoing', 'terminated', 'completed', 'unknown'] as const;
export type CourseHeadlineCode = (typeof COURSE_HEADLINE_CODES)[number];

/** 000 §4 "Course headline": the display text of each headline ("ReadyForSchedule (label Scheduled)"). */
export const COURSE_HEADLINE_TEXTS: Readonly<Record<CourseHeadlineCode, string>> = {
  canceled: 'Canceled',
  scheduled: 'Scheduled',
  upcoming: 'Upcoming',
  ongoing: 'Ongoing',
  terminated: 'Terminated',
  completed: 'Completed',
  unknown: '',
};

const CODE_BY_STATUS: Readonly<Record<CourseStatus, CourseHeadlineCode>> = {
  ReadyForSchedule: 'scheduled',
  // Decision: "Approved" is a topic-level state; a course read in that state shows as Scheduled.
  Approved: 'scheduled',
  Upcoming: 'upcoming',
  Ongoing: 'ongoing',
  Completed: 'completed',
  Cancelled: 'canceled',
  Terminated: 'terminated',
};

export interface CourseHeadline {
  readonly code: CourseHeadlineCode;
  readonly text: string;
}

/**
 * 000 §4 "Course headline": "Canceled: if the student cancelled, or the student is cancelled or
 * problem with a non-terminated course, or the course is cancelled. Otherwise: Scheduled, Upcoming,
 * Ongoing, Terminated, Completed." ("ReadyForSchedule (label Scheduled)".)
 *
 * "The student cancelled" = the student's seat is Cancelled and its `update_by` is the student
 * (see getCanceller): Canceled even when the course is Terminated. A seat Cancelled/Problem by anyone
 * else reads Canceled unless the course is Terminated (then Terminated). No time boundary here.
 * A course status outside COURSE_STATUSES gives `{ code: 'unknown', text: '' }` (never undefined),
 * unless the seat rules above already say Canceled; an unknown seat status counts as not cancelled.
 *
 * @example getCourseHeadline({ course, studentId: viewer.user_id }).text // 'Upcoming'
 */
export function getCourseHeadline({
  course,
  studentId,
}: {
  course: Pick<GroupCourseFacts, 'status' | 'teacher_id' | 'course_students'>;
  studentId: number | null | undefined;
}): CourseHeadline {
  const code = getCourseHeadlineCode(course, studentId);
  return { code, text: COURSE_HEADLINE_TEXTS[code] };
}

function getCourseHeadlineCode(
  course: Pick<GroupCourseFacts, 'status' | 'teacher_id' | 'course_students'>,
  studentId: number | null | undefined,
): CourseHeadlineCode {
  const seat =
    studentId === null || studentId === undefined ? undefined : findViewerSeat({ seats: course.course_students, viewerId: studentId });
  if (seat !== undefined) {
    const studentCancelled =
      seat.status === 'Cancelled' &&
      getCanceller({ updateBy: seat.update_by, teacherId: course.teacher_id, studentId: seat.student_id }) === 'student';
    if (studentCancelled) return 'canceled';
    if (isCancelledOrProblemStatus(seat.status) && course.status !== 'Terminated') return 'canceled';
  }
  return Object.hasOwn(CODE_BY_STATUS, course.status) ? CODE_BY_STATUS[course.status] : 'unknown';
}
