import { type ReactNode, useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ToastProvider } from '../components/toast';
import { I18nProvider, useI18n } from '../i18n/i18n-provider';
import { DISPLAY_LOCALE_STORAGE_KEY, isDisplayLocale } from '../i18n/locales';
import type { AnyCatalog } from '../i18n/translate';
import { readStored } from '../lib/browser-storage';
import { type QueryClientSlot, QueryClientSlotProvider } from '../lib/query-client-slot';
import { type ShellReads, ShellReadsProvider } from '../lib/shell-reads';
import { RenderSnapshotProvider } from '../lib/render-snapshot';
import type { ServerState } from './server-state';

/** A locale stored in this browser before the server knew it (no cookie yet) wins once the page has hydrated. */
function StoredLocale() {
  const { locale, setLocale } = useI18n();
  useEffect(() => {
    const stored = readStored('local', DISPLAY_LOCALE_STORAGE_KEY);
    if (isDisplayLocale(stored) && stored !== locale) setLocale(stored);
    // Once, after hydration: later changes are the user's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** The providers around the router, the same on the server (src/entry-server.tsx) and in the browser. */
export function AppProviders({
  queryClients,
  shell,
  server,
  catalog,
  children,
}: {
  queryClients: QueryClientSlot;
  shell: ShellReads;
  server: Pick<ServerState, 'locale' | 'snapshot'> | null;
  catalog?: AnyCatalog | undefined;
  children: ReactNode;
}) {
  return (
    <QueryClientSlotProvider slot={queryClients}>
      <ShellReadsProvider reads={shell}>
        <RenderSnapshotProvider snapshot={server?.snapshot ?? null}>
          <I18nProvider {...(server ? { initialLocale: server.locale, initialCatalog: catalog } : {})}>
            {server ? <StoredLocale /> : null}
            <ToastProvider>{children}</ToastProvider>
          </I18nProvider>
        </RenderSnapshotProvider>
      </ShellReadsProvider>
    </QueryClientSlotProvider>
  );
}

/** The browser app: the router (made with these reads) inside the providers. */
export function App({
  queryClients,
  shell,
  router,
  server,
  catalog,
}: {
  queryClients: QueryClientSlot;
  shell: ShellReads;
  router: DataRouter;
  server: ServerState | null;
  catalog?: AnyCatalog | undefined;
}) {
  // Marks the document interactive once React owns it (`<html data-hydrated>`): a server-rendered
  // page's controls do nothing until then, so tools and tests that click wait for it. An effect here,
  // not a component beside the router: the tree must have the server's shape, or useId values differ.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <AppProviders queryClients={queryClients} shell={shell} server={server} catalog={catalog}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
