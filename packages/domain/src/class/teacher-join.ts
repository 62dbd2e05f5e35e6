import type { Instant } from '../time/instant';
import { decideRoomAccess } from './room-access';
import type { ClassStatus } from './statuses';

/**
 * Issue 14: "Teachers open their own class's room from 10 min before start too." 000 §9: "Meeting
 * details and join open 10 min before start." True iff the class is not CANCELLED and
 * `start - 10 min <= now < end` (inclusive at start - 10 min, exclusive at the end): the teacher's
 * Join button. Unlike a student's, no seat is needed.
 *
 * @example canTeacherJoinClass({ classStatus: 'UPCOMING', start, end, now: start - JOIN_LEAD_MS }) // true
 */
export function canTeacherJoinClass({
  classStatus,
  start,
  end,
  now,
}: {
  classStatus: ClassStatus;
  start: Instant;
  end: Instant;
  now: Instant;
}): boolean {
  // The room door's rule for the teacher, so the Join button and the door never disagree.
  return decideRoomAccess({ viewer: { kind: 'teacher' }, classStatus, start, end, now }).kind === 'open';
}
