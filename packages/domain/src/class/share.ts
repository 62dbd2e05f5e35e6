import type { CourseStatus } from '../course/statuses';
import type { ClassStatus } from './statuses';

/** 000 §3 "Group topic: ... status (APPROVE)": the approved topic status. */
export const TOPIC_APPROVED_STATUS = 'APPROVE';
/** 000 §4: "an approved state used for sharing" of a course. */
export const COURSE_APPROVED_STATUS = 'Approved' satisfies CourseStatus;
/** 000 §4 "Sharing": the class statuses that may be shared. */
export const SHAREABLE_CLASS_STATUSES: readonly ClassStatus[] = ['READY_FOR_SCHEDULE', 'UPCOMING'];

/** What is being shared, with its own status field. */
export type ShareableItem =
  | { readonly kind: 'class'; readonly status: ClassStatus }
  | { readonly kind: 'topic'; readonly status: string }
  | { readonly kind: 'course'; readonly status: CourseStatus };

/**
 * 000 §4 "Sharing": "a share link is offered only for classes READY_FOR_SCHEDULE or UPCOMING, or
 * topics and courses in the approved state."
 *
 * - class: READY_FOR_SCHEDULE or UPCOMING;
 * - topic: status `APPROVE`;
 * - course: status `Approved` only. Decision: a course group in Upcoming / ReadyForSchedule is not
 *   shared itself (the spec says "only"); the course page's share button shares its course topic,
 *   which is in the approved state.
 *
 * @example canShare({ kind: 'class', status: cls.status }) // true for UPCOMING
 */
export function canShare(item: ShareableItem): boolean {
  switch (item.kind) {
    case 'class':
      return SHAREABLE_CLASS_STATUSES.includes(item.status);
    case 'topic':
      return item.status === TOPIC_APPROVED_STATUS;
    case 'course':
      return item.status === COURSE_APPROVED_STATUS;
  }
}
