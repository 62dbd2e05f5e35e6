import { getAvailableClasses } from '@app/api';
import { TOPIC_SLOTS_INITIAL_PAGE_SIZE, TOPIC_SLOTS_MODAL_PAGE_SIZE } from '@app/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, apiQueryKey } from '../../../lib/api-query';

/** 000 §7 available_classes "page_size (2 initially)": the slot list on the page. */
export function firstSlotsQuery(topicId: number) {
  return apiQuery(getAvailableClasses, { query: { topic_id: topicId, page: 1, page_size: TOPIC_SLOTS_INITIAL_PAGE_SIZE } });
}

/** "the modal uses page_size 60": every slot, page after page. */
export function allSlotsQuery(topicId: number) {
  return infiniteQueryOptions({
    queryKey: [...apiQueryKey(getAvailableClasses), { topic_id: topicId, page_size: TOPIC_SLOTS_MODAL_PAGE_SIZE }, 'pages'],
    queryFn: ({ pageParam, signal }) =>
      api.call(getAvailableClasses, { query: { topic_id: topicId, page: pageParam, page_size: TOPIC_SLOTS_MODAL_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.data.paging.has_next ? last.data.paging.page + 1 : undefined),
  });
}
