import { defineEndpoint } from '../contract/endpoint';
import {
  MyReviewParamSchema,
  MyReviewResponseSchema,
  ReplyToReviewBodySchema,
  ReplyToReviewResponseSchema,
  ReviewIdParamSchema,
  WriteReviewBodySchema,
} from '../schemas/reviews';

export const getMyReview = defineEndpoint({
  method: 'GET',
  path: '/v2/me/reviews/:kind/:id',
  access: 'user',
  errors: ['NotFound'],
  summary: "Issue 17: the viewer's class seat or lesson to review (the facts of decideReviewWrite) and her review of it, if any.",
  params: MyReviewParamSchema,
  response: MyReviewResponseSchema,
});

export const writeMyReview = defineEndpoint({
  method: 'PUT',
  path: '/v2/me/reviews/:kind/:id',
  access: 'user',
  errors: ['NotFound', 'ReviewNotOpen', 'ReviewEditClosed'],
  summary:
    "Issue 17: rate (1-5) and review a completed class or lesson, once per seat; the same call edits it for 7 days after it was written. The teacher's average is recomputed from the stored reviews.",
  params: MyReviewParamSchema,
  body: WriteReviewBodySchema,
  response: MyReviewResponseSchema,
});

export const replyToReview = defineEndpoint({
  method: 'POST',
  path: '/v2/teacher/reviews/:comment_id/reply',
  access: 'user',
  errors: ['NotFound', 'ReviewAlreadyReplied'],
  summary: 'Issue 17: the reviewed teacher answers a review, once.',
  params: ReviewIdParamSchema,
  body: ReplyToReviewBodySchema,
  response: ReplyToReviewResponseSchema,
});
