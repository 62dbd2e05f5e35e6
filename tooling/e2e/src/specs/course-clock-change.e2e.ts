import { DAY_MS, formatZonedDayMonth, readInZone } from '@app/domain';
import { makeCourse, makeCourseTopic } from '@app/server/testing/course-fixtures';
import { describe, expect, it } from 'vitest';
import { newConfirmedStudent, userIdOf } from '../harness/booking-data';
import { expectCleanPage } from '../harness/clean-page';
import { nextSpringChange } from '../harness/clock-changes';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot } from '../harness/pages';

const e2e = useE2e();
const ZONE = 'Europe/Berlin';

/**
 * A course of the demo teacher whose weekly classes keep one instant of the day (as a teacher in a
 * zone without clock changes teaches them), the first a week before Berlin's next spring change, the
 * second on its day: in Berlin the second and third start an hour later on the clock.
 */
async function courseAcrossSpringChange() {
  const db = e2e.server.database.db;
  const now = Date.now();
  const teacherId = await userIdOf(e2e, 'teacher@demo.test');
  const topicId = await makeCourseTopic(db, { teacherId, now });
  const changeDay = nextSpringChange(now, ZONE);
  const first = Date.parse(`${changeDay}T09:00:00Z`) - 7 * DAY_MS;
  const course = await makeCourse(db, { teacherId, topicId, now, startsIn: first - now, classCount: 3 });
  const starts = [first, first + 7 * DAY_MS, first + 14 * DAY_MS];
  return { ...course, topicId, starts };
}

describe('a course across a clock change says so before booking (issue 15 "Courses that cross a DST change")', () => {
  it('in Berlin the group says from which day it meets an hour later on the clock, at 1280 and 375 px; in Tokyo (no clock changes) it says nothing', async () => {
    const { topicId, starts } = await courseAcrossSpringChange();
    const [before, after] = starts.map((instant) => readInZone({ instant, zone: ZONE }).local_time);
    expect([before, after]).toEqual(['10:00', '11:00']);
    const note = (time: string) =>
      `From ${formatZonedDayMonth({ instant: starts[1] ?? 0, zone: ZONE, locale: 'en-US' })} this course meets at ${time} in your time, because clocks change.`;

    // A visitor (the browser's zone, and the 12-hour clock of en-US) at desktop width, then a
    // signed-in student (her account's zone and its 24-hour clock) on a phone.
    const visitor = await e2e.open();
    const student = await e2e.open({ viewport: 'phone' });
    await newConfirmedStudent(e2e, student.page);
    for (const [tab, name, time] of [
      [visitor, 'desktop', '11:00 AM'],
      [student, 'phone', '11:00'],
    ] as const) {
      const { page } = tab;
      await page.goto(`/group-course/${topicId}`);
      const group = page.locator('#upcoming-groups').getByTestId('course-group');
      await group.first().waitFor();
      expect(await group.count()).toBe(1);
      const shown = group.getByTestId('course-clock-change');
      await shown.waitFor();
      expect(await shown.locator('li').allTextContents()).toEqual([note(time)]);
      // Before booking: the group still offers to join.
      expect(await group.getByRole('button', { name: 'Join Group' }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(name === 'phone' ? 375 : 1280);
      await saveScreenshot(page, `course-clock-change-${name}`);
      await expectCleanPage(tab);
    }

    const tokyo = await e2e.open({ timezoneId: 'Asia/Tokyo' });
    await tokyo.page.goto(`/group-course/${topicId}`);
    const group = tokyo.page.locator('#upcoming-groups').getByTestId('course-group');
    await group.first().waitFor();
    expect(await group.getByTestId('course-clock-change').count()).toBe(0);
  });
});
