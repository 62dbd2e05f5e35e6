import { z } from 'zod';
import { BOOKING_HAND_OFF_IM_TYPE } from './booking-hand-off';

// The hand-off record's schemas (000 §3). booking-hand-off-schema.test.ts checks each has the plain
// type of booking-hand-off.ts and that parseBookingHandOff (without zod) reads as they do.

/** An instant as stored in the record: ISO-8601 UTC with milliseconds (`2026-03-12T12:00:00.000Z`). */
const StoredInstantSchema = z.iso.datetime();

/** `BookingHandOffOutline` as a schema. */
export const BookingHandOffOutlineSchema = z.strictObject({
  class_title: z.string(),
  description: z.string(),
  start_time: StoredInstantSchema,
  end_time: StoredInstantSchema,
});

const handOffShape = {
  sku_id: z.union([z.number(), z.string()]).nullable(),
  language: z.string(),
  avatar_file_name: z.string(),
  im_type: z.literal(BOOKING_HAND_OFF_IM_TYPE),
  im_account: z.string(),
  topic_id: z.number().int(),
  start_time: StoredInstantSchema,
  end_time: StoredInstantSchema,
  duration: z.number().int().positive(),
  teacher_name: z.string(),
  price: z.number().nonnegative(),
  teacher_id: z.number().int(),
  topic_name: z.string(),
  is_pro: z.boolean(),
  class_amount: z.number().int().positive(),
  outlines: z.array(BookingHandOffOutlineSchema),
};

/** `ClassBookingHandOff` as a schema: 000 §3 "Booking hand-off record" of a group class. */
export const ClassBookingHandOffSchema = z.strictObject({ ...handOffShape, group_class_id: z.number().int() });

/** `CourseBookingHandOff` as a schema: 000 §3 "Booking hand-off record" of a group course. */
export const CourseBookingHandOffSchema = z.strictObject({ ...handOffShape, group_course_id: z.number().int() });

/** `BookingHandOff` as a schema. Strict: exactly one of group_class_id / group_course_id, no unknown keys. */
export const BookingHandOffSchema = z.union([ClassBookingHandOffSchema, CourseBookingHandOffSchema]);
