import { ApiClientError } from '@app/api';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import type { TFunction } from '../../i18n/i18n-provider';
import { translate } from '../../i18n/translate';
import { readGiftCodeForm, serverFieldError } from './gift-code-draft';

const t = ((key, vars) => translate({ catalog: en, key, vars })) as TFunction;
const NOW = Date.parse('2026-12-01T12:00:00Z');
const ok = { code: '', amount: '20', expiresOn: '2026-12-31', maxUses: '1' };

describe('readGiftCodeForm: the create form read with the domain rule', () => {
  it('an empty code is left to the server; a typed one is sent as typed; the expiry is the end of the day in the zone', () => {
    expect(readGiftCodeForm(t, ok, { now: NOW, zone: 'America/New_York' })).toEqual({
      ok: true,
      body: { amount_cents: 2_000, expires_at: '2027-01-01T05:00:00.000Z', max_uses: 1 },
    });
    const typed = readGiftCodeForm(t, { ...ok, code: 'spring-2027', amount: '12.5' }, { now: NOW, zone: 'UTC' });
    expect(typed).toMatchObject({ ok: true, body: { code: 'spring-2027', amount_cents: 1_250 } });
  });

  it('the day of now in the zone is still valid (until its end); a day before is not', () => {
    expect(readGiftCodeForm(t, { ...ok, expiresOn: '2026-12-01' }, { now: NOW, zone: 'UTC' }).ok).toBe(true);
    expect(readGiftCodeForm(t, { ...ok, expiresOn: '2026-11-30' }, { now: NOW, zone: 'UTC' })).toEqual({
      ok: false,
      errors: { expiresOn: 'Choose a day after today.' },
    });
  });

  it('names every bad field with its own text', () => {
    const read = readGiftCodeForm(t, { code: 'ab!', amount: '1.234', expiresOn: '', maxUses: '0' }, { now: NOW, zone: 'UTC' });
    expect(read.ok ? {} : Object.keys(read.errors).sort()).toEqual(['amount', 'code', 'expiresOn', 'maxUses']);
  });

  it("puts the server's refusal under its field", () => {
    const taken = new ApiClientError({ status: 409, code: 'GiftCodeTaken', message: 'taken', field: 'code' });
    expect(serverFieldError(t, taken, 'This code already exists.')).toEqual({ code: 'This code already exists.' });
    const past = new ApiClientError({ status: 400, code: 'InvalidRequest', message: 'x', field: 'expires_at' });
    expect(serverFieldError(t, past, 'ignored')).toEqual({ expiresOn: 'Choose a day after today.' });
    expect(serverFieldError(t, new Error('offline'), 'x')).toBeNull();
  });
});
