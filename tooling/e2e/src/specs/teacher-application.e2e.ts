import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectCleanPage } from '../harness/clean-page';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, signInAs } from '../harness/pages';

const e2e = useE2e();
/** Where this slice's screenshots are also copied, to look at them. */
const SHOTS = '/tmp/teacher-application-shots';
const APPLICANT = 'fresh@demo.test';
const DEMO_APPLICANT = 'applicant@demo.test';

async function shot(page: Page, name: string): Promise<void> {
  const path = await saveScreenshot(page, `teacher-application-${name}`);
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(path, join(SHOTS, `${name}.png`));
}

describe('becoming a teacher (issue 14): apply, staff approve, teach', () => {
  it('a student finds "Become a teacher" on /teaching, sees each error next to its field, then applies (375 px)', async () => {
    const tab = await e2e.open({ viewport: 'phone' });
    const { page } = tab;
    await signInAs(page, APPLICANT);
    await page.goto('/teaching');
    await page.getByRole('link', { name: 'Become a teacher' }).click();
    await page.waitForURL('**/teaching/apply');
    await page.getByRole('heading', { level: 1, name: 'Become a teacher' }).waitFor();

    await page.getByLabel('About you').fill('Too short.');
    await page.getByLabel('Intro video link (optional)').fill('https://example.com/me.mp4');
    await page.getByRole('button', { name: 'Send my application' }).click();
    await page.getByText('Please correct the fields marked below.').waitFor();
    expect(await page.getByText('Too short: at least 50 characters.').count()).toBe(1);
    expect(await page.getByText('Use a YouTube or Vimeo link.').count()).toBe(1);
    expect(await page.getByText('Choose a language from the list.').count()).toBe(1);
    await shot(page, 'form-errors-375');

    await page.getByLabel('Language 1', { exact: true }).selectOption('german');
    await page.getByRole('button', { name: 'Add a language' }).click();
    await page.getByLabel('Language 2', { exact: true }).selectOption('english');
    await page.getByLabel('Your level in language 2').selectOption('6');
    await page
      .getByLabel('About you')
      .fill('I grew up in Munich and have coached colleagues in German and English for six years. My lessons are relaxed and practical.');
    await page.getByLabel('Short signature').fill('Relaxed German from Munich');
    await page.getByLabel('Country you are from').selectOption('DE');
    await page.getByLabel('Trial lesson price (USD an hour)').fill('9');
    await page.getByLabel('Regular lesson price (USD an hour)').fill('24.50');
    await page.getByLabel('Intro video link (optional)').fill('https://youtu.be/tom-intro');
    await page.getByRole('button', { name: 'Send my application' }).click();

    await page.getByText('Your application is being reviewed').waitFor();
    expect(await page.getByText('Relaxed German from Munich').count()).toBe(1);
    await shot(page, 'status-pending-375');
    await expectCleanPage(tab);
  });

  it('the form at 1280 px', async () => {
    const tab = await e2e.open({ viewport: 'desktop' });
    await signInAs(tab.page, 'student@demo.test');
    await tab.page.goto('/teaching/apply');
    await tab.page.getByRole('button', { name: 'Send my application' }).waitFor();
    await shot(tab.page, 'form-1280');
    await expectCleanPage(tab);
  });

  it('the admin sees both pending applications on /admin/teachers, declines the demo one with a reason and approves the new one (1280 px)', async () => {
    const tab = await e2e.open({ viewport: 'desktop' });
    const { page } = tab;
    await signInAs(page, 'admin@demo.test');
    await page.goto('/group-class');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Teacher applications' }).click();
    await page.getByRole('heading', { level: 1, name: 'Teacher applications' }).waitFor();
    const cards = page.getByTestId('application-card');
    await cards.nth(1).waitFor();
    expect(await cards.count()).toBe(2);
    await shot(page, 'admin-list-1280');

    const giulia = cards.filter({ hasText: 'Giulia R.' });
    await giulia.getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Decline application' }).click();
    await dialog.getByText('Write at least 10 characters.').waitFor();
    await dialog.getByLabel('Reason the applicant will read').fill('Your video link does not open. Please add one that plays.');
    await shot(page, 'admin-decline-dialog-1280');
    await dialog.getByRole('button', { name: 'Decline application' }).click();
    await page.getByText('The application of Giulia R. was declined.').waitFor();

    const tom = cards.filter({ hasText: 'Tom B.' });
    await tom.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Tom B. is now a teacher.').waitFor();
    await page.getByText('No applications are waiting for review.').waitFor();
    await expectCleanPage(tab);
  });

  it('the new teacher reaches /teaching, and her public profile shows what she sent (375 px)', async () => {
    const tab = await e2e.open({ viewport: 'phone' });
    const { page } = tab;
    await signInAs(page, APPLICANT);
    await page.goto('/teaching');
    await page.getByRole('heading', { level: 1, name: 'Teaching' }).waitFor();
    expect(await page.getByRole('link', { name: 'Become a teacher' }).count()).toBe(0);

    await page.goto('/teaching/apply');
    await page.getByText('You are a teacher').waitFor();
    await shot(page, 'status-approved-375');
    await page.getByRole('link', { name: 'View my public profile' }).click();
    await page.waitForURL(/\/teacher\/\d+\/german$/);
    await page.getByRole('heading', { level: 1, name: /Tom B\./ }).waitFor();
    await page.getByText('Relaxed German from Munich').first().waitFor();
    await page.getByRole('link', { name: /Watch the introduction video of Tom B\./ }).waitFor();
    await shot(page, 'profile-375');
    await expectCleanPage(tab);
  });

  it('the declined demo applicant reads the reason and when she may apply again (1280 and 375 px)', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const tab = await e2e.open({ viewport });
      const { page } = tab;
      await signInAs(page, DEMO_APPLICANT);
      await page.goto('/teaching/apply');
      await page.getByText('Your application was not approved').waitFor();
      await page.getByText('Your video link does not open. Please add one that plays.').waitFor();
      await page.getByText(/You can apply again from/).waitFor();
      await shot(page, `status-declined-${viewport === 'desktop' ? '1280' : '375'}`);
      await expectCleanPage(tab);
    }
  });

  it('a student gets the not-found screen on /admin/teachers', async () => {
    const tab = await e2e.open({ viewport: 'desktop' });
    await signInAs(tab.page, 'student@demo.test');
    await tab.page.goto('/admin/teachers');
    await tab.page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await tab.page.getByTestId('application-card').count()).toBe(0);
  });
});
