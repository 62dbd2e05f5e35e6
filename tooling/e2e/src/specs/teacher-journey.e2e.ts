import { DAY_MS, JOIN_LEAD_MS, MINUTE_MS, readInZone, SECOND_MS } from '@app/domain';
import { createShiftedClock } from '@app/server/testing/e2e-server';
import { eq, groupClasses, teacherEarnings } from '@app/server/testing/tables';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newConfirmedStudent } from '../harness/booking-data';
import { expectCleanPage } from '../harness/clean-page';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, signInAs, type TestPage, type ViewportName } from '../harness/pages';

/** The server stands at any instant of the class's life: now, start - 11 min, start - 10 min, after the end. */
const clock = createShiftedClock();
const e2e = useE2e({ clock });

/** A small but real PDF (the server sniffs `%PDF-`). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const ROOM = { account: '83412345678', pass_code: 'journey1', link: 'https://zoom.us/j/83412345678?pwd=journey' };

/** The meeting host stands in for Zoom: nothing leaves the machine, and the test sees where the room sent the browser. */
async function fakeMeetingHost(page: Page): Promise<void> {
  await page.route('https://zoom.us/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Meeting</title><h1>Fake meeting host</h1>' }),
  );
}

/**
 * A new tab for `of`'s account, whose browser clock stands where the server's does (the pages count
 * down and decide Join on the browser's clock too).
 */
async function tabAt(of: TestPage, viewport: ViewportName = 'desktop'): Promise<TestPage> {
  const tab = await e2e.open({ viewport });
  await tab.context.addCookies(await of.context.cookies());
  await tab.context.clock.install({ time: clock.now() });
  await fakeMeetingHost(tab.page);
  return tab;
}

