import {
  CLASS_STATUSES,
  CLASS_STUDENT_STATUSES,
  LESSON_STATUSES,
  REVIEW_CONTENT_MAX_LENGTH,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX_LENGTH,
} from '@app/domain';
import { z } from 'zod';
import { queryInt } from '../contract/query';

/** Issue 17: what a review is about, in the address: the viewer's seat in a class (single or a course's class), or her lesson. */
export const REVIEW_SESSION_KINDS = ['class', 'lesson'] as const;
export type ReviewSessionKind = (typeof REVIEW_SESSION_KINDS)[number];

/** `/v2/me/reviews/:kind/:id`: `id` is the group class id for `class`, the lesson id for `lesson`. */
export const MyReviewParamSchema = z.object({ kind: z.enum(REVIEW_SESSION_KINDS), id: queryInt({ min: 1 }) });

export const WriteReviewBodySchema = z.object({
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  content: z.string().trim().min(1).max(REVIEW_CONTENT_MAX_LENGTH),
});
export type WriteReviewBody = z.infer<typeof WriteReviewBodySchema>;

export const ReviewReplySchema = z.object({ content: z.string(), create_time: z.string() });

/** The student's own review of one session, as she edits it. */
export const MyReviewSchema = z.object({
  comment_id: z.number().int(),
  rating: z.number().int(),
  content: z.string(),
  create_time: z.string(),
  update_time: z.string(),
  reply: ReviewReplySchema.nullable(),
});
export type MyReview = z.infer<typeof MyReviewSchema>;

/**
 * The facts `decideReviewWrite` (@app/domain) needs, so the page offers exactly what the server
 * accepts: for a class the seat and class statuses and the teacher's attendance mark; for a lesson its status.
 */
export const ReviewSessionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('class'),
    id: z.number().int(),
    title: z.string(),
    language: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    class_status: z.enum(CLASS_STATUSES),
    seat_status: z.enum(CLASS_STUDENT_STATUSES),
    attended: z.boolean().nullable(),
    teacher: z.object({ user_id: z.number().int(), nickname: z.string(), avatar_file_name: z.string().nullable() }),
  }),
  z.object({
    kind: z.literal('lesson'),
    id: z.number().int(),
    title: z.null(),
    language: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    status: z.enum(LESSON_STATUSES),
    teacher: z.object({ user_id: z.number().int(), nickname: z.string(), avatar_file_name: z.string().nullable() }),
  }),
]);
export type ReviewSession = z.infer<typeof ReviewSessionSchema>;

export const MyReviewResponseSchema = z.object({ data: z.object({ session: ReviewSessionSchema, review: MyReviewSchema.nullable() }) });
export type MyReviewResponse = z.infer<typeof MyReviewResponseSchema>;

export const ReviewIdParamSchema = z.object({ comment_id: queryInt({ min: 1 }) });
export const ReplyToReviewBodySchema = z.object({ content: z.string().trim().min(1).max(REVIEW_REPLY_MAX_LENGTH) });
export const ReplyToReviewResponseSchema = z.object({ data: z.object({ comment_id: z.number().int(), reply: ReviewReplySchema }) });
