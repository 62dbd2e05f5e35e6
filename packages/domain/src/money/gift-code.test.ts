import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../time/constants';
import {
  decideGiftCodeRedemption,
  GENERATED_GIFT_CODE_LENGTH,
  GIFT_CODE_ALPHABET,
  giftCodeExpiryOfDay,
  giftCodeFromRandomBytes,
  normalizeGiftCode,
  validateGiftCodeDraft,
} from './gift-code';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const code = { expiresAt: NOW + DAY_MS, maxUses: 1, uses: 0, disabled: false };

describe('decideGiftCodeRedemption: issue 15 "single or multi use ... idempotent and race-safe"', () => {
  it('redeemable until 1 ms before the expiry; expired at it', () => {
    expect(decideGiftCodeRedemption({ code, redeemedByStudent: false, now: code.expiresAt - 1 })).toBe('ok');
    expect(decideGiftCodeRedemption({ code, redeemedByStudent: false, now: code.expiresAt })).toBe('expired');
    expect(decideGiftCodeRedemption({ code, redeemedByStudent: false, now: code.expiresAt + 1 })).toBe('expired');
  });

  it('single use: the first student only; multi use: exactly maxUses students', () => {
    expect(decideGiftCodeRedemption({ code: { ...code, uses: 1 }, redeemedByStudent: false, now: NOW })).toBe('used-up');
    const multi = { ...code, maxUses: 50 };
    expect(decideGiftCodeRedemption({ code: { ...multi, uses: 49 }, redeemedByStudent: false, now: NOW })).toBe('ok');
    expect(decideGiftCodeRedemption({ code: { ...multi, uses: 50 }, redeemedByStudent: false, now: NOW })).toBe('used-up');
  });

  it('the same student twice: already redeemed (a retry is told so, not "used up"); a disabled code is refused', () => {
    expect(decideGiftCodeRedemption({ code: { ...code, uses: 1 }, redeemedByStudent: true, now: NOW })).toBe('already-redeemed');
    expect(decideGiftCodeRedemption({ code: { ...code, disabled: true }, redeemedByStudent: false, now: NOW })).toBe('disabled');
  });

  it('property: n redeemers one after another under the lock: exactly min(n, maxUses) succeed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.integer({ min: 1, max: 60 }), (redeemers, maxUses) => {
        let uses = 0;
        for (let i = 0; i < redeemers; i += 1)
          if (decideGiftCodeRedemption({ code: { ...code, maxUses, uses }, redeemedByStudent: false, now: NOW }) === 'ok') uses += 1;
        expect(uses).toBe(Math.min(redeemers, maxUses));
      }),
    );
  });
});

describe('normalizeGiftCode and validateGiftCodeDraft', () => {
  it('reads codes without case, spaces or dashes; refuses what cannot be a code', () => {
    expect(normalizeGiftCode(' spring-2027 ab ')).toBe('SPRING2027AB');
    expect(normalizeGiftCode('abc')).toBeNull();
    expect(normalizeGiftCode('WELCOME10!')).toBeNull();
    expect(normalizeGiftCode('A'.repeat(33))).toBeNull();
  });

  it('names each field that is wrong', () => {
    expect(validateGiftCodeDraft({ draft: { code: 'WELCOME10', amountCents: 1_000, expiresAt: NOW + 1, maxUses: 1 }, now: NOW })).toEqual(
      {},
    );
    expect(
      Object.keys(validateGiftCodeDraft({ draft: { code: 'welcome 10', amountCents: 0, expiresAt: NOW, maxUses: 0 }, now: NOW })).sort(),
    ).toEqual(['amountCents', 'code', 'expiresAt', 'maxUses']);
  });
});

describe('boundaries, as properties', () => {
  const anyCode = fc.record({
    expiresAt: fc.integer({ min: NOW - 1000 * DAY_MS, max: NOW + 1000 * DAY_MS }),
    maxUses: fc.integer({ min: 1, max: 100_000 }),
    disabled: fc.constant(false),
  });

  it('expiry: 1 ms before it redeemable, at it and 1 ms after it expired (with uses left)', () => {
    fc.assert(
      fc.property(anyCode, (c) => {
        const facts = { ...c, uses: c.maxUses - 1 };
        expect(decideGiftCodeRedemption({ code: facts, redeemedByStudent: false, now: c.expiresAt - 1 })).toBe('ok');
        expect(decideGiftCodeRedemption({ code: facts, redeemedByStudent: false, now: c.expiresAt })).toBe('expired');
        expect(decideGiftCodeRedemption({ code: facts, redeemedByStudent: false, now: c.expiresAt + 1 })).toBe('expired');
      }),
    );
  });

  it('uses left 1: redeemable; uses left 0: used up; the student who redeemed it is told so either way', () => {
    fc.assert(
      fc.property(anyCode, (c) => {
        const now = c.expiresAt - 1;
        expect(decideGiftCodeRedemption({ code: { ...c, uses: c.maxUses - 1 }, redeemedByStudent: false, now })).toBe('ok');
        expect(decideGiftCodeRedemption({ code: { ...c, uses: c.maxUses }, redeemedByStudent: false, now })).toBe('used-up');
        expect(decideGiftCodeRedemption({ code: { ...c, uses: c.maxUses }, redeemedByStudent: true, now })).toBe('already-redeemed');
        expect(decideGiftCodeRedemption({ code: { ...c, uses: c.maxUses - 1 }, redeemedByStudent: true, now })).toBe('already-redeemed');
      }),
    );
  });

  it('a draft expiring 1 ms after now is valid; at now it is not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (now) => {
        const draft = { code: 'WELCOME10', amountCents: 1, maxUses: 1 };
        expect(validateGiftCodeDraft({ draft: { ...draft, expiresAt: now + 1 }, now })).toEqual({});
        expect(Object.keys(validateGiftCodeDraft({ draft: { ...draft, expiresAt: now }, now }))).toEqual(['expiresAt']);
      }),
    );
  });

  it('generated codes: 12 letters of the readable alphabet (no 0, O, 1, I), already normalized', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: GENERATED_GIFT_CODE_LENGTH, maxLength: GENERATED_GIFT_CODE_LENGTH }), (bytes) => {
        const code = giftCodeFromRandomBytes(bytes);
        expect(code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
        expect(normalizeGiftCode(code)).toBe(code);
      }),
    );
    expect(GIFT_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(Array.from({ length: 256 }, (_, b) => giftCodeFromRandomBytes(new Uint8Array(12).fill(b))[0])).size).toBe(32);
  });
});

describe('giftCodeExpiryOfDay', () => {
  it("valid through the whole day in the staff member's zone: expires at the next local midnight", () => {
    expect(giftCodeExpiryOfDay({ day: '2026-12-31', zone: 'UTC' })).toBe(Date.parse('2027-01-01T00:00:00Z'));
    expect(giftCodeExpiryOfDay({ day: '2026-12-31', zone: 'America/New_York' })).toBe(Date.parse('2027-01-01T05:00:00Z'));
    // The day before a DST change still ends at local midnight.
    expect(giftCodeExpiryOfDay({ day: '2027-03-13', zone: 'America/New_York' })).toBe(Date.parse('2027-03-14T05:00:00Z'));
    expect(giftCodeExpiryOfDay({ day: '2026-02-30', zone: 'UTC' })).toBeNull();
    expect(giftCodeExpiryOfDay({ day: '', zone: 'UTC' })).toBeNull();
  });
});
