import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';

/** Desktop 1280 px and phone 375 px (issue 4 "Phones: every page works at 375 px wide; desktop at 1280 px"). */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 812 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Lighthouse's mobile preset's phone (a Moto G Power), as its Chrome sends it. */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36';

export const SCREENSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../../test-results/screenshots');

export interface TestPage {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Requests the page tried to make to any host but ours (blocked): must stay empty. */
  readonly outsideRequests: string[];
  /** Uncaught errors in the page. */
  readonly pageErrors: string[];
}

/**
 * A fresh browser context (own cookies and storage) on our server. Anything addressed to another
 * host is blocked and recorded: the product must work with no internet.
 */
export async function openPage({
  browser,
  baseUrl,
  viewport = 'desktop',
  timezoneId = 'Europe/Berlin',
  locale = 'en-US',
  javaScriptEnabled = true,
}: {
  browser: Browser;
  baseUrl: string;
  viewport?: ViewportName;
  timezoneId?: string;
  locale?: string;
  /** False: the page as a crawler or a browser without JavaScript sees it (the server-rendered HTML alone). */
  javaScriptEnabled?: boolean;
}): Promise<TestPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    javaScriptEnabled,
    viewport: VIEWPORTS[viewport],
    timezoneId,
    locale,
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    // A phone says so in its User-Agent, and the server renders the first HTML at a phone's width
    // from it (request-preferences.ts): without it every phone test began with a desktop page.
    ...(viewport === 'phone' ? { userAgent: PHONE_USER_AGENT } : {}),
  });
  const outsideRequests: string[] = [];
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(baseUrl) || url.startsWith('data:') || url.startsWith('blob:')) {
      await route.continue();
    } else {
      outsideRequests.push(url);
      await route.abort();
    }
  });
  const page = await context.newPage();
  if (javaScriptEnabled) waitForHydrationOnLoad(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => {
    pageErrors.push(error.message);
  });
  return { page, context, outsideRequests, pageErrors };
}

/**
 * After `goto` and `reload` of one of our pages, waits until React owns it (`<html data-hydrated>`,
 * set by the app): a server-rendered control clicked earlier does nothing, as for a real user.
 */
function waitForHydrationOnLoad(page: Page): void {
  const untilHydrated = async (response: Response | null): Promise<Response | null> => {
    if (response?.headers()['content-type']?.startsWith('text/html')) {
      // A page of the app (it has #root) is ready when hydrated; a static page (the teachers' 404) at once.
      await page.waitForSelector('html[data-hydrated], html:not(:has(#root))', { state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => untilHydrated(await goto(url, options));
  page.reload = async (options) => untilHydrated(await reload(options));
}

/** Saves `test-results/screenshots/<name>.png` (a CI artifact; look at them). */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Signs in through the API from inside the page's context, so the session cookie lands in the browser. */
export async function signInAs(page: Page, email: string, password = 'demo-password'): Promise<void> {
  const response = await page.request.post('/api/v1/account/signin', {
    headers: { 'X-Requested-With': 'app', 'Content-Type': 'application/json' },
    data: { email, password },
  });
  if (!response.ok()) throw new Error(`sign-in as ${email} failed: ${response.status()} ${await response.text()}`);
}
