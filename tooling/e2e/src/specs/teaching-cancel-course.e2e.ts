import { DAY_MS } from '@app/domain';
import { makeCourse, makeCourseTopic } from '@app/server/testing/course-fixtures';
import { describe, expect, it } from 'vitest';
import { apiPost, newConfirmedStudent, walletBalance } from '../harness/booking-data';
import { expectCleanPage } from '../harness/clean-page';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot } from '../harness/pages';
import { newSignedInTeacher } from '../harness/teacher-data';

const e2e = useE2e();

/** $10 a class, 3 classes: the course costs the student $30.00. */
const PRICE = 1000;
const CLASSES = 3;

describe('a teacher cancels her course in the browser (issue 14, decideTeacherCancelCourse)', () => {
  it('from her schedule to her groups of the course: Cancel course, a dialog saying the student is refunded, the group reads Canceled, the student has the money back', async () => {
    const teacherTab = await e2e.open();
    const { page } = teacherTab;
    const teacher = await newSignedInTeacher(e2e, page, { nickname: 'Course Canceller E2E', topicTitle: 'Unused class topic' });
    const { db } = e2e.server.database;
    const topicId = await makeCourseTopic(db, { teacherId: teacher.userId, now: Date.now() });
    const course = await makeCourse(db, {
      teacherId: teacher.userId,
      topicId,
      now: Date.now(),
      startsIn: 5 * DAY_MS,
      classCount: CLASSES,
      price: PRICE,
      minSpots: 2,
      maxSpots: 4,
    });

    const student = await e2e.open();
    await newConfirmedStudent(e2e, student.page, { credit: 100_000 });
    const balanceBefore = await walletBalance(student.page);
    expect((await apiPost(student.page, `/v3/group_class/courses/${course.courseId}/actions/BOOK`, {})).status).toBe(200);
    expect(await walletBalance(student.page)).toBe(balanceBefore - PRICE * CLASSES);

    // Her schedule lists the course's first class, which is not cancelled on its own; its row leads to her groups.
    await page.goto('/teaching');
    const row = page.getByTestId('teaching-list').locator(`[data-testid="teaching-item"][data-class-id="${course.classIds[0] ?? 0}"]`);
    await row.waitFor();
    expect(await row.getByRole('button', { name: 'Cancel class' }).count()).toBe(0);
    await row.getByRole('link', { name: 'Your groups of the course' }).click();
    await page.waitForURL(`**/group-course/${topicId}`);
    const group = page.getByTestId('teacher-course');
    await group.getByRole('button', { name: 'Cancel course' }).waitFor();
    expect(await group.getByTestId('teacher-course-enrolled').textContent()).toBe('1 of 4 students joined · at least 2 to run');
    await saveScreenshot(page, 'teaching-cancel-course-desktop');
    await expectCleanPage(teacherTab);

    // Phone width: the same offer and dialog, nothing wider than the screen; Keep the course changes nothing.
    const phone = await e2e.open({ viewport: 'phone' });
    await phone.context.addCookies(await teacherTab.context.cookies());
    await phone.page.goto(`/group-course/${topicId}`);
    await phone.page.getByTestId('teacher-course').getByRole('button', { name: 'Cancel course' }).click();
    const phoneDialog = phone.page.getByRole('dialog', { name: 'Cancel this course?' });
    await phoneDialog.waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreenshot(phone.page, 'teaching-cancel-course-confirm-phone');
    await expectCleanPage(phone);
    await phoneDialog.getByRole('button', { name: 'Keep the course' }).click();
    await phoneDialog.waitFor({ state: 'detached' });

    await group.getByRole('button', { name: 'Cancel course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this course?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('The student who joined gets a full refund to their wallet.');
    await saveScreenshot(page, 'teaching-cancel-course-confirm-desktop');
    await expectCleanPage(teacherTab);
    await dialog.getByRole('button', { name: 'Yes, cancel the course' }).click();

    await page.locator('[data-toast]', { hasText: 'Course canceled. 1 student was refunded.' }).waitFor();
    await group.getByText('Canceled', { exact: true }).waitFor();
    expect(await group.getByRole('button', { name: 'Cancel course' }).count()).toBe(0);
    expect(await group.getByTestId('teacher-course-enrolled').textContent()).toBe('0 of 4 students joined · at least 2 to run');
    expect(await group.getByText('This group was canceled. Everyone who had joined got a full refund.').count()).toBe(1);
    await saveScreenshot(page, 'teaching-cancel-course-cancelled-desktop');
    await expectCleanPage(teacherTab);

    // The student has the whole course price back, and the wallet shows the refund first.
    expect(await walletBalance(student.page)).toBe(balanceBefore);
    await student.page.goto('/wallet');
    const refund = student.page.getByTestId('ledger-row').first();
    await refund.waitFor();
    expect(await refund.getAttribute('data-kind')).toBe('REFUND');
    expect(await refund.getByTestId('ledger-amount').textContent()).toBe(`+$${((PRICE * CLASSES) / 100).toFixed(2)}`);
    await saveScreenshot(student.page, 'teaching-cancel-course-refund-desktop');
    await expectCleanPage(student);
  });
});
