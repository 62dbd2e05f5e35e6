import { DAY_MS, readInZone } from '@app/domain';
import { readReceivedMail } from '@app/server/testing/received-mail';
import { startTestSmtpServer, type TestSmtpServer } from '@app/server/testing/smtp-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTeacherClass, newConfirmedStudent } from '../harness/booking-data';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot } from '../harness/pages';

// Started before the e2e server (hooks run in order), which sends its mails here as with SMTP_URL.
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
});
const e2e = useE2e({ smtpUrl: () => smtp.url });

async function mailTo(email: string, subject: RegExp, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const received of smtp.received.filter((m) => m.to.includes(email))) {
      const mail = await readReceivedMail(received.raw);
      if (subject.test(mail.subject)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail ${String(subject)} to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the booking mail (issue 15 "the booking mail arrives in the test SMTP server with a valid .ics")', () => {
  it('a student books a class in the browser and pays from her wallet; the confirmation arrives by SMTP with the .ics of that class', async () => {
    const cls = await demoTeacherClass(e2e, { startsIn: 4 * DAY_MS });
    const tab = await e2e.open({ viewport: 'phone' });
    const { page } = tab;
    const { email } = await newConfirmedStudent(e2e, page);

    // The class is booked from its topic's slots, as a student finds it.
    await page.goto(`/group-class-online/topic/${cls.topicId}`);
    await page
      .getByTestId('slot-list')
      .getByRole('button', { name: /View all/ })
      .click();
    const slot = page.getByRole('dialog', { name: 'All time slots' }).locator(`[data-class-id="${cls.classId}"]`);
    await slot.waitFor();
    await slot.getByRole('button', { name: /^Book/ }).click();
    await page.waitForURL('**/payment');
    await page.getByTestId('wallet-balance').filter({ hasText: '$' }).waitFor();
    const price = (await page.getByTestId('payment-price').textContent()) ?? '';
    await page.getByRole('button', { name: `Pay ${price}` }).click();
    await page.getByRole('dialog', { name: 'Group class booked' }).waitFor();
    await saveScreenshot(page, 'booking-mail-booked-phone');

    const mail = await mailTo(email, /^You're booked: /);
    const local = readInZone({ instant: cls.start, zone: 'Europe/Berlin' });
    expect(mail.text).toContain(`at ${local.local_time} Europe/Berlin`);
    expect(mail.text).toContain(`You paid ${price}.`);
    expect(mail.text).toContain(`Join from 10 minutes before the start at ${e2e.server.url}/video-room/${cls.classId}`);
    expect(mail.attachments.map((a) => a.filename)).toEqual([`class-${cls.classId}.ics`]);
    expect(mail.calendar.zones).toEqual(['Europe/Berlin']);
    expect(mail.calendar.events).toEqual([
      expect.objectContaining({
        tzid: 'Europe/Berlin', // iCalendar times are to the second.
        localStart: local.local_time,
        start: Math.floor(cls.start / 1000) * 1000,
        status: 'CONFIRMED',
      }),
    ]);

    // The link in the mail opens her booking.
    const link = mail.text.match(/https?:\/\/\S+studentBookedID=\d+/)?.[0] ?? '';
    const desktop = await e2e.open();
    await desktop.context.addCookies(await tab.context.cookies());
    await desktop.page.goto(link);
    await desktop.page.getByTestId('status-panel').waitFor();
    await saveScreenshot(desktop.page, 'booking-mail-link-desktop');
    expect(await desktop.page.getByTestId('status-panel').getByRole('button', { name: 'Drop class' }).count()).toBe(1);
  });
});
