import { copyFileSync, mkdirSync } from 'node:fs';
import { DAY_MS, getIsoWeekday, readInZone } from '@app/domain';
import { eq, groupClasses, topics } from '@app/server/testing/tables';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newConfirmedStudent } from '../harness/booking-data';
import { expectCleanPage } from '../harness/clean-page';
import { nextSpringChange } from '../harness/clock-changes';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot } from '../harness/pages';
import { newSignedInTeacher } from '../harness/teacher-data';

const e2e = useE2e();
const ZONE = 'Europe/Berlin';
const SHOTS = '/tmp/teaching-schedule-shots';

async function shot(page: Page, name: string): Promise<void> {
  const path = await saveScreenshot(page, name);
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(path, `${SHOTS}/${name}.png`);
}

/** The next Sunday whose 02:30 Berlin skips (the spring change), within the year ahead. */
const nextSpringGap = (now: number) => nextSpringChange(now, ZONE);

const weekdayName = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(Date.parse(`${date}T00:00:00Z`));

describe('teachers schedule classes (issue 14: "schedule a class of a topic at a time in the teacher\'s zone ... or a series")', () => {
  it('a teacher previews a DST-gap time (offered the next valid time), schedules a weekly series, sees it in Teaching; a student finds a class in search and opens its page', async () => {
    const teacherTab = await e2e.open();
    const { page } = teacherTab;
    const title = `Schedule E2E ${Date.now().toString(36)}`;
    const teacher = await newSignedInTeacher(e2e, page, { nickname: 'Schedule E2E', topicTitle: title });

    await page.goto('/teaching');
    await page.getByRole('link', { name: 'Schedule classes' }).first().click();
    await page.waitForURL('**/teaching/schedule');
    await page.getByRole('heading', { name: 'Schedule classes', level: 1 }).waitFor();
    expect(await page.title()).toBe('Schedule classes | Linguaroom');
    expect(await page.getByTestId('schedule-zone').textContent()).toContain(ZONE);
    expect(await page.getByLabel('Topic').inputValue()).toBe(String(teacher.topicId));

    // A wall time the spring change skips: refused, with the next valid time offered and usable.
    const gap = nextSpringGap(Date.now());
    await page.getByLabel('Date', { exact: true }).fill(gap);
    await page.getByLabel('Start time').fill('02:30');
    await page.getByRole('button', { name: 'Preview' }).click();
    const gapRow = page.getByTestId('occurrence').first();
    await gapRow.waitFor();
    expect(await gapRow.getAttribute('data-state')).toBe('problem');
    expect(await gapRow.textContent()).toContain('This time does not exist on this day in your time zone');
    expect(await gapRow.textContent()).toContain(`Next valid time: 03:00 (UTC+02:00, ${ZONE})`);
    expect(await page.getByTestId('schedule-save').count()).toBe(0);
    await shot(page, 'teaching-schedule-gap-desktop');
    await expectCleanPage(teacherTab);
    await gapRow.getByRole('button', { name: 'Use 03:00' }).click();
    expect(await page.getByLabel('Start time').inputValue()).toBe('03:00');

    // The series: 4 days ahead at 10:00, on that weekday and the next one, for 2 weeks.
    const first = readInZone({ instant: Date.now() + 4 * DAY_MS, zone: ZONE }).local_date;
    const second = readInZone({ instant: Date.now() + 5 * DAY_MS, zone: ZONE }).local_date;
    await page.getByLabel('Date', { exact: true }).fill(first);
    await page.getByLabel('Start time').fill('10:00');
    await page.getByLabel('Repeat weekly').check();
    const weekdays = page.getByRole('group', { name: 'On these weekdays' });
    await weekdays.waitFor();
    expect(await weekdays.getByRole('checkbox', { name: weekdayName(first) }).isChecked()).toBe(true);
    await weekdays.getByRole('checkbox', { name: weekdayName(second) }).check();
    await page.getByLabel('For how many weeks').fill('2');
    // Keyboard: Enter in the form previews.
    await page.getByLabel('For how many weeks').press('Enter');
    await expect.poll(() => page.getByTestId('occurrence').count()).toBe(4);
    const rows = await page.getByTestId('occurrence').allTextContents();
    for (const text of rows) expect(text).toMatch(new RegExp(`10:00 \\(UTC\\+0[12]:00, ${ZONE}\\)`));
    expect(await page.getByTestId('occurrence').evaluateAll((els) => els.map((el) => el.getAttribute('data-state')))).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    await shot(page, 'teaching-schedule-preview-desktop');

    // Phone width: the same form and preview fit the screen.
    const phone = await e2e.open({ viewport: 'phone' });
    await phone.context.addCookies(await teacherTab.context.cookies());
    await phone.page.goto('/teaching/schedule');
    await phone.page.getByLabel('Date', { exact: true }).fill(gap);
    await phone.page.getByLabel('Start time').fill('02:30');
    await phone.page.getByRole('button', { name: 'Preview' }).click();
    await phone.page.getByTestId('occurrence').first().waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(phone.page, 'teaching-schedule-gap-phone');
    await expectCleanPage(phone);

    await page.getByRole('button', { name: 'Save 4 classes' }).click();
    await page.getByTestId('schedule-saved').getByText('4 classes scheduled.').waitFor();
    await shot(page, 'teaching-schedule-saved-desktop');
    await expectCleanPage(teacherTab);
    const { db } = e2e.server.database;
    const saved = await db.select().from(groupClasses).where(eq(groupClasses.teacher_id, teacher.userId));
    saved.sort((a, b) => a.start_time.getTime() - b.start_time.getTime());
    expect(saved).toHaveLength(4);
    expect(saved.map((c) => readInZone({ instant: c.start_time.getTime(), zone: ZONE }).local_time)).toEqual([
      '10:00',
      '10:00',
      '10:00',
      '10:00',
    ]);
    expect(saved.map((c) => getIsoWeekday(readInZone({ instant: c.start_time.getTime(), zone: ZONE }).local_date))).toEqual([
      getIsoWeekday(first),
      getIsoWeekday(second),
      getIsoWeekday(first),
      getIsoWeekday(second),
    ]);

    // Teaching lists them.
    await page.getByRole('link', { name: 'See them in Teaching' }).click();
    await page.waitForURL('**/teaching');
    const list = page.getByTestId('teaching-list');
    await list.waitFor();
    for (const c of saved) await list.locator(`[data-testid="teaching-item"][data-class-id="${c.id}"]`).waitFor();
    await shot(page, 'teaching-with-series-desktop');

    // A student finds one in group-class search, its topic's slots and its class page.
    const student = await e2e.open();
    await newConfirmedStudent(e2e, student.page);
    await student.page.goto(`/group-class/english?keyword=${encodeURIComponent(title)}`);
    const card = student.page.getByTestId('class-card').filter({ hasText: title });
    await card.first().waitFor();
    // The card opens the topic in a new tab (000 §2); the student follows its link here.
    expect(await card.first().getAttribute('href')).toBe(`/group-class-online/topic/${teacher.topicId}`);
    await shot(student.page, 'teaching-schedule-student-search-desktop');
    await student.page.goto(`/group-class-online/topic/${teacher.topicId}`);
    const firstClass = saved[0];
    if (!firstClass) throw new Error('no class');
    await student.page.getByTestId('slot-list').locator(`[data-testid="slot"][data-class-id="${firstClass.id}"]`).waitFor();
    await student.page.goto(`/group-class-online/class/${firstClass.id}`);
    await student.page.getByRole('heading', { name: title }).first().waitFor();
    expect(await student.page.getByTestId('class-time').textContent()).toContain('10:00');
    await expectCleanPage(student);
  });

  it('a teacher creates a course from a course topic: previewed with numbered classes, created with them', async () => {
    const teacherTab = await e2e.open();
    const { page } = teacherTab;
    const teacher = await newSignedInTeacher(e2e, page, { nickname: 'Course E2E', topicTitle: `Course host ${Date.now().toString(36)}` });
    const { db } = e2e.server.database;
    const [courseTopic] = await db
      .insert(topics)
      .values({
        teacher_id: teacher.userId,
        title: 'Business English in 3 weeks',
        description: 'Meetings, e-mails and small talk.',
        outcome_desc: 'Run a meeting in English.',
        language: 'english',
        language_level: 4,
        duration: 60,
        student_capacity: 6,
        category: 'CA003',
        price: 1200,
        is_course: true,
        created_at: new Date(),
      })
      .returning({ id: topics.id });
    await page.goto('/teaching');
    await page.getByRole('link', { name: 'Create a course' }).first().click();
    await page.waitForURL('**/teaching/courses/new');
    await page.getByRole('heading', { name: 'Create a course', level: 1 }).waitFor();
    await page.getByLabel('Number of classes').fill('3');
    await page.getByLabel('Minimum students').fill('5');
    await page.getByLabel('Maximum students').fill('3');
    await page.getByRole('button', { name: 'Preview' }).click();
    // Errors next to the field, announced with it.
    const min = page.getByLabel('Minimum students');
    expect(await min.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Enter 1 to 6, at most the maximum.').count()).toBe(1);
    await shot(page, 'teaching-course-errors-desktop');
    await min.fill('2');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => page.getByTestId('occurrence').count()).toBe(3);
    expect(await page.getByTestId('occurrence').first().textContent()).toContain('Class 1');
    await page.getByRole('button', { name: 'Create the course' }).click();
    await page.getByText('Course created with 3 classes.').waitFor();
    await shot(page, 'teaching-course-created-desktop');
    await expectCleanPage(teacherTab);
    const classes = await db
      .select()
      .from(groupClasses)
      .where(eq(groupClasses.topic_id, courseTopic?.id ?? 0));
    expect(classes.map((c) => [c.class_index, c.student_capacity]).sort()).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);

    const phone = await e2e.open({ viewport: 'phone' });
    await phone.context.addCookies(await teacherTab.context.cookies());
    await phone.page.goto('/teaching/courses/new');
    await phone.page.getByLabel('Number of classes').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(phone.page, 'teaching-course-phone');
  });
});
