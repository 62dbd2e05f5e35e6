import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

/**
 * What the server rendered a page with and cannot know of the browser: its instant (the server's
 * clock), the visitor's zone (remembered in a cookie, else the server's guess) and window width. The client's
 * first render, which hydrates that HTML, reads the same values so the markup matches; right after
 * hydration they are dropped and every reader moves to the browser's own clock and zone.
 */
export interface RenderSnapshot {
  readonly now: number;
  readonly timeZone: string;
  /** The window width layouts switch on (a phone's or a desktop's, guessed from the User-Agent). */
  readonly viewportWidth: number;
  /** The site's origin (`PUBLIC_URL`), for absolute links such as a share link. */
  readonly origin: string;
}

const SnapshotContext = createContext<RenderSnapshot | null>(null);

/**
 * Holds the snapshot during the server render and the client's hydration, then null. The hand-over
 * re-renders every reader (each card's times), so it runs as a transition, which React splits into
 * slices between which the browser can answer input; as a store whose client value differs from
 * its server value it was one synchronous render of the whole page right after hydration, the
 * longest task of a phone's page load.
 */
export function RenderSnapshotProvider({ snapshot, children }: { snapshot: RenderSnapshot | null; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => {
      setHydrated(true);
    });
  }, []);
  return <SnapshotContext.Provider value={hydrated ? null : snapshot}>{children}</SnapshotContext.Provider>;
}

/** The page's origin: the server's `PUBLIC_URL` while rendering and hydrating, then the window's. */
export function useOrigin(): string {
  return useRenderSnapshot()?.origin ?? window.location.origin;
}

/** The server's values while the page is being rendered there or hydrated here, else null. */
export function useRenderSnapshot(): RenderSnapshot | null {
  return useContext(SnapshotContext);
}
