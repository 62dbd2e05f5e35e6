import { type CurrencyRate, DAY_MS, formatUsdCentsIn } from '@app/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { a11yViolations } from '../harness/axe';
import { apiGet, apiPost, bookViaApi, demoTeacherClass, demoTeacherTopic, newConfirmedStudent, userIdOf } from '../harness/booking-data';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, signInAs, type TestPage } from '../harness/pages';

const e2e = useE2e();

const STUDENT = 'student@demo.test';

async function expectAccessible(tab: TestPage, name: string) {
  await saveScreenshot(tab.page, name);
  expect(await a11yViolations(tab.page)).toEqual([]);
}

/** The same page at 375 px in a phone context with the same session: no sideways scroll, axe clean. */
async function checkPhone(desktop: TestPage, path: string, ready: (page: Page) => Promise<unknown>, name: string) {
  const phone = await e2e.open({ viewport: 'phone' });
  await phone.context.addCookies(await desktop.context.cookies());
  await phone.page.goto(path);
  await ready(phone.page);
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(phone, name);
  expect(phone.pageErrors).toEqual([]);
  await phone.context.close();
}

async function signedIn(email: string): Promise<TestPage> {
  const tab = await e2e.open();
  await signInAs(tab.page, email);
  return tab;
}

describe("the student's own pages (issue 4: my classes, wallet, settings, messages, profiles)", () => {
  it('a visitor opening a signed-in page is sent to sign in, and comes back after', async () => {
    const tab = await e2e.open();
    for (const path of ['/my-classes', '/wallet', '/settings', '/conversations', '/conversation/1']) {
      await tab.page.goto(path);
      await tab.page.waitForURL(`**/signin?returnTo=${encodeURIComponent(path)}`);
    }
    await tab.page.getByLabel('Email').fill(STUDENT);
    await tab.page.getByLabel('Password').fill('demo-password');
    await tab.page.getByRole('button', { name: 'Sign in' }).last().click();
    await tab.page.waitForURL('**/conversation/1');
    expect(tab.pageErrors).toEqual([]);
  });

  it("student@demo.test sees her upcoming and past classes and courses, with the spec's statuses, and opens one", async () => {
    const tab = await signedIn(STUDENT);
    const { page } = tab;
    await page.goto('/my-classes');
    const upcoming = page.locator('[data-testid="my-classes-list"][data-scope="upcoming"]');
    await upcoming.waitFor();
    expect(await page.title()).toBe('My classes | Linguaroom');
    const upcomingStatuses = await upcoming.getByTestId('my-class-status').allTextContents();
    expect(upcomingStatuses.length).toBeGreaterThan(1);
    // A booking stays in Upcoming until it ends, a dropped or cancelled one too (marked Canceled, issue 17).
    for (const status of upcomingStatuses) expect(['Upcoming', 'Currently live', 'Scheduled', 'Ongoing', 'Canceled']).toContain(status);
    expect(await upcoming.locator('[data-kind="course"]').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('zone-note').first().textContent()).toContain('Times are shown in');
    await expectAccessible(tab, 'people-my-classes-upcoming-desktop');

    await page.getByRole('navigation', { name: 'Which classes' }).getByRole('link', { name: 'Past', exact: true }).click();
    const past = page.locator('[data-testid="my-classes-list"][data-scope="past"]');
    await past.waitFor();
    const pastStatuses = await past.getByTestId('my-class-status').allTextContents();
    expect(pastStatuses).toContain('Completed');
    expect(pastStatuses).toContain('Canceled');
    await expectAccessible(tab, 'people-my-classes-past-desktop');
    await checkPhone(tab, '/my-classes?tab=past', (p) => p.getByTestId('my-classes-list').waitFor(), 'people-my-classes-past-phone');

    await page.getByRole('navigation', { name: 'Which classes' }).getByRole('link', { name: 'Upcoming', exact: true }).click();
    const firstClass = upcoming.locator('[data-kind="class"]').first();
    // The title links to the class page (a live row also has Join class, which opens the room).
    const titleLink = firstClass.getByRole('heading').getByRole('link');
    const title = (await titleLink.textContent()) ?? '';
    await titleLink.click();
    await page.waitForURL(/\/group-class-online\/class\/(\d+)\?classID=\1&studentBookedID=\d+$/);
    await page.getByTestId('class-headline').waitFor();
    expect(await page.locator('h1').first().textContent()).toContain(title);
    expect(tab.pageErrors).toEqual([]);
  });

  it('prices show in EUR for student@demo.test (her currency), and in USD for a visitor', async () => {
    const { topicId } = await demoTeacherTopic(e2e);
    const tab = await signedIn(STUDENT);
    const rates = ((await apiGet(tab.page, '/v2/config/currency_rates')) as { data: { rates: CurrencyRate[] } }).data.rates;
    const eur = rates.find((r) => r.code === 'EUR');
    if (!eur) throw new Error('no EUR rate');
    const topic = ((await apiGet(tab.page, `/v1/group_topics/${topicId}`)) as { data: { group_topic: { price: number } } }).data
      .group_topic;
    await tab.page.goto(`/group-class-online/topic/${topicId}`);
    await tab.page.getByTestId('topic-card').waitFor();
    const euros = formatUsdCentsIn({ cents: topic.price, rate: eur, locale: 'en-US' });
    await tab.page.getByText(euros).first().waitFor();
    expect(await tab.page.locator('main').textContent()).not.toContain(`$${(topic.price / 100).toFixed(2)}`);

    // The wallet: the balance in EUR with USD beside it.
    await tab.page.goto('/wallet');
    const balance = await tab.page.getByTestId('wallet-page-balance').textContent();
    expect(balance).toMatch(/^€/);
    expect(await tab.page.getByTestId('wallet-page-balance-usd').textContent()).toMatch(/^\$/);
    await expectAccessible(tab, 'people-wallet-eur-desktop');
    await checkPhone(tab, '/wallet', (p) => p.getByTestId('wallet-page-balance').waitFor(), 'people-wallet-eur-phone');

    const visitor = await e2e.open();
    await visitor.page.goto(`/group-class-online/topic/${topicId}`);
    await visitor.page
      .getByText(`$${(topic.price / 100).toFixed(2)}`)
      .first()
      .waitFor();
  });

  it('the wallet lists the payment and, after a drop, the refund, each linking to the class', async () => {
    const tab = await e2e.open();
    await newConfirmedStudent(e2e, tab.page);
    const made = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
    const { seatId } = await bookViaApi(tab.page, made.classId);
    const dropped = await apiPost(tab.page, `/v3/group_class/group_classes/${made.classId}/actions/CANCEL`);
    expect(dropped.status).toBe(200);

    await tab.page.goto('/wallet');
    const rows = tab.page.getByTestId('ledger-row');
    await rows.first().waitFor();
    expect(await rows.nth(0).getAttribute('data-kind')).toBe('REFUND');
    expect(await rows.nth(1).getAttribute('data-kind')).toBe('CLASS_PAYMENT');
    const refund = rows.nth(0);
    expect(await refund.getByTestId('ledger-amount').textContent()).toMatch(/^\+\$\d+\.\d{2}$/);
    expect(await rows.nth(1).getByTestId('ledger-amount').textContent()).toMatch(/^-\$\d+\.\d{2}$/);
    const link = refund.getByRole('link');
    expect(await link.getAttribute('href')).toBe(
      `/group-class-online/class/${made.classId}?classID=${made.classId}&studentBookedID=${seatId}`,
    );
    expect(await refund.textContent()).toContain('Refund');
    await expectAccessible(tab, 'people-wallet-refund-desktop');
    await link.click();
    await tab.page.getByTestId('class-headline').filter({ hasText: 'Canceled' }).waitFor();
  });

  it('Contact teacher -> the conversation -> send a message -> it appears; the teacher sees it unread', async () => {
    const { topicId, teacherId } = await demoTeacherTopic(e2e);
    const tab = await signedIn(STUDENT);
    const { page } = tab;
    await page.goto(`/group-class-online/topic/${topicId}`);
    await page.getByTestId('teacher-card').getByRole('button', { name: 'Contact teacher' }).click();
    await page.waitForURL(`**/conversation/${teacherId}`);
    await page.getByTestId('message-composer').waitFor();
    const text = `Hola, ¿la clase del jueves es buena para B1? ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    const mine = page.getByTestId('message').filter({ hasText: text });
    await mine.waitFor();
    expect(await mine.getAttribute('data-mine')).toBe('true');
    expect(await mine.getByTestId('message-receipt').textContent()).toContain('Sent');
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    expect(await page.title()).toMatch(/^Conversation with .+ \| Linguaroom$/);
    await expectAccessible(tab, 'people-conversation-desktop');
    await checkPhone(
      tab,
      `/conversation/${teacherId}`,
      (p) => p.getByTestId('message').filter({ hasText: text }).waitFor(),
      'people-conversation-phone',
    );

    await page.goto('/conversations');
    await page.getByTestId('conversation-item').first().waitFor();
    expect(await page.getByTestId('conversation-item').first().textContent()).toContain(`You: ${text}`);
    await expectAccessible(tab, 'people-conversations-desktop');
    await checkPhone(tab, '/conversations', (p) => p.getByTestId('conversation-item').first().waitFor(), 'people-conversations-phone');

    const teacher = await signedIn('teacher@demo.test');
    await teacher.page.goto('/conversations');
    const studentId = await userIdOf(e2e, STUDENT);
    const thread = teacher.page
      .getByTestId('conversation-item')
      .filter({ has: teacher.page.locator(`a[href="/conversation/${studentId}"]`) });
    await thread.waitFor();
    expect(Number(await thread.getAttribute('data-unread'))).toBeGreaterThan(0);
    expect(await thread.getByTestId('unread-badge').textContent()).toMatch(/^\d+ unread$/);
    await thread.getByRole('link').click();
    await teacher.page.getByTestId('message').filter({ hasText: text }).waitFor();
    // Opening the thread read it: back in the list, no unread mark.
    await teacher.page.goto('/conversations');
    await thread.waitFor();
    expect(await thread.getAttribute('data-unread')).toBe('0');
    // And the student's message now reads Read.
    await page.goto(`/conversation/${teacherId}`);
    await page.getByTestId('message').filter({ hasText: text }).getByTestId('message-receipt').filter({ hasText: 'Read' }).waitFor();
  });

  it('new@demo.test (unconfirmed email) gets the confirm-email prompt when sending', async () => {
    const { teacherId } = await demoTeacherTopic(e2e);
    const tab = await signedIn('new@demo.test');
    await tab.page.goto(`/conversation/${teacherId}`);
    await tab.page.getByRole('textbox', { name: 'Message' }).fill('Hola');
    await tab.page.getByRole('button', { name: 'Send' }).click();
    const prompt = tab.page.getByRole('dialog', { name: 'Please confirm your email' });
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain('new@demo.test');
    await expectAccessible(tab, 'people-conversation-confirm-prompt-desktop');
    // Nothing was sent: the server refuses it too.
    const refused = await apiPost(tab.page, `/v1/conversations/${teacherId}/messages`, { text: 'Hola' });
    expect(refused.status).toBe(403);
    expect(await tab.page.getByTestId('message').count()).toBe(0);
  });

  it('the teacher profile and the user profile', async () => {
    const { teacherId } = await demoTeacherTopic(e2e);
    const tab = await signedIn(STUDENT);
    await tab.page.goto(`/teacher/${teacherId}/spanish`);
    await tab.page.getByTestId('teacher-profile-header').waitFor();
    await tab.page.getByTestId('class-card').first().waitFor();
    expect(await tab.page.title()).toMatch(/, Spanish teacher \| Linguaroom$/);
    // USD shows until the rates table arrives; her EUR price (with the USD paid) follows it.
    await tab.page
      .getByTestId('lesson-price')
      .filter({ hasText: /€.*\(\$/ })
      .waitFor();
    await expectAccessible(tab, 'people-teacher-profile-desktop');
    await checkPhone(
      tab,
      `/teacher/${teacherId}/spanish`,
      (p) => p.getByTestId('teacher-profile-header').waitFor(),
      'people-teacher-profile-phone',
    );
    await tab.page.getByRole('button', { name: 'Contact teacher' }).click();
    await tab.page.waitForURL(`**/conversation/${teacherId}`);

    const studentId = await userIdOf(e2e, STUDENT);
    await tab.page.goto(`/user/${studentId}`);
    await tab.page.getByTestId('user-profile').waitFor();
    expect(await tab.page.getByTestId('user-profile').textContent()).not.toContain('@');
    await expectAccessible(tab, 'people-user-profile-desktop');
    await checkPhone(tab, `/user/${studentId}`, (p) => p.getByTestId('user-profile').waitFor(), 'people-user-profile-phone');
    await tab.page.goto('/teacher/999999999/spanish');
    await tab.page.locator('[data-screen="not-found"]').waitFor();
  });

  it('the dev outbox is for a signed-in admin: a visitor is asked to sign in, a student gets not-found, the admin reads the mail with its confirmation link', async () => {
    const visitor = await e2e.open();
    await visitor.page.goto('/dev/outbox');
    await visitor.page.getByText('The outbox is for staff', { exact: false }).waitFor();
    expect(await visitor.page.getByTestId('outbox').count()).toBe(0);
    const student = await signedIn(STUDENT);
    await student.page.goto('/dev/outbox');
    await student.page.locator('[data-screen="not-found"]').waitFor();

    const tab = await signedIn('admin@demo.test');
    await tab.page.goto('/dev/outbox');
    await tab.page.getByTestId('outbox-mail').first().waitFor();
    expect(await tab.page.getByTestId('outbox').textContent()).toContain('new@demo.test');
    // No SMTP_URL here: every mail says it stayed in the outbox.
    expect(new Set(await tab.page.getByTestId('outbox-delivery').allTextContents())).toEqual(new Set(['Not sent']));
    await expectAccessible(tab, 'people-dev-outbox-desktop');
    await checkPhone(tab, '/dev/outbox', (p) => p.getByTestId('outbox-mail').first().waitFor(), 'people-dev-outbox-phone');
  });

  it('settings: choosing the 24-hour clock shows times in 24 h; the 12-hour clock with AM/PM', async () => {
    const tab = await signedIn(STUDENT);
    const { page } = tab;
    const times = async () => {
      await page.goto('/my-classes');
      await page.getByTestId('my-class-item').first().waitFor();
      return (await page.getByTestId('my-class-item').locator('time').allTextContents()).join(' | ');
    };
    const choose = async (clock: RegExp) => {
      await page.goto('/settings');
      await page.getByTestId('settings-form').waitFor();
      expect(await page.title()).toBe('Settings | Linguaroom');
      const radio = page.getByRole('radio', { name: clock });
      if (await radio.isChecked()) return;
      await radio.check();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.locator('[data-toast]', { hasText: 'Settings saved.' }).waitFor();
    };

    await choose(/^12-hour/);
    expect(await times()).toMatch(/\d{1,2}:\d{2} (AM|PM)/);
    await choose(/^24-hour/);
    await expectAccessible(tab, 'people-settings-desktop');
    await checkPhone(tab, '/settings', (p) => p.getByTestId('settings-form').waitFor(), 'people-settings-phone');
    const after = await times();
    expect(after).not.toMatch(/AM|PM/);
    expect(after).toMatch(/\b\d{2}:\d{2} - \d{2}:\d{2}\b/);
    expect(tab.pageErrors).toEqual([]);
  });
});
