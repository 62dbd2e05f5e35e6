import type { GroupClassFacts } from '../class/group-class';
import type { GroupCourseFacts } from '../course/group-course';
import type { ViewerId } from '../spots/seat-count';
import { type Instant, toEpochMs } from '../time/instant';
import { type Bookability, getClassBookability, getCourseBookability } from './bookability';
import type { BookingCheckStatus } from './check-status';

/** A stretch of time `[start, end)`: start inclusive, end exclusive. */
export interface TimeInterval {
  readonly start: Instant;
  readonly end: Instant;
}

/**
 * True iff the half-open intervals `[a.start, a.end)` and `[b.start, b.end)` share an instant:
 * `a.start < b.end && b.start < a.end`. Back-to-back classes (one ends exactly when the other
 * starts) do not overlap; an empty interval (end <= start) overlaps nothing.
 * @example doTimeIntervalsOverlap({ start: 0, end: 10 }, { start: 10, end: 20 }) // false
 */
export function doTimeIntervalsOverlap(a: TimeInterval, b: TimeInterval): boolean {
  const [aStart, aEnd, bStart, bEnd] = [
    toEpochMs(a.start, 'a.start'),
    toEpochMs(a.end, 'a.end'),
    toEpochMs(b.start, 'b.start'),
    toEpochMs(b.end, 'b.end'),
  ];
  return aStart < aEnd && bStart < bEnd && aStart < bEnd && bStart < aEnd;
}

/**
 * 000 §8 "TimeNotAvailable | This time slot was occupied by your class.": true iff any of
 * `sessions` overlaps any of `bookedIntervals` (the viewer's other non-cancelled seats), by
 * `doTimeIntervalsOverlap`.
 * @example hasTimeConflict({ sessions: [{ start: T0, end: T0 + HOUR_MS }], bookedIntervals: [{ start: T0 + 30 * MINUTE_MS, end: T0 + 90 * MINUTE_MS }] }) // true
 */
export function hasTimeConflict({
  sessions,
  bookedIntervals,
}: {
  sessions: readonly TimeInterval[];
  bookedIntervals: readonly TimeInterval[];
}): boolean {
  return sessions.some((session) => bookedIntervals.some((booked) => doTimeIntervalsOverlap(session, booked)));
}

/** The order of the full check, once the offering exists and its time-free bookability is known. */
function decideCheckStatus({
  bookability,
  start,
  end,
  now,
  sessions,
  bookedIntervals,
}: {
  bookability: Bookability;
  start: Instant;
  end: Instant;
  now: Instant;
  sessions: readonly TimeInterval[];
  bookedIntervals: readonly TimeInterval[];
}): BookingCheckStatus {
  const { reason } = bookability;
  if (reason === 'ClassNotExist' || reason === 'ClassCancelled') return reason;
  const t = toEpochMs(now, 'now');
  if (reason === 'ClassEnd' || t >= toEpochMs(end, 'end')) return 'ClassEnd';
  if (reason === 'ClassStart' || t >= toEpochMs(start, 'start')) return 'ClassStart';
  if (!bookability.bookable) return reason;
  if (hasTimeConflict({ sessions, bookedIntervals })) return 'TimeNotAvailable';
  return 'CanBook';
}

/**
 * 000 §4 Book flow "3. Otherwise a booking status check is made." and 000 §7
 * "GET /v2/group_class/group_classes/{id}/check_book_status": the server's answer, first match wins:
 * 1. ClassNotExist: no class (`null`/`undefined`), or a class of a course (`course_id` set: taken by
 *    joining the course, never on its own; see `COURSE_CLASS_BOOKING_REFUSAL`);
 * 2. ClassCancelled: status CANCELLED;
 * 3. ClassEnd: status FINISHED (or unknown), or `now >= end_time` (inclusive: at the end, ended);
 * 4. ClassStart: `now >= start_time` (inclusive: at the start, too late; 1 ms before, still open);
 * 5. CantBookBySelf, 6. HasBooked, 7. SpotEmpty: as `getClassBookability`;
 * 8. TimeNotAvailable: `[start_time, end_time)` overlaps one of `bookedIntervals`, the viewer's
 *    other non-cancelled seats (half-open: back-to-back is fine);
 * 9. CanBook.
 * It never answers CanBook when `getClassBookability` says no, so the page and the server agree.
 * @example checkClassBookStatus({ groupClass: makeGroupClass(), viewerId: 100, now: T0, bookedIntervals: [] }) // 'CanBook'
 */
export function checkClassBookStatus({
  groupClass,
  viewerId,
  now,
  bookedIntervals,
}: {
  groupClass:
    | Pick<GroupClassFacts, 'teacher_id' | 'status' | 'student_capacity' | 'start_time' | 'end_time' | 'group_class_students' | 'course_id'>
    | null
    | undefined;
  viewerId: ViewerId;
  now: Instant;
  bookedIntervals: readonly TimeInterval[];
}): BookingCheckStatus {
  if (groupClass === null || groupClass === undefined) return 'ClassNotExist';
  const interval = { start: groupClass.start_time, end: groupClass.end_time };
  return decideCheckStatus({
    bookability: getClassBookability({ groupClass, viewerId }),
    ...interval,
    now,
    sessions: [interval],
    bookedIntervals,
  });
}

/**
 * 000 §7 "GET /v2/group_class/courses/{id}/check_book_status": the course variant of
 * `checkClassBookStatus`, same order. The course's `start_time` is its first class: once
 * `now >= start_time` (inclusive) it answers ClassStart (status Ongoing too); from `end_time` (or
 * status Completed) ClassEnd; Cancelled or Terminated give ClassCancelled, Approved ClassNotExist.
 * TimeNotAvailable compares each of the course's `sessions` (its classes, from `outlines`) with the
 * viewer's `bookedIntervals`; with no sessions given there is nothing to compare.
 * @example checkCourseBookStatus({ course: makeCourse(), viewerId: 100, now: T0, sessions: [], bookedIntervals: [] }) // 'CanBook'
 */
export function checkCourseBookStatus({
  course,
  viewerId,
  now,
  sessions,
  bookedIntervals,
}: {
  course: Pick<GroupCourseFacts, 'teacher_id' | 'status' | 'max_spots' | 'start_time' | 'end_time' | 'course_students'> | null | undefined;
  viewerId: ViewerId;
  now: Instant;
  sessions: readonly TimeInterval[];
  bookedIntervals: readonly TimeInterval[];
}): BookingCheckStatus {
  if (course === null || course === undefined) return 'ClassNotExist';
  return decideCheckStatus({
    bookability: getCourseBookability({ course, viewerId }),
    start: course.start_time,
    end: course.end_time,
    now,
    sessions,
    bookedIntervals,
  });
}
