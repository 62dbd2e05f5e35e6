import type { GroupCourseFacts } from '../course/group-course';
import type { CourseStatus } from '../course/statuses';
import { isFull, isViewerBooked, type ViewerId } from './seat-count';

/** 000 §4: "The course join button reads Booked by you, ..." */
export const COURSE_JOIN_BOOKED_BY_YOU_TEXT = 'Booked by you';
/** 000 §4: "... Fully Booked (status Ongoing, ReadyForSchedule or Upcoming and full), ..." */
export const COURSE_JOIN_FULLY_BOOKED_TEXT = 'Fully Booked';
/** 000 §4: "... or Join Group." */
export const COURSE_JOIN_GROUP_TEXT = 'Join Group';

/** 000 §4: the course statuses in which a full course reads "Fully Booked". */
export const COURSE_FULLY_BOOKED_STATUSES = ['Ongoing', 'ReadyForSchedule', 'Upcoming'] as const satisfies readonly CourseStatus[];

export type CourseJoinButtonKind = 'booked-by-you' | 'fully-booked' | 'join-group';

export interface CourseJoinButton {
  readonly kind: CourseJoinButtonKind;
  readonly text: string;
}

/**
 * 000 §4: "The course join button reads Booked by you, Fully Booked (status Ongoing,
 * ReadyForSchedule or Upcoming and full), or Join Group." First match wins: the viewer holds a
 * non-cancelled course seat; else the status is one of the three and taken seats >= max_spots
 * (inclusive); else "Join Group". The text only: whether the button is enabled is
 * `getCourseBookability(...).bookable` (000 §4 "Book buttons are disabled when the booking check fails").
 * @example getCourseJoinButton({ course: makeCourse(), viewerId: 100 }) // { kind: 'join-group', text: 'Join Group' }
 */
export function getCourseJoinButton({
  course,
  viewerId,
}: {
  course: Pick<GroupCourseFacts, 'status' | 'max_spots' | 'course_students'>;
  viewerId: ViewerId;
}): CourseJoinButton {
  const seats = course.course_students;
  if (isViewerBooked({ seats, viewerId })) return { kind: 'booked-by-you', text: COURSE_JOIN_BOOKED_BY_YOU_TEXT };
  const inFullableStatus = (COURSE_FULLY_BOOKED_STATUSES as readonly CourseStatus[]).includes(course.status);
  if (inFullableStatus && isFull({ capacity: course.max_spots, seats }))
    return { kind: 'fully-booked', text: COURSE_JOIN_FULLY_BOOKED_TEXT };
  return { kind: 'join-group', text: COURSE_JOIN_GROUP_TEXT };
}
