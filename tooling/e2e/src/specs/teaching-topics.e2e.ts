import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { teacherLanguages } from '@app/server/testing/tables';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectCleanPage } from '../harness/clean-page';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot } from '../harness/pages';
import { newSignedInTeacher } from '../harness/teacher-data';

const e2e = useE2e();

/** Where this slice's screenshots are also kept for review. */
const SHOTS = '/tmp/teaching-topics-shots';
async function shot(page: Page, name: string): Promise<void> {
  const path = await saveScreenshot(page, name);
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(path, join(SHOTS, `${name}.png`));
}

/** A small but real PDF (the server sniffs `%PDF-`, whatever the name says). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

describe('a teacher\'s topics (/teaching/topics, issue 14 "create, edit, archive a topic ... materials")', () => {
  it('a teacher creates a topic, uploads a PDF, edits it and sees it in her list, at 1280 and 375 px', async () => {
    const tab = await e2e.open();
    const { page } = tab;
    const teacher = await newSignedInTeacher(e2e, page, { nickname: 'Topics E2E', topicTitle: 'Small talk for the office' });
    await e2e.server.database.db
      .insert(teacherLanguages)
      .values({ teacher_id: teacher.userId, language: 'english', level: 7, teaches: true });

    await page.goto('/teaching');
    await page.getByRole('link', { name: 'My topics' }).click();
    await page.waitForURL('**/teaching/topics');
    await page.getByTestId('topic-list').waitFor();
    expect(await page.getByTestId('topic-item').count()).toBe(1);
    await shot(page, 'teaching-topics-list-desktop');
    await expectCleanPage(tab);

    await page.getByTestId('new-topic').click();
    await page.waitForURL('**/teaching/topics/new');
    await page.getByTestId('topic-form').waitFor();
    // Sent empty: each error next to its field, and the form does not leave the page.
    await page.getByRole('button', { name: 'Create topic' }).click();
    expect(await page.getByRole('alert').first().textContent()).toBe('Please correct the fields marked below.');
    expect(await page.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[data-field="title"]').textContent()).toContain('At least 5 characters.');
    await shot(page, 'teaching-topic-new-errors-desktop');

    await page.getByLabel('Title').fill('Ordering food in a restaurant');
    await page.getByLabel('Introduction').fill('Menus, ordering, special requests and paying the bill: the phrases you need tonight.');
    await page.getByLabel('Outcome 1', { exact: true }).fill('Order a meal politely');
    await page.getByRole('button', { name: 'Add an outcome' }).click();
    await page.getByLabel('Outcome 2', { exact: true }).fill('Ask for the bill and split it');
    await page.getByLabel('Level').selectOption({ label: 'A2' });
    await page.getByLabel('Category').selectOption('CA001');
    await page.getByLabel('Length').selectOption('45');
    await page.getByLabel('Spots per class').fill('5');
    await page.getByLabel('Price per class (USD)').fill('12.50');
    expect(await page.getByRole('alert').count()).toBe(0);
    await shot(page, 'teaching-topic-new-desktop');
    await expectCleanPage(tab);
    await page.getByRole('button', { name: 'Create topic' }).click();
    await page.waitForURL(/\/teaching\/topics\/\d+\/edit$/);
    const topicId = Number(/topics\/(\d+)\/edit/.exec(page.url())?.[1]);

    // The generated cover until one is uploaded; then a PDF material with its progress and outcome.
    const cover = await page.getByTestId('topic-cover').getAttribute('src');
    expect(cover?.startsWith(`/api/assets/covers/${topicId}.svg?v=`)).toBe(true);
    expect(await page.getByText('at most 20 MB each').count()).toBe(1);
    await page.getByTestId('material-input').setInputFiles({ name: 'Restaurant phrases.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('material-feedback').getByText('Restaurant phrases.pdf uploaded.').waitFor();
    await page.getByTestId('material-list').getByText('Restaurant phrases.pdf', { exact: true }).waitFor();
    const href = await page.getByTestId('material-list').getByRole('link', { name: 'Download' }).getAttribute('href');
    const download = await page.request.get(href ?? '');
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect(download.headers()['content-disposition']).toContain("filename*=UTF-8''Restaurant%20phrases.pdf");

    // A renamed executable is refused (415) with the accepted types named in words.
    await page
      .getByTestId('material-input')
      .setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00') });
    await page
      .getByTestId('material-feedback')
      .getByText(
        'menu.pdf is not a file type accepted here. Accepted: PDF, images, audio (MP3, M4A, OGG, WAV), Word, PowerPoint, Excel or plain text.',
      )
      .waitFor();

    await page.getByLabel('Title').fill('Ordering food and drinks');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Changes saved.').waitFor();
    await shot(page, 'teaching-topic-edit-desktop');
    await expectCleanPage(tab);

    await page.getByRole('link', { name: 'Back to my topics' }).click();
    await page.waitForURL('**/teaching/topics');
    const mine = page.getByTestId('topic-item').filter({ hasText: 'Ordering food and drinks' });
    await mine.waitFor();
    expect(await mine.textContent()).toContain('Materials: 1');

    // Phones: the list, the form and the uploads fit 375 px.
    const phone = await e2e.open({ viewport: 'phone' });
    await phone.context.addCookies(await tab.context.cookies());
    for (const [path, name] of [
      ['/teaching/topics', 'teaching-topics-list-phone'],
      ['/teaching/topics/new', 'teaching-topic-new-phone'],
      [`/teaching/topics/${topicId}/edit`, 'teaching-topic-edit-phone'],
    ] as const) {
      await phone.page.goto(path);
      await phone.page.getByRole('heading', { level: 1 }).waitFor();
      await phone.page.waitForLoadState('networkidle');
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shot(phone.page, name);
    }
    await expectCleanPage(phone);

    // Archive: confirmed in a dialog; the topic stays listed as Archived.
    await mine.getByRole('button', { name: 'Archive: Ordering food and drinks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Archive this topic?' });
    await dialog.getByRole('button', { name: 'Yes, archive it' }).click();
    await dialog.waitFor({ state: 'detached' });
    await mine.getByText('Archived').waitFor();
    await shot(page, 'teaching-topics-list-archived-desktop');
  });
});
