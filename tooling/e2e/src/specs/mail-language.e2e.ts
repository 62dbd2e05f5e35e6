import { DAY_MS } from '@app/domain';
import { readReceivedMail } from '@app/server/testing/received-mail';
import { startTestSmtpServer, type TestSmtpServer } from '@app/server/testing/smtp-test-server';
import { eq, groupClasses, users } from '@app/server/testing/tables';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost, bookViaApi, demoTeacherClass, newConfirmedStudent } from '../harness/booking-data';
import { expectCleanPage } from '../harness/clean-page';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, signInAs } from '../harness/pages';

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

async function accountLocale(email: string): Promise<string | undefined> {
  const [row] = await e2e.server.database.db.select({ locale: users.locale }).from(users).where(eq(users.email, email));
  return row?.locale;
}

/** What the class's mail and calendar event call it: its title, with the teacher's nickname. */
async function classNames(cls: { teacherId: number; classId: number }) {
  const db = e2e.server.database.db;
  const [teacher] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.user_id, cls.teacherId));
  const [row] = await db.select({ title: groupClasses.title }).from(groupClasses).where(eq(groupClasses.id, cls.classId));
  return { teacher: teacher?.nickname ?? '', title: row?.title ?? '' };
}

const shownIn = (page: Page, lang: 'en' | 'es') => page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });

