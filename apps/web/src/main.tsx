import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { App } from './app/app';
import { createRoutes } from './app/router';
import { readServerState } from './app/server-state';
import { loadCatalog, storedDisplayLocale } from './i18n/i18n-provider';
import { browserTimeZone, rememberBrowserTimeZone } from './lib/browser-time-zone';
import { lazyQueryClientSlot } from './lib/query-client-slot';
import { createShellReads } from './lib/shell-reads';
import './styles.css';

/**
 * The matched routes' modules, loaded before hydrating: a route still lazy would render nothing
 * while it loads, which is not the server's HTML.
 */
async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const lazy = (matchRoutes(routes, window.location) ?? []).map((m) => m.route).filter((route) => typeof route.lazy === 'function');
  await Promise.all(
    lazy.map(async (route) => {
      const resolved = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

/**
 * Ends the current task: the module graph, the zone data, reading the server's state and building
 * the router each run in a task of their own, so none holds the main thread long enough to delay
 * a tap (and Lighthouse's TBT counts none of them).
 */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  // The next server-rendered page of this visitor shows their times at once. The first date
  // format loads the browser's zone data, a long step on a slow phone: it gets a task of its own.
  rememberBrowserTimeZone();
  await nextTask();
  const server = readServerState();
  // A server-rendered page's reads go in first, so nothing is asked twice: the shell's now, the query
  // cache's when the client is made (with the first page that reads through it; not the landing).
  const shell = createShellReads(server?.shell);
  const queryClients = lazyQueryClientSlot(() =>
    import('./app/browser-query-client').then(({ createBrowserQueryClient }) => createBrowserQueryClient(server?.queries)),
  );
  // Loaders see the locale and zone the page will use (the provider's choice, the browser's zone).
  const routes = createRoutes(() => ({ queryClients, shell, locale: storedDisplayLocale(), timeZone: browserTimeZone(), now: Date.now() }));
  if (!server) {
    const router = createBrowserRouter(routes);
    createRoot(root).render(
      <StrictMode>
        <App queryClients={queryClients} shell={shell} router={router} server={null} />
      </StrictMode>,
    );
    return;
  }
  // English is read synchronously (its core, and the rest with any page that needs it).
  const [catalog] = await Promise.all([
    server.locale === 'en' ? undefined : loadCatalog(server.locale),
    resolveLazyMatches(routes),
    nextTask(),
  ]);
  const router = createBrowserRouter(routes, { hydrationData: server.router });
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (React Router's own client entry does the same).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClients={queryClients} shell={shell} router={router} server={server} catalog={catalog} />
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
