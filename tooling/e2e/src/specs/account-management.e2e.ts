import { readFileSync } from 'node:fs';
import { DAY_MS } from '@app/domain';
import { ledgerEntries, outbox, users } from '@app/server/testing/tables';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPost, bookViaApi, demoTeacherClass, newConfirmedStudent } from '../harness/booking-data';
import { expectCleanPage } from '../harness/clean-page';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, signInAs, type TestPage } from '../harness/pages';

const e2e = useE2e();
const PASSWORD = 'e2e-password-123';
/** A 1x1 PNG, a real image the browser can draw. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The newest link of `path` mailed to `to` (the outbox: the event worker queues it a moment after the request commits). */
async function mailedLink(to: string, path: string): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mails = await e2e.server.database.db.select().from(outbox);
    const link = mails
      .filter((m) => m.to_address.toLowerCase() === to.toLowerCase())
      .map((m) => m.link)
      .filter((l): l is string => l?.includes(path) ?? false)
      .at(-1);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no ${path} mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function subjectsTo(to: string): Promise<string[]> {
  return (await e2e.server.database.db.select().from(outbox)).filter((m) => m.to_address === to).map((m) => m.subject);
}

/** Issue 17's bar: axe finds no violation of any impact (the shared check stops at serious), no outside request, no page error. */
async function expectSpotless(tab: TestPage): Promise<void> {
  await expectCleanPage(tab);
  // expectCleanPage has loaded axe into the page.
  const all = await tab.page.evaluate<string[]>(async () => {
    const axe = (
      window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: { id: string; impact: string }[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v) => `${v.impact} ${v.id}`);
  });
  expect(all).toEqual([]);
}

