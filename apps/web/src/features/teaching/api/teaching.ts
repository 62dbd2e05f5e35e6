import { getTeaching, MY_CLASSES_PAGE_SIZE } from '@app/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ListScope } from '../../../components/scope-tabs';
import { api } from '../../../lib/api-client';
import { apiQueryKey } from '../../../lib/api-query';

/** One list per tab, paged like the student's My classes (the same query schema), "Show more" loads the next page. */
export function teachingQuery(scope: ListScope) {
  return infiniteQueryOptions({
    queryKey: [...apiQueryKey(getTeaching), { scope }, 'pages'],
    queryFn: ({ pageParam, signal }) =>
      api.call(getTeaching, { query: { scope, page: pageParam, page_size: MY_CLASSES_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.data.paging.has_next ? last.data.paging.page + 1 : undefined),
  });
}
