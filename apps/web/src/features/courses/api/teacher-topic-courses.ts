import { getTeachingTopicCourses } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** `GET /v1/teaching/topics/:id/courses`: the signed-in teacher's own courses of her course topic. */
export function teacherTopicCoursesQuery({ topicId }: { topicId: number }) {
  return apiQuery(getTeachingTopicCourses, { params: { id: topicId } });
}
