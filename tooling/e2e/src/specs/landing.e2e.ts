import { describe, expect, it } from 'vitest';
import { a11yViolations } from '../harness/axe';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot } from '../harness/pages';

const e2e = useE2e();

describe('group-class landing page (000 §2, 001 §2.3)', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`shows the hero, 3 class cards and the sections at ${viewport} width`, async () => {
      const { page, outsideRequests, pageErrors } = await e2e.open({ viewport });
      await page.goto('/group-class');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.title()).toContain('Live online group classes');

      const cards = page.getByTestId('class-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBeGreaterThanOrEqual(3);
      const strip = page.locator('section[aria-labelledby="strip-title"]').getByTestId('class-card');
      expect(await strip.count()).toBe(3);
      // 000 §2 "A card opens the topic detail in a new tab. Card height is 399."
      const first = strip.first();
      expect(await first.getAttribute('target')).toBe('_blank');
      expect(await first.getAttribute('href')).toMatch(/^\/group-class-online\/topic\/\d+$/);
      expect((await first.boundingBox())?.height).toBe(399);

      expect(await page.getByRole('link', { name: 'Try now' }).getAttribute('href')).toBe('/group-class/english');
      expect(await page.getByRole('link', { name: /Find a class/ }).getAttribute('href')).toBe('/group-class/english');
      await page.getByRole('heading', { name: 'Classes you might like' }).waitFor();

      await saveScreenshot(page, `landing-${viewport}`);
      expect(await a11yViolations(page)).toEqual([]);
      expect(outsideRequests).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }

  it('loads its JavaScript brotli-compressed and cacheable for a year, and the page shell revalidated', async () => {
    const { page } = await e2e.open({ viewport: 'desktop' });
    const scripts: { url: string; encoding: string; cache: string | undefined }[] = [];
    page.on('response', (response) => {
      const headers = response.headers();
      // The build leaves files under 1 KB uncompressed (the encoding would cost more than it saves).
      const encoding = headers['content-encoding'] ?? (Number(headers['content-length']) < 1024 ? 'small' : 'none');
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), encoding, cache: headers['cache-control'] });
    });
    const shell = await page.goto('/group-class');
    expect(shell?.headers()['content-encoding']).toBe('br');
    // Server-rendered with the viewer's own header (issue 16): revalidated, and never kept by a shared cache.
    expect(shell?.headers()['cache-control']).toBe('private, no-cache');
    await page.getByTestId('class-card').first().waitFor();
    expect(scripts.filter((script) => script.encoding === 'br').length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).toEqual({
        url: expect.stringContaining('/assets/') as string,
        encoding: expect.stringMatching(/^(br|small)$/) as string,
        cache: 'public, max-age=31536000, immutable',
      });
    }
  });
});
