import { DAY_MS, getEarningAvailableAt, HOUR_MS } from '@app/domain';
import { eq, groupClasses, teacherEarnings } from '@app/server/testing/tables';
import { describe, expect, it } from 'vitest';
import { bookViaApi, demoTeacherClass, newConfirmedStudent } from '../harness/booking-data';
import { expectCleanPage } from '../harness/clean-page';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, signInAs } from '../harness/pages';

const e2e = useE2e();

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe("the teacher's earnings (issue 14: pending, then available after the problem-report window)", () => {
  it('a student books the demo teacher; she sees the earning pending on /teaching/earnings, then available a day after the class ended; the CSV has it', async () => {
    const { db } = e2e.server.database;
    const cls = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
    const [classRow] = await db.select({ price: groupClasses.price }).from(groupClasses).where(eq(groupClasses.id, cls.classId));
    const price = classRow?.price ?? 0;

    const student = await e2e.open();
    await newConfirmedStudent(e2e, student.page);
    const { seatId } = await bookViaApi(student.page, cls.classId);
    const [earning] = await db.select().from(teacherEarnings).where(eq(teacherEarnings.group_class_student_id, seatId));
    if (!earning) throw new Error('no earning was credited');
    expect(earning.gross_cents).toBe(price);
    expect(earning.net_cents).toBe(price - earning.commission_cents);

    // The teacher goes from her console to Earnings.
    const teacherTab = await e2e.open({ viewport: 'desktop' });
    const { page } = teacherTab;
    await signInAs(page, 'teacher@demo.test');
    await page.goto('/teaching');
    await page.getByTestId('teaching-nav').getByRole('link', { name: 'Earnings' }).click();
    await page.waitForURL('**/teaching/earnings');
    const row = page.locator(`[data-testid="earning-row"][data-earning-id="${earning.id}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('pending');
    expect(await row.getByTestId('earning-status').textContent()).toBe('Pending');
    expect(await row.getByTestId('earning-net').textContent()).toBe(usd(earning.net_cents));
    expect(await row.textContent()).toContain('Available ');
    const pendingBefore = await page.getByTestId('earnings-pending').textContent();
    await saveScreenshot(page, 'teaching-earnings-pending-desktop');
    await expectCleanPage(teacherTab);

    const phone = await e2e.open({ viewport: 'phone' });
    await phone.context.addCookies(await teacherTab.context.cookies());
    await phone.page.goto('/teaching/earnings');
    await phone.page.locator(`[data-earning-id="${earning.id}"]`).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreenshot(phone.page, 'teaching-earnings-pending-phone');
    await expectCleanPage(phone);

    // Time passes: the server runs on the system clock, so the class moves to have ended a day and an
    // hour ago, and its earning's hold with it (the same rule the booking used: end + 1 day).
    const end = Date.now() - DAY_MS - HOUR_MS;
    await db
      .update(groupClasses)
      .set({ start_time: new Date(end - HOUR_MS), end_time: new Date(end) })
      .where(eq(groupClasses.id, cls.classId));
    await db
      .update(teacherEarnings)
      .set({ available_at: new Date(getEarningAvailableAt({ end })) })
      .where(eq(teacherEarnings.id, earning.id));

    await page.reload();
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('available');
    expect(await row.getByTestId('earning-status').textContent()).toBe('Available');
    expect(await page.getByTestId('earnings-pending').textContent()).not.toBe(pendingBefore);
    await saveScreenshot(page, 'teaching-earnings-available-desktop');
    await expectCleanPage(teacherTab);

    await phone.page.reload();
    await phone.page.locator(`[data-earning-id="${earning.id}"][data-status="available"]`).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreenshot(phone.page, 'teaching-earnings-available-phone');

    // The CSV: a download of every row, this one with its amounts in USD.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('earnings-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^earnings-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await page.request.get('/api/v1/teaching/earnings.csv');
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const line = (await csv.text()).split('\r\n').find((l) => l.startsWith(`${earning.id},`));
    expect(line).toContain(`,earning,available,`);
    expect(line).toContain(
      `,${(price / 100).toFixed(2)},${(earning.commission_cents / 100).toFixed(2)},${(earning.net_cents / 100).toFixed(2)},`,
    );
  });
});
