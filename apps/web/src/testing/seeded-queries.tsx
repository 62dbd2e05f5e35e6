import type { Foundation } from '@app/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { currencyRatesQuery } from '../lib/use-price';
import { viewerQuery } from '../lib/viewer-query';
import { makeRates } from './people-builders';

/**
 * A query client that already holds the viewer (or a visitor, `null`) and the rates table, for
 * stories and tests of components that format prices and times for the signed-in user.
 */
export function makeSeededClient(foundation: Foundation | null): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(viewerQuery.queryKey, foundation);
  client.setQueryData(currencyRatesQuery.queryKey, { data: makeRates() });
  return client;
}

export function SeededQueries({ foundation, children }: { foundation: Foundation | null; children: ReactNode }) {
  const [client] = useState(() => makeSeededClient(foundation));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
