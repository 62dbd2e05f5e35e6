import { getMyClasses, MY_CLASSES_PAGE_SIZE, type MY_CLASSES_SCOPES } from '@app/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQueryKey } from '../../../lib/api-query';

export type MyClassesScope = (typeof MY_CLASSES_SCOPES)[number];

/** One list per tab, 20 rows a page, "Show more" loads the next page. */
export function myClassesQuery(scope: MyClassesScope) {
  return infiniteQueryOptions({
    queryKey: [...apiQueryKey(getMyClasses), { scope }, 'pages'],
    queryFn: ({ pageParam, signal }) =>
      api.call(getMyClasses, { query: { scope, page: pageParam, page_size: MY_CLASSES_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.data.paging.has_next ? last.data.paging.page + 1 : undefined),
  });
}
