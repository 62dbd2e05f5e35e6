import type { Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '../src/components/toast';
import { loadEnglish } from '../src/i18n/english';
import { I18nProvider } from '../src/i18n/i18n-provider';
import '../src/styles.css';

// Stories render components with the data they are given; the query client never reaches a server
// (retries off), so a story that forgot to pass data shows its loading or error state.
const preview: Preview = {
  // As in the app, where a route renders once the English catalog beyond its core has loaded.
  loaders: [async () => ({ english: await loadEnglish() })],
  decorators: [
    (Story) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })}>
        <I18nProvider initialLocale="en">
          <ToastProvider>
            <MemoryRouter>
              <Story />
            </MemoryRouter>
          </ToastProvider>
        </I18nProvider>
      </QueryClientProvider>
    ),
  ],
  parameters: { layout: 'padded' },
};
export default preview;
