import { DAY_MS, LESSON_SLOT_MS, readInZone } from '@app/domain';
import { parseIcs } from '@app/server/testing/parse-ics';
import { teacherLanguages, teacherOpenSlots } from '@app/server/testing/tables';
import type { Download } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPost, bookViaApi, demoTeacherClass, newConfirmedStudent } from '../harness/booking-data';
import { expectCleanPage } from '../harness/clean-page';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot } from '../harness/pages';
import { newSignedInTeacher } from '../harness/teacher-data';

const e2e = useE2e();

/** The VEVENT of `uid`'s class in an .ics text, unfolded. */
function eventOf(ics: string, classId: number): string {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  const event = unfolded
    .split('BEGIN:VEVENT')
    .find((part) => part.includes(`/video-room/${classId}\r\n`) || part.includes(`/video-room/${classId}\n`));
  if (!event) throw new Error(`no event of class ${classId}`);
  return event;
}

async function downloadedText(download: Download): Promise<string> {
  const file = await (await download.createReadStream()).toArray();
  return Buffer.concat(file as Buffer[]).toString('utf8');
}

describe('classes in the calendar (issue 15 "Calendar")', () => {
  it('a student downloads the .ics from the class page, subscribes to her feed in /settings, and after a drop the feed says CANCELLED', async () => {
    const cls = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
    const tab = await e2e.open();
    const { page } = tab;
    await newConfirmedStudent(e2e, page);
    const { seatId } = await bookViaApi(page, cls.classId);

    await page.goto(`/group-class-online/class/${cls.classId}?classID=${cls.classId}&studentBookedID=${seatId}`);
    const link = page.getByTestId('add-to-calendar');
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`class-${cls.classId}.ics`);
    const file = await (await download.createReadStream()).toArray();
    const ics = Buffer.concat(file as Buffer[]).toString('utf8');
    const local = readInZone({ instant: cls.start, zone: 'Europe/Berlin' });
    expect(eventOf(ics, cls.classId)).toContain(
      `DTSTART;TZID=Europe/Berlin:${local.local_date.replaceAll('-', '')}T${local.local_time.replace(':', '')}`,
    );
    expect(ics).toContain('BEGIN:VTIMEZONE');

    for (const viewport of ['desktop', 'phone'] as const) {
      const view = viewport === 'desktop' ? tab : await e2e.open({ viewport });
      if (view !== tab) await view.context.addCookies(await tab.context.cookies());
      await view.page.goto('/settings');
      const section = view.page.getByTestId('calendar-feed');
      await section.waitFor();
      if (viewport === 'desktop') await section.getByRole('button', { name: 'Get my calendar link' }).click();
      await section.getByRole('link', { name: 'Subscribe in my calendar app' }).waitFor();
      expect(await view.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport === 'phone' ? 375 : 1280);
      await saveScreenshot(view.page, `calendar-settings-${viewport}`);
      await expectCleanPage(view);
    }
    const section = page.getByTestId('calendar-feed');
    const webcal = await section.getByRole('link', { name: 'Subscribe in my calendar app' }).getAttribute('href');
    const https = await section.getByLabel('Or paste this address into your calendar app').inputValue();
    expect(webcal).toBe(https.replace(/^https?:/, 'webcal:'));

    // A calendar app has no session: the address alone opens the feed.
    const calendarApp = await e2e.open();
    const feed = async () => {
      const response = await calendarApp.page.request.get(https);
      expect(response.status()).toBe(200);
      return response.text();
    };
    expect(eventOf(await feed(), cls.classId)).toContain('STATUS:CONFIRMED');

    await page.goto(`/group-class-online/class/${cls.classId}?classID=${cls.classId}&studentBookedID=${seatId}`);
    await page.getByTestId('status-panel').getByRole('button', { name: 'Drop class' }).click();
    await page.getByRole('dialog', { name: 'Drop this class?' }).getByRole('button', { name: 'Drop class' }).click();
    await page.getByTestId('class-headline').filter({ hasText: 'Canceled' }).waitFor();
    const dropped = eventOf(await feed(), cls.classId);
    expect(dropped).toContain('STATUS:CANCELLED');
    expect(dropped).toContain('SEQUENCE:1');

    // Reset: asked first; the old address stops, the new one works.
    await page.goto('/settings');
    await section.getByRole('button', { name: 'Reset the link' }).click();
    await page.getByRole('dialog', { name: 'Reset your calendar link?' }).getByRole('button', { name: 'Reset the link' }).click();
    await section.getByText('Your calendar link was reset. Subscribe again with the new address.').waitFor();
    expect((await calendarApp.page.request.get(https)).status()).toBe(404);
    const renewed = await section.getByLabel('Or paste this address into your calendar app').inputValue();
    expect(renewed).not.toBe(https);
    expect((await calendarApp.page.request.get(renewed)).status()).toBe(200);
    await expectCleanPage(tab);
  });

  it('a student downloads the .ics of a one-to-one lesson from My classes, at 375 and 1280 px: one event at her wall time, the room door, only her', async () => {
    const teacherTab = await e2e.open();
    const teacher = await newSignedInTeacher(e2e, teacherTab.page, { nickname: 'Ics Teacher', topicTitle: 'Calendar club' });
    const { db } = e2e.server.database;
    const start = Math.ceil((Date.now() + 3 * DAY_MS) / LESSON_SLOT_MS) * LESSON_SLOT_MS;
    await db.insert(teacherLanguages).values({ teacher_id: teacher.userId, language: 'english', level: 7, teaches: true });
    await db.insert(teacherOpenSlots).values({ teacher_id: teacher.userId, start_time: new Date(start) });

    const tab = await e2e.open();
    const { email } = await newConfirmedStudent(e2e, tab.page);
    const booked = await apiPost(tab.page, '/v1/lessons', {
      teacher_id: teacher.userId,
      language: 'english',
      start_time: new Date(start).toISOString(),
      duration: 30,
      is_trial: false,
    });
    expect(booked.status).toBe(200);
    const lessonId = (booked.body as { data: { lesson: { id: number } } }).data.lesson.id;
    const local = readInZone({ instant: start, zone: 'Europe/Berlin' });

    for (const viewport of ['desktop', 'phone'] as const) {
      const view = viewport === 'desktop' ? tab : await e2e.open({ viewport });
      if (view !== tab) await view.context.addCookies(await tab.context.cookies());
      const { page } = view;
      await page.goto('/my-classes');
      const row = page.locator(`#lesson-${lessonId}`);
      const link = row.getByTestId('lesson-add-to-calendar');
      await link.waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport === 'phone' ? 375 : 1280);
      await saveScreenshot(page, `calendar-lesson-my-classes-${viewport}`);
      await expectCleanPage(view);

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(`lesson-${lessonId}.ics`);
      const ics = await downloadedText(download);
      // Read by Mozilla's ical.js, not by the library that wrote it.
      const calendar = parseIcs(ics);
      expect(calendar.zones).toEqual(['Europe/Berlin']);
      expect(calendar.events).toEqual([
        {
          uid: expect.stringMatching(new RegExp(`^lesson-${lessonId}@`)) as unknown,
          summary: 'English lesson with Ics Teacher',
          status: 'CONFIRMED',
          sequence: 0,
          tzid: 'Europe/Berlin',
          localStart: local.local_time,
          start,
          location: `${e2e.server.url}/video-room/lesson-${lessonId}`,
          attendees: [`MAILTO:${email}`],
        },
      ]);
      expect(ics).not.toMatch(/passcode/i);
    }
  });
});
