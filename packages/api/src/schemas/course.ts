import { CLASS_STATUSES, CLASS_STUDENT_STATUSES, COURSE_STATUSES, COURSE_STUDENT_STATUSES } from '@app/domain';
import { z } from 'zod';
import { AttachmentSchema, GroupTopicSchema, TeacherInfoSchema } from './group-class-detail';

/** 000 §3 "course_students (student_id, status, update_by)", plus the seat id and what an attendee avatar shows. */
export const CourseStudentSchema = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  status: z.enum(COURSE_STUDENT_STATUSES),
  update_by: z.string().nullable(),
  nickname: z.string(),
  avatar_file_name: z.string().nullable(),
});
export type CourseStudent = z.infer<typeof CourseStudentSchema>;

/**
 * 000 §3 "outlines (per class: class_title, description, start_time, end_time, attachments)". One
 * outline is one class of the course, so it also carries that class's id, index and status (the
 * schedule list links each class to its page). `attachments` is empty unless the viewer holds a
 * live seat in that class and the class is not cancelled (000 §5).
 */
export const CourseOutlineSchema = z.object({
  group_class_id: z.number().int(),
  class_index: z.number().int(),
  class_title: z.string(),
  description: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  status: z.enum(CLASS_STATUSES),
  attachments: z.array(AttachmentSchema),
});
export type CourseOutline = z.infer<typeof CourseOutlineSchema>;

/**
 * 000 §3 "Group course": id, course_id, title, description, topic_id, teacher_id, language,
 * language_level, category, price (per class, USD cents), class_amount, duration (minutes per
 * class), min_spots, max_spots, start_time, end_time, status, update_by, outcomes, outlines,
 * course_students. "The price of a course is price times class_amount."
 */
export const GroupCourseSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  topic_id: z.number().int(),
  teacher_id: z.number().int(),
  language: z.string(),
  language_level: z.number().int(),
  category: z.string(),
  tag: z.string().nullable(),
  price: z.number().int(),
  class_amount: z.number().int(),
  duration: z.number().int(),
  min_spots: z.number().int(),
  max_spots: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  status: z.enum(COURSE_STATUSES),
  update_by: z.string().nullable(),
  outcomes: z.array(z.string()),
  outlines: z.array(CourseOutlineSchema),
  course_students: z.array(CourseStudentSchema),
});
export type GroupCourse = z.infer<typeof GroupCourseSchema>;

/** `GET /v3/group_class/courses/{id}` (000 §7 "course with course_students"), with what the course page shows beside it. */
export const CourseDetailResponseSchema = z.object({
  data: z.object({
    group_course: GroupCourseSchema,
    teacher_info: TeacherInfoSchema,
    group_topic: GroupTopicSchema,
  }),
});
export type CourseDetail = z.infer<typeof CourseDetailResponseSchema>['data'];

/** The student's seat in one class of the course: `bid` of the group-course class page (000 §2). */
export const CourseClassSeatSchema = z.object({
  group_class_id: z.number().int(),
  group_class_student_id: z.number().int(),
  status: z.enum(CLASS_STUDENT_STATUSES),
});
export type CourseClassSeat = z.infer<typeof CourseClassSeatSchema>;

/** A course booking: the course seat and the class seats it holds. `order_id` is the course seat's id. */
export const CourseOrderSchema = z.object({
  order_id: z.number().int(),
  course_id: z.number().int(),
  course_student: z.object({
    id: z.number().int(),
    student_id: z.number().int(),
    status: z.enum(COURSE_STUDENT_STATUSES),
    update_by: z.string().nullable(),
  }),
  class_seats: z.array(CourseClassSeatSchema),
});
export type CourseOrder = z.infer<typeof CourseOrderSchema>;

/** Paying for a course seat. Same body as a class booking. */
export const BookCourseBodySchema = z.object({
  booking_flow_id: z
    .string()
    .regex(/^\w{1,64}$/)
    .optional(),
});

/** The BOOK answer: the order and the wallet balance after the one charge of price x class_amount. */
export const BookCourseResponseSchema = z.object({
  data: z.object({ order: CourseOrderSchema, balance: z.number().int() }),
});

/**
 * The course CANCEL action. For a booked student it is 000 §4 "Cancel a course spot" ("An error field
 * in the response means failure"; success carries none): `spot-cancelled` with the cancelled order,
 * the cents refunded, the balance and the 000 §8 success text. For the course's teacher it cancels the
 * whole course: `course-cancelled` with how many booked seats were refunded.
 */
export const CancelCourseResponseSchema = z.object({
  data: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('spot-cancelled'),
      order: CourseOrderSchema,
      refunded: z.number().int(),
      balance: z.number().int(),
      message: z.string(),
    }),
    z.object({ kind: z.literal('course-cancelled'), refunded_seats: z.number().int() }),
  ]),
});

/** The group-course order detail page (000 §2 page key, id = the course seat id): the order and its course. */
export const CourseOrderDetailResponseSchema = z.object({
  data: z.object({
    order: CourseOrderSchema,
    group_course: GroupCourseSchema,
    teacher_info: TeacherInfoSchema,
    group_topic: GroupTopicSchema,
  }),
});
export type CourseOrderDetail = z.infer<typeof CourseOrderDetailResponseSchema>['data'];