describe('a teacher from application to earnings (issue 14 browser journey)', () => {
  it('apply, approve, a topic with a PDF, a weekly series, a student books it, roster, the room at start - 10 min (refused at - 11), attendance, earnings pending then available', async () => {
    const stamp = Date.now().toString(36);
    const title = `Journey small talk ${stamp}`;

    // 1. A student applies to teach (phone width).
    const applicant = await e2e.open({ viewport: 'phone' });
    await newConfirmedStudent(e2e, applicant.page);
    await applicant.page.goto('/teaching');
    await applicant.page.getByRole('link', { name: 'Become a teacher' }).click();
    await applicant.page.waitForURL('**/teaching/apply');
    await applicant.page.getByLabel('Language 1', { exact: true }).selectOption('english');
    await applicant.page
      .getByLabel('About you')
      .fill('I taught English in Leeds for eight years and love helping adults speak with confidence at work and on holiday.');
    await applicant.page.getByLabel('Short signature').fill('Confident English from Leeds');
    await applicant.page.getByLabel('Country you are from').selectOption('GB');
    await applicant.page.getByLabel('Trial lesson price (USD an hour)').fill('8');
    await applicant.page.getByLabel('Regular lesson price (USD an hour)').fill('22');
    await applicant.page.getByRole('button', { name: 'Send my application' }).click();
    await applicant.page.getByText('Your application is being reviewed').waitFor();
    await saveScreenshot(applicant.page, 'teacher-journey-applied-phone');
    await expectCleanPage(applicant);

    // 2. Staff approves it (desktop).
    const admin = await e2e.open();
    await signInAs(admin.page, 'admin@demo.test');
    await admin.page.goto('/admin/teachers');
    const card = admin.page.getByTestId('application-card').filter({ hasText: 'Confident English from Leeds' });
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.page.getByText(/is now a teacher\.$/).waitFor();
    await expectCleanPage(admin);

    // 3. The new teacher sets her meeting room and creates a topic with a PDF (desktop).
    const desk = await e2e.open();
    await desk.context.addCookies(await applicant.context.cookies());
    const { page } = desk;
    await page.goto('/teaching');
    await page.getByRole('heading', { level: 1, name: 'Teaching' }).waitFor();
    await page.getByTestId('teacher-room').locator('summary').click();
    await page.getByLabel('Meeting ID').fill(ROOM.account);
    await page.getByLabel('Passcode').fill(ROOM.pass_code);
    await page.getByLabel('Meeting link').fill(ROOM.link);
    await page.getByRole('button', { name: 'Save room' }).click();
    await page.getByText('Saved. Your classes will use this room.').waitFor();

    await page.goto('/teaching/topics/new');
    await page.getByTestId('topic-form').waitFor();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Introduction').fill('Weather, weekends and work: easy conversations for the coffee break, in a small group.');
    await page.getByLabel('Outcome 1', { exact: true }).fill('Start and keep a small talk going');
    await page.getByLabel('Level').selectOption({ label: 'A2' });
    await page.getByLabel('Category').selectOption('CA001');
    await page.getByLabel('Length').selectOption('45');
    await page.getByLabel('Spots per class').fill('4');
    await page.getByLabel('Price per class (USD)').fill('11');
    await page.getByRole('button', { name: 'Create topic' }).click();
    await page.waitForURL(/\/teaching\/topics\/\d+\/edit$/);
    const topicId = Number(/topics\/(\d+)\/edit/.exec(page.url())?.[1]);
    await page.getByTestId('material-input').setInputFiles({ name: 'Small talk phrases.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('material-feedback').getByText('Small talk phrases.pdf uploaded.').waitFor();
    await saveScreenshot(page, 'teacher-journey-topic-desktop');
    await expectCleanPage(desk);

    // 4. A weekly series: 3 days ahead at 10:00 in her zone, for 2 weeks.
    await page.goto('/teaching/schedule');
    await page.getByLabel('Topic').selectOption(String(topicId));
    const zone = (await page.getByTestId('schedule-zone').textContent())?.match(/[A-Za-z_]+\/[A-Za-z_]+/)?.[0] ?? 'UTC';
    const first = readInZone({ instant: Date.now() + 3 * DAY_MS, zone }).local_date;
    await page.getByLabel('Date', { exact: true }).fill(first);
    await page.getByLabel('Start time').fill('10:00');
    await page.getByLabel('Repeat weekly').check();
    await page.getByLabel('For how many weeks').fill('2');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => page.getByTestId('occurrence').count()).toBe(2);
    await page.getByRole('button', { name: 'Save 2 classes' }).click();
    await page.getByTestId('schedule-saved').getByText('2 classes scheduled.').waitFor();
    await saveScreenshot(page, 'teacher-journey-series-desktop');
    const { db } = e2e.server.database;
    const series = (await db.select().from(groupClasses).where(eq(groupClasses.topic_id, topicId))).sort(
      (a, b) => a.start_time.getTime() - b.start_time.getTime(),
    );
    expect(series).toHaveLength(2);
    const cls = series[0];
    if (!cls) throw new Error('no class');
    const start = cls.start_time.getTime();
    const end = cls.end_time.getTime();

    // 5. A student finds it in search and books it (phone width).
    const studentTab = await e2e.open({ viewport: 'phone' });
    await newConfirmedStudent(e2e, studentTab.page);
    await studentTab.page.goto(`/group-class/english?keyword=${encodeURIComponent(title)}`);
    const found = studentTab.page.getByTestId('class-card').filter({ hasText: title }).first();
    await found.waitFor();
    await saveScreenshot(studentTab.page, 'teacher-journey-search-phone');
    await studentTab.page.goto((await found.getAttribute('href')) ?? '');
    const slot = studentTab.page.getByTestId('slot-list').locator(`[data-testid="slot"][data-class-id="${cls.id}"]`);
    await slot.getByRole('button', { name: /^Book/ }).click();
    await studentTab.page.waitForURL('**/payment');
    await studentTab.page.getByRole('button', { name: 'Pay $11.00' }).click();
    await studentTab.page.waitForURL(new RegExp(`/group-class-online/class/${cls.id}\\?`));
    await studentTab.page.getByRole('dialog', { name: 'Group class booked' }).waitFor();
    await expectCleanPage(studentTab);

    // 6. The teacher sees the student on her roster.
    await page.goto(`/group-class-online/class/${cls.id}`);
    const roster = page.getByTestId('teaching-roster');
    await roster.getByTestId('roster-student').first().waitFor();
    expect(await roster.getByTestId('roster-student').count()).toBe(1);
    expect(await page.getByTestId('teaching-class-spots').textContent()).toBe('1 of 4 spots booked');
    await saveScreenshot(page, 'teacher-journey-roster-desktop');

    // 7. start - 11 min: the room is not open yet, for the student; start - 10 min: both go in.
    clock.shiftTo(start - JOIN_LEAD_MS - MINUTE_MS);
    const early = await tabAt(studentTab, 'phone');
    await early.page.goto(`/video-room/${cls.id}`);
    await early.page.getByTestId('opens-at').waitFor();
    expect(await early.page.content()).not.toContain(ROOM.pass_code);
    await saveScreenshot(early.page, 'teacher-journey-room-early-phone');

    clock.shiftTo(start - JOIN_LEAD_MS + SECOND_MS);
    for (const [who, viewport] of [
      [studentTab, 'phone'],
      [desk, 'desktop'],
    ] as const) {
      const tab = await tabAt(who, viewport);
      await tab.page.goto(`/video-room/${cls.id}`);
      await tab.page.getByTestId('room-details').waitFor();
      expect(await tab.page.getByTestId('room-details').textContent()).toContain(ROOM.pass_code);
      await saveScreenshot(tab.page, `teacher-journey-room-open-${viewport}`);
      await tab.page.waitForURL(ROOM.link, { timeout: 10_000 });
    }

    // 8. Twenty minutes in, the teacher marks the student present.
    clock.shiftTo(start + 20 * MINUTE_MS);
    const during = await tabAt(desk);
    await during.page.goto(`/group-class-online/class/${cls.id}`);
    const live = during.page.getByTestId('teaching-roster');
    await live.getByRole('radio', { name: 'Attended' }).check();
    await live.getByRole('button', { name: 'Save attendance' }).click();
    await live.getByTestId('attendance-saved').filter({ hasText: 'Attendance saved.' }).waitFor();
    await saveScreenshot(during.page, 'teacher-journey-attendance-desktop');

    // 9. Her earning: pending until a day after the end (the problem-report window), then available.
    const [earning] = await db.select().from(teacherEarnings).where(eq(teacherEarnings.teacher_id, cls.teacher_id));
    if (!earning) throw new Error('no earning for the booked seat');
    expect(earning.available_at.getTime()).toBe(end + DAY_MS);
    const earningRow = (tab: TestPage) => tab.page.locator(`[data-testid="earning-row"][data-earning-id="${earning.id}"]`);
    await during.page.goto('/teaching');
    await during.page.getByTestId('teaching-nav').getByRole('link', { name: 'Earnings' }).click();
    await during.page.waitForURL('**/teaching/earnings');
    await earningRow(during).waitFor();
    expect(await earningRow(during).getAttribute('data-status')).toBe('pending');
    await saveScreenshot(during.page, 'teacher-journey-earnings-pending-desktop');

    clock.freezeAt(end + DAY_MS - SECOND_MS);
    const dayAfter = await tabAt(desk, 'phone');
    await dayAfter.page.goto('/teaching/earnings');
    await earningRow(dayAfter).waitFor();
    expect(await earningRow(dayAfter).getAttribute('data-status')).toBe('pending');
    clock.freezeAt(end + DAY_MS);
    await dayAfter.page.reload();
    await dayAfter.page.locator(`[data-earning-id="${earning.id}"][data-status="available"]`).waitFor();
    expect(await dayAfter.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreenshot(dayAfter.page, 'teacher-journey-earnings-available-phone');
    await expectCleanPage(dayAfter);
    clock.shiftTo(Date.now());
    // Seven pages and four users in one journey: 60 s alone, more beside another spec on 2 cores.
  }, 180_000);
});
