import { defineEndpoint } from '../contract/endpoint';
import { TeacherReviewsParamSchema, TeacherReviewsQuerySchema, TeacherReviewsResponseSchema } from '../schemas/teacher-reviews';

export const getTeacherLessonReviews = defineEndpoint({
  method: 'GET',
  path: '/v2/teacher/:id/lesson_reviews',
  access: 'public',
  errors: ['NotFound'],
  summary: "A teacher's lesson reviews, newest first (000 §7): data.review_list and paging.has_next.",
  params: TeacherReviewsParamSchema,
  query: TeacherReviewsQuerySchema,
  response: TeacherReviewsResponseSchema,
});
