import { z } from 'zod';
import { TeacherInfoSchema, TeacherVideoSchema } from './group-class-detail';
import { TeacherLanguageLevelSchema } from './shared';

/** 001 §3 `course_info` of a teacher: the one-to-one prices, USD cents. */
export const TeacherCourseInfoSchema = z.object({
  has_trial: z.boolean(),
  min_price: z.number().int(),
  trial_price: z.number().int(),
  trial_session_count: z.number().int(),
});

/** What the rating rule (`getCardRating`) and the profile header read besides `teacher_info`. */
export const TeacherStatsSchema = z.object({
  first_valid_time: z.string(),
  pro_rating: z.number(),
  tutor_rating: z.number(),
  session_count: z.number().int(),
  student_count: z.number().int(),
  is_new: z.boolean(),
  also_speak: z.array(TeacherLanguageLevelSchema),
});

/**
 * `GET /v1/teachers/{id}` (id = the teacher's user id): the teacher profile page (000 §2 "teacher
 * profile (id, language)"). `is_favor` is false for visitors; `review_total` counts the reviews
 * with text over every language (what the reviews call's `top_total` counts).
 */
export const TeacherProfileResponseSchema = z.object({
  data: z.object({
    teacher_info: TeacherInfoSchema,
    teacher_video: TeacherVideoSchema,
    course_info: TeacherCourseInfoSchema,
    teacher_stats: TeacherStatsSchema,
    favourite_count: z.number().int(),
    is_favor: z.boolean(),
    review_total: z.number().int(),
  }),
});
export type TeacherProfile = z.infer<typeof TeacherProfileResponseSchema>['data'];

/**
 * `GET /v1/users/{id}`: a public profile (000 §2 "user profile (id)"). Never the email. Learning
 * languages in the user's order; spoken languages by the domain's `getSpokenLanguages` (level above
 * 2, native first) over the entries the user is not learning.
 */
export const PublicUserProfileResponseSchema = z.object({
  data: z.object({
    user_id: z.number().int(),
    nickname: z.string(),
    avatar_file_name: z.string().nullable(),
    origin_country_id: z.number().int().nullable(),
    country: z.string().nullable(),
    learning_languages: z.array(z.object({ language: z.string(), level: z.number().int() })),
    spoken_languages: z.array(z.object({ language: z.string(), level: z.number().int(), is_native: z.boolean() })),
    is_teacher: z.boolean(),
    created_at: z.string(),
  }),
});
export type PublicUserProfile = z.infer<typeof PublicUserProfileResponseSchema>['data'];
