import type { Instant } from '../time/instant';
import type { GroupClassFacts } from './group-class';
import type { ClassStatus, ClassStudentStatus } from './statuses';
import { findViewerSeat } from '../spots/seat-count';
import { decideRoomAccess } from './room-access';

/**
 * 000 §4: "The meeting id and passcode are shown only from 10 min before start while scheduled and
 * not ended." 000 §9: "Meeting details and join open 10 min before start."
 *
 * True iff the booking is SCHEDULED, the class is not CANCELLED, and `start - 10 min <= now < end`
 * (inclusive at start - 10 min, exclusive at the end).
 *
 * @example canSeeMeetingDetails({ bookingStatus: 'SCHEDULED', start, end, now }) // true from start - 10 min
 */
export function canSeeMeetingDetails({
  bookingStatus,
  start,
  end,
  now,
  classStatus,
}: {
  bookingStatus: ClassStudentStatus | null | undefined;
  start: Instant;
  end: Instant;
  now: Instant;
  classStatus?: ClassStatus | undefined;
}): boolean {
  // The room's rule decides: the details are shown exactly when the student's room door is open.
  return decideRoomAccess({ viewer: { kind: 'student', seatStatus: bookingStatus }, classStatus, start, end, now }).kind === 'open';
}

/**
 * The SERVER's rule for putting `communication_tools.zoom` (meeting id, passcode, link) into a class
 * response. DESIGN: "meeting id, passcode and link are sent only to a booked student from 10 minutes
 * before start". 000 §6: a signed-in student may "see meeting details once booked".
 *
 * True iff `studentId` holds a SCHEDULED seat in `groupClass`, the class is not CANCELLED and
 * `start - 10 min <= now < end` (inclusive / exclusive). The teacher and everyone else: false (the
 * teacher's own host link is outside this rule). Same answer as canSeeMeetingDetails, so what the
 * page shows and what the server sends cannot drift apart.
 *
 * @example shouldSendMeetingDetails({ groupClass, studentId: viewer.user_id, now }) // strip zoom when false
 */
export function shouldSendMeetingDetails({
  groupClass,
  studentId,
  now,
}: {
  groupClass: Pick<GroupClassFacts, 'status' | 'start_time' | 'end_time' | 'group_class_students'>;
  studentId: number | null | undefined;
  now: Instant;
}): boolean {
  if (studentId === null || studentId === undefined) return false;
  const seat = findViewerSeat({ seats: groupClass.group_class_students, viewerId: studentId });
  return canSeeMeetingDetails({
    bookingStatus: seat?.status,
    start: groupClass.start_time,
    end: groupClass.end_time,
    now,
    classStatus: groupClass.status,
  });
}
