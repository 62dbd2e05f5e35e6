import { checkClassBookStatus, checkCourseBookStatus } from '@app/api';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

// The booking checks are never fresh from an earlier read: a spot may have gone since (000 §4 Book flow).

/** May the signed-in user book this class now? */
export function classBookStatusQuery({ id }: { id: number }) {
  return queryOptions({ ...apiQuery(checkClassBookStatus, { params: { id } }), staleTime: 0 });
}

/** May the signed-in user book this course now? */
export function courseBookStatusQuery({ id }: { id: number }) {
  return queryOptions({ ...apiQuery(checkCourseBookStatus, { params: { id } }), staleTime: 0 });
}
