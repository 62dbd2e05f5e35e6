import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newConfirmedStudent } from '../harness/booking-data';
import { watchConsole } from '../harness/console-watch';
import { useE2e } from '../harness/e2e-suite';

const e2e = useE2e();

interface PublicPage {
  readonly name: string;
  /** Its module in apps/web/src/routes/, whose chunk the server names in the shell beside the entry. */
  readonly module: string;
  readonly path: string;
  /** What the user came for, present in the server's HTML. */
  readonly content: (page: Page) => Promise<void>;
  /** Below the fold, in the server's HTML too: nothing there waits for the browser to ask. */
  readonly below?: (page: Page) => Promise<unknown>;
}

const heading = (page: Page) => page.locator('main h1').first().waitFor({ timeout: 5_000 });
const cards = (page: Page) => page.getByTestId('class-card').first().waitFor({ timeout: 5_000 });
const shown = (page: Page, selector: string) => page.locator(selector).first().waitFor({ timeout: 5_000 });
const blogBlock = (page: Page) => shown(page, '[data-testid="blog-posts"] li');
/** A visitor's bottom blocks of the teacher search: the FAQ and the blog block. */
const signedOutBlocks = (page: Page) => Promise.all([shown(page, '#teachers-faq'), blogBlock(page)]);

/** The public pages (DESIGN.md "The web app"), with ids read from the demo through the API. */
async function publicPages(page: Page): Promise<PublicPage[]> {
  const search = (await (
    await page.request.get('/api/v3/group_class/group_classes?group_by_topic=1&offset=0&length=1&language=english&user_timezone=UTC')
  ).json()) as { id: number; topic_id: number; teacher_id: number }[];
  const first = search[0];
  if (!first) throw new Error('the demo has no english class');
  const courses = (await (
    await page.request.get('/api/v3/group_class/courses/?offset=0&length=1&group_by_topic=1&language=english&user_timezone=UTC')
  ).json()) as { topic_id: number }[];
  const course = courses[0];
  if (!course) throw new Error('the demo has no english course');
  const post = /href="\/blog\/([a-z0-9-]+)"/.exec(await (await page.request.get('/blog')).text())?.[1];
  if (!post) throw new Error('the demo blog has no post');
  return [
    { name: 'landing', module: 'landing-page', path: '/group-class', content: cards },
    { name: 'group-class search', module: 'group-class-search-page', path: '/group-class/english', content: cards },
    { name: 'topic', module: 'topic-page', path: `/group-class-online/topic/${first.topic_id}`, content: heading },
    { name: 'class', module: 'class-detail-page', path: `/group-class-online/class/${first.id}`, content: heading },
    { name: 'course', module: 'group-course-page', path: `/group-course/${course.topic_id}`, content: heading },
    {
      name: 'teacher group classes',
      module: 'group-class-teacher-page',
      path: `/group-class/teacher/${first.teacher_id}/english`,
      content: heading,
    },
    {
      name: 'teacher search',
      module: 'teacher-search-page',
      path: '/teachers/english',
      content: (p) => p.getByTestId('search-results').getByTestId('teacher-card').first().waitFor({ timeout: 5_000 }),
      below: (p) => Promise.all([shown(p, '[data-testid="instant-block"] [data-testid="teacher-card"]'), signedOutBlocks(p)]),
    },
    {
      name: 'instant lessons',
      module: 'instant-lessons-page',
      path: '/instant-lessons/english',
      content: (p) => p.getByTestId('search-results').waitFor({ timeout: 5_000 }),
      below: (p) => Promise.all([shown(p, '[data-testid="language-pair-content"]'), signedOutBlocks(p)]),
    },
    {
      name: 'teacher profile',
      module: 'teacher-profile-page',
      path: `/teacher/${first.teacher_id}/english`,
      content: heading,
      // Her reviews, or the line that she has none: not their loading skeleton.
      below: (p) => shown(p, '[data-testid="teacher-reviews"] :is(li, p)'),
    },
    { name: 'blog', module: 'blog-page', path: '/blog', content: heading },
    { name: 'blog post', module: 'blog-post-page', path: `/blog/${post}`, content: heading },
    { name: 'learn', module: 'learn-page', path: '/en/learn/english', content: heading, below: blogBlock },
  ];
}

