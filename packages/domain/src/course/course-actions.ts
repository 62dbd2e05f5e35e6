import { findViewerSeat } from '../spots/seat-count';
import type { Instant } from '../time/instant';
import { isMoreThan24hBefore } from '../time/windows';
import { getCourseHeadline } from './course-headline';
import type { GroupCourseFacts } from './group-course';

/** Button label, 000 §4: "a reminder message and Cancel my spot are shown". */
export const CANCEL_MY_SPOT_BUTTON_TEXT = 'Cancel my spot';
/** 000 §4 "Course Upcoming: if more than 24 h remain before start, a reminder message". The spec gives no text; this is ours. */
export const COURSE_CANCEL_REMINDER_TEXT =
  'Your course starts soon. You can cancel your spot for a full refund until 24 hours before the course starts.';
/** 000 §4: "Otherwise Your course is all set to begin as scheduled." */
export const COURSE_ALL_SET_TEXT = 'Your course is all set to begin as scheduled.';
/** 000 §4 "Terminated shows a message." The spec gives no text; this is ours. */
export const COURSE_TERMINATED_TEXT = 'This course has been terminated. Its remaining classes will not take place.';

export const COURSE_ACTION_KINDS = ['reminder', 'all-set', 'terminated', 'none'] as const;
export type CourseActionKind = (typeof COURSE_ACTION_KINDS)[number];

export interface CourseActions {
  readonly kind: CourseActionKind;
  /** The message to show, or null for `none`. */
  readonly message: string | null;
  /** "Cancel my spot" is offered. The server accepts the cancel under the same rule (see decideCancelCourseSpot). */
  readonly canCancelSpot: boolean;
}

const NONE: CourseActions = { kind: 'none', message: null, canCancelSpot: false };

/**
 * 000 §4 "Course headline": "Course Upcoming: if more than 24 h remain before start, a reminder
 * message and Cancel my spot are shown. Otherwise Your course is all set to begin as scheduled.
 * Ongoing and ReadyForSchedule show no action. Terminated shows a message."
 *
 * Follows the headline (getCourseHeadline), so the two never disagree:
 * - headline Upcoming and `start - now > 24 h` (exclusive: at exactly 24 h, no) -> `reminder` + Cancel my spot;
 * - headline Upcoming otherwise -> `all-set`;
 * - headline Terminated -> `terminated`;
 * - headline Canceled, Scheduled (ReadyForSchedule), Ongoing, Completed, or unknown (a course
 *   status this package does not know) -> `none`.
 * Decision: a viewer with no seat gets `none` (this panel is for booked students).
 *
 * @example getCourseActions({ course, studentId: viewer.user_id, now }).canCancelSpot
 */
export function getCourseActions({
  course,
  studentId,
  now,
}: {
  course: Pick<GroupCourseFacts, 'status' | 'teacher_id' | 'start_time' | 'course_students'>;
  studentId: number | null | undefined;
  now: Instant;
}): CourseActions {
  if (studentId === null || studentId === undefined) return NONE;
  if (findViewerSeat({ seats: course.course_students, viewerId: studentId }) === undefined) return NONE;
  switch (getCourseHeadline({ course, studentId }).code) {
    case 'upcoming':
      return isMoreThan24hBefore({ start: course.start_time, now })
        ? { kind: 'reminder', message: COURSE_CANCEL_REMINDER_TEXT, canCancelSpot: true }
        : { kind: 'all-set', message: COURSE_ALL_SET_TEXT, canCancelSpot: false };
    case 'terminated':
      return { kind: 'terminated', message: COURSE_TERMINATED_TEXT, canCancelSpot: false };
    case 'canceled':
    case 'scheduled':
    case 'ongoing':
    case 'completed':
    case 'unknown':
      return NONE;
  }
}
