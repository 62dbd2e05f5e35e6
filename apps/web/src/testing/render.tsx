import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createContext, type ReactElement, useContext } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ToastProvider } from '../components/toast';
import { I18nProvider } from '../i18n/i18n-provider';
import { createShellReads, type ShellReads, ShellReadsProvider } from '../lib/shell-reads';

/** Shows where the router is, so a test can assert a navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export type AppRenderResult = RenderResult & {
  queryClient: QueryClient;
  /** The shell's reads: the viewer (read with the test's answer of the session read) and the rates. */
  shell: ShellReads;
  /** Renders another element in the same providers (same router, queries and toasts). */
  rerenderInApp: (ui: ReactElement) => void;
};

/** The element under test, given to the router's route so a rerender keeps the same router. */
const UiUnderTest = createContext<ReactElement | null>(null);

function ElementUnderTest() {
  return useContext(UiUnderTest);
}

/**
 * Renders `ui` at `path` with the app's providers (English, a fresh query client without retries,
 * fresh shell reads)
 * and a probe of the current location on every route. The router is a data router, as the app's
 * (app/router.tsx): navigations render as they do there (in a transition unless `flushSync`).
 */
export function renderWithApp(ui: ReactElement, { path = '/', route = path }: { path?: string; route?: string } = {}): AppRenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const shell = createShellReads();
  const router = createMemoryRouter(
    [
      {
        path: route,
        element: (
          <>
            <ElementUnderTest />
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  const wrap = (element: ReactElement) => (
    <QueryClientProvider client={queryClient}>
      <ShellReadsProvider reads={shell}>
        <I18nProvider initialLocale="en">
          <ToastProvider>
            <UiUnderTest.Provider value={element}>
              {/* What react-router/dom's provider passes; imported from there, vitest loads a second copy of the router. */}
              <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
            </UiUnderTest.Provider>
          </ToastProvider>
        </I18nProvider>
      </ShellReadsProvider>
    </QueryClientProvider>
  );
  const result = render(wrap(ui));
  return {
    ...result,
    queryClient,
    shell,
    rerenderInApp: (next) => {
      result.rerender(wrap(next));
    },
  };
}

/**
 * Lets the router finish a navigation started outside act() (microtasks only, no later task): what
 * a browser has done before it next paints or takes another click.
 */
export async function settleMicrotasks(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}
