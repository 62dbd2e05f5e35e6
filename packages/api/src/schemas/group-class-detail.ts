import { CLASS_STATUSES, CLASS_STUDENT_STATUSES, COURSE_STATUSES } from '@app/domain';
import { z } from 'zod';
import { queryInt } from '../contract/query';

/** 000 §3 "attachments (each with file_url, file_name)". The file itself is served only to booked students. */
export const AttachmentSchema = z.object({ file_url: z.string(), file_name: z.string() });

/** The class and the attachment of a material download. */
export const AttachmentParamSchema = z.object({ id: queryInt({ min: 1 }), attachment_id: queryInt({ min: 1 }) });

/** 000 §3 "communication_tools.zoom (account = meeting id, pass_code, link)". */
export const MeetingToolsSchema = z.object({
  zoom: z.object({ account: z.string(), pass_code: z.string(), link: z.string() }),
});

/** 000 §3 "Group class student". */
export const GroupClassStudentSchema = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string(),
  avatar_file_name: z.string().nullable(),
  status: z.enum(CLASS_STUDENT_STATUSES),
  update_by: z.string().nullable(),
  operator: z.string().nullable(),
});

/**
 * A classmate as a booked student sees them: 000 §1 "a class shows up to 6 participant avatars",
 * so a face and a name, never a user id or a seat status.
 */
/**
 * 000 §3 "Group class". `communication_tools` is null unless the viewer is a booked student inside
 * the meeting window (000 §4: "The meeting id and passcode are shown only from 10 min before start
 * while scheduled and not ended").
 */
export const GroupClassSchema = z.object({
  id: z.number().int(),
  topic_id: z.number().int(),
  course_id: z.number().int().nullable(),
  teacher_id: z.number().int(),
  title: z.string(),
  intro: z.string(),
  outcome_desc: z.string(),
  class_index: z.number().int(),
  category: z.string(),
  tag: z.string().nullable(),
  language: z.string(),
  language_level: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  duration: z.number().int(),
  price: z.number().int(),
  student_capacity: z.number().int(),
  status: z.enum(CLASS_STATUSES),
  sku_id: z.string(),
  intro_cover: z.string().nullable(),
  video_url: z.string().nullable(),
  qiniu_video_url: z.string().nullable(),
  attachments: z.array(AttachmentSchema),
  communication_tools: MeetingToolsSchema.nullable(),
  /**
   * The seats the viewer may see in full: every seat for the class's teacher (the roster), the
   * viewer's own seats for a student, none for a visitor. Never anyone else's user id or status.
   */
  group_class_students: z.array(GroupClassStudentSchema),
  /** Seats taken (not cancelled), everyone's: what the spots line counts. */
  taken_seats: z.number().int(),
  update_by: z.string().nullable(),
  operator: z.string().nullable(),
  topic_count: z.number().int(),
});
export type GroupClass = z.infer<typeof GroupClassSchema>;

/** 000 §3 "Group topic". */
export const GroupTopicSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  outcome_desc: z.string(),
  language: z.string(),
  language_level: z.number().int(),
  duration: z.number().int(),
  student_capacity: z.number().int(),
  category: z.string(),
  tag: z.string().nullable(),
  price: z.number().int(),
  status: z.string(),
});
export type GroupTopic = z.infer<typeof GroupTopicSchema>;

/** 000 §3 "Teacher info". */
export const TeacherInfoSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string(),
  avatar_file_name: z.string().nullable(),
  origin_country_id: z.number().int().nullable(),
  country: z.string().nullable(),
  short_signature: z.string(),
  about_teacher: z.string(),
  is_pro: z.boolean(),
  overall_rating: z.number(),
  teach_language: z.array(z.object({ language: z.string(), level: z.number().int() })),
});
export type TeacherInfo = z.infer<typeof TeacherInfoSchema>;

/**
 * 000 §3 "Teacher video: cover_name, qiniu_video_pic_url, qiniu_video_url, video_url". `cover_name`
 * is the poster; the `qiniu_` fields repeat the others (this server is the only host, no CDN copy).
 */
export const TeacherVideoSchema = z.object({
  cover_name: z.string().nullable(),
  qiniu_video_pic_url: z.string().nullable(),
  qiniu_video_url: z.string().nullable(),
  video_url: z.string().nullable(),
});
export type TeacherVideo = z.infer<typeof TeacherVideoSchema>;

/** The course a class belongs to, as the class page's course block needs it. */
export const GroupCourseSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(COURSE_STATUSES),
  start_time: z.string(),
  end_time: z.string(),
  class_amount: z.number().int(),
  price: z.number().int(),
});

/** `GET /v2/group_class/group_classes/{classID}`: "group_class, group_course, teacher_info, group_topic" (000 §7). */
export const GroupClassDetailResponseSchema = z.object({
  data: z.object({
    group_class: GroupClassSchema,
    group_course: GroupCourseSummarySchema.nullable(),
    teacher_info: TeacherInfoSchema,
    group_topic: GroupTopicSchema,
  }),
});
export type GroupClassDetail = z.infer<typeof GroupClassDetailResponseSchema>['data'];
