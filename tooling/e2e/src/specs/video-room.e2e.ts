import { formatZonedTime, JOIN_LEAD_MS, MINUTE_MS, SECOND_MS } from '@app/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../harness/axe';
import { apiGet, bookViaApi, demoTeacherClass, newConfirmedStudent } from '../harness/booking-data';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, signInAs } from '../harness/pages';

const e2e = useE2e();

/** The meeting host stands in for Zoom: no request leaves the machine, and the test sees where the room sent the browser. */
async function fakeMeetingHost(page: Page): Promise<void> {
  await page.route('https://zoom.us/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Meeting</title><h1>Fake meeting host</h1>' }),
  );
}

async function put(page: Page, path: string, data: unknown): Promise<number> {
  const response = await page.request.put(`/api${path}`, {
    headers: { 'X-Requested-With': 'app', 'Content-Type': 'application/json' },
    data,
  });
  return response.status();
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
      expect(await details.textContent()).toContain(defaultRoom.account);
      expect(await details.textContent()).toContain(defaultRoom.pass_code);
      expect(await booked.page.getByRole('link', { name: 'Open the meeting' }).getAttribute('href')).toBe(defaultRoom.link);
      await saveScreenshot(booked.page, `video-room-open-${viewport}`);
      expect(await seriousA11yViolations(booked.page)).toEqual([]);
      await booked.page.waitForURL(defaultRoom.link, { timeout: 10_000 });
      expect(await booked.page.getByRole('heading', { name: 'Fake meeting host' }).count()).toBe(1);

      // The teacher opens her own class's room too.
      await teacher.page.goto(`/video-room/${open.classId}`);
      await teacher.page.getByTestId('room-details').waitFor();
      expect(await teacher.page.getByTestId('room-details').textContent()).toContain(defaultRoom.pass_code);
      await teacher.page.waitForURL(defaultRoom.link, { timeout: 10_000 });

      // Refused at start - 11 min, with the opening time in the student's zone and clock; no secrets on the page.
      await waiting.page.goto(`/video-room/${early.classId}`);
      const opensAt = waiting.page.getByTestId('opens-at');
      await opensAt.waitFor();
      const foundation = (await apiGet(waiting.page, '/v2/me/foundation')) as { data: { user: { is_am: 0 | 1; timezone_iana: string } } };
      const expectedTime = formatZonedTime({
        instant: early.start - JOIN_LEAD_MS,
        zone: foundation.data.user.timezone_iana,
        isAm: foundation.data.user.is_am,
        locale: 'en-US',
      });
      expect(await opensAt.textContent()).toContain(`The room opens at ${expectedTime}`);
      expect(await waiting.page.getByRole('timer').textContent()).toMatch(/^Opens in 0:[0-5]\d$|^Opens in 1:00$/);
      expect(await waiting.page.content()).not.toContain(defaultRoom.pass_code);
      await saveScreenshot(waiting.page, `video-room-early-${viewport}`);
      expect(await seriousA11yViolations(waiting.page)).toEqual([]);

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
