import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectCleanPage } from '../harness/clean-page';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, signInAs } from '../harness/pages';

const e2e = useE2e();
/** Where this slice's screenshots are also copied, to look at them. */
const SHOTS = '/tmp/gift-codes-shots';
/** Typed by staff with a dash; stored and listed as GIFTE2E2026. */
const CODE = 'gift-e2e-2026';
const STORED = 'GIFTE2E2026';

async function shot(page: Page, name: string): Promise<void> {
  const path = await saveScreenshot(page, `gift-codes-${name}`);
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(path, join(SHOTS, `${name}.png`));
}

/** A day a year from now, as a date input takes it. */
const nextYear = () => new Date(Date.now() + 365 * 24 * 3_600_000).toISOString().slice(0, 10);

async function redeem(page: Page, code: string): Promise<void> {
  const form = page.getByTestId('gift-code-form');
  await form.getByLabel('Gift code').fill(code);
  await form.getByRole('button', { name: 'Redeem' }).click();
}

describe('gift codes (issue 15): staff create one, a student redeems it once on /wallet', () => {
  it('the admin opens Gift codes from the account menu, sees errors next to the fields, and creates a single-use $15 code (1280 px)', async () => {
    const tab = await e2e.open({ viewport: 'desktop' });
    const { page } = tab;
    await signInAs(page, 'admin@demo.test');
    await page.goto('/group-class');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Gift codes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gift codes' }).waitFor();
    // The demo code the README names is listed.
    await page.locator('[data-testid="gift-code-row"][data-code="WELCOMEDEMO"]').waitFor();

    const form = page.getByTestId('gift-code-create-form');
    await form.getByLabel('Code (optional)').fill('ab!');
    await form.getByLabel('Amount (US$)').fill('0');
    await form.getByLabel('Number of uses').fill('0');
    await form.getByRole('button', { name: 'Create code' }).click();
    await form.getByText('Use 6 to 32 letters and digits.').waitFor();
    await form.getByText('Enter an amount from $0.01 to $1000.').waitFor();
    await form.getByText('Choose a day after today.').waitFor();
    await form.getByText('Allow from 1 to 100000 uses.').waitFor();
    expect(await form.getByLabel('Amount (US$)').getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'admin-errors-1280');

    await form.getByLabel('Code (optional)').fill(CODE);
    await form.getByLabel('Amount (US$)').fill('15');
    await form.getByLabel('Expires on').fill(nextYear());
    await form.getByLabel('Number of uses').fill('1');
    await form.getByRole('button', { name: 'Create code' }).click();
    await page.getByText(`Code ${STORED} created.`, { exact: false }).waitFor();
    const row = page.locator(`[data-testid="gift-code-row"][data-code="${STORED}"]`);
    await row.waitFor();
    expect(await row.getByTestId('gift-code-uses').textContent()).toBe('0 / 1');
    await shot(page, 'admin-created-1280');

    // The same code again: refused under the code field.
    await form.getByLabel('Code (optional)').fill(STORED);
    await form.getByRole('button', { name: 'Create code' }).click();
    await form.getByText('This code already exists. Choose another one, or leave it empty to generate one.').waitFor();
    await expectCleanPage(tab);
  });

  it('a student redeems it on /wallet: the credit, the balance and the ledger row; the same code again is refused (375 px)', async () => {
    const tab = await e2e.open({ viewport: 'phone' });
    const { page } = tab;
    await signInAs(page, 'fresh@demo.test');
    await page.goto('/wallet');
    const balance = page.getByTestId('wallet-page-balance');
    await balance.waitFor();
    const before = await balance.textContent();
    await shot(page, 'wallet-375');

    await redeem(page, CODE.toUpperCase());
    await page.getByText('$15.00 added to your wallet.').waitFor();
    await page.locator('[data-testid="ledger-row"][data-kind="GIFT_CODE"]').waitFor();
    expect(await page.locator('[data-testid="ledger-row"][data-kind="GIFT_CODE"]').first().textContent()).toContain('Gift code');
    await expect.poll(() => balance.textContent()).not.toBe(before);
    await shot(page, 'redeemed-375');

    await redeem(page, CODE);
    await page.getByTestId('gift-code-form').getByText('You have already redeemed this gift code.').waitFor();
    expect(await page.getByTestId('gift-code-form').getByLabel('Gift code').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[data-testid="ledger-row"][data-kind="GIFT_CODE"]').count()).toBe(1);
    await shot(page, 'redeemed-again-375');
    await expectCleanPage(tab);
  });

  it('a second student on the single-use code is refused; the demo code WELCOME-DEMO still works for her (1280 px)', async () => {
    const tab = await e2e.open({ viewport: 'desktop' });
    const { page } = tab;
    await signInAs(page, 'student@demo.test');
    await page.goto('/wallet');
    await page.getByTestId('gift-code-form').waitFor();
    await redeem(page, CODE);
    await page.getByTestId('gift-code-form').getByText('This gift code has already been used as many times as it allows.').waitFor();
    expect(await page.locator('[data-testid="ledger-row"][data-kind="GIFT_CODE"]').count()).toBe(0);
    await shot(page, 'used-up-1280');

    await redeem(page, 'welcome-demo');
    await page.getByText('$20.00 added to your wallet.').waitFor();
    await page.locator('[data-testid="ledger-row"][data-kind="GIFT_CODE"]').waitFor();
    await shot(page, 'demo-code-1280');
    await expectCleanPage(tab);
  });

  it('the admin list shows the single-use code used up; a student gets the not-found screen on /admin/gift-codes (375 px)', async () => {
    const admin = await e2e.open({ viewport: 'phone' });
    await signInAs(admin.page, 'admin@demo.test');
    await admin.page.goto('/admin/gift-codes');
    const row = admin.page.locator(`[data-testid="gift-code-row"][data-code="${STORED}"]`);
    await row.waitFor();
    expect(await row.getByTestId('gift-code-remaining').textContent()).toBe('0');
    await row.getByText('Used up').waitFor();
    await shot(admin.page, 'admin-list-375');
    await expectCleanPage(admin);

    const student = await e2e.open({ viewport: 'desktop' });
    await signInAs(student.page, 'fresh@demo.test');
    await student.page.goto('/admin/gift-codes');
    await student.page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });
});
