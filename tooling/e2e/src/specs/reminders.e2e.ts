import { DAY_MS, HOUR_MS } from '@app/domain';
import { sendDueReminders } from '@app/server/testing/reminders';
import { eq, outbox } from '@app/server/testing/tables';
import { describe, expect, it } from 'vitest';
import { bookViaApi, demoTeacherClass, newConfirmedStudent } from '../harness/booking-data';
import { expectCleanPage } from '../harness/clean-page';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot } from '../harness/pages';

const e2e = useE2e();

describe('class reminders and mail preferences (issue 15)', () => {
  it('a student switches off the 1 h reminder in /settings, gets the 24 h one, and unsubscribes from it by its link without signing in', async () => {
    const cls = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
    const tab = await e2e.open();
    const { page } = tab;
    const { email } = await newConfirmedStudent(e2e, page);
    await bookViaApi(page, cls.classId);

    // /settings: the Emails section, a checkbox per reminder, saved with feedback.
    await page.goto('/settings');
    const section = page.getByTestId('mail-preferences');
    const hour = section.getByRole('checkbox', { name: 'Class reminder an hour before' });
    const day = section.getByRole('checkbox', { name: 'Class reminder a day before' });
    await hour.waitFor();
    expect(await day.isChecked()).toBe(true);
    expect(await section.getByRole('checkbox', { name: 'New bookings (teachers)' }).count()).toBe(0);
    await hour.focus();
    await page.keyboard.press('Space');
    await section.getByRole('button', { name: 'Save email settings' }).click();
    await section.getByText('Email settings saved.').waitFor();
    await page.reload();
    await hour.waitFor();
    expect(await hour.isChecked()).toBe(false);
    expect(await day.isChecked()).toBe(true);
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'reminders-settings-desktop');
    const phone = await e2e.open({ viewport: 'phone' });
    await phone.context.addCookies(await tab.context.cookies());
    await phone.page.goto('/settings');
    await phone.page.getByTestId('mail-preferences').getByRole('checkbox', { name: 'Class reminder a day before' }).waitFor();
    await phone.page.getByTestId('mail-preferences').scrollIntoViewIfNeeded();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreenshot(phone.page, 'reminders-settings-phone');
    await expectCleanPage(phone);

    // The job at the 24 h point: one reminder with the room and an unsubscribe link; the 1 h one is off.
    const { db } = e2e.server.database;
    const publicUrl = e2e.server.url;
    // (The demo's own bookings get theirs too: only hers are read below.)
    await sendDueReminders({ db, now: cls.start - DAY_MS, publicUrl });
    await sendDueReminders({ db, now: cls.start - HOUR_MS, publicUrl });
    const mails = (await db.select().from(outbox).where(eq(outbox.to_address, email))).filter((m) => m.subject.startsWith('Reminder'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.link).toBe(`${publicUrl}/video-room/${cls.classId}`);
    const link = /Unsubscribe: (\S+)/.exec(mail?.body ?? '')?.[1];
    if (!link) throw new Error('no unsubscribe link');
    expect(link.startsWith(`${publicUrl}/unsubscribe?token=`)).toBe(true);

    // The link, signed out, at both widths: what it stops, then the confirm button.
    for (const viewport of ['phone', 'desktop'] as const) {
      const visitor = await e2e.open({ viewport });
      await visitor.page.goto(link);
      await visitor.page.getByText('Class reminders a day before').waitFor();
      await visitor.page.getByText(/^Stop these emails to e\*\*\*@students\.test\?$/).waitFor();
      await saveScreenshot(visitor.page, `reminders-unsubscribe-ask-${viewport}`);
      if (viewport === 'desktop') {
        await visitor.page.getByRole('button', { name: 'Unsubscribe' }).click();
        await visitor.page.getByText('Done: you will no longer get these emails.', { exact: false }).waitFor();
        await saveScreenshot(visitor.page, `reminders-unsubscribe-done-${viewport}`);
      }
      expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport === 'phone' ? 375 : 1280,
      );
      await expectCleanPage(visitor);
    }

    // Her settings now show both reminders off.
    await page.reload();
    await hour.waitFor();
    expect(await day.isChecked()).toBe(false);
    expect(await hour.isChecked()).toBe(false);
    await expectCleanPage(tab);
  });
});
