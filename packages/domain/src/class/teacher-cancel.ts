import type { Instant } from '../time/instant';
import { toEpochMs } from '../time/instant';
import type { GroupClassFacts } from './group-class';
import { countTakenSeats } from '../spots/seat-count';

/** 000 §6: the teacher "may cancel a class if fewer than 2 spots are booked". Exclusive: 2 booked spots is too many. */
export const TEACHER_CANCEL_MAX_BOOKED_EXCLUSIVE = 2;

/**
 * 000 §6: "Teacher of the offering: Cannot book it; may cancel a class if fewer than 2 spots are
 * booked." 000 §4: "A cancelled student status does not count toward spots."
 *
 * True iff `viewerId` is the class's teacher, fewer than TEACHER_CANCEL_MAX_BOOKED_EXCLUSIVE (2)
 * non-cancelled seats exist (exclusive), the class is not CANCELLED or FINISHED, and it has not
 * started (`now < start`; decision: at exactly start it is too late).
 *
 * @example canTeacherCancelClass({ groupClass: cls, viewerId: viewer.user_id, now }) // true with 0 or 1 booked
 */
export function canTeacherCancelClass({
  groupClass,
  viewerId,
  now,
}: {
  groupClass: Pick<GroupClassFacts, 'teacher_id' | 'status' | 'start_time' | 'group_class_students'>;
  viewerId: number | null | undefined;
  now: Instant;
}): boolean {
  if (viewerId !== groupClass.teacher_id) return false;
  if (groupClass.status === 'CANCELLED' || groupClass.status === 'FINISHED') return false;
  if (toEpochMs(now, 'now') >= toEpochMs(groupClass.start_time, 'groupClass.start_time')) return false;
  const booked = countTakenSeats(groupClass.group_class_students);
  return booked < TEACHER_CANCEL_MAX_BOOKED_EXCLUSIVE;
}
