import { eq, topics } from '@app/server/testing/tables';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { a11yViolations } from '../harness/axe';
import { demoTeacherTopic, newConfirmedStudent } from '../harness/booking-data';
import { expectCleanPage } from '../harness/clean-page';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, signInAs, type TestPage } from '../harness/pages';

/** Issue 17: "A favourites list page for teachers and topics saved with the heart." */
const e2e = useE2e();

/** The clean-page bar, and issue 17's own for the pages it adds: no axe violation of any impact. */
async function expectSpotless(tab: TestPage): Promise<void> {
  await expectCleanPage(tab);
  expect(await a11yViolations(tab.page)).toEqual([]);
}

async function fitsWidth(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('favourites (issue 17)', () => {
  it('a visitor who opens /favourites is sent to sign in, and comes back to it', async () => {
    const { page } = await e2e.open();
    await page.goto('/favourites');
    await page.waitForURL(/\/signin\?returnTo=%2Ffavourites$/);
    await page.getByLabel('Email').fill('fresh@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/favourites$/);
    await page.getByRole('heading', { name: 'Favourites', level: 1 }).waitFor();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`at ${viewport} width: the demo student's saved teachers and topics (a course topic among them) pass axe`, async () => {
      const tab = await e2e.open({ viewport });
      await signInAs(tab.page, 'student@demo.test');
      await tab.page.goto('/favourites');
      await tab.page.getByTestId('favourite-teacher').first().waitFor();
      expect(await tab.page.getByTestId('favourite-teacher').count()).toBe(5);
      expect(await tab.page.getByTestId('favourite-topic').count()).toBe(3);
      expect(
        await tab.page
          .getByTestId('favourite-topic')
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/group-course\/\d+$/),
          expect.stringMatching(/^\/group-class-online\/topic\/\d+$/),
        ]),
      );
      await saveScreenshot(tab.page, `favourites-demo-${viewport}`);
      await expectSpotless(tab);
    });
  }

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`at ${viewport} width: the heart on a group-class search card saves its topic`, async () => {
      const tab = await e2e.open({ viewport });
      const { page } = tab;
      await newConfirmedStudent(e2e, page, { credit: 0 });
      await page.goto('/group-class/spanish');
      const section = page.getByTestId('class-section');
      const heart = section.getByRole('button', { name: /^Add .+ to favourites$/ }).first();
      const title = /^Add (.+) to favourites$/.exec((await heart.getAttribute('aria-label')) ?? '')?.[1] ?? '';
      expect(title).not.toBe('');
      await heart.click();
      const saved = section.getByRole('button', { name: `Remove ${title} from favourites` }).first();
      expect(await saved.getAttribute('aria-pressed')).toBe('true');
      await saveScreenshot(page, `favourites-search-card-${viewport}`);
      await expectCleanPage(tab);
      await page.goto('/favourites');
      await page.getByTestId('favourite-topic').getByRole('link', { name: title }).waitFor();
    });
  }

  for (const [viewport, width] of [
    ['desktop', 1280],
    ['phone', 375],
  ] as const) {
    it(`at ${viewport} width: a student hearts a teacher and a topic, finds both on /favourites, removes one`, async () => {
      const tab = await e2e.open({ viewport });
      const { page } = tab;
      await newConfirmedStudent(e2e, page, { credit: 0 });

      // Nothing saved yet: the empty state says what to do and where.
      await page.goto('/favourites');
      await page.getByRole('heading', { name: 'Nothing saved yet' }).waitFor();
      const empty = page.getByTestId('favourites-empty');
      expect(await empty.getByRole('link', { name: 'Find a teacher' }).getAttribute('href')).toBe('/teachers/english');
      expect(await empty.getByRole('link', { name: 'Browse group classes' }).getAttribute('href')).toBe('/group-class/english');
      await saveScreenshot(page, `favourites-empty-${viewport}`);
      await expectSpotless(tab);

      // The heart on the first teacher of the search, once the newcomer's marketing popup (issue 6) is closed.
      await page.goto('/teachers/english');
      const popup = page.getByTestId('marketing-popup-body');
      await popup.waitFor();
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
      const card = page.getByTestId('search-results').getByTestId('teacher-card').first();
      const teacherName = (await card.getByTestId('teacher-profile-link').textContent())?.trim() ?? '';
      expect(teacherName).not.toBe('');
      await card.getByRole('button', { name: `Add ${teacherName} to favourites` }).click();
      await card.getByRole('button', { name: `Remove ${teacherName} from favourites` }).waitFor();

      // The heart on a topic's page.
      const { topicId } = await demoTeacherTopic(e2e);
      const [topic] = await e2e.server.database.db.select({ title: topics.title }).from(topics).where(eq(topics.id, topicId));
      const topicTitle = topic?.title ?? '';
      await page.goto(`/group-class-online/topic/${topicId}`);
      const heart = page.getByTestId('topic-card').getByRole('button', { name: `Add ${topicTitle} to favourites` });
      await heart.click();
      const saved = page.getByTestId('topic-card').getByRole('button', { name: `Remove ${topicTitle} from favourites` });
      expect(await saved.getAttribute('aria-pressed')).toBe('true');
      await saveScreenshot(page, `favourites-topic-heart-${viewport}`);

      // Favourites, from the account menu.
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Favourites' }).click();
      await page.waitForURL(/\/favourites$/);
      const teacherRow = page.getByTestId('favourite-teacher');
      const topicRow = page.getByTestId('favourite-topic');
      await teacherRow.getByRole('link', { name: teacherName }).waitFor();
      expect(await teacherRow.getByRole('link', { name: teacherName }).getAttribute('href')).toMatch(/^\/teacher\/\d+\/[a-z]+$/);
      expect(await topicRow.getByRole('link', { name: topicTitle }).getAttribute('href')).toBe(`/group-class-online/topic/${topicId}`);
      expect(await topicRow.textContent()).toMatch(/per class/);
      await fitsWidth(page, width);
      await saveScreenshot(page, `favourites-both-${viewport}`);
      await expectSpotless(tab);

      // Removing the topic: its row goes, the teacher stays, and so it is after a reload.
      await topicRow.getByRole('button', { name: `Remove ${topicTitle} from favourites` }).click();
      await page.getByText(`${topicTitle} was removed from your favourites.`).waitFor();
      expect(await topicRow.count()).toBe(0);
      await page.getByText('No saved class topics yet.').waitFor();
      await saveScreenshot(page, `favourites-removed-${viewport}`);
      await expectSpotless(tab);
      await page.reload();
      await teacherRow.getByRole('link', { name: teacherName }).waitFor();
      expect(await topicRow.count()).toBe(0);

      // The topic page's heart reads the same list: empty again.
      await page.goto(`/group-class-online/topic/${topicId}`);
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
    });
  }
});
