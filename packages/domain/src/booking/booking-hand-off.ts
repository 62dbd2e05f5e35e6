import { getCoursePrice } from '../course/course-price';
import { type Instant, toEpochMs } from '../time/instant';

/**
 * 000 §3: "Booking hand-off record (kept in the browser session under a group-class key)". The
 * session-storage key the book click writes and the payment page reads.
 * The record's types and builders live here, its reader (`parseBookingHandOff`) in
 * booking-hand-off-reader.ts and its schemas in booking-hand-off-schema.ts.
 */
export const BOOKING_HAND_OFF_SESSION_KEY = 'group_class_booking';

/** 000 §3: "im_type (value A)". */
export const BOOKING_HAND_OFF_IM_TYPE = 'A';

/** 000 §3 "outlines (per class: class_title, description, start_time, end_time, attachments)", minus attachments. */
export interface BookingHandOffOutline {
  class_title: string;
  description: string;
  /** ISO-8601 UTC with milliseconds (`2026-03-12T12:00:00.000Z`), as every instant of the record. */
  start_time: string;
  end_time: string;
}

/**
 * 000 §3: "sku_id, language, avatar_file_name, im_type (value A), im_account, group_class_id (or
 * group_course_id), topic_id, start_time, end_time, duration, teacher_name, price (for a course,
 * price times class_amount), teacher_id, topic_name, is_pro, class_amount, outlines": the fields a
 * class's and a course's record share.
 */
export interface BookingHandOffFields {
  sku_id: number | string | null;
  language: string;
  avatar_file_name: string;
  im_type: typeof BOOKING_HAND_OFF_IM_TYPE;
  im_account: string;
  /** An integer. */
  topic_id: number;
  start_time: string;
  end_time: string;
  /** Minutes, of one class: a positive integer. */
  duration: number;
  teacher_name: string;
  /** The amount to pay, not negative: a class's price, or for a course price times class_amount. */
  price: number;
  /** An integer. */
  teacher_id: number;
  topic_name: string;
  is_pro: boolean;
  /** A positive integer. */
  class_amount: number;
  outlines: BookingHandOffOutline[];
}

/** 000 §3 "Booking hand-off record" of a group class (`group_class_id`, class_amount 1, no outlines). */
export interface ClassBookingHandOff extends BookingHandOffFields {
  group_class_id: number;
}

/** 000 §3 "Booking hand-off record" of a group course (`group_course_id`). */
export interface CourseBookingHandOff extends BookingHandOffFields {
  group_course_id: number;
}

/** 000 §3 "Booking hand-off record": exactly one of group_class_id / group_course_id, no other keys. */
export type BookingHandOff = ClassBookingHandOff | CourseBookingHandOff;

/** The teacher fields the record copies (000 §3 "Teacher info"); `im_account` is the caller's, '' if none. */
export interface HandOffTeacherInput {
  readonly nickname: string;
  readonly avatar_file_name?: string | null | undefined;
  readonly is_pro: boolean | 0 | 1;
  readonly im_account?: string | null | undefined;
}

/** The group-class fields the record copies (000 §3 "Group class"). */
export interface HandOffClassInput {
  readonly id: number;
  readonly sku_id: number | string | null;
  readonly topic_id: number;
  readonly teacher_id: number;
  readonly title: string;
  readonly language: string;
  readonly start_time: Instant;
  readonly end_time: Instant;
  readonly duration: number;
  readonly price: number;
}

/** The group-course fields the record copies (000 §3 "Group course"); `price` is per class. */
export interface HandOffCourseInput {
  readonly id: number;
  readonly sku_id?: number | string | null | undefined;
  readonly topic_id: number;
  readonly teacher_id: number;
  readonly title: string;
  readonly language: string;
  readonly start_time: Instant;
  readonly end_time: Instant;
  readonly duration: number;
  readonly price: number;
  readonly class_amount: number;
  readonly outlines: readonly {
    readonly class_title: string;
    readonly description?: string | null | undefined;
    readonly start_time: Instant;
    readonly end_time: Instant;
  }[];
}

