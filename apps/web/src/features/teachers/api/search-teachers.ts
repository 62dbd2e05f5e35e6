import { type CallArgs, searchTeachers } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** `POST /v2/teachers/search` with a built payload (a page of teachers, or a count only). */
export function searchTeachersQuery(body: CallArgs<typeof searchTeachers>['body']) {
  return apiQuery(searchTeachers, { body });
}
