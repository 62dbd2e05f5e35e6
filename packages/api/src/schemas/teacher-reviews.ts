import { z } from 'zod';
import { queryFlag, queryInt } from '../contract/query';
import { TEACHER_SEARCH_NAME_MAX_LENGTH } from './shared';

// Apart from the teacher search so that pages showing reviews (the topic page) do not load the
// search payload rules.

export const TeacherReviewsParamSchema = z.object({ id: queryInt({ min: 1 }) });

// ---------------------------------------------------------------------------------------------
// GET /v2/teacher/{id}/lesson_reviews (000 §7)
// ---------------------------------------------------------------------------------------------

/** 000 §9 "Review page size is 20"; larger pages are refused. */
export const TEACHER_REVIEWS_PAGE_SIZE = 20;
export const TEACHER_REVIEWS_MAX_PAGE_SIZE = 50;

export const TeacherReviewsQuerySchema = z.object({
  page: queryInt({ min: 1, max: 100_000 }).default(1),
  page_size: queryInt({ min: 1, max: TEACHER_REVIEWS_MAX_PAGE_SIZE }).default(TEACHER_REVIEWS_PAGE_SIZE),
  language: z.string().trim().min(1).max(TEACHER_SEARCH_NAME_MAX_LENGTH).optional(),
  /** 1: also answer `data.top_total`, the teacher's review count over every language. */
  need_top_total: queryFlag.default(false),
  /** 1: include reviews whose text is empty; 0 (default): only reviews with text. */
  allow_empty: queryFlag.default(false),
});

/** 000 §3 "Review: comment_info (comment_id, content, session_language, create_time), lesson_count, user_info". */
export const TeacherReviewSchema = z.object({
  comment_info: z.object({
    comment_id: z.number().int(),
    content: z.string(),
    session_language: z.string(),
    create_time: z.string(),
  }),
  lesson_count: z.number().int(),
  /** Issue 17: the student's stars (1-5) and the teacher's one reply. */
  rating: z.number().int(),
  reply: z.object({ content: z.string(), create_time: z.string() }).nullable(),
  user_info: z.object({
    avatar_file_name: z.string().nullable(),
    origin_country_id: z.number().int().nullable(),
    user_id: z.number().int(),
    nickname: z.string(),
  }),
});
export type TeacherReview = z.infer<typeof TeacherReviewSchema>;

export const TeacherReviewsResponseSchema = z.object({
  data: z.object({
    review_list: z.array(TeacherReviewSchema),
    top_total: z.number().int().optional(),
    /** Issue 17: the mean of every stored rating of the teacher (all languages, with or without text) and their count. */
    rating: z.object({ average: z.number(), count: z.number().int() }),
  }),
  paging: z.object({ page: z.number().int(), total: z.number().int(), has_next: z.boolean() }),
});
