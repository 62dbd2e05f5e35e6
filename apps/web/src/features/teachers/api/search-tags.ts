import { getTeacherSearchTags } from '@app/api';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** The teacher filter's category tags. */
export function teacherSearchTagsQuery() {
  return queryOptions({ ...apiQuery(getTeacherSearchTags), staleTime: 5 * 60_000 });
}
