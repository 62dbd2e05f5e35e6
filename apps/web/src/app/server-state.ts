import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { DisplayLocale } from '../i18n/locales';
import type { RenderSnapshot } from '../lib/render-snapshot';
import type { ShellSeed } from '../lib/shell-reads';

/** The id of the `<script type="application/json">` a server-rendered page carries its state in (no inline script: the CSP). */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** What the server hands a rendered page's hydration: the same inputs it rendered with. */
export interface ServerState {
  readonly locale: DisplayLocale;
  readonly snapshot: RenderSnapshot;
  /** The shell's reads (the viewer, the rates), as the server held them. */
  readonly shell: ShellSeed;
  /** The query cache the loaders filled (successful reads only). */
  readonly queries: DehydratedState;
  /**
   * The router's loader data (the loaders only prefetch: null per route), and its errors: only ever
   * a loader's 404, whose JSON `isRouteErrorResponse` still recognises, so the route's error element
   * draws the same not-found screen in the browser.
   */
  readonly router: Pick<HydrationState, 'loaderData' | 'errors'>;
}

/** The JSON for the state element: `<` escaped, so no text in the data can close the element. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replaceAll('<', '\\u003c');
}

/** The state of a server-rendered page, or null for the shell. */
export function readServerState(): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : null;
}
