import { ApiClientError, type CallResult, type Foundation, getCurrencyRates, getFoundation, SIGNED_IN_HINT_COOKIE } from '@app/api';
import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import { api } from './api-client';
import { readCookie } from './browser-cookies';
import { createSharedRead, type SharedRead, type SharedReadSeed, type SharedReadState } from './shared-read';

export type CurrencyRatesAnswer = CallResult<typeof getCurrencyRates>;

/** The viewer is read again after a minute; rates change at most daily, one read per hour is plenty. */
export const VIEWER_STALE_MS = 60_000;
export const RATES_STALE_MS = 60 * 60_000;

/**
 * What the shell reads for every page: the signed-in user and their language list (`null` for a
 * visitor), and the rates table that prices in the user's currency need. One set per app in the
 * browser, one per request on the server (src/entry-server.tsx).
 */
export interface ShellReads {
  readonly viewer: SharedRead<Foundation | null>;
  readonly rates: SharedRead<CurrencyRatesAnswer>;
}

/** The shell reads a server render hands its page, so the browser starts where the server was. */
export interface ShellSeed {
  readonly viewer?: SharedReadSeed<Foundation | null> | undefined;
  readonly rates?: SharedReadSeed<CurrencyRatesAnswer> | undefined;
}

/** The signed-in user, or `null` for a visitor (the server answers 401). */
async function readViewer(): Promise<Foundation | null> {
  // The browser without a session is a visitor's: asking would only log a 401 in its console. The
  // server (rendering a page) has no document and always asks with the request's cookies.
  if (typeof document !== 'undefined' && readCookie(SIGNED_IN_HINT_COOKIE) === null) return null;
  try {
    return (await api.call(getFoundation)).data;
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) return null;
    throw error;
  }
}

/** The shell's reads, from a server render's seed if there is one. */
export function createShellReads(seed: ShellSeed = {}): ShellReads {
  return {
    viewer: createSharedRead({ read: readViewer, staleMs: VIEWER_STALE_MS, seed: seed.viewer }),
    rates: createSharedRead({ read: () => api.call(getCurrencyRates), staleMs: RATES_STALE_MS, seed: seed.rates }),
  };
}

export function shellSeed(reads: ShellReads): ShellSeed {
  return { viewer: reads.viewer.seed(), rates: reads.rates.seed() };
}

const ShellReadsContext = createContext<ShellReads | null>(null);

export function ShellReadsProvider({ reads, children }: { reads: ShellReads; children: ReactNode }) {
  return <ShellReadsContext.Provider value={reads}>{children}</ShellReadsContext.Provider>;
}

export function useShellReads(): ShellReads {
  const reads = useContext(ShellReadsContext);
  if (!reads) throw new Error('useShellReads needs a ShellReadsProvider');
  return reads;
}

/**
 * A shared read's state, read (again) when the component mounts and when the tab comes back while
 * the answer is stale, as the query cache does for the pages' own reads.
 */
export function useSharedRead<T>(read: SharedRead<T>, enabled = true): SharedReadState<T> {
  const state = useSyncExternalStore(read.subscribe, read.state, read.state);
  useEffect(() => {
    if (!enabled) return;
    const load = () => {
      read.load().catch(() => undefined);
    };
    load();
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [read, enabled]);
  return state;
}