/**
 * Refuses a record `parseBookingHandOff` would not read back. The fields come typed from the API's
 * answers, so only the numbers' ranges are checked: by hand, because the builders run when a card's
 * book button is pressed, on pages that load no zod.
 */
function checkedRecord<T extends ClassBookingHandOff | CourseBookingHandOff>(record: T): T {
  const ids = [record.topic_id, record.teacher_id, 'group_class_id' in record ? record.group_class_id : record.group_course_id];
  if (!ids.every(Number.isInteger)) throw new RangeError('booking hand-off: ids must be integers');
  if (!Number.isInteger(record.duration) || record.duration <= 0)
    throw new RangeError('booking hand-off: duration must be a positive integer');
  if (!Number.isInteger(record.class_amount) || record.class_amount <= 0)
    throw new RangeError('booking hand-off: class_amount must be a positive integer');
  if (!(record.price >= 0)) throw new RangeError('booking hand-off: price must not be negative');
  return record;
}

function toStoredInstant(instant: Instant): string {
  return new Date(toEpochMs(instant, 'instant')).toISOString();
}

function teacherFields(teacher: HandOffTeacherInput) {
  return {
    avatar_file_name: teacher.avatar_file_name ?? '',
    im_type: BOOKING_HAND_OFF_IM_TYPE,
    im_account: teacher.im_account ?? '',
    teacher_name: teacher.nickname,
    is_pro: Boolean(teacher.is_pro),
  } as const;
}

/**
 * 000 §4 Book flow "4. On CanBook the hand-off record is stored and the payment page opens." The
 * record of a group class: price as is, class_amount 1, outlines empty, instants as ISO UTC.
 * @example sessionStorage.setItem(BOOKING_HAND_OFF_SESSION_KEY, JSON.stringify(buildClassBookingHandOff({ groupClass, teacher })))
 */
export function buildClassBookingHandOff({
  groupClass,
  teacher,
}: {
  groupClass: HandOffClassInput;
  teacher: HandOffTeacherInput;
}): ClassBookingHandOff {
  return checkedRecord({
    sku_id: groupClass.sku_id,
    language: groupClass.language,
    ...teacherFields(teacher),
    group_class_id: groupClass.id,
    topic_id: groupClass.topic_id,
    start_time: toStoredInstant(groupClass.start_time),
    end_time: toStoredInstant(groupClass.end_time),
    duration: groupClass.duration,
    price: groupClass.price,
    teacher_id: groupClass.teacher_id,
    topic_name: groupClass.title,
    class_amount: 1,
    outlines: [],
  });
}

/**
 * 000 §3 "price (for a course, price times class_amount)": the record of a group course, with its
 * outlines (attachments dropped) and sku_id null when the course has none.
 * @example buildCourseBookingHandOff({ course: { ...course, price: 1500, class_amount: 4 }, teacher }).price // 6000
 */
export function buildCourseBookingHandOff({
  course,
  teacher,
}: {
  course: HandOffCourseInput;
  teacher: HandOffTeacherInput;
}): CourseBookingHandOff {
  return checkedRecord({
    sku_id: course.sku_id ?? null,
    language: course.language,
    ...teacherFields(teacher),
    group_course_id: course.id,
    topic_id: course.topic_id,
    start_time: toStoredInstant(course.start_time),
    end_time: toStoredInstant(course.end_time),
    duration: course.duration,
    price: getCoursePrice(course),
    teacher_id: course.teacher_id,
    topic_name: course.title,
    class_amount: course.class_amount,
    outlines: course.outlines.map((outline) => ({
      class_title: outline.class_title,
      description: outline.description ?? '',
      start_time: toStoredInstant(outline.start_time),
      end_time: toStoredInstant(outline.end_time),
    })),
  });
}

/**
 * True iff the record is a course's (it carries `group_course_id`).
 * @example isCourseBookingHandOff(record) ? record.group_course_id : record.group_class_id
 */
export function isCourseBookingHandOff(record: BookingHandOff): record is CourseBookingHandOff {
  return 'group_course_id' in record;
}
