import { getCourseDetail } from '@app/api';
import { apiQuery } from '../api-query';

/** One course group's detail (courses and the payment page read it). */
export function courseDetailQuery({ id }: { id: number }) {
  return apiQuery(getCourseDetail, { params: { id } });
}
