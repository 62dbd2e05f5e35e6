import { decideRoomAccess } from '../class/room-access';
import type { ClassStatus } from '../class/statuses';
import type { Instant } from '../time/instant';
import type { LessonStatus } from './lesson';

/**
 * The room door's view of a one-to-one lesson: a cancelled lesson is a cancelled class, a booked one
 * an upcoming class. Its two people are admitted by this status alone (the student holds the lesson,
 * no seat), so the server's door and the Join links read it from here.
 */
export function lessonRoomStatus(status: LessonStatus): ClassStatus {
  return status === 'CANCELLED' ? 'CANCELLED' : 'UPCOMING';
}

/**
 * Issue 14: a lesson's room opens to its teacher and its student on the join window `[start - 10 min,
 * end)` (000 §9 "Meeting details and join open 10 min before start"), never once cancelled. True
 * iff the room door (decideRoomAccess) would open: the Join link on /teaching and in My classes.
 *
 * @example canJoinLesson({ status: 'BOOKED', start, end, now: start - JOIN_LEAD_MS }) // true
 */
export function canJoinLesson({ status, start, end, now }: { status: LessonStatus; start: Instant; end: Instant; now: Instant }): boolean {
  return decideRoomAccess({ viewer: { kind: 'teacher' }, classStatus: lessonRoomStatus(status), start, end, now }).kind === 'open';
}
