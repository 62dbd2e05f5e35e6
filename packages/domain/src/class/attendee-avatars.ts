import { type SeatLike, isSeatTaken } from '../spots/seat-count';

/** 000 §9: "Up to 6 attendee avatars." 000 §1: "a class shows up to 6 participant avatars." Inclusive: 6 is shown. */
export const MAX_ATTENDEE_AVATARS = 6;

/** 001 §9: "Course card shows 3 avatars plus an ellipsis, with '3+ enrolled' as a tooltip." Inclusive: 3 are shown. */
export const COURSE_CARD_AVATAR_COUNT = 3;

/**
 * 000 §9: "Up to 6 attendee avatars." 000 §2 C: "Attendee avatars (up to 6)".
 * At most MAX_ATTENDEE_AVATARS (inclusive) seats of a class or course, in list order, skipping
 * cancelled seats (they do not count toward spots) and repeated students (first seat wins).
 * Works for class seats (`group_class_students`) and course seats (`course_students`).
 *
 * @example pickAttendeeAvatars(cls.group_class_students).map((s) => s.avatar_file_name)
 */
export function pickAttendeeAvatars<S extends SeatLike>(seats: readonly S[]): S[] {
  const seen = new Set<number>();
  const picked: S[] = [];
  for (const seat of seats) {
    if (picked.length >= MAX_ATTENDEE_AVATARS) break;
    if (!isSeatTaken(seat) || seen.has(seat.student_id)) continue;
    seen.add(seat.student_id);
    picked.push(seat);
  }
  return picked;
}
