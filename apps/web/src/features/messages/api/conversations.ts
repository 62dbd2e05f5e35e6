import { CONVERSATIONS_PAGE_SIZE, getConversation, listConversations, MESSAGES_PAGE_SIZE } from '@app/api';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQueryKey } from '../../../lib/api-query';

export function conversationsQuery() {
  return infiniteQueryOptions({
    queryKey: [...apiQueryKey(listConversations), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      api.call(listConversations, { query: { page: pageParam, page_size: CONVERSATIONS_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.data.paging.has_next ? last.data.paging.page + 1 : undefined),
  });
}

/** Page 1 is the newest messages; "older" pages come after it (each page oldest first). */
export function threadQuery(userId: number) {
  return infiniteQueryOptions({
    queryKey: [...apiQueryKey(getConversation), { userId }, 'pages'],
    queryFn: ({ pageParam, signal }) =>
      api.call(getConversation, { params: { userId }, query: { page: pageParam, page_size: MESSAGES_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.data.paging.has_next ? last.data.paging.page + 1 : undefined),
  });
}
