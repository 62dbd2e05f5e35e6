import { startOfZonedDate } from '../time/zoned-clock';

/** Codes are read case-insensitively, without spaces or dashes: `spring-2027 ab` is `SPRING2027AB`. */
export const GIFT_CODE_PATTERN = /^[A-Z0-9]{6,32}$/;

/**
 * The code as stored and compared, or null when it cannot be a code (so a typo is refused before any
 * lookup).
 * @example normalizeGiftCode(' spring-2027 ab ') // 'SPRING2027AB'
 */
export function normalizeGiftCode(input: string): string | null {
  const code = input.replace(/[\s-]+/g, '').toUpperCase();
  return GIFT_CODE_PATTERN.test(code) ? code : null;
}

export interface GiftCodeFacts {
  /** Redeemable while `now < expiresAt`. */
  readonly expiresAt: number;
  /** How many students may redeem it (1: single use). */
  readonly maxUses: number;
  /** How many have, read under the code's row lock. */
  readonly uses: number;
  /** Staff switched it off. */
  readonly disabled: boolean;
}

export type GiftCodeRedemption = 'ok' | 'disabled' | 'expired' | 'used-up' | 'already-redeemed';

/**
 * Issue 15 "Gift codes: ... Redeeming is idempotent and race-safe (one code, 50 concurrent redeemers:
 * exactly the allowed number succeed)". Decide on the facts read under the code's lock; first match
 * wins: the student's own earlier redemption (so a retry says so rather than "used up"), disabled,
 * expired (at exactly `expiresAt` it is expired), used up.
 * @example decideGiftCodeRedemption({ code, redeemedByStudent: false, now }) // 'ok'
 */
export function decideGiftCodeRedemption({
  code,
  redeemedByStudent,
  now,
}: {
  code: GiftCodeFacts;
  redeemedByStudent: boolean;
  now: number;
}): GiftCodeRedemption {
  if (redeemedByStudent) return 'already-redeemed';
  if (code.disabled) return 'disabled';
  if (now >= code.expiresAt) return 'expired';
  if (code.uses >= code.maxUses) return 'used-up';
  return 'ok';
}

export interface GiftCodeDraft {
  readonly code: string;
  readonly amountCents: number;
  readonly expiresAt: number;
  readonly maxUses: number;
}

export const GIFT_CODE_MAX_USES = 100_000;
export const GIFT_CODE_MAX_CENTS = 100_000;

/**
 * Staff create a code: the problems by field (empty when it may be created).
 * @example validateGiftCodeDraft({ draft: { code: 'WELCOME10', amountCents: 1_000, expiresAt: now + DAY_MS, maxUses: 1 }, now }) // {}
 */
export function validateGiftCodeDraft({ draft, now }: { draft: GiftCodeDraft; now: number }): Partial<Record<keyof GiftCodeDraft, string>> {
  const problems: Partial<Record<keyof GiftCodeDraft, string>> = {};
  if (normalizeGiftCode(draft.code) !== draft.code) problems.code = 'Use 6 to 32 capital letters and digits.';
  if (!Number.isSafeInteger(draft.amountCents) || draft.amountCents <= 0 || draft.amountCents > GIFT_CODE_MAX_CENTS)
    problems.amountCents = `Enter an amount from $0.01 to $${GIFT_CODE_MAX_CENTS / 100}.`;
  if (!(draft.expiresAt > now)) problems.expiresAt = 'The expiry must be in the future.';
  if (!Number.isSafeInteger(draft.maxUses) || draft.maxUses < 1 || draft.maxUses > GIFT_CODE_MAX_USES)
    problems.maxUses = `Allow from 1 to ${GIFT_CODE_MAX_USES} uses.`;
  return problems;
}

/**
 * The letters a generated code is made of: no 0/O, 1/I (read aloud or copied from a screen they are
 * confused). 32 of them, so a random byte modulo 32 picks each with the same chance.
 */
export const GIFT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 12 letters of 32: 60 bits, beyond guessing at the redemption throttle's pace. */
export const GENERATED_GIFT_CODE_LENGTH = 12;

/**
 * A generated code from random bytes (the server passes `crypto.randomBytes`), one letter a byte.
 * @example giftCodeFromRandomBytes(new Uint8Array(12)) // 'AAAAAAAAAAAA'
 */
export function giftCodeFromRandomBytes(bytes: Uint8Array): string {
  if (bytes.length !== GENERATED_GIFT_CODE_LENGTH) throw new Error(`A gift code takes ${GENERATED_GIFT_CODE_LENGTH} random bytes`);
  return Array.from(bytes, (b) => GIFT_CODE_ALPHABET[b % GIFT_CODE_ALPHABET.length]).join('');
}

/**
 * The expiry of a code staff say is valid "until" a calendar day (`YYYY-MM-DD`) in their zone: the
 * start of the next day there, so it is redeemable through the whole day (`now < expiresAt`); null
 * for a string that is no date.
 * @example giftCodeExpiryOfDay({ day: '2026-12-31', zone: 'UTC' }) // Date.parse('2027-01-01T00:00:00Z')
 */
export function giftCodeExpiryOfDay({ day, zone }: { day: string; zone: string }): number | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!parts) return null;
  const [year, month, date] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (month < 1 || month > 12 || date < 1 || date > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return startOfZonedDate({ year, month, day: date + 1, zone });
}
