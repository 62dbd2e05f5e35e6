import { CLASS_STATUSES, COURSE_STATUSES } from '@app/domain';
import { z } from 'zod';
import { queryInt } from '../contract/query';
import { LessonSchema } from './lessons';
import { SearchPagingSchema } from './shared';

/**
 * `upcoming`: the booking is live (seat not cancelled, class or course not cancelled or terminated)
 * and has not ended (`end_time > now`, so a class in progress is upcoming until its end). `past`:
 * everything else: ended, or cancelled by anyone.
 */
export const MY_CLASSES_SCOPES = ['upcoming', 'past'] as const;
export const MY_CLASSES_PAGE_SIZE = 20;
export const MY_CLASSES_MAX_PAGE_SIZE = 60;

export const MyClassesQuerySchema = z.object({
  scope: z.enum(MY_CLASSES_SCOPES).default('upcoming'),
  page: queryInt({ min: 1, max: 10_000 }).default(1),
  page_size: queryInt({ min: 1, max: MY_CLASSES_MAX_PAGE_SIZE }).default(MY_CLASSES_PAGE_SIZE),
});

/**
 * One row of the student's own list: a single-class seat (`kind: 'class'`) or a course seat
 * (`kind: 'course'`, one row for the whole course). `student_booked_id` is the seat's id: the
 * `studentBookedID` of the class page, or the id of the group-course order page. Times are the
 * class's, or the course's first start and last end. Statuses are the 000 §4 values.
 */
export const MyClassRowSchema = z.object({
  kind: z.enum(['class', 'course']),
  student_booked_id: z.number().int(),
  group_class_id: z.number().int().nullable(),
  course_id: z.number().int().nullable(),
  course_student_id: z.number().int().nullable(),
  topic_id: z.number().int(),
  title: z.string(),
  language: z.string(),
  language_level: z.number().int(),
  category: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  class_amount: z.number().int().nullable(),
  teacher: z.object({ user_id: z.number().int(), nickname: z.string(), avatar_file_name: z.string().nullable() }),
  seat_status: z.string(),
  /** Who last changed the seat (000 §4 update_by): a seat the student cancelled in a course later terminated still reads Canceled. */
  seat_update_by: z.string().nullable(),
  class_status: z.enum(CLASS_STATUSES).nullable(),
  course_status: z.enum(COURSE_STATUSES).nullable(),
});
export type MyClassRow = z.infer<typeof MyClassRowSchema>;

/**
 * A one-to-one lesson in the same list (`student_booked_id` is the lesson id). Upcoming while BOOKED
 * and not ended (`end_time > now`); past when ended or cancelled, like a class seat.
 */
export const MyLessonRowSchema = LessonSchema.pick({
  language: true,
  start_time: true,
  end_time: true,
  duration: true,
  is_trial: true,
  price: true,
}).extend({
  kind: z.literal('lesson'),
  student_booked_id: z.number().int(),
  teacher: z.object({ user_id: z.number().int(), nickname: z.string(), avatar_file_name: z.string().nullable() }),
  lesson_status: LessonSchema.shape.status,
});
export type MyLessonRow = z.infer<typeof MyLessonRowSchema>;

export const MyBookingRowSchema = z.discriminatedUnion('kind', [MyClassRowSchema, MyLessonRowSchema]);
export type MyBookingRow = z.infer<typeof MyBookingRowSchema>;

/** Upcoming soonest first; past most recent first. */
export const MyClassesResponseSchema = z.object({
  data: z.object({ classes: z.array(MyBookingRowSchema), paging: SearchPagingSchema }),
});
