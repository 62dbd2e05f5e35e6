import { DAY_MS, formatZonedTime, JOIN_LEAD_MS, LESSON_SLOT_MS, MINUTE_MS, SECOND_MS } from '@app/domain';
import { createShiftedClock } from '@app/server/testing/e2e-server';
import { teacherLanguages, teacherOpenSlots } from '@app/server/testing/tables';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { a11yViolations } from '../harness/axe';
import { apiGet, apiPost, bookViaApi, demoTeacherClass, newConfirmedStudent } from '../harness/booking-data';
import { expectCleanPage } from '../harness/clean-page';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, signInAs, type TestPage, type ViewportName } from '../harness/pages';
import { newSignedInTeacher } from '../harness/teacher-data';

/** Stands still at the system clock, until the lesson test moves the server to start - 11 min and start - 10 min. */
const clock = createShiftedClock();
const e2e = useE2e({ clock });

/** The meeting host stands in for Zoom: no request leaves the machine, and the test sees where the room sent the browser. */
async function fakeMeetingHost(page: Page): Promise<void> {
  await page.route('https://zoom.us/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Meeting</title><h1>Fake meeting host</h1>' }),
  );
}

/**
 * Stops the tab's clock (installed before the page loaded) where it stands, timers still running, so
 * the open door, which leaves for the meeting 3 s after it opens, stays while the test reads,
 * photographs and checks it with axe: on a loaded machine those took longer, and the page was gone in
 * the middle of axe's run. (Pausing the timers instead would stop axe's own.)
 */
async function holdDoor(page: Page): Promise<void> {
  await page.clock.setFixedTime(await page.evaluate(() => Date.now()));
}

/** Lets the held door's clock run again, and waits until its redirect has brought the browser to `link`. */
async function landInMeeting(page: Page, link: string): Promise<void> {
  await page.clock.setSystemTime(await page.evaluate(() => Date.now()));
  await page.waitForURL(link, { timeout: 10_000 });
}

async function put(page: Page, path: string, data: unknown): Promise<number> {
  const response = await page.request.put(`/api${path}`, {
    headers: { 'X-Requested-With': 'app', 'Content-Type': 'application/json' },
    data,
  });
  return response.status();
}

/** "HH:MM" (or "h:mm AM") of `instant` in the page's user's zone and clock, as the door says when it opens. */
async function openingTime(page: Page, instant: number): Promise<string> {
  const foundation = (await apiGet(page, '/v2/me/foundation')) as { data: { user: { is_am: 0 | 1; timezone_iana: string } } };
  return formatZonedTime({ instant, zone: foundation.data.user.timezone_iana, isAm: foundation.data.user.is_am, locale: 'en-US' });
}

interface Room {
  account: string;
  pass_code: string;
  link: string;
}

