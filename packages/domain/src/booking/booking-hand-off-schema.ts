import { z } from 'zod';
import { BOOKING_HAND_OFF_IM_TYPE } from './booking-hand-off';

// The hand-off record's schema and parser (000 §3), for the page that reads the record back (the
// payment page). Apart from the builders in booking-hand-off.ts: the book click writes the record
// and should not load zod for it.

/** An instant as stored in the record: ISO-8601 UTC with milliseconds (`2026-03-12T12:00:00.000Z`). */
const StoredInstantSchema = z.iso.datetime();

/** 000 §3 "outlines (per class: class_title, description, start_time, end_time, attachments)", minus attachments. */
export const BookingHandOffOutlineSchema = z.strictObject({
  class_title: z.string(),
  description: z.string(),
  start_time: StoredInstantSchema,
  end_time: StoredInstantSchema,
});
export type BookingHandOffOutline = z.infer<typeof BookingHandOffOutlineSchema>;

const handOffShape = {
  sku_id: z.union([z.number(), z.string()]).nullable(),
  language: z.string(),
  avatar_file_name: z.string(),
  im_type: z.literal(BOOKING_HAND_OFF_IM_TYPE),
  im_account: z.string(),
  topic_id: z.number().int(),
  start_time: StoredInstantSchema,
  end_time: StoredInstantSchema,
  /** Minutes, of one class. */
  duration: z.number().int().positive(),
  teacher_name: z.string(),
  /** The amount to pay: a class's price, or for a course price times class_amount. */
  price: z.number().nonnegative(),
  teacher_id: z.number().int(),
  topic_name: z.string(),
  is_pro: z.boolean(),
  class_amount: z.number().int().positive(),
  outlines: z.array(BookingHandOffOutlineSchema),
};

/** 000 §3 "Booking hand-off record" of a group class (`group_class_id`, class_amount 1, no outlines). */
export const ClassBookingHandOffSchema = z.strictObject({ ...handOffShape, group_class_id: z.number().int() });
export type ClassBookingHandOff = z.infer<typeof ClassBookingHandOffSchema>;

/** 000 §3 "Booking hand-off record" of a group course (`group_course_id`). */
export const CourseBookingHandOffSchema = z.strictObject({ ...handOffShape, group_course_id: z.number().int() });
export type CourseBookingHandOff = z.infer<typeof CourseBookingHandOffSchema>;

/**
 * 000 §3: "sku_id, language, avatar_file_name, im_type (value A), im_account, group_class_id (or
 * group_course_id), topic_id, start_time, end_time, duration, teacher_name, price (for a course,
 * price times class_amount), teacher_id, topic_name, is_pro, class_amount, outlines." Strict:
 * exactly one of group_class_id / group_course_id, no unknown keys.
 */
export const BookingHandOffSchema = z.union([ClassBookingHandOffSchema, CourseBookingHandOffSchema]);
export type BookingHandOff = z.infer<typeof BookingHandOffSchema>;

/**
 * "Parse, don't cast": reads the stored string back (`sessionStorage.getItem(BOOKING_HAND_OFF_SESSION_KEY)`).
 * `null` for a missing value, bad JSON or a record that fails `BookingHandOffSchema`.
 * @example parseBookingHandOff(sessionStorage.getItem(BOOKING_HAND_OFF_SESSION_KEY))
 */
export function parseBookingHandOff(raw: string | null | undefined): BookingHandOff | null {
  if (raw === null || raw === undefined) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = BookingHandOffSchema.safeParse(value);
  return result.success ? result.data : null;
}
