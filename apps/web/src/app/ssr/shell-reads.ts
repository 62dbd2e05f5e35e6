import type { QueryClient } from '@tanstack/react-query';
import { unreadConversationsQuery } from '../../features/messages/api/unread-count';
import { loadViewer, prefetch } from '../../lib/route-loader';
import type { ShellReads } from '../../lib/shell-reads';

/**
 * What the shell of every page reads, for a server render whatever the page's loader needs: the
 * viewer and, signed in, the unread count beside Messages (else the badge arrives after hydration)
 * and the rates when prices show in another currency than USD (else they paint in USD first).
 */
export async function prefetchShell({ shell, queryClient }: { shell: ShellReads; queryClient: QueryClient }): Promise<void> {
  const viewer = await loadViewer(shell);
  if (!viewer) return;
  const currency = viewer.user.currency;
  await Promise.all([
    prefetch(queryClient, unreadConversationsQuery()),
    currency && currency !== 'USD' ? shell.rates.load().catch(() => undefined) : undefined,
  ]);
}
