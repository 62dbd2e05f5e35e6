import { DAY_MS, HOUR_MS } from '../time/constants';

/**
 * Issue 17 "Forgot password (mail with a one-use, expiring token)": a reset link works for an hour
 * from when it was made. Short, since the link alone sets the password.
 */
export const PASSWORD_RESET_TTL_MS = HOUR_MS;

/** Issue 17 "change email (confirm the new address)": the link to the new address works for a day. */
export const EMAIL_CHANGE_TTL_MS = DAY_MS;

/**
 * Whether a one-use account link (password reset, email change) may still be used at `now`: not
 * used yet, and `now` strictly before its expiry (the expiry instant itself is too late).
 * @example isAccountTokenUsable({ expiresAt: t + PASSWORD_RESET_TTL_MS, usedAt: null, now: t }) // true
 */
export function isAccountTokenUsable({ expiresAt, usedAt, now }: { expiresAt: number; usedAt: number | null; now: number }): boolean {
  return usedAt === null && now < expiresAt;
}

/** When a link made at `now` with a lifetime of `ttlMs` stops working. */
export function accountTokenExpiry({ now, ttlMs }: { now: number; ttlMs: number }): number {
  return now + ttlMs;
}
