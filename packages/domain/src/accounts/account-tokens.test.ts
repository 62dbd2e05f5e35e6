import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../time/constants';
import { accountTokenExpiry, EMAIL_CHANGE_TTL_MS, isAccountTokenUsable, PASSWORD_RESET_TTL_MS } from './account-tokens';

const MADE = Date.parse('2026-11-26T10:00:00Z');

describe('isAccountTokenUsable: issue 17 "a one-use, expiring token"', () => {
  it('a reset link works until 1 ms before its hour is up, not at it, not after', () => {
    const expiresAt = accountTokenExpiry({ now: MADE, ttlMs: PASSWORD_RESET_TTL_MS });
    expect(expiresAt).toBe(MADE + HOUR_MS);
    expect(isAccountTokenUsable({ expiresAt, usedAt: null, now: MADE })).toBe(true);
    expect(isAccountTokenUsable({ expiresAt, usedAt: null, now: expiresAt - 1 })).toBe(true);
    expect(isAccountTokenUsable({ expiresAt, usedAt: null, now: expiresAt })).toBe(false);
    expect(isAccountTokenUsable({ expiresAt, usedAt: null, now: expiresAt + 1 })).toBe(false);
  });

  it('a used link never works again, even well before its expiry', () => {
    const expiresAt = MADE + EMAIL_CHANGE_TTL_MS;
    expect(isAccountTokenUsable({ expiresAt, usedAt: MADE + 1, now: MADE + 2 })).toBe(false);
  });

  it('property: for any instant and lifetime, usable exactly on [made, made + ttl) while unused', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.constantFrom(PASSWORD_RESET_TTL_MS, EMAIL_CHANGE_TTL_MS),
        fc.integer({ min: -3 * HOUR_MS, max: 30 * HOUR_MS }),
        fc.option(fc.integer({ min: 0, max: HOUR_MS }), { nil: null }),
        (made, ttlMs, offset, usedAfter) => {
          const expiresAt = accountTokenExpiry({ now: made, ttlMs });
          const now = made + offset;
          const usedAt = usedAfter === null ? null : made + usedAfter;
          expect(isAccountTokenUsable({ expiresAt, usedAt, now })).toBe(usedAt === null && now < made + ttlMs);
          // The boundary from both sides.
          expect(isAccountTokenUsable({ expiresAt, usedAt: null, now: expiresAt - 1 })).toBe(true);
          expect(isAccountTokenUsable({ expiresAt, usedAt: null, now: expiresAt })).toBe(false);
        },
      ),
    );
  });
});