describe('public pages render on the server (issue 16)', () => {
  let pages: PublicPage[] = [];
  beforeAll(async () => {
    const { page } = await e2e.open();
    pages = await publicPages(page);
  });

  it('each shows its main content with JavaScript disabled', async () => {
    const { page } = await e2e.open({ javaScriptEnabled: false });
    const missing: string[] = [];
    for (const publicPage of pages) {
      const response = await page.goto(publicPage.path);
      if (response?.status() !== 200) missing.push(`${publicPage.name}: HTTP ${response?.status()}`);
      await publicPage.content(page).catch(() => missing.push(`${publicPage.name} (${publicPage.path}): no main content`));
      await publicPage.below?.(page).catch(() => missing.push(`${publicPage.name} (${publicPage.path}): not all below the fold`));
      if (!(await page.locator('link[rel="canonical"]').getAttribute('href'))?.endsWith(publicPage.path))
        missing.push(`${publicPage.name}: no canonical link`);
    }
    expect(missing).toEqual([]);
  });

  it("paints each before it asks for its scripts, then asks for the entry and the page's chunk together and hydrates", async () => {
    const { page } = await e2e.open({ viewport: 'phone' });
    const wrong: string[] = [];
    for (const publicPage of pages) {
      // `goto` returns once the page is hydrated (harness/pages.ts): the scripts did come.
      await page.goto(publicPage.path);
      await publicPage.content(page);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        // Entries of type 'resource' are resource timings; the DOM types name only their base type.
        scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name) && !entry.name.includes('hydration-boot'))
          .map((entry) => ({ name: entry.name.slice(entry.name.lastIndexOf('/') + 1), start: entry.startTime, end: entry.responseEnd })),
      }));
      const name = publicPage.name;
      if (timing.paint === null) wrong.push(`${name}: no first contentful paint`);
      for (const script of timing.scripts)
        if (timing.paint !== null && script.start < timing.paint)
          wrong.push(
            `${name}: ${script.name} asked for at ${script.start.toFixed(0)} ms, before the first paint at ${timing.paint.toFixed(0)} ms`,
          );
      // Not once the entry has come and run: the server named the page's chunk in the shell.
      const entry = timing.scripts.find((script) => /^index-/.test(script.name));
      const own = timing.scripts.find((script) => script.name.startsWith(`${publicPage.module}-`));
      // The landing page is bundled with the shell (app/router.tsx SHELL_PAGES): it has no chunk to ask for.
      if (publicPage.module === 'landing-page') {
        if (!entry || own) wrong.push(`${name}: entry ${entry?.name}, page chunk ${own?.name} (expected none)`);
      } else if (!entry || !own) wrong.push(`${name}: entry ${entry?.name}, page chunk ${own?.name}`);
      else if (own.start > entry.end)
        wrong.push(`${name}: ${own.name} asked for at ${own.start.toFixed(0)} ms, after the entry came at ${entry.end.toFixed(0)} ms`);
      // The query client: a visitor's landing never loads it (issue 16's budget); every other page
      // has it named in the shell beside its chunk, not asked for once the entry has run.
      const queryClient = timing.scripts.find((script) => script.name.startsWith('browser-query-client-'));
      if (publicPage.module === 'landing-page') {
        if (queryClient) wrong.push(`${name}: loaded the query client (${queryClient.name})`);
      } else if (!queryClient || !entry) wrong.push(`${name}: no query client chunk`);
      else if (queryClient.start > entry.end)
        wrong.push(
          `${name}: ${queryClient.name} asked for at ${queryClient.start.toFixed(0)} ms, after the entry came at ${entry.end.toFixed(0)} ms`,
        );
    }
    expect(wrong).toEqual([]);
  });

  const cases = [
    { viewport: 'desktop', signedIn: false },
    { viewport: 'phone', signedIn: false },
    // A student's own zone and 24-hour clock: the server renders them as the browser does.
    { viewport: 'desktop', signedIn: true },
  ] as const;
  for (const { viewport, signedIn } of cases) {
    it(`hydrates each without a warning or an error in the console (${viewport}${signedIn ? ', a signed-in student' : ''})`, async () => {
      // A zone other than the server's: the correction after hydration must not be a mismatch either.
      const { page, pageErrors } = await e2e.open({ viewport, timezoneId: 'America/New_York' });
      if (signedIn) await newConfirmedStudent(e2e, page, { credit: 0 });
      // A visitor's session read answers 401: the network line is no application message.
      const messages = watchConsole(page, { ignoreFailedLoads: true });
      for (const publicPage of pages) {
        await page.goto(publicPage.path);
        await publicPage.content(page);
        await page.waitForLoadState('networkidle');
      }
      expect(messages).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }
});

