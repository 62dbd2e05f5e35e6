import { LessonBookingOptionsResponseSchema } from '@app/api';
import { addDays, localDateOf, readInZone } from '@app/domain';
import { eq, users } from '@app/server/testing/tables';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectCleanPage } from '../harness/clean-page';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, signInAs } from '../harness/pages';

const e2e = useE2e();
const ZONE = 'Europe/Madrid';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Empties the form: every weekly range and every exception removed. */
async function clearForm(page: Page): Promise<void> {
  const removeRange = page.locator('fieldset[data-testid^="weekday-"]').getByRole('button', { name: 'Remove', exact: true });
  while ((await removeRange.count()) > 0) await removeRange.first().click();
  const removeException = page.getByTestId('exception-row').getByRole('button', { name: /^Remove / });
  while ((await removeException.count()) > 0) await removeException.first().click();
}

describe('issue 14 "One-to-one availability": the booking pages read what the teacher set', () => {
  it('the demo teacher sets 10:00-11:00 every day in her zone and a day off; a student books only those times, never on the day off', async () => {
    const teacherTab = await e2e.open({ timezoneId: ZONE });
    const { page } = teacherTab;
    await signInAs(page, 'teacher@demo.test');
    await page.goto('/teaching');
    await page.getByRole('link', { name: 'Availability' }).click();
    await page.waitForURL('**/teaching/availability');
    await page.getByRole('heading', { level: 1, name: 'Availability and lesson prices' }).waitFor();
    // The seed set her hours through the same command: they show, in her zone with its offset.
    expect(await page.getByLabel('Time zone').inputValue()).toBe(ZONE);
    expect(await page.getByText(/Your hours are in this zone, now UTC\+0[12]:00\./).count()).toBe(1);
    expect(await page.getByTestId('range-row').count()).toBeGreaterThan(0);

    await clearForm(page);
    for (const day of WEEKDAYS) {
      await page.getByRole('button', { name: `Add hours on ${day}` }).click();
      await page.getByLabel(`${day}: hours 1 from`).selectOption('10:00');
      await page.getByLabel(`${day}: hours 1 to`).selectOption('11:00');
    }
    const dayOff = addDays(localDateOf({ instant: Date.now(), zone: ZONE }), 4);
    await page.getByRole('button', { name: '+ Add a date' }).click();
    await page.getByLabel('Date of exception 1').fill(dayOff);
    expect(await page.getByLabel('Day off').isChecked()).toBe(true);
    expect(await page.getByTestId('weekly-total').textContent()).toBe('7 h a week');
    await page.getByRole('button', { name: 'Save availability' }).click();
    await page
      .getByRole('status')
      .getByText(/^Saved\. \d+ lesson times are open over the next 8 weeks\.$/)
      .waitFor();
    await saveScreenshot(page, 'teaching-availability-desktop');
    await expectCleanPage(teacherTab);

    // The same page on a 375 px phone: what she saved, no sideways scroll, accessible.
    const phone = await e2e.open({ viewport: 'phone', timezoneId: ZONE });
    await phone.context.addCookies(await teacherTab.context.cookies());
    await phone.page.goto('/teaching/availability');
    await phone.page.getByLabel('Date of exception 1').waitFor();
    expect(await phone.page.getByLabel('Date of exception 1').inputValue()).toBe(dayOff);
    expect(await phone.page.getByLabel('Monday: hours 1 from').inputValue()).toBe('10:00');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreenshot(phone.page, 'teaching-availability-phone');
    await expectCleanPage(phone);

    // A student in the teacher's zone opens her lesson booking page.
    const [teacher] = await e2e.server.database.db.select({ id: users.user_id }).from(users).where(eq(users.email, 'teacher@demo.test'));
    if (!teacher) throw new Error('no demo teacher');
    const studentTab = await e2e.open({ timezoneId: ZONE });
    const student = studentTab.page;
    await signInAs(student, 'student@demo.test');
    const options = LessonBookingOptionsResponseSchema.parse(
      await (await student.request.get(`/api/v1/lessons/booking_options?teacher_id=${teacher.id}&language=spanish`)).json(),
    ).data;
    const starts = options.open_slots.map((s) => readInZone({ instant: Date.parse(s), zone: ZONE }));
    expect(starts.length).toBeGreaterThan(0);
    expect(starts.filter((s) => s.local_time !== '10:00' && s.local_time !== '10:30')).toEqual([]);
    expect(starts.filter((s) => s.local_date === dayOff)).toEqual([]);
    // Every other day of the 14 has its times, but for those her classes or booked lessons hold.
    expect(new Set(starts.map((s) => s.local_date)).size).toBeGreaterThanOrEqual(8);

    await student.goto(`/booking/lesson?teacher_id=${teacher.id}&language=spanish`);
    await student.getByTestId('lesson-times').waitFor();
    // Times show in the student's own zone and clock; their instants read 10:00 or 10:30 in the teacher's.
    const readTimes = async () =>
      (
        await student
          .getByTestId('lesson-times')
          .locator('time')
          .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''))
      ).map((iso) => readInZone({ instant: Date.parse(iso), zone: ZONE }));
    expect((await readTimes()).length).toBeGreaterThan(0);
    const dayButtons = student.getByTestId('lesson-days').getByRole('button');
    for (let i = 0; i < (await dayButtons.count()); i++) {
      await dayButtons.nth(i).click();
      for (const start of await readTimes()) {
        expect(['10:00', '10:30']).toContain(start.local_time);
        expect(start.local_date).not.toBe(dayOff);
      }
    }
    await saveScreenshot(student, 'teaching-availability-student-booking');
    await expectCleanPage(studentTab);
  });
});
