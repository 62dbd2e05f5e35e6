import type { Instant } from '../time/instant';
import { toEpochMs } from '../time/instant';
import type { GroupClassFacts } from './group-class';
import { countTakenSeats } from '../spots/seat-count';

/** 000 §6: the teacher "may cancel a class if fewer than 2 spots are booked". Exclusive: 2 booked spots is too many. */
export const TEACHER_CANCEL_MAX_BOOKED_EXCLUSIVE = 2;

/**
 * Ours, extending 000 §6 ("may cancel a class if fewer than 2 spots are booked") for classes of a
 * course: a course is paid as one price times class_amount (000 §2 "The price of a course is price
 * times class_amount"), so one class of it cancelled alone would leave its students paying for a
 * class they do not get, and later joiners paying the full course for fewer classes. A class of a
 * course is therefore never cancelled on its own; only the whole course is (with every seat refunded).
 */
export const TEACHER_CANCEL_COURSE_CLASS_MESSAGE = 'This class is part of a course. A class of a course cannot be cancelled on its own.';

/** The refusal text when the class is not the viewer's to cancel now (started, cancelled, or 2+ booked). */
export const TEACHER_CANCEL_NOT_ALLOWED_MESSAGE =
  'A class can be cancelled by its teacher only before it starts and while fewer than 2 spots are booked.';

export type TeacherCancelClassDecision =
  | { readonly outcome: 'cancel' }
  | { readonly outcome: 'course-class'; readonly message: string }
  | { readonly outcome: 'not-allowed'; readonly message: string };

/**
 * 000 §6: "Teacher of the offering: Cannot book it; may cancel a class if fewer than 2 spots are
 * booked." 000 §4: "A cancelled student status does not count toward spots."
 *
 * 'cancel' iff `viewerId` is the class's teacher, the class is not part of a course (see
 * TEACHER_CANCEL_COURSE_CLASS_MESSAGE), fewer than TEACHER_CANCEL_MAX_BOOKED_EXCLUSIVE (2)
 * non-cancelled seats exist (exclusive), the class is not CANCELLED or FINISHED, and it has not
 * started (`now < start`; decision: at exactly start it is too late). A course class is
 * 'course-class' whatever else holds, so the teacher is told the one thing that would not change.
 *
 * @example decideTeacherCancelClass({ groupClass: { ...cls, course_id: 7 }, viewerId: cls.teacher_id, now }).outcome // 'course-class'
 */
export function decideTeacherCancelClass({
  groupClass,
  viewerId,
  now,
}: {
  groupClass: Pick<GroupClassFacts, 'teacher_id' | 'course_id' | 'status' | 'start_time' | 'group_class_students'>;
  viewerId: number | null | undefined;
  now: Instant;
}): TeacherCancelClassDecision {
  const notAllowed = { outcome: 'not-allowed', message: TEACHER_CANCEL_NOT_ALLOWED_MESSAGE } as const;
  if (viewerId !== groupClass.teacher_id) return notAllowed;
  if (groupClass.course_id !== null && groupClass.course_id !== undefined)
    return { outcome: 'course-class', message: TEACHER_CANCEL_COURSE_CLASS_MESSAGE };
  if (groupClass.status === 'CANCELLED' || groupClass.status === 'FINISHED') return notAllowed;
  if (toEpochMs(now, 'now') >= toEpochMs(groupClass.start_time, 'groupClass.start_time')) return notAllowed;
  const booked = countTakenSeats(groupClass.group_class_students);
  return booked < TEACHER_CANCEL_MAX_BOOKED_EXCLUSIVE ? { outcome: 'cancel' } : notAllowed;
}

/**
 * True iff decideTeacherCancelClass says 'cancel': what the teacher's schedule shows as the Cancel
 * class button.
 *
 * @example canTeacherCancelClass({ groupClass: cls, viewerId: viewer.user_id, now }) // true with 0 or 1 booked
 */
export function canTeacherCancelClass(input: Parameters<typeof decideTeacherCancelClass>[0]): boolean {
  return decideTeacherCancelClass(input).outcome === 'cancel';
}
