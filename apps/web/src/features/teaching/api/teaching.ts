import { getTeaching, MY_CLASSES_PAGE_SIZE, type TeachingRow } from '@app/api';
import { type InfiniteData, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
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

type TeachingPages = InfiniteData<{ data: { items: TeachingRow[] } }>;

/**
 * After a cancel, `patch` marks the row cancelled where it is listed instead of refetching at once: the
 * Upcoming list excludes cancelled rows, and a row that vanished on click would hide the outcome.
 * The lists are marked stale, so the next visit, tab switch or focus reads them again.
 */
export async function markTeachingRowCancelled(queryClient: QueryClient, patch: (row: TeachingRow) => TeachingRow): Promise<void> {
  queryClient.setQueriesData<TeachingPages>(
    { queryKey: apiQueryKey(getTeaching) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, data: { ...page.data, items: page.data.items.map(patch) } })),
      },
  );
  await queryClient.invalidateQueries({ queryKey: apiQueryKey(getTeaching), refetchType: 'none' });
}
