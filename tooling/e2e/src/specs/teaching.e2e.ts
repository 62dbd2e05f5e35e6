import { DAY_MS, LESSON_SLOT_MS } from '@app/domain';
import { makeClass } from '@app/server/testing/fixtures';
import { teacherLanguages, teacherOpenSlots } from '@app/server/testing/tables';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPost, bookViaApi, newConfirmedStudent, walletBalance } from '../harness/booking-data';
import { expectCleanPage } from '../harness/clean-page';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, signInAs } from '../harness/pages';
import { newSignedInTeacher } from '../harness/teacher-data';

const e2e = useE2e();

const PRICE = 1500;
const classRow = (page: Page, classId: number) =>
  page.getByTestId('teaching-list').locator(`[data-testid="teaching-item"][data-class-id="${classId}"]`);

describe('the teacher\'s schedule (/teaching, 000 §6 "may cancel a class if fewer than 2 spots are booked")', () => {
  it('a teacher sees Cancel class only on the class with 1 booked spot, cancels it, the row reads Canceled, and the student is refunded', async () => {
    const teacherTab = await e2e.open();
    const { page } = teacherTab;
    const teacher = await newSignedInTeacher(e2e, page, { nickname: 'Teaching E2E', topicTitle: 'Small talk for the office' });
    const now = Date.now();
    const { db } = e2e.server.database;
    const single = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now, startsIn: 3 * DAY_MS, price: PRICE });
    const pair = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now, startsIn: 4 * DAY_MS, price: PRICE });

    const booker = await e2e.open();
    const bookerAccount = await newConfirmedStudent(e2e, booker.page);
    const { seatId } = await bookViaApi(booker.page, single.classId);
    const balanceBefore = await walletBalance(booker.page);
    for (let i = 0; i < 2; i++) {
      const other = await e2e.open();
      await newConfirmedStudent(e2e, other.page);
      await bookViaApi(other.page, pair.classId);
    }

    await page.goto('/group-class');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teaching' }).click();
    await page.waitForURL('**/teaching');
    const first = classRow(page, single.classId);
    const second = classRow(page, pair.classId);
    await first.waitFor();
    expect(await page.title()).toBe('Teaching | Linguaroom');
    expect(await page.getByTestId('zone-note').textContent()).toContain('Berlin');
    expect(await first.getByTestId('teaching-spots').textContent()).toBe('1 of 6 spots booked');
    expect(await second.getByTestId('teaching-spots').textContent()).toBe('2 of 6 spots booked');
    expect(await first.getByTestId('teaching-status').textContent()).toBe('Upcoming');
    expect(await first.getByRole('link', { name: 'Small talk for the office' }).getAttribute('href')).toBe(
      `/group-class-online/topic/${teacher.topicId}`,
    );
    expect(await first.getByRole('button', { name: 'Cancel class' }).count()).toBe(1);
    expect(await second.getByRole('button', { name: 'Cancel class' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel class' }).count()).toBe(1);
    await saveScreenshot(page, 'teaching-desktop');
    await expectCleanPage(teacherTab);

    // Phone width: the same schedule (Cancel class and the note included), nothing wider than the screen.
    const phone = await e2e.open({ viewport: 'phone' });
    await phone.context.addCookies(await teacherTab.context.cookies());
    await phone.page.goto('/teaching');
    await classRow(phone.page, single.classId).getByRole('button', { name: 'Cancel class' }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreenshot(phone.page, 'teaching-phone');
    await expectCleanPage(phone);

    await first.getByRole('button', { name: 'Cancel class' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this class?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('The student who booked it gets a full refund.');
    await saveScreenshot(page, 'teaching-cancel-confirm-desktop');
    await expectCleanPage(teacherTab);
    // Escape closes without cancelling, and so does Keep the class; the class is still there to cancel.
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await first.getByRole('button', { name: 'Cancel class' }).click();
    await confirm.getByRole('button', { name: 'Keep the class' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await first.getByTestId('teaching-status').textContent()).toBe('Upcoming');
    await first.getByRole('button', { name: 'Cancel class' }).click();
    await confirm.getByRole('button', { name: 'Yes, cancel the class' }).click();

    await page.locator('[data-toast]', { hasText: 'Class canceled. 1 student was refunded.' }).waitFor();
    await first.getByTestId('teaching-status').filter({ hasText: 'Canceled' }).waitFor();
    expect(await first.getByTestId('teaching-canceller').textContent()).toBe('Canceled by you');
    expect(await first.getByRole('button', { name: 'Cancel class' }).count()).toBe(0);
    expect(await second.getByTestId('teaching-status').textContent()).toBe('Upcoming');
    await saveScreenshot(page, 'teaching-cancelled-desktop');
    await expectCleanPage(teacherTab);

    // The cancelled class has left Upcoming for Past, where it reads the same.
    await page.getByRole('link', { name: 'Past' }).click();
    const past = classRow(page, single.classId);
    await past.getByTestId('teaching-status').filter({ hasText: 'Canceled' }).waitFor();
    expect(await past.getByTestId('teaching-canceller').textContent()).toBe('Canceled by you');
    // Back on Upcoming the list is read again (the cached one shows meanwhile), without the cancelled class.
    await page.getByRole('link', { name: 'Upcoming' }).click();
    await classRow(page, single.classId).waitFor({ state: 'detached' });
    expect(await second.getByTestId('teaching-status').textContent()).toBe('Upcoming');

    // The student's wallet: the refund, newest first, linked to the cancelled class.
    expect(await walletBalance(booker.page)).toBe(balanceBefore + PRICE);
    await booker.page.goto('/wallet');
    const refund = booker.page.getByTestId('ledger-row').first();
    await refund.waitFor();
    expect(await refund.getAttribute('data-kind')).toBe('REFUND');
    expect(await refund.getByTestId('ledger-amount').textContent()).toBe(`+$${(PRICE / 100).toFixed(2)}`);
    expect(await refund.getByRole('link').getAttribute('href')).toBe(
      `/group-class-online/class/${single.classId}?classID=${single.classId}&studentBookedID=${seatId}`,
    );

    // The student was told by mail (the dev outbox, which only an admin reads, stands in for a
    // mailbox), with a link to the booking that the student follows.
    const staff = await e2e.open();
    await signInAs(staff.page, 'admin@demo.test');
    await staff.page.goto('/dev/outbox');
    const mail = staff.page
      .getByTestId('outbox-mail')
      .filter({ hasText: `To: ${bookerAccount.email}` })
      .filter({ hasText: 'Your class was cancelled by the teacher' });
    await mail.waitFor();
    expect(await mail.textContent()).toContain('Your teacher cancelled your class “Small talk at work”');
    expect(await mail.textContent()).toContain('$15.00 is back in your wallet.');
    const href = await mail.getByRole('link').getAttribute('href');
    await booker.page.goto(href ?? '');
    await booker.page.waitForURL(`**/group-class-online/class/${single.classId}?classID=${single.classId}&studentBookedID=${seatId}`);
    await booker.page.getByTestId('class-headline').filter({ hasText: 'Canceled' }).waitFor();

    // A student has no Teaching link, and the page says it is for teachers.
    expect(await booker.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teaching' }).count()).toBe(0);
    await booker.page.goto('/teaching');
    await booker.page.getByRole('heading', { level: 1, name: 'No access' }).waitFor();
    await expectCleanPage(booker);
  });

  it('a teacher cancels a one-to-one lesson booked with them before it starts: the row reads Canceled and the student is refunded', async () => {
    const teacherTab = await e2e.open();
    const { page } = teacherTab;
    const teacher = await newSignedInTeacher(e2e, page, { nickname: 'Lesson E2E', topicTitle: 'Conversation club' });
    const { db } = e2e.server.database;
    const start = Math.ceil((Date.now() + 3 * DAY_MS) / LESSON_SLOT_MS) * LESSON_SLOT_MS;
    await db.insert(teacherLanguages).values({ teacher_id: teacher.userId, language: 'english', level: 7, teaches: true });
    await db.insert(teacherOpenSlots).values({ teacher_id: teacher.userId, start_time: new Date(start) });

    const student = await e2e.open();
    await newConfirmedStudent(e2e, student.page);
    const balanceBefore = await walletBalance(student.page);
    const booked = await apiPost(student.page, '/v1/lessons', {
      teacher_id: teacher.userId,
      language: 'english',
      start_time: new Date(start).toISOString(),
      duration: 30,
      is_trial: false,
    });
    expect(booked.status).toBe(200);
    const lessonPrice = balanceBefore - (await walletBalance(student.page));
    expect(lessonPrice).toBeGreaterThan(0);

    await page.goto('/teaching');
    const row = page.getByTestId('teaching-list').locator('[data-testid="teaching-item"][data-kind="lesson"]');
    await row.waitFor();
    expect(await row.getByTestId('teaching-status').textContent()).toBe('Upcoming');
    await row.getByRole('button', { name: 'Cancel lesson' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this lesson?' });
    await confirm.waitFor();
    await expectCleanPage(teacherTab);
    await confirm.getByRole('button', { name: 'Yes, cancel the lesson' }).click();
    await page.locator('[data-toast]', { hasText: 'Lesson canceled. The student was refunded.' }).waitFor();
    await row.getByTestId('teaching-status').filter({ hasText: 'Canceled' }).waitFor();
    expect(await row.getByRole('button', { name: 'Cancel lesson' }).count()).toBe(0);
    await saveScreenshot(page, 'teaching-lesson-cancelled-desktop');
    expect(await walletBalance(student.page)).toBe(balanceBefore);
  });
});
