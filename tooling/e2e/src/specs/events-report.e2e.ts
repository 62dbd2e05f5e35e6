import { readStoredEvents } from '@app/server/testing/stored-events';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectCleanPage } from '../harness/clean-page';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, signInAs } from '../harness/pages';

const e2e = useE2e();

/** A course topic the page offers to share (an approved topic with an open group). */
async function shareableCourseTopic(page: Page): Promise<number> {
  const response = await page.request.get('/api/v3/group_class/courses/?offset=0&length=60');
  const groups = (await response.json()) as { topic_id: number; status: string }[];
  const found = groups.find((g) => ['Upcoming', 'ReadyForSchedule'].includes(g.status));
  if (!found) throw new Error('the demo has no open course group');
  return found.topic_id;
}

/** Polls the database until `check` passes (events leave the page on a timer or on page hide). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('first-party events and the staff report (issue 6)', () => {
  it('a share click on the course page stores one share event with method and content_type', async () => {
    const tab = await e2e.open();
    const { page, context } = tab;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
    const topicId = await shareableCourseTopic(page);
    const db = e2e.server.database.db;
    const before = (await readStoredEvents(db, 'share')).length;

    await page.goto(`/group-course/${topicId}`);
    await page.getByTestId('share-course').click();
    await page.getByText('Copied successfully.').waitFor();
    // Leaving the page sends what is queued by sendBeacon.
    await page.goto('about:blank');

    const shares = await eventually(
      () => readStoredEvents(db, 'share'),
      (rows) => rows.length > before,
    );
    expect(shares.length).toBe(before + 1);
    const share = shares.at(-1);
    expect(share?.props).toEqual({ method: 'copy_link', content_type: 'course', item_id: String(topicId) });
    expect(share?.path).toBe(`/group-course/${topicId}`);
    expect(share?.browser_key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(share?.user_id).toBeNull();
    // The same visit also stored its course page view, with the same browser key.
    const views = await readStoredEvents(db, 'page_view');
    expect(views.some((v) => v.browser_key === share?.browser_key && (v.props as { page?: string }).page === 'course')).toBe(true);
    expect(tab.pageErrors).toEqual([]);
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`the report page draws its charts for the admin at ${viewport} width`, async () => {
      const tab = await e2e.open({ viewport });
      const { page } = tab;
      await signInAs(page, 'admin@demo.test');
      await page.goto('/admin/report');
      await page.getByRole('heading', { level: 1, name: 'Events report' }).waitFor();
      const chart = page.getByTestId('events-per-day-chart');
      await chart.waitFor();
      expect(await chart.locator('g[data-day]').count()).toBe(14);
      // The share of the first test (and the page views) are in today's stack.
      expect(await chart.locator('g[data-day]').last().locator('rect').count()).toBeGreaterThan(0);
      const funnel = page.getByTestId('funnel-chart');
      expect(await funnel.locator('li[data-step]').count()).toBe(4);
      // The first test's course page view is a topic view: the page shows the server's count.
      const api = (await (await page.request.get('/api/v1/admin/events_report')).json()) as {
        data: { funnel: { step: string; visitors: number }[] };
      };
      const topicViews = api.data.funnel[0]?.visitors ?? 0;
      expect(topicViews).toBeGreaterThanOrEqual(1);
      expect(await funnel.locator('li[data-step="topic_view"] [data-testid="funnel-visitors"]').textContent()).toBe(
        topicViews === 1 ? '1 visitor' : `${topicViews} visitors`,
      );
      expect(await page.getByTestId('experiments-table').locator('tbody tr').count()).toBe(6);
      expect(await page.title()).toContain('Events report');
      await saveScreenshot(page, `events-report-${viewport}`);
      await expectCleanPage(tab);
    });
  }

  it('the report is not found for a student (page and API)', async () => {
    const tab = await e2e.open();
    const { page } = tab;
    await signInAs(page, 'student@demo.test');
    expect((await page.request.get('/api/v1/admin/events_report')).status()).toBe(404);
    await page.goto('/admin/report');
    await page.locator('[data-screen="not-found"]').waitFor();
    expect(await page.getByTestId('events-per-day-chart').count()).toBe(0);
    await saveScreenshot(page, 'events-report-student-404');
    await expectCleanPage(tab);
  });
});
