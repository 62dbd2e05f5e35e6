import { fileURLToPath } from 'node:url';
import { type Clock, type E2eServer, startE2eServer } from '@app/server/testing/e2e-server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium';
import { openPage, type TestPage, type ViewportName } from './pages';

export const WEB_DIST = fileURLToPath(new URL('../../../../apps/web/dist', import.meta.url));

export interface E2eContext {
  readonly server: E2eServer;
  readonly browser: Browser;
  open(options?: { viewport?: ViewportName; timezoneId?: string; locale?: string; javaScriptEnabled?: boolean }): Promise<TestPage>;
}

/**
 * Starts the seeded server and Chromium for the spec file, and closes both after it. Call at the top
 * of a spec file; read the context inside tests.
 */
export function useE2e({
  clock,
  smtpUrl,
}: {
  clock?: Clock;
  /** The SMTP server the e2e server sends its mails to (read when the server starts, after earlier `beforeAll`s). */
  smtpUrl?: () => string;
} = {}): E2eContext {
  const state: { server?: E2eServer; browser?: Browser } = {};
  const pages: TestPage[] = [];
  beforeAll(async () => {
    [state.server, state.browser] = await Promise.all([
      startE2eServer({ webDist: WEB_DIST, clock, smtpUrl: smtpUrl?.() }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await Promise.all(pages.map((p) => p.context.close().catch(() => undefined)));
    await state.browser?.close();
    await state.server?.close();
  });
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started (use the context inside tests)`);
    return value;
  };
  return {
    get server() {
      return need(state.server, 'server');
    },
    get browser() {
      return need(state.browser, 'browser');
    },
    async open(options = {}) {
      const page = await openPage({ browser: need(state.browser, 'browser'), baseUrl: need(state.server, 'server').url, ...options });
      pages.push(page);
      return page;
    },
  };
}
