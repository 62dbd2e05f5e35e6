import { z } from 'zod';
import { GroupTopicSchema, TeacherInfoSchema, TeacherVideoSchema } from './group-class-detail';

/** A listed topic is either single classes (`class`) or a group course (`course`). */
export const TOPIC_KINDS = ['class', 'course'] as const;

/**
 * What a course topic carries beyond the topic (000 §3 "Group course"), from one of its groups:
 * the next group still open for booking, else the latest one. `price` is per class and
 * `course_price` = price x class_amount (the domain's getCoursePrice); `outlines` are the weekly
 * classes' titles and descriptions, without times (each group has its own; see the course list).
 */
export const CourseTopicInfoSchema = z.object({
  course_id: z.number().int(),
  class_amount: z.number().int(),
  price: z.number().int(),
  course_price: z.number().int(),
  min_spots: z.number().int(),
  max_spots: z.number().int(),
  outcomes: z.array(z.string()),
  outlines: z.array(z.object({ class_index: z.number().int(), class_title: z.string(), description: z.string() })),
});
export type CourseTopicInfo = z.infer<typeof CourseTopicInfoSchema>;

/**
 * `GET /v1/group_topics/{id}`: the topic page before booking (000 §2 A and D). `course` is null for
 * a class topic, and for a course topic that has no group yet.
 */
export const TopicDetailResponseSchema = z.object({
  data: z.object({
    group_topic: GroupTopicSchema,
    teacher_info: TeacherInfoSchema,
    teacher_video: TeacherVideoSchema,
    kind: z.enum(TOPIC_KINDS),
    course: CourseTopicInfoSchema.nullable(),
  }),
});
export type TopicDetail = z.infer<typeof TopicDetailResponseSchema>['data'];
