import { CLASS_STATUSES } from '@app/domain';
import { z } from 'zod';
import { LessonSchema } from './lessons';
import { MyClassesQuerySchema, MyClassRowSchema } from './my-classes';
import { SearchPagingSchema } from './shared';

/**
 * The teacher's own schedule, in the student list's tabs and paging: `upcoming` is not cancelled
 * and not ended (`end_time > now`, a class in progress included), soonest first; `past` is
 * everything else, latest first.
 */
export const TeachingQuerySchema = MyClassesQuerySchema;

const PersonSchema = z.object({ user_id: z.number().int(), nickname: z.string(), avatar_file_name: z.string().nullable() });

/**
 * A group class the teacher teaches (a course's classes included, each with its `course_id`).
 * `booked_spots` counts live seats (000 §4: a cancelled seat does not count); `can_cancel` is the
 * domain's `canTeacherCancelClass` at the server's now (000 §6: fewer than 2 spots booked, not
 * started, not cancelled or finished); `update_by` says who cancelled a cancelled class.
 */
export const TeachingClassRowSchema = z.object({
  kind: z.literal('class'),
  group_class_id: z.number().int(),
  course_id: z.number().int().nullable(),
  ...MyClassRowSchema.pick({
    topic_id: true,
    title: true,
    language: true,
    language_level: true,
    category: true,
    start_time: true,
    end_time: true,
  }).shape,
  status: z.enum(CLASS_STATUSES),
  update_by: z.string().nullable(),
  booked_spots: z.number().int(),
  max_spots: z.number().int(),
  can_cancel: z.boolean(),
});
export type TeachingClassRow = z.infer<typeof TeachingClassRowSchema>;

/**
 * A one-to-one lesson a student booked with the teacher. `can_cancel` is the domain's
 * `decideTeacherCancelLesson` at the server's now (booked and not started).
 */
export const TeachingLessonRowSchema = LessonSchema.pick({
  id: true,
  language: true,
  start_time: true,
  end_time: true,
  duration: true,
  is_trial: true,
  price: true,
  status: true,
}).extend({
  kind: z.literal('lesson'),
  student: PersonSchema,
  can_cancel: z.boolean(),
});
export type TeachingLessonRow = z.infer<typeof TeachingLessonRowSchema>;

export const TeachingRowSchema = z.discriminatedUnion('kind', [TeachingClassRowSchema, TeachingLessonRowSchema]);
export type TeachingRow = z.infer<typeof TeachingRowSchema>;

export const TeachingResponseSchema = z.object({
  data: z.object({ items: z.array(TeachingRowSchema), paging: SearchPagingSchema }),
});