/** Scrolls to the bottom until the page stops growing, so sections that mount on sight have mounted. */
async function scrollToEnd(page: Page): Promise<void> {
  for (let height = 0; ;) {
    const next = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    if (next === height) return;
    height = next;
    await page.waitForTimeout(200);
  }
}

interface ApiRequest {
  readonly method: string;
  /** Path and search. */
  readonly address: string;
  readonly body: string;
}

/** Every request the page makes to the API from now on (not the pictures it serves: avatars, covers). */
function apiRequests(page: Page): ApiRequest[] {
  const requests: ApiRequest[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/api/') || ['image', 'media'].includes(request.resourceType())) return;
    const url = new URL(request.url());
    requests.push({ method: request.method(), address: `${url.pathname}${url.search}`, body: request.postData() ?? '' });
  });
  return requests;
}

/**
 * Why a page may make this request after its HTML, or null: whatever it shows came with the HTML
 * (the loaders' reads, dehydrated into the page), down to its bottom blocks.
 */
function allowedBecause(request: ApiRequest, { browserZone, renderedZone }: { browserZone: string; renderedZone: string | null }) {
  // A write the browser makes: the page's analytics events (page_view, card_view), sent after it shows.
  if (request.method === 'POST' && request.address === '/api/events') return 'analytics events';
  // A visitor's first page is rendered in the server's guess of the zone (no kp_tz cookie yet); the
  // browser then asks for its times in its own zone, and remembers it for the next page.
  if (renderedZone !== browserZone && `${decodeURIComponent(request.address)} ${request.body}`.includes(browserZone))
    return "the browser's zone";
  return null;
}

describe('public pages hydrate with everything they show, to their bottom', () => {
  let pages: PublicPage[] = [];
  beforeAll(async () => {
    const { page } = await e2e.open();
    pages = await publicPages(page);
  });

  const browserZone = 'America/New_York';
  const cases = [
    { viewport: 'desktop', signedIn: false },
    { viewport: 'phone', signedIn: false },
    // A student's header, popup, trial and experiments are hers: the server knows her by the cookie.
    { viewport: 'phone', signedIn: true },
  ] as const;
  for (const { viewport, signedIn } of cases) {
    it(`asks the API for nothing after the HTML (${viewport}${signedIn ? ', a signed-in student' : ''})`, async () => {
      const { page, context } = await e2e.open({ viewport, timezoneId: browserZone });
      if (signedIn) await newConfirmedStudent(e2e, page, { credit: 0 });
      const requests = apiRequests(page);
      const asked: string[] = [];
      for (const publicPage of pages) {
        const remembered = (await context.cookies()).find((cookie) => cookie.name === 'kp_tz')?.value;
        const renderedZone = remembered === undefined ? null : decodeURIComponent(remembered);
        await page.goto(publicPage.path);
        await publicPage.content(page);
        await scrollToEnd(page);
        await page.waitForLoadState('networkidle');
        const made = requests.splice(0);
        asked.push(
          ...made
            .filter((request) => allowedBecause(request, { browserZone, renderedZone }) === null)
            .map((request) => `${publicPage.name}: ${request.method} ${request.address} ${request.body.slice(0, 160)}`.trim()),
        );
      }
      expect(asked).toEqual([]);
    });
  }
});

