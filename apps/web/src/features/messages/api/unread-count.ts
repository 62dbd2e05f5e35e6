import { listConversations } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** The first conversation only: the answer carries the unread total for the header link. */
export function unreadConversationsQuery() {
  return apiQuery(listConversations, { query: { page: 1, page_size: 1 } });
}
