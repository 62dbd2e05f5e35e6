import { DAY_MS, HOUR_MS, REVIEWS_INITIAL_VISIBLE, TOPIC_SLOTS_MODAL_PAGE_SIZE } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { a11yViolations } from '../harness/axe';
import { demoTeacherClass, demoTeacherTopic } from '../harness/booking-data';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot } from '../harness/pages';

const e2e = useE2e();

describe('topic page before booking (000 §2.A)', () => {
  it('desktop: topic card, teacher card with reviews, notes, two slots, All time slots in pages of 60, other classes', async () => {
    const { topicId, teacherId } = await demoTeacherTopic(e2e);
    // More than one modal page: the next page loads when the 50th slot of the batch scrolls into view.
    // Every 2 h from 6 days on, so the first page holds slots on both sides of the 7-day heading
    // whatever the seeded classes and the time of day (from 2 days on, the first 60 could all fall
    // inside 7 days late in the UTC evening).
    for (let i = 0; i < TOPIC_SLOTS_MODAL_PAGE_SIZE + 5; i++) await demoTeacherClass(e2e, { startsIn: 6 * DAY_MS + i * 2 * HOUR_MS });

    const { page, outsideRequests, pageErrors } = await e2e.open();
    const pageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('available_classes')) pageRequests.push(new URL(request.url()).search);
    });
    await page.goto(`/group-class-online/topic/${topicId}`);
    const card = page.getByTestId('topic-card');
    await card.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toBe(`${await card.getByRole('heading', { level: 1 }).textContent()} | Linguaroom`);
    expect(await card.textContent()).toMatch(/6 spots per class/);

    const teacher = page.getByTestId('teacher-card');
    expect(await teacher.getByText('Lucía Fernández').count()).toBeGreaterThan(0);
    expect(await teacher.getByRole('img', { name: 'Verified' }).count()).toBe(1);
    const reviews = teacher.getByTestId('review');
    await reviews.first().waitFor();
    expect(await reviews.count()).toBe(REVIEWS_INITIAL_VISIBLE);
    expect(await page.getByTestId('notes-box').locator('li').first().textContent()).toContain('18');

    const list = page.getByTestId('slot-list');
    await list.getByTestId('slot').first().waitFor();
    expect(await list.getByTestId('slot').count()).toBe(2);
    // The first two slots came with the server-rendered page (issue 16): the browser does not ask again.
    expect(pageRequests).toEqual([]);
    expect(await list.locator('[data-spots]').first().textContent()).toMatch(
      /^(Be the first!|Booked by you|Fully booked|Only 1 spot left|(Only )?\d+ spots left)$/,
    );

    const others = page.getByTestId('other-classes');
    await others.waitFor();
    const viewAll = others.getByRole('link', { name: /View all/ });
    expect(await viewAll.getAttribute('href')).toBe(`/group-class/teacher/${teacherId}/spanish`);
    expect(await viewAll.getAttribute('target')).toBe('_blank');
    expect(await page.getByTestId('phone-book-bar').isVisible()).toBe(false);
    await saveScreenshot(page, 'booking-topic-desktop');
    expect(await a11yViolations(page)).toEqual([]);
    await teacher.getByRole('button', { name: 'Show more reviews' }).click();
    expect(await reviews.count()).toBeGreaterThan(REVIEWS_INITIAL_VISIBLE);

    await list.getByRole('button', { name: /View all/ }).click();
    const modal = page.getByRole('dialog', { name: 'All time slots' });
    await modal.getByTestId('slot').first().waitFor();
    expect((await modal.boundingBox())?.width).toBe(722);
    expect(await modal.getByRole('heading', { name: 'In 7 days' }).count()).toBe(1);
    expect(await modal.getByRole('heading', { name: 'After 7 days' }).count()).toBe(1);
    expect(await modal.getByTestId('slot').count()).toBe(TOPIC_SLOTS_MODAL_PAGE_SIZE);
    await saveScreenshot(page, 'booking-topic-all-slots-desktop');
    expect(await a11yViolations(page)).toEqual([]);
    await modal.getByTestId('slot').nth(49).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (size) => document.querySelectorAll('dialog [data-testid="slot"]').length > size,
      TOPIC_SLOTS_MODAL_PAGE_SIZE,
    );
    expect(pageRequests.filter((q) => q.includes('page_size=60'))).toEqual([
      expect.stringContaining('page=1'),
      expect.stringContaining('page=2'),
    ]);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    expect(outsideRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("phone: one column, the fixed bottom bar with the price and Book Now; a visitor's Contact teacher asks to sign in", async () => {
    const { topicId } = await demoTeacherTopic(e2e);
    const { page, outsideRequests, pageErrors } = await e2e.open({ viewport: 'phone' });
    await page.goto(`/group-class-online/topic/${topicId}`);
    const bar = page.getByTestId('phone-book-bar');
    await bar.waitFor();
    expect(await bar.textContent()).toMatch(/\$\d+\.\d\d.*Book Now/);
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(812);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByTestId('slot').first().waitFor();
    await saveScreenshot(page, 'booking-topic-phone');
    expect(await a11yViolations(page)).toEqual([]);

    await bar.getByRole('button', { name: 'Book Now' }).click();
    await page.getByRole('dialog', { name: 'All time slots' }).getByTestId('slot').first().waitFor();
    await saveScreenshot(page, 'booking-topic-all-slots-phone');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Contact teacher' }).click();
    const prompt = page.getByRole('dialog', { name: 'Sign in to message the teacher' });
    await prompt.waitFor();
    expect(await prompt.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/signin?returnTo=${encodeURIComponent(`/group-class-online/topic/${topicId}`)}`,
    );
    expect(outsideRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
