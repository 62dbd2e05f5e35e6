import type { Foundation } from '@app/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createShellReads, ShellReadsProvider } from '../lib/shell-reads';
import { makeRates } from './people-builders';

/** Never stale: a story or test holds its seeded viewer however long it stays open. */
const NEVER_STALE = Number.MAX_SAFE_INTEGER;

/**
 * A query client and shell reads that already hold the viewer (or a visitor, `null`) and the rates
 * table, for stories and tests of components that format prices and times for the signed-in user.
 */
export function SeededQueries({ foundation, children }: { foundation: Foundation | null; children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }));
  const [shell] = useState(() =>
    createShellReads({ viewer: { data: foundation, readAt: NEVER_STALE }, rates: { data: { data: makeRates() }, readAt: NEVER_STALE } }),
  );
  return (
    <QueryClientProvider client={client}>
      <ShellReadsProvider reads={shell}>{children}</ShellReadsProvider>
    </QueryClientProvider>
  );
}
