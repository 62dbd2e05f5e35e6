import { getTeaching, type TeachingRow } from '@app/api';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { apiQueryKey } from '../api-query';

type TeachingPages = InfiniteData<{ data: { items: TeachingRow[] } }>;

/**
 * After a cancel, `patch` marks the row cancelled where it is listed instead of refetching at once: the
 * Upcoming list excludes cancelled rows, and a row that vanished on click would hide the outcome.
 * The lists are marked stale, so the next visit, tab switch or focus reads them again. In lib/: the
 * teacher's schedule and her class page both cancel.
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
