import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { a11yViolations } from '../harness/axe';
import { walletBalance } from '../harness/booking-data';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, signInAs, type TestPage } from '../harness/pages';

const e2e = useE2e();

async function expectCleanPage({ page, outsideRequests, pageErrors }: TestPage): Promise<void> {
  expect(await a11yViolations(page)).toEqual([]);
  expect(outsideRequests).toEqual([]);
  expect(pageErrors).toEqual([]);
}

/**
 * Picks start times, day by day from the first, until one books: the demo student's own classes may
 * hold some of them, and late in the day the first day may have none left that she can take.
 */
async function pickTimeAndBook(page: Page): Promise<string> {
  const refusals: string[] = [];
  const days = page.getByTestId('lesson-days').getByRole('button');
  const dayCount = await days.count();
  for (let d = 0; d < dayCount; d++) {
    await days.nth(d).click();
    const times = page.getByTestId('lesson-times').locator('label');
    await times.first().waitFor();
    const count = await times.count();
    for (let i = 0; i < count; i++) {
      await times.nth(i).click();
      const when = (await page.getByTestId('lesson-confirm-when').textContent()) ?? '';
      await page.getByTestId('lesson-book').click();
      const outcome = await Promise.race([
        page
          .getByTestId('lesson-booked')
          .waitFor()
          .then(() => 'booked' as const),
        page
          .getByTestId('lesson-error')
          .waitFor()
          .then(() => 'refused' as const),
      ]);
      if (outcome === 'booked') return when;
      refusals.push(`${when}: ${(await page.getByTestId('lesson-error').textContent()) ?? ''}`);
    }
  }
  throw new Error(`no start time could be booked (${refusals.join('; ') || 'no times offered'})`);
}

describe('one-to-one booking from the teacher search (001 §2.5 booking links)', () => {
  it('a signed-in student clicks Book trial on a card, picks a time in a new tab, confirms, and finds the lesson in My classes and the charge in the wallet', async () => {
    const tab = await e2e.open();
    const { page, context } = tab;
    await signInAs(page, 'student@demo.test');
    const before = await walletBalance(page);

    await page.goto('/teachers/spanish');
    const trialLink = page
      .getByTestId('search-results')
      .getByRole('link', { name: /^Book trial/ })
      .first();
    await trialLink.waitFor();
    const href = (await trialLink.getAttribute('href')) ?? '';
    expect(href).toMatch(
      /^\/booking\/(date\?teacher_id=\d+&language=spanish&is_trial=1&is_package=0|lesson\?teacher_id=\d+&language=spanish(&instant_book=1)?&book_trial_only=1)$/,
    );
    const [booking] = await Promise.all([context.waitForEvent('page'), trialLink.click()]);
    const bookingTab: TestPage = { page: booking, context, outsideRequests: tab.outsideRequests, pageErrors: [] };
    booking.on('pageerror', (error) => {
      bookingTab.pageErrors.push(error.message);
    });

    await booking.getByTestId('lesson-times').waitFor();
    expect(await booking.title()).toBe('Book a trial lesson | Linguaroom');
    const teacherName = (await booking.getByTestId('lesson-teacher').locator('p').first().textContent()) ?? '';
    expect(teacherName.length).toBeGreaterThan(0);
    // The trial only: no lesson-type choice on the date page, one (the trial) on the trial-only lesson page.
    expect(await booking.getByTestId('lesson-option').count()).toBeLessThanOrEqual(1);
    await saveScreenshot(booking, 'lesson-booking-desktop');
    await expectCleanPage(bookingTab);

    // The same page on a 375 px phone: no sideways scroll, accessible.
    const phone = await e2e.open({ viewport: 'phone' });
    await phone.context.addCookies(await context.cookies());
    await phone.page.goto(href);
    await phone.page.getByTestId('lesson-times').locator('label').first().click();
    await phone.page.getByTestId('lesson-confirm').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreenshot(phone.page, 'lesson-booking-phone');
    await expectCleanPage(phone);
    await phone.context.close();

    // Prices are in the student's currency (EUR for the demo student, once the rates table is read), paid in USD.
    expect(await booking.getByTestId('lesson-confirm').count()).toBe(0);
    await booking.getByTestId('lesson-times').locator('label').first().click();
    await booking.getByTestId('lesson-price').filter({ hasText: '€' }).waitFor();
    const when = await pickTimeAndBook(booking);
    expect(await booking.getByTestId('lesson-booked').textContent()).toContain(teacherName);
    await saveScreenshot(booking, 'lesson-booking-booked-desktop');

    await booking.getByRole('link', { name: 'Go to My classes' }).click();
    await booking.waitForURL('**/my-classes');
    const lesson = booking.locator('[data-testid="my-classes-list"] [data-kind="lesson"]').first();
    await lesson.waitFor();
    expect(await lesson.getByRole('heading').textContent()).toBe('Spanish trial lesson');
    expect(await lesson.getByTestId('my-class-status').textContent()).toBe('Upcoming');
    expect(await lesson.textContent()).toContain(when.split(' · ')[0] ?? '');
    await expectCleanPage(bookingTab);

    const after = await walletBalance(booking);
    await booking.goto('/wallet');
    const row = booking.getByTestId('ledger-row').first();
    await row.waitFor();
    // Every demo teacher with a trial charges for it ($1 to $9).
    expect(before - after).toBeGreaterThan(0);
    expect(await row.getAttribute('data-kind')).toBe('LESSON_PAYMENT');
    expect(await row.getByRole('link').textContent()).toBe(`Trial lesson with ${teacherName}`);
    expect(await row.getByRole('link').getAttribute('href')).toBe('/my-classes');

    // The same teacher's lesson page now offers the regular lessons only (the trial is used).
    const teacherId = /teacher_id=(\d+)/.exec(href)?.[1] ?? '';
    await booking.goto(`/booking/lesson?teacher_id=${teacherId}&language=spanish`);
    await booking.getByTestId('lesson-times').waitFor();
    expect(await booking.title()).toBe('Book a lesson | Linguaroom');
    expect(await booking.getByTestId('lesson-option').evaluateAll((options) => options.map((o) => o.getAttribute('data-key')))).toEqual([
      'lesson-30',
      'lesson-60',
    ]);
    await booking.getByRole('radio', { name: /Lesson · 60 min/ }).check();
    await booking.getByTestId('lesson-times').locator('label').first().click();
    await booking.getByTestId('lesson-confirm').waitFor();
    await saveScreenshot(booking, 'lesson-booking-types-desktop');
    await expectCleanPage(bookingTab);
  });
});
