import { MINUTE_MS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { a11yViolations } from '../harness/axe';
import { bookViaApi, demoTeacherClass, newConfirmedStudent } from '../harness/booking-data';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot } from '../harness/pages';

const e2e = useE2e();

describe('class page after booking: the join window (issue 4 browser test 4, 000 §4)', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`at ${viewport} width: 5 minutes before start Join class and the meeting details show; 30 minutes before they do not`, async () => {
      const soon = await demoTeacherClass(e2e, { startsIn: 5 * MINUTE_MS });
      const later = await demoTeacherClass(e2e, { startsIn: 30 * MINUTE_MS });

      // Two students: the two classes overlap, and one student cannot hold both (TimeNotAvailable).
      const first = await e2e.open({ viewport });
      await newConfirmedStudent(e2e, first.page);
      const soonSeat = await bookViaApi(first.page, soon.classId);
      const second = await e2e.open({ viewport });
      await newConfirmedStudent(e2e, second.page);
      const laterSeat = await bookViaApi(second.page, later.classId);

      const { page, outsideRequests, pageErrors } = first;
      await page.goto(`/group-class-online/class/${soon.classId}?classID=${soon.classId}&studentBookedID=${soonSeat.seatId}`);
      const panel = page.getByTestId('status-panel');
      await panel.waitFor();
      expect(await page.getByTestId('class-headline').textContent()).toBe('Upcoming');
      const join = panel.getByRole('link', { name: /Join class/ });
      await join.waitFor();
      // Join opens our room door (/video-room/:id), which sends the browser on to the meeting.
      expect(await join.getAttribute('href')).toBe(`/video-room/${soon.classId}`);
      expect(await join.getAttribute('target')).toBe('_blank');
      expect(await panel.getByTestId('meeting-details').textContent()).toMatch(/812 3456 7890.*kp2026/);
      expect(await panel.getByRole('button', { name: 'Drop class' }).count()).toBe(0);
      await saveScreenshot(page, `booking-class-join-open-${viewport}`);
      expect(await a11yViolations(page)).toEqual([]);

      await second.page.goto(`/group-class-online/class/${later.classId}?classID=${later.classId}&studentBookedID=${laterSeat.seatId}`);
      const laterPanel = second.page.getByTestId('status-panel');
      await laterPanel.waitFor();
      expect(await laterPanel.getByTestId('class-notice').textContent()).toBe(
        'The link to the video class will appear here 10 minutes before the class starts.',
      );
      const disabledJoin = laterPanel.getByRole('button', { name: 'Join class' });
      expect(await disabledJoin.isDisabled()).toBe(true);
      expect(await laterPanel.getByRole('link', { name: /Join class/ }).count()).toBe(0);
      expect(await second.page.getByTestId('meeting-details').count()).toBe(0);
      expect(await second.page.content()).not.toContain('kp2026');
      // Within 24 h of the start the class cannot be dropped any more.
      expect(await laterPanel.getByRole('button', { name: 'Drop class' }).count()).toBe(0);
      await saveScreenshot(second.page, `booking-class-join-closed-${viewport}`);
      expect(await a11yViolations(second.page)).toEqual([]);

      expect(outsideRequests).toEqual([]);
      expect(second.outsideRequests).toEqual([]);
      expect(pageErrors).toEqual([]);
      expect(second.pageErrors).toEqual([]);
    });
  }
});