describe('the video room door (issue 14): the teacher and a booked student at start - 10 min, refused at start - 11 min', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`at ${viewport} width`, async () => {
      // Opened a few seconds ago (start - 10 min has just passed), and one whose room opens in a minute (start - 11 min now).
      const open = await demoTeacherClass(e2e, { startsIn: JOIN_LEAD_MS - 5 * SECOND_MS });
      const early = await demoTeacherClass(e2e, { startsIn: JOIN_LEAD_MS + MINUTE_MS });

      // The teacher sends both classes back to her default room (the seeded Zoom room).
      const teacher = await e2e.open({ viewport });
      await fakeMeetingHost(teacher.page);
      await signInAs(teacher.page, 'teacher@demo.test');
      const defaultRoom = ((await apiGet(teacher.page, '/v1/teaching/room')) as { data: { room: Room } }).data.room;
      expect(defaultRoom.link).toMatch(/^https:\/\/zoom\.us\/j\/\d+\?pwd=/);
      for (const classId of [open.classId, early.classId])
        expect(await put(teacher.page, `/v1/teaching/classes/${classId}/room`, { room: null })).toBe(200);

      const booked = await e2e.open({ viewport });
      await booked.context.clock.install();
      await fakeMeetingHost(booked.page);
      await newConfirmedStudent(e2e, booked.page);
      await bookViaApi(booked.page, open.classId);
      const waiting = await e2e.open({ viewport });
      await newConfirmedStudent(e2e, waiting.page);
      await bookViaApi(waiting.page, early.classId);

      // The booked student: the details, then the meeting.
      await booked.page.goto(`/video-room/${open.classId}`);
      const details = booked.page.getByTestId('room-details');
      await details.waitFor();
      await holdDoor(booked.page);
      expect(await details.textContent()).toContain(defaultRoom.account);
      expect(await details.textContent()).toContain(defaultRoom.pass_code);
      expect(await booked.page.getByRole('link', { name: 'Open the meeting' }).getAttribute('href')).toBe(defaultRoom.link);
      await saveScreenshot(booked.page, `video-room-open-${viewport}`);
      expect(await a11yViolations(booked.page)).toEqual([]);
      await landInMeeting(booked.page, defaultRoom.link);
      expect(await booked.page.getByRole('heading', { name: 'Fake meeting host' }).count()).toBe(1);

      // The teacher is refused her own class's room at start - 11 min too, with the same opening time and no secrets...
      await teacher.page.goto(`/video-room/${early.classId}`);
      await teacher.page.getByTestId('opens-at').waitFor();
      expect(await teacher.page.getByTestId('opens-at').textContent()).toContain(
        `The room opens at ${await openingTime(teacher.page, early.start - JOIN_LEAD_MS)}`,
      );
      expect(await teacher.page.getByRole('timer').textContent()).toMatch(/^Opens in 0:[0-5]\d$|^Opens in 1:00$/);
      expect(await teacher.page.content()).not.toContain(defaultRoom.pass_code);
      await saveScreenshot(teacher.page, `video-room-teacher-early-${viewport}`);
      expect(await a11yViolations(teacher.page)).toEqual([]);

      // ...and opens it at start - 10 min.
      await teacher.page.goto(`/video-room/${open.classId}`);
      await teacher.page.getByTestId('room-details').waitFor();
      expect(await teacher.page.getByTestId('room-details').textContent()).toContain(defaultRoom.pass_code);
      await teacher.page.waitForURL(defaultRoom.link, { timeout: 10_000 });

      // Refused at start - 11 min, with the opening time in the student's zone and clock; no secrets on the page.
      await waiting.page.goto(`/video-room/${early.classId}`);
      const opensAt = waiting.page.getByTestId('opens-at');
      await opensAt.waitFor();
      expect(await opensAt.textContent()).toContain(`The room opens at ${await openingTime(waiting.page, early.start - JOIN_LEAD_MS)}`);
      expect(await waiting.page.getByRole('timer').textContent()).toMatch(/^Opens in 0:[0-5]\d$|^Opens in 1:00$/);
      expect(await waiting.page.content()).not.toContain(defaultRoom.pass_code);
      await saveScreenshot(waiting.page, `video-room-early-${viewport}`);
      expect(await a11yViolations(waiting.page)).toEqual([]);

      // A student who did not book is refused even inside the window, and pointed back to the class.
      await waiting.page.goto(`/video-room/${open.classId}`);
      await waiting.page.getByRole('heading', { name: 'This room is for the students who booked the class' }).waitFor();
      expect(await waiting.page.getByRole('link', { name: 'Back to the class' }).getAttribute('href')).toBe(
        `/group-class-online/class/${open.classId}`,
      );
      expect(await waiting.page.content()).not.toContain(defaultRoom.pass_code);
      await saveScreenshot(waiting.page, `video-room-not-booked-${viewport}`);

      // Signed out: sign in first, then back to the room.
      const visitor = await e2e.open({ viewport });
      await visitor.page.goto(`/video-room/${open.classId}`);
      await visitor.page.waitForURL(/\/signin\?returnTo=/);
      expect(new URL(visitor.page.url()).searchParams.get('returnTo')).toBe(`/video-room/${open.classId}`);

      for (const p of [teacher, booked, waiting, visitor]) {
        expect(p.outsideRequests).toEqual([]);
        expect(p.pageErrors).toEqual([]);
      }
    });
  }
});

const LESSON_ROOM: Room = { account: '84512345678', pass_code: 'lesson1', link: 'https://zoom.us/j/84512345678?pwd=lesson1' };

/** A new tab for `of`'s account whose browser clock stands where the server's does (Join shows on the browser's clock). */
async function tabAt(of: TestPage, viewport: ViewportName): Promise<TestPage> {
  const tab = await e2e.open({ viewport });
  await tab.context.addCookies(await of.context.cookies());
  await tab.context.clock.install({ time: clock.now() });
  await fakeMeetingHost(tab.page);
  return tab;
}

