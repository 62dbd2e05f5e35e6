import { DAY_MS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { a11yViolations } from '../harness/axe';
import { bookViaApi, demoTeacherClass, newConfirmedStudent, walletBalance } from '../harness/booking-data';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, signInAs } from '../harness/pages';

const e2e = useE2e();

describe('who cannot book (issue 4 browser tests 5 and 6, 000 §5, §8)', () => {
  it('a visitor sees the class without its secrets, and Book asks them to sign in', async () => {
    const { classId } = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, outsideRequests, pageErrors } = await e2e.open({ viewport });
      await page.goto(`/group-class-online/class/${classId}`);
      await page.getByRole('heading', { level: 1, name: 'Small talk at work' }).waitFor();
      expect(await page.title()).toBe('Small talk at work | Linguaroom');
      expect(await page.getByTestId('status-panel').count()).toBe(0);
      expect(await page.getByTestId('material-note').textContent()).toBe(
        'The class material will be available here after you book this class.',
      );
      expect(await page.content()).not.toContain('kp2026');
      const panel = page.getByTestId('book-panel');
      expect(await panel.locator('[data-spots]').textContent()).toBe('Be the first!');
      await saveScreenshot(page, `booking-class-visitor-${viewport}`);
      expect(await a11yViolations(page)).toEqual([]);

      await panel.getByRole('button', { name: 'Book' }).click();
      const prompt = page.getByRole('dialog', { name: 'Sign in to book' });
      await prompt.waitFor();
      expect(await prompt.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
        `/signin?returnTo=${encodeURIComponent(`/group-class-online/class/${classId}`)}`,
      );
      await saveScreenshot(page, `booking-sign-in-prompt-${viewport}`);
      expect(await a11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await prompt.waitFor({ state: 'detached' });
      expect(outsideRequests).toEqual([]);
      expect(pageErrors).toEqual([]);
    }
  });

  // Issue 14: her own class page is her view (roster, Join, Cancel), so no Book to refuse; the API still answers CantBookBySelf (routes tests).
  it('the teacher on her own class page gets her view, not a Book button', async () => {
    const { classId } = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
    const { page, pageErrors } = await e2e.open();
    await signInAs(page, 'teacher@demo.test');
    await page.goto(`/group-class-online/class/${classId}`);
    await page.getByText('You teach this class').first().waitFor();
    expect(await page.getByTestId('book-panel').count()).toBe(0);
    expect(await page.getByText('Sorry, you cannot book a class with yourself.').count()).toBe(0);
    await saveScreenshot(page, 'booking-class-own-desktop');
    expect(await a11yViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("a class that fills up after the click cannot be paid for: the server's message, Pay disabled, Fully booked", async () => {
    const { classId } = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS, capacity: 1 });
    const buyer = await e2e.open();
    await newConfirmedStudent(e2e, buyer.page);
    const before = await walletBalance(buyer.page);
    await buyer.page.goto(`/group-class-online/class/${classId}`);
    await buyer.page.getByTestId('book-panel').getByRole('button', { name: 'Book' }).click();
    await buyer.page.waitForURL('**/payment');
    await buyer.page.getByRole('heading', { name: 'Small talk at work' }).waitFor();
    expect(await buyer.page.getByTestId('payment-price').textContent()).toBe('$15.00');
    await saveScreenshot(buyer.page, 'booking-payment-desktop');
    expect(await a11yViolations(buyer.page)).toEqual([]);

    // Someone else takes the last spot while the buyer is on the payment page.
    const other = await e2e.open();
    await newConfirmedStudent(e2e, other.page);
    await bookViaApi(other.page, classId);

    await buyer.page.getByRole('button', { name: /^Pay / }).click();
    // The server's answer to BOOK, then the re-read check: the message is shown once.
    await buyer.page.getByRole('alert').filter({ hasText: 'This class has been fully booked.' }).first().waitFor();
    await buyer.page.getByTestId('payment-refusal').waitFor();
    expect(await buyer.page.getByText('This class has been fully booked.').count()).toBe(1);
    expect(await walletBalance(buyer.page)).toBe(before);
    // The page re-reads the booking check: the refusal stays and Pay is disabled, also after a reload.
    await buyer.page.reload();
    await buyer.page.getByTestId('payment-refusal').waitFor();
    expect(await buyer.page.getByTestId('payment-refusal').textContent()).toBe('This class has been fully booked.');
    expect(await buyer.page.getByRole('button', { name: /^Pay / }).isDisabled()).toBe(true);
    await saveScreenshot(buyer.page, 'booking-payment-full-desktop');
    expect(await a11yViolations(buyer.page)).toEqual([]);

    await buyer.page.goto(`/group-class-online/class/${classId}`);
    const panel = buyer.page.getByTestId('book-panel');
    await panel.waitFor();
    expect(await panel.locator('[data-spots]').textContent()).toBe('Fully booked');
    expect(await panel.getByRole('button', { name: 'Book' }).isDisabled()).toBe(true);
    expect(await panel.getByTestId('book-refusal').textContent()).toBe('This class has been fully booked.');
    expect(buyer.outsideRequests).toEqual([]);
    expect(buyer.pageErrors).toEqual([]);
  });

  it('the payment page at phone width, and its "nothing to pay for" state', async () => {
    const { classId } = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
    const { page, pageErrors } = await e2e.open({ viewport: 'phone' });
    await page.goto('/payment');
    await page.getByTestId('nothing-to-pay').waitFor();
    expect(await page.getByRole('link', { name: 'Browse group classes' }).getAttribute('href')).toBe('/group-class');
    await saveScreenshot(page, 'booking-payment-empty-phone');
    expect(await a11yViolations(page)).toEqual([]);

    await newConfirmedStudent(e2e, page);
    await page.goto(`/group-class-online/class/${classId}`);
    await page.getByTestId('book-panel').getByRole('button', { name: 'Book' }).click();
    await page.waitForURL('**/payment');
    await page.getByTestId('wallet-balance').filter({ hasText: '$' }).waitFor();
    await saveScreenshot(page, 'booking-payment-phone');
    expect(await a11yViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
