import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useContext, useEffect, useSyncExternalStore } from 'react';

/**
 * Where the app's query client lives. In the browser it is made on first use: the landing page
 * reads through its loader and the shell's reads, so its first load carries no query library
 * (issue 16's budget); every other page waits for the client with its own code (app/router.tsx).
 * A server render's client is there from the start.
 */
export interface QueryClientSlot {
  current: () => QueryClient | undefined;
  subscribe: (listener: () => void) => () => void;
  /** The client, made (once) if it is not yet. */
  get: () => Promise<QueryClient>;
}

export function lazyQueryClientSlot(create: () => Promise<QueryClient>): QueryClientSlot {
  let client: QueryClient | undefined;
  let making: Promise<QueryClient> | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => client,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    get: () =>
      (making ??= create().then((made) => {
        client = made;
        for (const listener of listeners) listener();
        return made;
      })),
  };
}

export function readyQueryClientSlot(client: QueryClient): QueryClientSlot {
  const made = Promise.resolve(client);
  return { current: () => client, subscribe: () => () => undefined, get: () => made };
}

const SlotContext = createContext<QueryClientSlot | null>(null);

/**
 * Provides the slot, and its client to the query hooks once it is made. The same element on the
 * server and in the browser, so hydration meets the tree it rendered. Mounting the client
 * subscribes it to focus and online events, as TanStack's own provider does.
 */
export function QueryClientSlotProvider({ slot, children }: { slot: QueryClientSlot; children: ReactNode }) {
  const client = useSyncExternalStore(slot.subscribe, slot.current, slot.current);
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => {
      client.unmount();
    };
  }, [client]);
  return (
    <SlotContext.Provider value={slot}>
      <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>
    </SlotContext.Provider>
  );
}

/** The query client for a part of the shell that may render before it is made: suspends until then. */
export function useSlotQueryClient(): QueryClient {
  const slot = useContext(SlotContext);
  const provided = useContext(QueryClientContext);
  if (provided) return provided;
  if (!slot) throw new Error('useSlotQueryClient needs a QueryClientSlotProvider');
  return slot.current() ?? use(slot.get());
}
