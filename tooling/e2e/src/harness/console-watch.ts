import type { Page } from 'playwright-core';

/**
 * Every console error and warning of the tab from now on, across navigations, each with the page it
 * came from (a hydration mismatch is one). `ignoreFailedLoads`: Chromium's own "Failed to load
 * resource" line, which an expected 4xx logs (a 404 or 301 document, a visitor's 401 session read),
 * is not the application's message.
 */
export function watchConsole(page: Page, { ignoreFailedLoads = false }: { ignoreFailedLoads?: boolean } = {}): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (ignoreFailedLoads && text.startsWith('Failed to load resource')) return;
    messages.push(`${page.url()}: ${text.slice(0, 300)}`);
  });
  return messages;
}