describe('mails in the display language (issue 15 "in the user\'s display language (en, es)")', () => {
  it('a signed-in student switches to Español in the footer, books a class in Spanish, and the confirmation (and its .ics) arrives in Spanish; the dev outbox shows it', async () => {
    const cls = await demoTeacherClass(e2e, { startsIn: 4 * DAY_MS });
    const names = await classNames(cls);
    const tab = await e2e.open({ viewport: 'phone' });
    const { page } = tab;
    // Signed up in English: until now every mail of theirs was English.
    const { email } = await newConfirmedStudent(e2e, page);
    expect(await accountLocale(email)).toBe('en');

    await page.goto(`/group-class-online/topic/${cls.topicId}`);
    await shownIn(page, 'en');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/me/settings') && r.request().method() === 'PATCH');
    await page.getByLabel('Display language').selectOption('es');
    expect((await saved).status()).toBe(200);
    await shownIn(page, 'es');
    expect(await accountLocale(email)).toBe('es');

    await page
      .getByTestId('slot-list')
      .getByRole('button', { name: /Ver todo/ })
      .click();
    const slot = page.getByRole('dialog', { name: 'Todos los horarios' }).locator(`[data-class-id="${cls.classId}"]`);
    await slot.waitFor();
    await slot.getByRole('button', { name: /^Reservar/ }).click();
    await page.waitForURL('**/payment');
    await page.getByTestId('wallet-balance').filter({ hasText: '$' }).waitFor();
    const price = (await page.getByTestId('payment-price').textContent()) ?? '';
    await page.getByRole('button', { name: `Pagar ${price}` }).click();
    await page.getByRole('dialog', { name: 'Clase grupal reservada' }).waitFor();
    await saveScreenshot(page, 'mail-language-booked-es-phone');

    const mail = await mailTo(email, /^Reserva confirmada: /);
    expect(mail.subject).toBe(`Reserva confirmada: «${names.title}»`);
    expect(mail.text).toContain(`Has reservado la clase «${names.title}» con ${names.teacher} el `);
    expect(mail.text).toContain(`Entra desde 10 minutos antes del inicio en ${e2e.server.url}/video-room/${cls.classId}`);
    expect(mail.text).not.toContain("You're booked");
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.attachments.map((a) => a.filename)).toEqual([`class-${cls.classId}.ics`]);
    expect(mail.calendar.events).toEqual([
      expect.objectContaining({ summary: `${names.title} con ${names.teacher}`, status: 'CONFIRMED' }),
    ]);
    expect(mail.attachments[0]?.content).toContain('X-WR-CALNAME:Clases de Linguaroom');

    // The account keeps it: a new page of theirs, and /settings, are in Spanish.
    const desktop = await e2e.open();
    await desktop.context.addCookies(await tab.context.cookies());
    await desktop.page.goto('/settings');
    await shownIn(desktop.page, 'es');
    const language = desktop.page.getByRole('combobox', { name: 'Idioma', exact: true });
    await language.waitFor();
    expect(await language.inputValue()).toBe('es');
    await saveScreenshot(desktop.page, 'mail-language-settings-es-desktop');
    await expectCleanPage(desktop);
    await expectCleanPage(tab);

    // The dev outbox (a staff page, in the admin's own language) lists the mail: sent by SMTP, with its .ics.
    for (const viewport of ['desktop', 'phone'] as const) {
      const admin = await e2e.open({ viewport });
      await signInAs(admin.page, 'admin@demo.test');
      await admin.page.goto('/dev/outbox');
      const item = admin.page
        .getByTestId('outbox-mail')
        .filter({ hasText: `Reserva confirmada: «${names.title}»` })
        .filter({ hasText: email });
      await item.waitFor();
      expect(await item.getByTestId('outbox-delivery').getAttribute('data-delivery')).toBe('sent');
      expect(await item.getByTestId('outbox-delivery').textContent()).toBe('Sent');
      expect(await item.getByTestId('outbox-attachments').textContent()).toBe(`Attached: class-${cls.classId}.ics`);
      expect(await item.locator('pre').textContent()).toContain('Has reservado la clase');
      expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport === 'phone' ? 375 : 1280);
      await saveScreenshot(admin.page, `mail-language-dev-outbox-${viewport}`);
      await expectCleanPage(admin);
    }
  });

  it('the Language setting in /settings changes the pages and the mails; a switch while signed out does not, and signing in shows the account language again', async () => {
    const cls = await demoTeacherClass(e2e, { startsIn: 5 * DAY_MS });
    const tab = await e2e.open();
    const { page } = tab;
    const { email } = await newConfirmedStudent(e2e, page);

    await page.goto('/settings');
    await page.getByTestId('settings-form').waitFor();
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('es');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await shownIn(page, 'es');
    await page.getByTestId('settings-form').getByRole('button', { name: 'Guardar ajustes' }).waitFor();
    expect(await accountLocale(email)).toBe('es');

    await bookViaApi(page, cls.classId);
    expect((await mailTo(email, /^Reserva confirmada: /)).text).toContain('Has reservado la clase');

    // Signed out, this browser goes back to English; the account is not told.
    expect((await apiPost(page, '/v1/account/signout')).status).toBe(200);
    await page.goto('/group-class');
    // At the bottom of a wide page, where a user finds it, the Help button lies beside it, not over it.
    await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
    });
    const switchBox = await page.getByLabel('Idioma de la interfaz').boundingBox();
    const helpBox = await page.getByRole('button', { name: 'Ayuda' }).boundingBox();
    if (!switchBox || !helpBox) throw new Error('the language switch or the Help button is not shown');
    const apart =
      switchBox.x + switchBox.width <= helpBox.x ||
      helpBox.x + helpBox.width <= switchBox.x ||
      switchBox.y + switchBox.height <= helpBox.y ||
      helpBox.y + helpBox.height <= switchBox.y;
    expect(apart).toBe(true);
    await page.getByLabel('Idioma de la interfaz').selectOption('en');
    await shownIn(page, 'en');
    expect(await accountLocale(email)).toBe('es');

    // Signing in: the account's language wins (apps/web/README.md "Display language and the account").
    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('e2e-password-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await shownIn(page, 'es');
    await page.getByRole('link', { name: 'Mis clases' }).first().waitFor();
    expect(await accountLocale(email)).toBe('es');
    await saveScreenshot(page, 'mail-language-signed-in-es-desktop');
    await expectCleanPage(tab);
  });
});
