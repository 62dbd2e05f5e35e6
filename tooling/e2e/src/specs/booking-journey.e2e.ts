import { DAY_MS } from '@app/domain';
import { makeClass } from '@app/server/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { topics } from '@app/server/testing/tables';
import { a11yViolations } from '../harness/axe';
import { confirmationLink, walletBalance } from '../harness/booking-data';
import { watchCspViolations } from '../harness/csp';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, type TestPage } from '../harness/pages';

const e2e = useE2e();

/** The student of this journey, shared by the two tests (browser test 2 continues browser test 1). */
const journey: { tab?: TestPage; classId?: number; balanceAfterPaying?: number; price?: number; cspViolations?: string[] } = {};

async function expectAccessible(tab: TestPage, name: string) {
  await saveScreenshot(tab.page, name);
  expect(await a11yViolations(tab.page)).toEqual([]);
}

describe('a visitor becomes a student and books a class (issue 4 browser tests 1 and 2)', () => {
  it('landing -> topic -> sign-in prompt -> sign up -> confirm the email -> book -> pay from the wallet -> booked modal and class page', async () => {
    const tab = await e2e.open();
    journey.tab = tab;
    const { page } = tab;
    // The whole journey runs under the server's Content-Security-Policy (no inline script, no
    // eval): any violation on the landing page, the topic, sign-up, payment or the class page fails.
    const cspViolations = await watchCspViolations(tab);
    journey.cspViolations = cspViolations;

    const landing = await page.goto('/group-class');
    expect(landing?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(landing?.headers()['x-frame-options']).toBe('DENY');
    const card = page.locator('section[aria-labelledby="strip-title"]').getByTestId('class-card').first();
    await card.waitFor();
    // The card opens the topic in a new tab; the test follows its address in this tab.
    const topicHref = await card.getAttribute('href');
    expect(topicHref).toMatch(/^\/group-class-online\/topic\/\d+$/);
    const topicId = Number(topicHref?.split('/').at(-1));
    // A class of this topic more than 24 h ahead, so the same student can drop it afterwards.
    const [topic] = (
      await e2e.server.database.db.select({ id: topics.id, teacher_id: topics.teacher_id, price: topics.price }).from(topics)
    ).filter((row) => row.id === topicId);
    if (!topic) throw new Error(`topic ${topicId} not found`);
    const made = await makeClass(e2e.server.database.db, {
      teacherId: topic.teacher_id,
      topicId,
      now: Date.now(),
      startsIn: 3 * DAY_MS + 7 * 60_000,
      price: topic.price,
    });
    journey.classId = made.classId;

    await page.goto(topicHref ?? '');
    await page.getByTestId('topic-card').waitFor();
    await expectAccessible(tab, 'booking-journey-topic-desktop');
    await page.getByTestId('slot-list').getByRole('button', { name: /^Book/ }).and(page.locator('[data-bookable="true"]')).first().click();
    const signInPrompt = page.getByRole('dialog', { name: 'Sign in to book' });
    await signInPrompt.waitFor();
    await signInPrompt.getByRole('link', { name: 'Sign up' }).click();

    await page.waitForURL(`**/signup?returnTo=${encodeURIComponent(topicHref ?? '')}`);
    const email = `journey-${Date.now().toString(36)}@students.test`;
    await page.getByLabel('Your name').fill('Journey Student');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a-long-password-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    // Sign-up answers the same for any address and signs nobody in: the next step is the inbox.
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await page.getByTestId('sign-up-sent').textContent()).toContain(email);
    await expectAccessible(tab, 'booking-journey-check-email-desktop');
    // Meanwhile the password signs in (unconfirmed), and brings the student back to the topic.
    await page.getByTestId('sign-up-sign-in').click();
    await page.waitForURL(`**/signin?returnTo=${encodeURIComponent(topicHref ?? '')}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a-long-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`**${topicHref ?? ''}`);

    // Signed up but not confirmed: booking asks to confirm the email first (000 §4 Book flow 2).
    await page.getByTestId('slot-list').getByRole('button', { name: /^Book/ }).and(page.locator('[data-bookable="true"]')).first().click();
    const confirmPrompt = page.getByRole('dialog', { name: 'Please confirm your email' });
    await confirmPrompt.waitFor();
    expect(await confirmPrompt.textContent()).toContain(email);
    await expectAccessible(tab, 'booking-journey-confirm-prompt-desktop');
    await page.keyboard.press('Escape');

    // The link the server "mailed" (the outbox table; there is no mail server).
    const link = new URL(await confirmationLink(e2e, email));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText('Your email is confirmed and you are signed in.', { exact: false }).waitFor();
    // A newly confirmed student gets the welcome credit (server: WELCOME_CREDIT on the first confirmation).
    const credit = await walletBalance(page);
    expect(credit).toBeGreaterThan(topic.price);

    await page.goto(topicHref ?? '');
    await page
      .getByTestId('slot-list')
      .getByRole('button', { name: /View all/ })
      .click();
    const modal = page.getByRole('dialog', { name: 'All time slots' });
    const slot = modal.locator(`[data-class-id="${made.classId}"]`);
    await slot.waitFor();
    expect(await slot.locator('[data-spots]').textContent()).toBe('Be the first!');
    await slot.getByRole('button', { name: /^Book/ }).click();

    await page.waitForURL('**/payment');
    await page.getByTestId('wallet-balance').filter({ hasText: '$' }).waitFor();
    const priceText = `$${(topic.price / 100).toFixed(2)}`;
    expect(await page.getByTestId('payment-price').textContent()).toBe(priceText);
    expect(await page.getByTestId('wallet-balance').textContent()).toBe(`$${(credit / 100).toFixed(2)}`);
    expect(await page.getByText('Your final payment will be made in USD.').count()).toBe(1);
    await expectAccessible(tab, 'booking-journey-payment-desktop');
    await page.getByRole('button', { name: `Pay ${priceText}` }).click();

    await page.waitForURL(
      new RegExp(`/group-class-online/class/${made.classId}\\?classID=${made.classId}&studentBookedID=\\d+&bookingSuccess=1$`),
    );
    const booked = page.getByRole('dialog', { name: 'Group class booked' });
    await booked.waitFor();
    expect(await booked.textContent()).toContain('Zoom');
    await expectAccessible(tab, 'booking-journey-booked-modal-desktop');
    await booked.getByRole('button', { name: 'Got it' }).click();
    await booked.waitFor({ state: 'detached' });
    expect(page.url()).not.toContain('bookingSuccess');

    const panel = page.getByTestId('status-panel');
    expect(await panel.getByTestId('class-headline').textContent()).toBe('Upcoming');
    expect(await panel.getByTestId('class-notice').textContent()).toBe(
      'The link to the video class will appear here 10 minutes before the class starts.',
    );
    expect(await panel.getByRole('button', { name: 'Join class' }).isDisabled()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Drop class' }).isEnabled()).toBe(true);
    expect(await page.getByTestId('order-status').textContent()).toContain('Upcoming');
    expect(
      await page
        .getByTestId('booked-order-card')
        .getByRole('link', { name: /^Download / })
        .count(),
    ).toBeGreaterThan(0);
    await expectAccessible(tab, 'booking-journey-class-booked-desktop');

    journey.price = topic.price;
    journey.balanceAfterPaying = await walletBalance(page);
    expect(journey.balanceAfterPaying).toBe(credit - topic.price);
    expect(tab.outsideRequests).toEqual([]);
    expect(tab.pageErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  it('the same student drops the class: confirm, "You dropped the class. $X is back in your wallet." (issue 17), Canceled, and the refund in the wallet', async () => {
    const { tab, classId, balanceAfterPaying, price } = journey;
    if (!tab || classId === undefined || balanceAfterPaying === undefined || price === undefined)
      throw new Error('the booking test did not finish');
    const { page } = tab;
    const panel = page.getByTestId('status-panel');
    await panel.getByRole('button', { name: 'Drop class' }).click();
    const confirm = page.getByRole('dialog', { name: 'Drop this class?' });
    await confirm.waitFor();
    await expectAccessible(tab, 'booking-journey-drop-confirm-desktop');
    await confirm.getByRole('button', { name: 'Drop class' }).click();

    await page
      .locator('[data-toast]', { hasText: `You dropped the class. $${(price / 100).toFixed(2)} is back in your wallet.` })
      .waitFor();
    await page.getByTestId('class-headline').filter({ hasText: 'Canceled' }).waitFor();
    expect(await page.getByTestId('cancellation-text').textContent()).toBe('You dropped this class. You will receive a full refund.');
    // A dropped seat frees the class: the student may book it again.
    expect(await page.getByTestId('book-panel').getByRole('button', { name: 'Book' }).isEnabled()).toBe(true);
    await expectAccessible(tab, 'booking-journey-dropped-desktop');
    expect(await walletBalance(page)).toBe(balanceAfterPaying + price);
    // Browser test 2: the refund in the wallet page, newest first, linked to the dropped class.
    const classUrl = new URL(page.url());
    await page.goto('/wallet');
    const rows = page.getByTestId('ledger-row');
    await rows.first().waitFor();
    expect(await rows.nth(0).getAttribute('data-kind')).toBe('REFUND');
    expect(await rows.nth(0).getByTestId('ledger-amount').textContent()).toBe(`+$${(price / 100).toFixed(2)}`);
    expect(await rows.nth(1).getAttribute('data-kind')).toBe('CLASS_PAYMENT');
    expect(await rows.nth(1).getByTestId('ledger-amount').textContent()).toBe(`-$${(price / 100).toFixed(2)}`);
    const refundLink = await rows.nth(0).getByRole('link').getAttribute('href');
    expect(refundLink).toMatch(new RegExp(`^/group-class-online/class/${classId}\\?classID=${classId}&studentBookedID=\\d+$`));
    expect(await page.getByTestId('wallet-page-balance').textContent()).toBe(`$${((balanceAfterPaying + price) / 100).toFixed(2)}`);
    await expectAccessible(tab, 'booking-journey-wallet-refund-desktop');
    await page.goto(`${classUrl.pathname}${classUrl.search}`);
    await page.getByTestId('class-headline').waitFor();
    expect(tab.pageErrors).toEqual([]);
    expect(journey.cspViolations).toEqual([]);
  });

  it('the class page of the booking at phone width', async () => {
    const { tab, classId } = journey;
    if (!tab || classId === undefined) throw new Error('the booking test did not finish');
    const phone = await e2e.open({ viewport: 'phone' });
    await phone.context.addCookies(await tab.context.cookies());
    await phone.page.goto(`/group-class-online/class/${classId}`);
    await phone.page.getByTestId('class-headline').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(phone, 'booking-journey-class-dropped-phone');
  });
});