/** Public detail pages of ids the demo does not have, and a malformed one: each is the not-found screen. */
const MISSING = [
  { path: '/group-class-online/class/99999999', id: '99999999' },
  { path: '/group-class-online/class/abc', id: 'abc' },
  { path: '/group-class-online/topic/99999999', id: '99999999' },
  { path: '/group-course/99999999', id: '99999999' },
  { path: '/group-class/teacher/99999999/english', id: '99999999' },
  { path: '/teacher/99999999/english', id: '99999999' },
  { path: '/blog/no-such-post', id: 'no-such-post' },
] as const;

const notFoundScreen = (page: Page) => page.locator('main [data-screen="not-found"]').waitFor({ timeout: 5_000 });

describe('a public page of an id that does not exist', () => {
  it('answers 404 with the not-found screen in its HTML (JavaScript disabled)', async () => {
    const { page } = await e2e.open({ javaScriptEnabled: false });
    const wrong: string[] = [];
    for (const { path } of MISSING) {
      const response = await page.goto(path);
      if (response?.status() !== 404) wrong.push(`${path}: HTTP ${response?.status()}`);
      await notFoundScreen(page).catch(() => wrong.push(`${path}: no not-found screen`));
    }
    expect(wrong).toEqual([]);
  });

  it('hydrates to that screen without a warning, a skeleton on the way, or asking the API for the id', async () => {
    const { page, pageErrors } = await e2e.open();
    // The 404 document itself is a failed resource to Chromium: no application message.
    const messages = watchConsole(page, { ignoreFailedLoads: true });
    const apiReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiReads.push(request.url());
    });
    // Any loading skeleton in the page's main part, from the first parsed node on.
    await page.addInitScript(() => {
      const seen = { busy: false };
      Object.assign(window, { __busySeen: seen });
      new MutationObserver(() => {
        if (document.querySelector('main [aria-busy="true"]')) seen.busy = true;
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    const wrong: string[] = [];
    for (const { path, id } of MISSING) {
      apiReads.length = 0;
      const response = await page.goto(path);
      if (response?.status() !== 404) wrong.push(`${path}: HTTP ${response?.status()}`);
      await page.waitForLoadState('networkidle');
      await notFoundScreen(page).catch(() => wrong.push(`${path}: no not-found screen after hydration`));
      if (await page.evaluate(() => (window as unknown as { __busySeen: { busy: boolean } }).__busySeen.busy))
        wrong.push(`${path}: a skeleton showed`);
      const asked = apiReads.filter((url) => new URL(url).pathname.includes(id));
      if (asked.length > 0) wrong.push(`${path}: asked ${asked.join(', ')}`);
    }
    expect(wrong).toEqual([]);
    expect(messages).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

/** Console errors and warnings of the application, and its API reads, from now on. */
function watch(page: Page) {
  // A 404 or 301 document is a failed resource to Chromium: no application message.
  const messages = watchConsole(page, { ignoreFailedLoads: true });
  const apiReads: string[] = [];
  page.on('request', (request) => {
    // Reads, not the pictures the API serves (avatars, covers).
    if (request.url().includes('/api/') && ['fetch', 'xhr'].includes(request.resourceType()))
      apiReads.push(new URL(request.url()).pathname);
  });
  return { messages, apiReads };
}

/** Addresses that name no page although their ids are fine: an unknown path, language, record or gate. */
async function notFoundAddresses(page: Page): Promise<string[]> {
  const courses = (await (
    await page.request.get('/api/v3/group_class/courses/?offset=0&length=1&group_by_topic=1&language=english&user_timezone=UTC')
  ).json()) as { outlines: { group_class_id: number }[] }[];
  const courseClass = courses[0]?.outlines[0]?.group_class_id;
  if (courseClass === undefined) throw new Error('the demo has no english course with classes');
  return [
    '/no-such-page',
    '/group-class/teacher/5',
    '/teachers/klingon',
    '/instant-lessons/klingon',
    '/en/learn/klingon',
    '/xx/learn/english',
    // 001 §2.4: a course's class addressed with a language the site does not teach.
    `/group-class-online/class/${courseClass}?language=klingon`,
  ];
}

describe('an address that names no page', () => {
  let paths: string[] = [];
  beforeAll(async () => {
    const { page } = await e2e.open();
    paths = await notFoundAddresses(page);
  });

  it('answers 404 with the not-found screen, no canonical link and noindex (JavaScript disabled)', async () => {
    const { page } = await e2e.open({ javaScriptEnabled: false });
    const wrong: string[] = [];
    for (const path of paths) {
      const response = await page.goto(path);
      if (response?.status() !== 404) wrong.push(`${path}: HTTP ${response?.status()}`);
      await notFoundScreen(page).catch(() => wrong.push(`${path}: no not-found screen`));
      if ((await page.locator('link[rel="canonical"]').count()) > 0) wrong.push(`${path}: a canonical link`);
      if ((await page.locator('meta[name="robots"]').getAttribute('content')) !== 'noindex') wrong.push(`${path}: no noindex`);
    }
    expect(wrong).toEqual([]);
  });

  it('hydrates to that screen without a warning or asking the API anything', async () => {
    const { page, pageErrors } = await e2e.open();
    const { messages, apiReads } = watch(page);
    const wrong: string[] = [];
    for (const path of paths) {
      apiReads.length = 0;
      const response = await page.goto(path);
      if (response?.status() !== 404) wrong.push(`${path}: HTTP ${response?.status()}`);
      await page.waitForLoadState('networkidle');
      await notFoundScreen(page).catch(() => wrong.push(`${path}: no not-found screen after hydration`));
      if (apiReads.length > 0) wrong.push(`${path}: asked ${apiReads.join(', ')}`);
    }
    expect(wrong).toEqual([]);
    expect(messages).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('the course page of a class topic', () => {
  let topicId = 0;
  beforeAll(async () => {
    const { page } = await e2e.open();
    const search = (await (
      await page.request.get('/api/v3/group_class/group_classes?group_by_topic=1&offset=0&length=1&language=english&user_timezone=UTC')
    ).json()) as { topic_id: number }[];
    topicId = search[0]?.topic_id ?? 0;
  });

  it("answers 301 to the topic's page, which arrives rendered (JavaScript disabled)", async () => {
    const { page } = await e2e.open({ javaScriptEnabled: false });
    const moved = await page.request.get(`/group-course/${topicId}`, { maxRedirects: 0 });
    expect([moved.status(), moved.headers().location]).toEqual([301, `/group-class-online/topic/${topicId}`]);
    const response = await page.goto(`/group-course/${topicId}`);
    expect([response?.status(), new URL(page.url()).pathname]).toEqual([200, `/group-class-online/topic/${topicId}`]);
    await heading(page);
  });

  it('lands there with JavaScript without a warning or asking the API anything', async () => {
    const { page, pageErrors } = await e2e.open();
    const { messages, apiReads } = watch(page);
    await page.goto(`/group-course/${topicId}`);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe(`/group-class-online/topic/${topicId}`);
    await heading(page);
    // The topic page's reads came with its HTML: the browser did not move there itself.
    expect(apiReads).toEqual([]);
    expect(messages).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