async function expectNoWiderThanPhone(tab: TestPage, viewport: ViewportName): Promise<void> {
  if (viewport === 'phone') expect(await tab.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

describe('a one-to-one lesson room, /video-room/lesson-<id> (issue 14): the student from My classes, the teacher from /teaching', () => {
  for (const [studentViewport, teacherViewport] of [
    ['phone', 'desktop'],
    ['desktop', 'phone'],
  ] as const) {
    it(`student at ${studentViewport}, teacher at ${teacherViewport} width: no Join and a closed door at start - 11 min; Join opens the room at start - 10 min`, async () => {
      try {
        const teacherTab = await e2e.open({ viewport: teacherViewport });
        const teacher = await newSignedInTeacher(e2e, teacherTab.page, {
          nickname: `Lesson Room ${teacherViewport}`,
          topicTitle: 'Unused topic',
        });
        // A lesson has no room of its own: it meets in the teacher's default room.
        expect(await put(teacherTab.page, '/v1/teaching/room', LESSON_ROOM)).toBe(200);
        const { db } = e2e.server.database;
        const start = Math.ceil((Date.now() + 3 * DAY_MS) / LESSON_SLOT_MS) * LESSON_SLOT_MS;
        await db.insert(teacherLanguages).values({ teacher_id: teacher.userId, language: 'english', level: 7, teaches: true });
        await db.insert(teacherOpenSlots).values({ teacher_id: teacher.userId, start_time: new Date(start) });

        const studentTab = await e2e.open({ viewport: studentViewport });
        await newConfirmedStudent(e2e, studentTab.page);
        const booked = await apiPost(studentTab.page, '/v1/lessons', {
          teacher_id: teacher.userId,
          language: 'english',
          start_time: new Date(start).toISOString(),
          duration: 30,
          is_trial: false,
        });
        expect(booked.status).toBe(200);
        const lessonId = (booked.body as { data: { lesson: { id: number } } }).data.lesson.id;
        const roomPath = `/video-room/lesson-${lessonId}`;
        const studentRow = (tab: TestPage) => tab.page.locator(`[data-testid="my-class-item"][id="lesson-${lessonId}"]`);
        const teacherRow = (tab: TestPage) =>
          tab.page.getByTestId('teaching-list').locator('[data-testid="teaching-item"][data-kind="lesson"]');

        // start - 11 min: neither list offers Join, and the door names the opening time to both, with no secrets.
        clock.shiftTo(start - JOIN_LEAD_MS - MINUTE_MS);
        const studentEarly = await tabAt(studentTab, studentViewport);
        await studentEarly.page.goto('/my-classes');
        await studentRow(studentEarly).waitFor();
        expect(await studentRow(studentEarly).getByTestId('lesson-join').count()).toBe(0);
        await studentEarly.page.goto(roomPath);
        await studentEarly.page.getByTestId('opens-at').waitFor();
        expect(await studentEarly.page.getByTestId('opens-at').textContent()).toContain(
          `The room opens at ${await openingTime(studentEarly.page, start - JOIN_LEAD_MS)}, 10 minutes before the lesson starts.`,
        );
        expect(await studentEarly.page.getByRole('link', { name: 'Go to My classes' }).getAttribute('href')).toBe('/my-classes');
        expect(await studentEarly.page.content()).not.toContain(LESSON_ROOM.pass_code);
        await expectNoWiderThanPhone(studentEarly, studentViewport);
        await saveScreenshot(studentEarly.page, `video-room-lesson-early-student-${studentViewport}`);
        await expectCleanPage(studentEarly);

        const teacherEarly = await tabAt(teacherTab, teacherViewport);
        await teacherEarly.page.goto('/teaching');
        await teacherRow(teacherEarly).waitFor();
        expect(await teacherRow(teacherEarly).getByTestId('teaching-lesson-join').count()).toBe(0);
        await teacherEarly.page.goto(roomPath);
        await teacherEarly.page.getByTestId('opens-at').waitFor();
        expect(await teacherEarly.page.content()).not.toContain(LESSON_ROOM.pass_code);
        expect(await teacherEarly.page.getByRole('link', { name: 'Go to Teaching' }).getAttribute('href')).toBe('/teaching');
        await saveScreenshot(teacherEarly.page, `video-room-lesson-early-teacher-${teacherViewport}`);
        await expectCleanPage(teacherEarly);

        // start - 10 min: Join lesson in My classes and in /teaching; the room shows the details, then the meeting.
        clock.shiftTo(start - JOIN_LEAD_MS + SECOND_MS);
        for (const [who, viewport, list, row, join] of [
          [studentTab, studentViewport, '/my-classes', studentRow, 'Join lesson'],
          [teacherTab, teacherViewport, '/teaching', teacherRow, 'Join lesson'],
        ] as const) {
          const tab = await tabAt(who, viewport);
          await tab.page.goto(list);
          await row(tab).getByRole('link', { name: join }).click();
          await tab.page.waitForURL(`**${roomPath}`);
          const details = tab.page.getByTestId('room-details');
          await details.waitFor();
          await holdDoor(tab.page);
          expect(await details.textContent()).toContain(LESSON_ROOM.account);
          expect(await details.textContent()).toContain(LESSON_ROOM.pass_code);
          expect(await tab.page.getByRole('link', { name: 'Open the meeting' }).getAttribute('href')).toBe(LESSON_ROOM.link);
          await expectNoWiderThanPhone(tab, viewport);
          await saveScreenshot(tab.page, `video-room-lesson-open-${who === studentTab ? 'student' : 'teacher'}-${viewport}`);
          await expectCleanPage(tab);
          await landInMeeting(tab.page, LESSON_ROOM.link);
        }
      } finally {
        clock.shiftTo(Date.now());
      }
    });
  }
});
