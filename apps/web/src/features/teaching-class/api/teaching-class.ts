import { getTeachingClass } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** `GET /v1/teaching/classes/:id`: the class as its teacher sees it (roster, marks, what she may do). */
export function teachingClassQuery({ id }: { id: number }) {
  return apiQuery(getTeachingClass, { params: { id } });
}
