import { searchCourses, searchGroupClasses } from '@app/api';
import { buildCourseListParams, buildGroupClassListParams, type SearchRequestInput } from '@app/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQueryKey } from '../../../lib/api-query';
import { listKey } from '../../../lib/list-key';

/** 001 §4.1 "single classes load 60 per page, and 'SHOW MORE' loads the next page while the server says there is one". */
export function classListQuery(input: SearchRequestInput) {
  const first = buildGroupClassListParams({ ...input, offset: 0 });
  return infiniteQueryOptions({
    queryKey: [...apiQueryKey(searchGroupClasses), listKey(first)],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.call(searchGroupClasses, { query: buildGroupClassListParams({ ...input, offset: pageParam }), signal }),
    getNextPageParam: (last, pages) => (last.hasNext ? pages.reduce((sum, page) => sum + page.items.length, 0) : undefined),
  });
}

/** 001 §4.1 "courses load 3 per page in the single-class view and 60 per page in the course view". */
export function courseListQuery(input: SearchRequestInput) {
  const first = buildCourseListParams({ ...input, offset: 0 });
  return infiniteQueryOptions({
    queryKey: [...apiQueryKey(searchCourses), listKey(first)],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => api.call(searchCourses, { query: buildCourseListParams({ ...input, offset: pageParam }), signal }),
    getNextPageParam: (last, pages) => (last.hasNext ? pages.reduce((sum, page) => sum + page.items.length, 0) : undefined),
  });
}
