import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/**
 * The browser's query client, with what a server-rendered page's loaders read already in it.
 * Imported on first use (lib/query-client-slot.tsx): the landing page's first load goes without it.
 */
export function createBrowserQueryClient(queries: DehydratedState | undefined) {
  const queryClient = createQueryClient();
  if (queries) hydrate(queryClient, queries);
  return queryClient;
}
