import { isCourseClass } from '../class/drop-class';
import type { GroupClassFacts } from '../class/group-class';
import type { ClassStatus } from '../class/statuses';
import type { GroupCourseFacts } from '../course/group-course';
import type { CourseStatus } from '../course/statuses';
import { type Capacity, isFull, isViewerBooked, type SeatLike, type ViewerId } from '../spots/seat-count';
import type { BookingRefusal } from './check-status';

/**
 * Whether the viewer may book, with the 000 §8 check status that says why (`reason` maps straight
 * to a message through `getBookingCheckMessage`).
 */
export type Bookability =
  { readonly bookable: true; readonly reason: 'CanBook' } | { readonly bookable: false; readonly reason: BookingRefusal };

/**
 * 000 §4 "Bookable if READY_FOR_SCHEDULE. If UPCOMING, bookable only when ... otherwise no."
 * How each class status answers: `null` = open for booking, else the refusal it causes.
 * FINISHED (a class past its end) refuses with ClassEnd.
 */
export const CLASS_STATUS_BOOKING_REFUSALS = {
  READY_FOR_SCHEDULE: null,
  UPCOMING: null,
  CANCELLED: 'ClassCancelled',
  FINISHED: 'ClassEnd',
} as const satisfies Record<ClassStatus, BookingRefusal | null>;

/**
 * 000 §4 "Bookable rule (class, and the same for courses)": ReadyForSchedule and Upcoming are open.
 * Cancelled and Terminated refuse with ClassCancelled, Ongoing with ClassStart, Completed with
 * ClassEnd, and Approved (a course topic with no group to join) with ClassNotExist.
 */
export const COURSE_STATUS_BOOKING_REFUSALS = {
  ReadyForSchedule: null,
  Upcoming: null,
  Ongoing: 'ClassStart',
  Completed: 'ClassEnd',
  Cancelled: 'ClassCancelled',
  Terminated: 'ClassCancelled',
  Approved: 'ClassNotExist',
} as const satisfies Record<CourseStatus, BookingRefusal | null>;

/**
 * The refusal for a status this package does not know (000 §4: "Other class statuses exist; they
 * are not shown"; "Course student statuses: ... and others"): "Class is no longer available."
 */
export const UNKNOWN_STATUS_BOOKING_REFUSAL = 'ClassEnd' satisfies BookingRefusal;

/** Reads a status table safely: a status missing from it (a newer server) refuses, never books. */
function readStatusRefusal<K extends string>(table: Record<K, BookingRefusal | null>, status: K): BookingRefusal | null {
  return Object.hasOwn(table, status) ? table[status] : UNKNOWN_STATUS_BOOKING_REFUSAL;
}

/**
 * A class of a course is not sold on its own: a student takes it by joining the course (one charge,
 * a seat in every class). As a single class it answers ClassNotExist, the code of 001 §2.4's
 * not-found view for a group with a course_id.
 */
export const COURSE_CLASS_BOOKING_REFUSAL = 'ClassNotExist' satisfies BookingRefusal;

const CAN_BOOK: Bookability = { bookable: true, reason: 'CanBook' };

function refuse(reason: BookingRefusal): Bookability {
  return { bookable: false, reason };
}

/** The shared rule, once the offering's status has been read. Order: status, self, booked, full. */
function decideBookability({
  statusRefusal,
  teacherId,
  capacity,
  seats,
  viewerId,
}: {
  statusRefusal: BookingRefusal | null;
  teacherId: number;
  capacity: Capacity;
  seats: readonly SeatLike[];
  viewerId: ViewerId;
}): Bookability {
  if (statusRefusal !== null) return refuse(statusRefusal);
  if (viewerId !== null && viewerId !== undefined && viewerId === teacherId) return refuse('CantBookBySelf');
  if (isViewerBooked({ seats, viewerId })) return refuse('HasBooked');
  if (isFull({ capacity, seats })) return refuse('SpotEmpty');
  return CAN_BOOK;
}

/**
 * 000 §4 "Bookable rule": "Not bookable if the viewer is the teacher. Bookable if
 * READY_FOR_SCHEDULE. If UPCOMING, bookable only when not full and the viewer has no booking or
 * only a cancelled one." Otherwise no. Time-free (what the page shows); the server adds `now`
 * with `checkClassBookStatus`. First refusal wins: a class of a course (ClassNotExist), status (ClassCancelled / ClassEnd),
 * CantBookBySelf, HasBooked, SpotEmpty (taken >= student_capacity, inclusive; a missing, NaN,
 * infinite or negative capacity counts as 0, so such a class is full: SpotEmpty). Capacity and the
 * viewer's own seat are checked for READY_FOR_SCHEDULE too, so no status can over-book.
 * A signed-out viewer (`viewerId` null) is never the teacher and holds no seat.
 * @example getClassBookability({ groupClass: makeGroupClass({ teacher_id: 100 }), viewerId: 100 }) // { bookable: false, reason: 'CantBookBySelf' }
 */
export function getClassBookability({
  groupClass,
  viewerId,
}: {
  groupClass: Pick<GroupClassFacts, 'teacher_id' | 'status' | 'student_capacity' | 'group_class_students' | 'course_id'>;
  viewerId: ViewerId;
}): Bookability {
  return decideBookability({
    statusRefusal: isCourseClass({ courseId: groupClass.course_id })
      ? COURSE_CLASS_BOOKING_REFUSAL
      : readStatusRefusal(CLASS_STATUS_BOOKING_REFUSALS, groupClass.status),
    teacherId: groupClass.teacher_id,
    capacity: groupClass.student_capacity,
    seats: groupClass.group_class_students,
    viewerId,
  });
}

/**
 * 000 §4 "Bookable rule (class, and the same for courses)": not if the viewer is the teacher; yes
 * if ReadyForSchedule; if Upcoming only when not full (taken course seats >= max_spots, inclusive,
 * is full) and the viewer has no course seat or only a cancelled one; otherwise no. Same order of
 * refusals as `getClassBookability`; see `COURSE_STATUS_BOOKING_REFUSALS` for the other statuses.
 * @example getCourseBookability({ course: makeCourse({ status: 'Ongoing' }), viewerId: 100 }) // { bookable: false, reason: 'ClassStart' }
 */
export function getCourseBookability({
  course,
  viewerId,
}: {
  course: Pick<GroupCourseFacts, 'teacher_id' | 'status' | 'max_spots' | 'course_students'>;
  viewerId: ViewerId;
}): Bookability {
  return decideBookability({
    statusRefusal: readStatusRefusal(COURSE_STATUS_BOOKING_REFUSALS, course.status),
    teacherId: course.teacher_id,
    capacity: course.max_spots,
    seats: course.course_students,
    viewerId,
  });
}
