import { getCourseOrder } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** A student's course order: the order page and each class of the course read it. */
export function courseOrderQuery({ id }: { id: number }) {
  return apiQuery(getCourseOrder, { params: { id } });
}
