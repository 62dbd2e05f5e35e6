import { DAY_MS } from '@app/domain';
import { makeCourse, makeCourseTopic } from '@app/server/testing/course-fixtures';
import { describe, expect, it } from 'vitest';
import { apiPost, newConfirmedStudent } from '../harness/booking-data';
import { expectCleanPage } from '../harness/clean-page';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot } from '../harness/pages';
import { newSignedInTeacher } from '../harness/teacher-data';

const e2e = useE2e();

describe("the course page for its own teacher, and her class's own meeting room (issue 14)", () => {
  it('she sees her groups with who joined (no Join Group, no pay bar), opens a class of the course and gives it its own room', async () => {
    const teacherTab = await e2e.open();
    const { page } = teacherTab;
    const teacher = await newSignedInTeacher(e2e, page, { nickname: 'Course Owner E2E', topicTitle: 'Unused class topic' });
    const { db } = e2e.server.database;
    const topicId = await makeCourseTopic(db, { teacherId: teacher.userId, now: Date.now() });
    const course = await makeCourse(db, {
      teacherId: teacher.userId,
      topicId,
      now: Date.now(),
      startsIn: 5 * DAY_MS,
      classCount: 3,
      minSpots: 2,
      maxSpots: 4,
    });
    const student = await e2e.open();
    await newConfirmedStudent(e2e, student.page, { credit: 100_000 });
    expect((await apiPost(student.page, `/v3/group_class/courses/${course.courseId}/actions/BOOK`, {})).status).toBe(200);

    await page.goto(`/group-course/${topicId}`);
    const list = page.getByTestId('teacher-course-list');
    await list.waitFor();
    const group = list.getByTestId('teacher-course');
    expect(await group.count()).toBe(1);
    expect(await group.getByTestId('teacher-course-enrolled').textContent()).toBe('1 of 4 students joined · at least 2 to run');
    expect(await group.getByTestId('teacher-course-roster').textContent()).toContain('E2E Student');
    expect(await page.getByRole('button', { name: /Join Group/i }).count()).toBe(0);
    expect(await page.getByTestId('course-phone-bar').count()).toBe(0);
    await saveScreenshot(page, 'teaching-course-page-desktop');
    await expectCleanPage(teacherTab);

    const phone = await e2e.open({ viewport: 'phone' });
    await phone.context.addCookies(await teacherTab.context.cookies());
    await phone.page.goto(`/group-course/${topicId}`);
    await phone.page.getByTestId('teacher-course').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreenshot(phone.page, 'teaching-course-page-phone');
    await expectCleanPage(phone);

    // Class 1 of the course: her class view, where the class gets a room of its own.
    await group.getByRole('link', { name: 'Class 1' }).click();
    await page.waitForURL(`**/group-class-online/class/${course.classIds[0] ?? 0}`);
    const form = page.getByTestId('class-room-form');
    await form.waitFor();
    await form.getByLabel('Meeting ID').fill('12');
    await form.getByRole('button', { name: 'Save for this class' }).click();
    expect(await form.getByText('Enter the meeting ID: 9 to 11 digits.').count()).toBe(1);
    await form.getByLabel('Meeting ID').fill('955 1234 5678');
    await form.getByLabel('Passcode').fill('conv42');
    await form.getByLabel('Meeting link').fill('https://zoom.us/j/95512345678');
    await form.getByRole('button', { name: 'Save for this class' }).click();
    await form.getByText('Saved. Students of this class join here.').waitFor();
    expect(await form.getByTestId('class-room-current').textContent()).toBe('This class has its own room: 955 1234 5678.');
    await saveScreenshot(page, 'teaching-class-room-desktop');
    await page.reload();
    await form.getByRole('button', { name: 'Use my default room' }).waitFor();
    await phone.page.goto(`/group-class-online/class/${course.classIds[0] ?? 0}`);
    await phone.page.getByTestId('class-room-form').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreenshot(phone.page, 'teaching-class-room-phone');
  });
});
