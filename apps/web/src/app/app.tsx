import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ToastProvider } from '../components/toast';
import { I18nProvider, storedDisplayLocale } from '../i18n/i18n-provider';
import { browserTimeZone } from '../lib/browser-time-zone';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  // Loaders see the locale and zone the page will use (the provider's choice, the browser's zone).
  const [router] = useState(() => createAppRouter(() => ({ queryClient, locale: storedDisplayLocale(), timeZone: browserTimeZone() })));
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
