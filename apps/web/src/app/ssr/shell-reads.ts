import type { QueryClient } from '@tanstack/react-query';
import { unreadConversationsQuery } from '../../features/messages/api/unread-count';
import { loadViewer, prefetch } from '../../lib/route-loader';

/**
 * What the header of every page reads, for a server render whatever the page's loader needs: the
 * viewer and, signed in, the unread count beside Messages (else the badge arrives after hydration).
 */
export async function prefetchShell(queryClient: QueryClient): Promise<void> {
  if (await loadViewer(queryClient)) await prefetch(queryClient, unreadConversationsQuery());
}
