import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PagedList } from './search-results';

/** The items of every loaded page of a header-paged list (`{ items, hasNext }` pages), as one list. */
export function usePagedList<T>(query: UseInfiniteQueryResult<InfiniteData<{ items: T[]; hasNext: boolean }>>): PagedList<T> {
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items), [query.data]);
  return {
    items,
    hasNext: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      void query.fetchNextPage();
    },
  };
}
