import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastProvider } from '../components/toast';
import { I18nProvider } from '../i18n/i18n-provider';

/** Shows where the router is, so a test can assert a navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export type AppRenderResult = RenderResult & {
  queryClient: QueryClient;
  /** Renders another element in the same providers (same router, queries and toasts). */
  rerenderInApp: (ui: ReactElement) => void;
};

/**
 * Renders `ui` at `path` with the app's providers (English, a fresh query client without retries)
 * and a probe of the current location on every route.
 */
export function renderWithApp(ui: ReactElement, { path = '/', route = path }: { path?: string; route?: string } = {}): AppRenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrap = (element: ReactElement) => (
    <QueryClientProvider client={queryClient}>
      <I18nProvider initialLocale="en">
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route
                path={route}
                element={
                  <>
                    {element}
                    <LocationProbe />
                  </>
                }
              />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
  const result = render(wrap(ui));
  return {
    ...result,
    queryClient,
    rerenderInApp: (next) => {
      result.rerender(wrap(next));
    },
  };
}