async function fitsWidth(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const signedIn = async (page: Page) => (await page.request.get('/api/v2/me/foundation')).status() === 200;

describe('accounts a person can manage (issue 17)', () => {
  it('forgot password: linked from sign in, the same answer for any address, a one-use link by mail that sets the password and signs out every device', async () => {
    const owner = await e2e.open();
    const { email } = await newConfirmedStudent(e2e, owner.page, { credit: 0 });
    const otherDevice = await e2e.open({ viewport: 'phone' });
    await signInAs(otherDevice.page, email, PASSWORD);
    expect(await signedIn(owner.page)).toBe(true);

    // A visitor on a desktop: sign in -> "Forgot your password?" -> the form.
    const visitor = await e2e.open();
    await visitor.page.goto('/signin');
    await visitor.page.getByRole('link', { name: 'Forgot your password?' }).click();
    await visitor.page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await saveScreenshot(visitor.page, 'account-forgot-desktop');
    await expectSpotless(visitor);
    await visitor.page.getByLabel('Email').fill(email);
    await visitor.page.getByRole('button', { name: 'Send the link' }).click();
    await visitor.page.getByText(`If ${email} has an account, a link to reset its password is on its way.`, { exact: false }).waitFor();
    await saveScreenshot(visitor.page, 'account-forgot-sent-desktop');
    await expectSpotless(visitor);

    // An unknown address reads exactly the same, and nothing is mailed to it.
    const stranger = await e2e.open({ viewport: 'phone' });
    await stranger.page.goto('/forgot-password');
    await stranger.page.getByLabel('Email').fill('nobody-at-all@students.test');
    await stranger.page.getByRole('button', { name: 'Send the link' }).click();
    await stranger.page
      .getByText('If nobody-at-all@students.test has an account, a link to reset its password is on its way.', { exact: false })
      .waitFor();
    await fitsWidth(stranger.page, 375);
    await saveScreenshot(stranger.page, 'account-forgot-sent-phone');
    await expectSpotless(stranger);
    expect(await subjectsTo('nobody-at-all@students.test')).toEqual([]);

    // The link, opened on a phone: choose a new password (a weak one is refused with the reason).
    const link = await mailedLink(email, '/reset-password?token=');
    const phone = await e2e.open({ viewport: 'phone' });
    await phone.page.goto(link);
    const field = phone.page.getByLabel('New password');
    await field.fill('short');
    await phone.page.getByRole('button', { name: 'Set my new password' }).click();
    await phone.page.getByText('Choose a password of at least 10 characters that is not your email address.').waitFor();
    await fitsWidth(phone.page, 375);
    await saveScreenshot(phone.page, 'account-reset-phone');
    await expectSpotless(phone);
    await field.fill('brand-new-password-1');
    await phone.page.getByRole('button', { name: 'Set my new password' }).click();
    await phone.page.getByText('Your password is changed and you are signed out everywhere.', { exact: false }).waitFor();
    await saveScreenshot(phone.page, 'account-reset-done-phone');
    await expectSpotless(phone);

    // Every device signed out; the old password is refused and the new one signs in through the form.
    expect(await signedIn(owner.page)).toBe(false);
    expect(await signedIn(otherDevice.page)).toBe(false);
    expect((await apiPost(visitor.page, '/v1/account/signin', { email, password: PASSWORD })).status).toBe(401);
    await visitor.page.goto('/signin');
    await visitor.page.getByLabel('Email').fill(email);
    await visitor.page.getByLabel('Password', { exact: true }).fill('brand-new-password-1');
    await visitor.page.getByRole('button', { name: 'Sign in' }).click();
    await visitor.page.waitForURL((url) => url.pathname !== '/signin');
    expect(await signedIn(visitor.page)).toBe(true);

    // The link works once: opened again (desktop), it says so and offers a new one.
    const again = await e2e.open();
    await again.page.goto(link);
    await again.page.getByText('This reset link is not valid any more', { exact: false }).waitFor();
    await again.page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await saveScreenshot(again.page, 'account-reset-used-desktop');
    await expectSpotless(again);
  });

  it('settings: change password (other devices signed out), sessions with device and last use (end one, end all others), change email by a link to the new address', async () => {
    const tab = await e2e.open();
    const { page } = tab;
    const { email } = await newConfirmedStudent(e2e, page, { credit: 0 });
    const phone = await e2e.open({ viewport: 'phone' });
    await signInAs(phone.page, email, PASSWORD);

    await page.goto('/settings');
    const sessions = page.getByTestId('sessions-section');
    await sessions.getByText('This device').waitFor();
    // This browser is Chrome on Linux, the phone Chrome on Android (its User-Agent); the phone's
    // row has the Sign out button.
    expect(await sessions.getByRole('listitem').count()).toBe(2);
    await sessions
      .getByText(/^Last used /)
      .first()
      .waitFor();
    await sessions.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'account-settings-desktop');
    await expectSpotless(tab);
    await sessions.getByRole('button', { name: /^Sign out Chrome on Android, last used / }).click();
    await sessions.getByText('You are signed in only here.').waitFor();
    expect(await signedIn(phone.page)).toBe(false);
    expect(await signedIn(page)).toBe(true);

    // Sign in twice more elsewhere, then "Sign out everywhere else".
    await signInAs(phone.page, email, PASSWORD);
    const third = await e2e.open();
    await signInAs(third.page, email, PASSWORD);
    await page.reload();
    await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await sessions.getByText('Signed out: 2.').waitFor();
    expect(await signedIn(phone.page)).toBe(false);
    expect(await signedIn(third.page)).toBe(false);

    // Change password: the current one is checked; the other devices are signed out.
    await signInAs(phone.page, email, PASSWORD);
    const password = page.getByTestId('password-section');
    await password.getByLabel('Current password').fill('not-my-password');
    await password.getByLabel('New password').fill('changed-password-2');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('Your current password is not right.').waitFor();
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('Your password is changed. Other devices signed out: 1.').waitFor();
    expect(await signedIn(phone.page)).toBe(false);
    expect(await signedIn(page)).toBe(true);

    // Change email: a link to the new address; nothing changes until it is opened; the old address is told.
    const newEmail = email.replace('@', '-moved@');
    const emailSection = page.getByTestId('email-section');
    await emailSection.getByLabel('New email address').fill(newEmail);
    await emailSection.getByLabel('Current password').fill('changed-password-2');
    await emailSection.getByRole('button', { name: 'Change email' }).click();
    await emailSection.getByText(`We sent a link to ${newEmail}.`, { exact: false }).waitFor();
    await saveScreenshot(page, 'account-settings-email-sent-desktop');
    await expectSpotless(tab);
    const link = await mailedLink(newEmail, '/confirm-email-change?token=');
    const inbox = await e2e.open({ viewport: 'phone' });
    await inbox.page.goto(link);
    await inbox.page.getByText(`Done: your account now uses ${newEmail}.`, { exact: false }).waitFor();
    await fitsWidth(inbox.page, 375);
    await saveScreenshot(inbox.page, 'account-email-changed-phone');
    await expectSpotless(inbox);
    // The notice to the former address is written by the event worker, a moment after the change commits.
    await expect.poll(() => subjectsTo(email), { timeout: 5_000 }).toContain('Your email address was changed');
    await page.reload();
    await page.getByTestId('email-section').getByText(`Now: ${newEmail}`).waitFor();

    // The whole settings page on a phone.
    await signInAs(phone.page, newEmail, 'changed-password-2');
    await phone.page.goto('/settings');
    await phone.page.getByTestId('sessions-section').getByText('This device').waitFor();
    await fitsWidth(phone.page, 375);
    await saveScreenshot(phone.page, 'account-settings-phone');
    await expectSpotless(phone);
  });

  it('settings: edit profile (name, picture, about, languages and levels), download my data, delete account (an upcoming class dropped with its refund, signed out)', async () => {
    const tab = await e2e.open();
    const { page } = tab;
    const { email, userId } = await newConfirmedStudent(e2e, page, { credit: 10_000 });
    const cls = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
    await bookViaApi(page, cls.classId);

    await page.goto('/settings');
    const profile = page.getByTestId('profile-section');
    await profile.getByLabel('Name').fill('Ana Profile');
    await profile.getByLabel('About you').fill('I learn French for work.');
    await profile.getByRole('button', { name: 'Add a language' }).click();
    await profile.getByLabel('Language 1').selectOption('french');
    await profile.getByLabel('Level in French').selectOption({ label: 'B1' });
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await profile.getByText('Profile saved.').waitFor();
    await profile
      .getByLabel('Profile picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') });
    await profile.getByRole('button', { name: 'Remove picture' }).waitFor();
    expect(await profile.getByRole('img', { name: 'Ana Profile' }).count()).toBe(1);
    await page.reload();
    await profile.getByLabel('Name').waitFor();
    expect(await profile.getByLabel('Name').inputValue()).toBe('Ana Profile');
    expect(await profile.getByLabel('Level in French').inputValue()).toBe('3');
    await profile.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'account-profile-desktop');
    await expectSpotless(tab);

    // Download my data: a JSON file with the account, the booking and the ledger.
    const data = page.getByTestId('data-section');
    const [download] = await Promise.all([page.waitForEvent('download'), data.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      account: { email: string; nickname: string; about: string };
      bookings: { classes: { class_id: number }[] };
      ledger: { entries: unknown[] };
    };
    expect(exported.account).toMatchObject({ email, nickname: 'Ana Profile', about: 'I learn French for work.' });
    expect(exported.bookings.classes.map((c) => c.class_id)).toEqual([cls.classId]);
    expect(exported.ledger.entries.length).toBeGreaterThanOrEqual(2);

    // Phone: the same sections fit.
    const phone = await e2e.open({ viewport: 'phone' });
    await signInAs(phone.page, email, PASSWORD);
    await phone.page.goto('/settings');
    await phone.page.getByTestId('data-section').getByRole('button', { name: 'Delete my account' }).waitFor();
    await fitsWidth(phone.page, 375);
    await phone.page.getByTestId('profile-section').scrollIntoViewIfNeeded();
    await saveScreenshot(phone.page, 'account-profile-phone');
    await expectSpotless(phone);

    // Delete: the password, a confirm dialog, then out, signed out everywhere; the class dropped and refunded.
    await data.getByLabel('Current password').fill(PASSWORD);
    await data.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await saveScreenshot(page, 'account-delete-confirm-desktop');
    await expectSpotless(tab);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Your account is deleted. Bookings dropped: 1; kept under the 24-hour rule: 0.').waitFor();
    await page.waitForURL((url) => url.pathname === '/group-class');
    expect(await signedIn(page)).toBe(false);
    expect(await signedIn(phone.page)).toBe(false);
    const [row] = (await e2e.server.database.db.select().from(users)).filter((u) => u.user_id === userId);
    expect(row).toMatchObject({ email: `deleted-${userId}@deleted.invalid`, nickname: 'Deleted user', avatar_file_name: null });
    const ledger = (await e2e.server.database.db.select().from(ledgerEntries)).filter((l) => l.user_id === userId);
    expect(ledger.map((l) => l.kind)).toContain('REFUND');
    expect((await apiPost(page, '/v1/account/signin', { email, password: PASSWORD })).status).toBe(401);
  });
});
