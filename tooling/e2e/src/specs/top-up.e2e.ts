import { DAY_MS, HOUR_MS } from '@app/domain';
import { eq, outbox } from '@app/server/testing/tables';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { a11yViolations } from '../harness/axe';
import { bookViaApi, demoTeacherClass, newConfirmedStudent, walletBalance } from '../harness/booking-data';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot } from '../harness/pages';
import type { ViewportName } from '../harness/pages';

const e2e = useE2e();
let day = 2;

/**
 * A student with $5 left: the welcome credit ($50) spent on three $15 classes, each on its own day
 * so none overlaps the class she then opens to pay for ($15: $10 short).
 */
async function studentWithFiveDollars(page: Page) {
  const student = await newConfirmedStudent(e2e, page, { credit: 0 });
  for (let i = 0; i < 3; i++) {
    const { classId } = await demoTeacherClass(e2e, { startsIn: (day += 1) * DAY_MS + 2 * HOUR_MS });
    await bookViaApi(page, classId);
  }
  expect(await walletBalance(page)).toBe(500);
  return student;
}

async function openPaymentPage(page: Page) {
  const { classId } = await demoTeacherClass(e2e, { startsIn: (day += 1) * DAY_MS + 2 * HOUR_MS });
  await page.goto(`/group-class-online/class/${classId}`);
  await page.getByTestId('book-panel').getByRole('button', { name: 'Book' }).click();
  await page.waitForURL('**/payment');
  await page.getByTestId('wallet-balance').filter({ hasText: '$5.00' }).waitFor();
  return classId;
}

async function expectAccessible(page: Page, name: string) {
  await saveScreenshot(page, name);
  expect(await a11yViolations(page)).toEqual([]);
}

describe('adding credit through the sandbox checkout (issue 15)', () => {
  for (const viewport of ['desktop', 'phone'] as const satisfies readonly ViewportName[]) {
    it(`short on the payment page, tops up, comes back and books; a declined card shows the reason (${viewport})`, async () => {
      const { page, outsideRequests, pageErrors } = await e2e.open({ viewport });
      const student = await studentWithFiveDollars(page);
      const classId = await openPaymentPage(page);

      const shortfall = page.getByTestId('payment-shortfall');
      expect(await shortfall.getByText('Your balance is $10.00 short.').count()).toBe(1);
      expect(await page.getByRole('button', { name: /^Pay / }).isDisabled()).toBe(true);
      await expectAccessible(page, `top-up-payment-short-${viewport}`);
      await shortfall.getByRole('button', { name: 'Top up $10.00' }).click();

      await page.waitForURL(/\/sandbox-checkout\/tu_[0-9a-f]{32}$/);
      const checkout = page.getByTestId('sandbox-checkout');
      await checkout.getByText('Test payment — no real money').waitFor();
      expect(await checkout.getByTestId('sandbox-amount').textContent()).toBe('Top-up of $10.00');
      await expectAccessible(page, `top-up-sandbox-checkout-${viewport}`);

      // A declined card: the provider's reason next to the field, nothing credited.
      await page.getByLabel('Card number').fill('4000 0000 0000 0002');
      await checkout.getByRole('button', { name: 'Pay $10.00' }).click();
      await checkout.getByText('Your card was declined.').first().waitFor();
      expect(await page.getByLabel('Card number').getAttribute('aria-invalid')).toBe('true');
      expect(await walletBalance(page)).toBe(500);
      await expectAccessible(page, `top-up-sandbox-declined-${viewport}`);

      if (viewport === 'phone') {
        // The card that needs a second step: the confirm screen, then the payment completes.
        await checkout.getByRole('button', { name: 'Use 3155' }).click();
        await checkout.getByRole('button', { name: 'Pay $10.00' }).click();
        await checkout.getByRole('heading', { name: 'Confirm this payment' }).waitFor();
        await expectAccessible(page, `top-up-sandbox-second-step-${viewport}`);
        await checkout.getByRole('button', { name: 'Complete the payment' }).click();
      } else {
        await checkout.getByRole('button', { name: 'Use 4242' }).click();
        await checkout.getByRole('button', { name: 'Pay $10.00' }).click();
      }

      // Back on the payment page with the credit in: Pay is on.
      await page.waitForURL('**/payment');
      await page.getByTestId('wallet-balance').filter({ hasText: '$15.00' }).waitFor();
      expect(await page.getByTestId('payment-shortfall').count()).toBe(0);
      await expectAccessible(page, `top-up-payment-after-${viewport}`);
      await page.getByRole('button', { name: 'Pay $15.00' }).click();
      await page.waitForURL(new RegExp(`/group-class-online/class/${classId}\\?classID=${classId}&studentBookedID=\\d+&bookingSuccess=1$`));
      await page.getByRole('dialog', { name: 'Group class booked' }).waitFor();
      expect(await walletBalance(page)).toBe(0);

      // The wallet lists the top-up, and the receipt is mailed (the event worker, a moment after).
      await page.goto('/wallet');
      await page.getByTestId('ledger').getByText('Top-up').waitFor();
      await page.getByTestId('top-up-section').waitFor();
      await expectAccessible(page, `top-up-wallet-${viewport}`);
      await expect
        .poll(
          async () =>
            (await e2e.server.database.db.select().from(outbox).where(eq(outbox.to_address, student.email))).map((m) => m.subject),
          {
            timeout: 10_000,
          },
        )
        .toContain('Receipt: $10.00 added to your wallet');
      expect(outsideRequests).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }

  it('the wallet form: a custom amount below the minimum is explained next to the field; a preset opens the checkout', async () => {
    const { page, pageErrors } = await e2e.open({ viewport: 'phone' });
    await newConfirmedStudent(e2e, page, { credit: 0 });
    await page.goto('/wallet');
    const form = page.getByTestId('top-up-form');
    await form.getByText('Other amount').click();
    await page.getByLabel('Amount in USD').fill('5');
    await form.getByTestId('top-up-submit').click();
    await form.getByText('Enter an amount from $10.00 to $500.00.').waitFor();
    expect(await page.getByLabel('Amount in USD').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'top-up-wallet-form-error-phone');
    await page.getByLabel('Amount in USD').fill('12.50');
    await form.getByRole('button', { name: 'Top up $12.50' }).click();
    await page.waitForURL(/\/sandbox-checkout\/tu_/);
    await page.getByTestId('sandbox-amount').filter({ hasText: '$12.50' }).waitFor();
    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await page.getByText('You left the checkout. Nothing was charged.').waitFor();
    await page.getByRole('link', { name: 'Back to my wallet' }).click();
    await page.waitForURL('**/wallet');
    expect(await walletBalance(page)).toBe(5_000);
    expect(pageErrors).toEqual([]);
  });
});
