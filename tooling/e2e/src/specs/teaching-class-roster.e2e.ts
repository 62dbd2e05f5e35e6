import { DAY_MS, MINUTE_MS } from '@app/domain';
import { makeClass } from '@app/server/testing/fixtures';
import { makeMaterial } from '@app/server/testing/material-fixtures';
import { eq, groupClasses } from '@app/server/testing/tables';
import { describe, expect, it } from 'vitest';
import { bookViaApi, newConfirmedStudent } from '../harness/booking-data';
import { expectCleanPage } from '../harness/clean-page';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot } from '../harness/pages';
import { newSignedInTeacher } from '../harness/teacher-data';

const e2e = useE2e();

describe("the teacher's own class page (issue 14: roster, Join, attendance)", () => {
  it('a student books; the teacher opens her class from /teaching, sees the student (no Book), and after the start marks attendance that stays after reload', async () => {
    const teacherTab = await e2e.open();
    const { page } = teacherTab;
    const teacher = await newSignedInTeacher(e2e, page, { nickname: 'Roster E2E', topicTitle: 'Roster small talk' });
    const { db } = e2e.server.database;
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: Date.now(), startsIn: 2 * DAY_MS });

    await makeMaterial(db, e2e.server.storage, {
      teacherId: teacher.userId,
      topicId: teacher.topicId,
      name: 'roster-phrases.md',
      text: '# Phrases for the class',
      now: Date.now(),
    });

    const student = await e2e.open();
    await newConfirmedStudent(e2e, student.page);
    await bookViaApi(student.page, cls.classId);

    // From her schedule to the class page.
    await page.goto('/teaching');
    const row = page.locator(`[data-testid="teaching-item"][data-class-id="${cls.classId}"]`);
    await row.getByRole('link', { name: 'Students and attendance' }).click();
    await page.waitForURL(`**/group-class-online/class/${cls.classId}`);
    const roster = page.getByTestId('teaching-roster');
    await roster.getByTestId('roster-student').first().waitFor();
    expect(await roster.getByTestId('roster-student').count()).toBe(1);
    expect(await roster.textContent()).toContain('E2E Student');
    expect(await roster.getByRole('button', { name: /^Message E2E Student/ }).count()).toBe(1);
    const panel = page.getByTestId('teaching-class-panel');
    expect(await panel.getByTestId('teaching-class-spots').textContent()).toBe('1 of 6 spots booked');
    expect(await panel.getByRole('button', { name: 'Cancel class' }).count()).toBe(1);
    expect(await panel.getByTestId('teaching-class-join').count()).toBe(0);
    expect(await page.getByTestId('book-panel').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Book/ }).count()).toBe(0);
    expect(await page.content()).not.toContain('cannot book a class with yourself');
    expect(await roster.getByRole('radio').count()).toBe(0);
    // Her class's material, which she may always download.
    const file = panel.getByTestId('material').getByRole('link', { name: /roster-phrases\.md/ });
    const fileUrl = await file.getAttribute('href');
    expect((await page.request.get(fileUrl ?? '')).status()).toBe(200);
    await saveScreenshot(page, 'teaching-class-roster-before-desktop');
    await expectCleanPage(teacherTab);

    const phone = await e2e.open({ viewport: 'phone' });
    await phone.context.addCookies(await teacherTab.context.cookies());
    await phone.page.goto(`/group-class-online/class/${cls.classId}`);
    await phone.page.getByTestId('roster-student').first().waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreenshot(phone.page, 'teaching-class-roster-before-phone');
    await expectCleanPage(phone);

    // The class starts: the server runs on the system clock, so the class moves to have started 20 minutes ago.
    const start = Date.now() - 20 * MINUTE_MS;
    await db
      .update(groupClasses)
      .set({ start_time: new Date(start), end_time: new Date(start + 60 * MINUTE_MS) })
      .where(eq(groupClasses.id, cls.classId));
    await page.reload();
    const join = panel.getByTestId('teaching-class-join');
    await join.waitFor();
    expect(await join.getAttribute('href')).toBe(`/video-room/${cls.classId}`);
    expect(await panel.getByTestId('teaching-class-phase').textContent()).toBe('In progress');
    expect(await panel.getByRole('button', { name: 'Cancel class' }).count()).toBe(0);

    const choice = roster.getByRole('group', { name: /^Did E2E Student \d+ attend\?$/ });
    await choice.getByRole('radio', { name: 'Attended' }).check();
    await roster.getByRole('button', { name: 'Save attendance' }).click();
    await roster.getByTestId('attendance-saved').filter({ hasText: 'Attendance saved.' }).waitFor();
    await saveScreenshot(page, 'teaching-class-attendance-saved-desktop');
    await expectCleanPage(teacherTab);

    await page.reload();
    await roster.getByRole('radio', { name: 'Attended' }).waitFor();
    expect(await roster.getByRole('radio', { name: 'Attended' }).isChecked()).toBe(true);
    expect(await roster.getByRole('radio', { name: 'Absent' }).isChecked()).toBe(false);

    await phone.page.reload();
    await phone.page.getByRole('radio', { name: 'Attended' }).waitFor();
    expect(await phone.page.getByRole('radio', { name: 'Attended' }).isChecked()).toBe(true);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreenshot(phone.page, 'teaching-class-attendance-saved-phone');
    await expectCleanPage(phone);

    // The student's own page of the same class is still the student's view.
    await student.page.goto(`/group-class-online/class/${cls.classId}`);
    await student.page.getByTestId('status-panel').waitFor();
    expect(await student.page.getByTestId('teaching-roster').count()).toBe(0);
  });
});
