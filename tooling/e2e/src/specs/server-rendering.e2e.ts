import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newConfirmedStudent } from '../harness/booking-data';
import { useE2e } from '../harness/e2e-suite';

const e2e = useE2e();

interface PublicPage {
  readonly name: string;
  readonly path: string;
  /** What the user came for, present in the server's HTML. */
  readonly content: (page: Page) => Promise<void>;
}

const heading = (page: Page) => page.locator('main h1').first().waitFor({ timeout: 5_000 });
const cards = (page: Page) => page.getByTestId('class-card').first().waitFor({ timeout: 5_000 });

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
  return [
    { name: 'landing', path: '/group-class', content: cards },
    { name: 'group-class search', path: '/group-class/english', content: cards },
    { name: 'topic', path: `/group-class-online/topic/${first.topic_id}`, content: heading },
    { name: 'class', path: `/group-class-online/class/${first.id}`, content: heading },
    { name: 'course', path: `/group-course/${course.topic_id}`, content: heading },
    { name: 'teacher group classes', path: `/group-class/teacher/${first.teacher_id}/english`, content: heading },
    {
      name: 'teacher search',
      path: '/teachers/english',
      content: (p) => p.getByTestId('search-results').getByTestId('teacher-card').first().waitFor({ timeout: 5_000 }),
    },
    { name: 'teacher profile', path: `/teacher/${first.teacher_id}/english`, content: heading },
    { name: 'blog', path: '/blog', content: heading },
    { name: 'learn', path: '/en/learn/english', content: heading },
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
      if (!(await page.locator('link[rel="canonical"]').getAttribute('href'))?.endsWith(publicPage.path))
        missing.push(`${publicPage.name}: no canonical link`);
    }
    expect(missing).toEqual([]);
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
      const messages: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        // A visitor's session read answers 401: the network line is no application message.
        if ((message.type() === 'error' || message.type() === 'warning') && !/Failed to load resource/.test(text))
          messages.push(`${page.url()}: ${text.slice(0, 300)}`);
      });
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
