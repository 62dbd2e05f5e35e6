import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectCleanPage } from '../harness/clean-page';
import { apiGet } from '../harness/booking-data';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, VIEWPORTS } from '../harness/pages';

/** The seeded English record of `/learn/english` (apps/server/src/seed/data/content.ts `learnRecord`). */
const LEARN_ENGLISH = {
  metaTitle: 'Learn English online: lessons, group classes and tips',
  metaDescription: 'Everything you need to learn English: one-to-one lessons, group classes, free guides and a community of learners.',
  hero: 'Learn English your way',
  heroText: 'One-to-one lessons, small group classes and structured courses, all online.',
};

const e2e = useE2e();

/** Nothing is wider than the viewport (no sideways scrolling on a phone). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

describe('signup, learn and blog pages behind the teacher search call to action and blog block (001 §2.5)', () => {
  it('a visitor clicks the call to action on /teachers/english, reads /en/learn/english and follows its own call to action to a real page', async () => {
    const tab = await e2e.open();
    const { page } = tab;
    await page.goto('/teachers/english');
    const cta = page.getByTestId('cta-link');
    expect(await cta.getAttribute('href')).toBe('/en/learn/english');
    await cta.click();
    await page.waitForURL('**/en/learn/english');
    await page.getByRole('heading', { level: 1, name: LEARN_ENGLISH.hero }).waitFor();
    await page.getByText(LEARN_ENGLISH.heroText).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Three ways to learn' }).waitFor();
    expect(await page.title()).toBe(`${LEARN_ENGLISH.metaTitle} | Linguaroom`);
    await page.getByRole('heading', { name: 'English learning guides' }).waitFor();
    expect(await page.getByTestId('blog-posts').locator('li').count()).toBe(4);
    await saveScreenshot(page, 'learn-english-desktop');
    await expectCleanPage(tab);

    const next = page.getByTestId('cta-link');
    expect(await next.textContent()).toBe('Get started');
    await next.click();
    await page.waitForURL('**/teachers/english');
    await page.getByTestId('teacher-card').first().waitFor();
  });

  it('the blog block\'s posts and "View more" lead to the article and the blog list', async () => {
    const tab = await e2e.open();
    const { page } = tab;
    await page.goto('/en/learn/english');
    const posts = page.getByTestId('blog-posts');
    await posts.waitFor();
    const first = posts.getByRole('link').first();
    const title = (await first.textContent()) ?? '';
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
    await first.click();
    await page.waitForURL(`**${href}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByTestId('blog-post-body').locator('p').count()).toBeGreaterThanOrEqual(3);
    expect(await page.title()).toBe(`${title} | Linguaroom`);
    await saveScreenshot(page, 'blog-post-desktop');
    await expectCleanPage(tab);
    // The served HTML names the post as the browser does, and describes it.
    const served = await (await page.request.get(href)).text();
    expect(served).toContain(`<title>${title} | Linguaroom</title>`);
    const { data } = (await apiGet(page, `/v2/blog/posts/${href.slice('/blog/'.length)}`)) as { data: { post: { summary: string } } };
    const attribute = data.post.summary
      .replaceAll('&', '&amp;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&#39;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;');
    expect(served).toContain(`<meta name="description" content="${attribute}" />`);

    await page.getByRole('link', { name: /All English articles/ }).click();
    await page.waitForURL('**/blog?language=english');
    await page.getByRole('heading', { level: 1, name: 'Learning English: articles' }).waitFor();
    await page.getByTestId('blog-list').waitFor();
    expect(await page.getByTestId('blog-list').getByRole('listitem').count()).toBe(5);
    await saveScreenshot(page, 'blog-list-desktop');
    await expectCleanPage(tab);

    await page.goto('/en/learn/english');
    await page.getByRole('link', { name: 'View more' }).click();
    await page.waitForURL('**/blog?language=english');
    await page.getByTestId('blog-list').waitFor();
    await page.goto('/blog/no-such-post');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it("the served HTML of /en/learn/english carries the record's title and description", async () => {
    const { page } = await e2e.open();
    const response = await page.request.get('/en/learn/english');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${LEARN_ENGLISH.metaTitle}</title>`);
    expect(html).toContain(`<meta name="description" content="${LEARN_ENGLISH.metaDescription}" />`);
  });

  it('works at phone width: the hero, 3 blog posts, nothing wider than the screen', async () => {
    const tab = await e2e.open({ viewport: 'phone' });
    const { page } = tab;
    await page.goto('/en/learn/spanish');
    await page.getByRole('heading', { level: 1, name: 'Learn Spanish your way' }).waitFor();
    await page.getByTestId('blog-posts').waitFor();
    expect(await page.getByTestId('blog-posts').locator('li').count()).toBe(3);
    expect((await page.getByTestId('cta-link').boundingBox())?.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'learn-spanish-phone');
    await expectCleanPage(tab);
    await page.getByTestId('blog-posts').getByRole('link').first().click();
    await page.getByTestId('blog-post-body').waitFor();
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, 'blog-post-phone');
    await expectCleanPage(tab);
  });

  it('a visitor who switches the display language to Español gets /es/signup, and the sign-up form in Spanish', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const tab = await e2e.open({ viewport });
      const { page } = tab;
      await page.goto('/teachers/english');
      const cta = page.getByTestId('cta-link');
      await cta.waitFor();
      await page.getByLabel('Display language').selectOption('es');
      await page.locator('html[lang="es"]').waitFor({ state: 'attached' });
      await page.waitForFunction(() => document.querySelector('[data-testid="cta-link"]')?.getAttribute('href') === '/es/signup');
      await cta.click();
      await page.waitForURL('**/es/signup');
      await page.getByRole('heading', { name: 'Crea tu cuenta' }).waitFor();
      expect(await page.getByLabel('Correo electrónico').count()).toBe(1);
      await page.getByRole('button', { name: 'Crear cuenta' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      if (viewport === 'phone') await expectNoSidewaysScroll(page);
      await saveScreenshot(page, `signup-es-${viewport}`);
      await expectCleanPage(tab);
    }
  });

  it('/es/signup opened directly shows Spanish to an English visitor; an unknown locale or a learn page without a record is not-found', async () => {
    const tab = await e2e.open();
    const { page } = tab;
    await page.goto('/es/signup');
    await page.getByRole('heading', { name: 'Crea tu cuenta' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByLabel('Idioma de la interfaz').selectOption('en');
    await page.goto('/ja/signup');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    for (const path of ['/xx/signup', '/en/learn/korean']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    }
    await saveScreenshot(page, 'learn-not-found-desktop');
    // The address names Spanish, which the demo has no learn record in.
    await page.goto('/es/learn/english');
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    await expectCleanPage(tab);
  });
});
