import { getGroupClassDetail } from '@app/api';
import { apiQuery } from '../api-query';

/** `GET /v1/group_class/:id`: the class page, the course class page and the payment page read it. */
export function classDetailQuery({ id }: { id: number }) {
  return apiQuery(getGroupClassDetail, { params: { id } });
}
