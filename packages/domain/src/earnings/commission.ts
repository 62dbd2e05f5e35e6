import { requireInteger } from '../arguments/number-arguments';

/** Basis points in 100 %: a commission of 2000 bps is 20 %. */
export const BASIS_POINTS_IN_WHOLE = 10_000;

/** The platform commission when the setting is not given (issue 14: "minus a platform commission (a setting)"). Ours: 20 %. */
export const DEFAULT_PLATFORM_COMMISSION_BPS = 2_000;

/** The largest charge split exactly: gross x bps stays a safe integer (about 9 x 10^11 cents, far above any price). */
export const MAX_EARNING_GROSS_CENTS = Math.floor(Number.MAX_SAFE_INTEGER / BASIS_POINTS_IN_WHOLE);

/** What one booked seat or lesson earns: the student's charge, the platform's part and the teacher's part (USD cents). */
export interface EarningSplit {
  readonly grossCents: number;
  readonly commissionCents: number;
  readonly netCents: number;
}

/**
 * Splits a charge into the platform commission and the teacher's share (issue 14 "credits the
 * teacher's earnings minus a platform commission"). The commission is rounded half up to the cent
 * (`floor((gross x bps + 5000) / 10000)`, integer arithmetic), and the teacher gets the rest, so
 * `commissionCents + netCents === grossCents` always: no cent is created or lost.
 *
 * @example splitEarning({ grossCents: 1099, commissionBps: 2000 }) // { grossCents: 1099, commissionCents: 220, netCents: 879 }
 */
export function splitEarning({ grossCents, commissionBps }: { grossCents: number; commissionBps: number }): EarningSplit {
  requireInteger('grossCents', grossCents, 0, MAX_EARNING_GROSS_CENTS);
  requireInteger('commissionBps', commissionBps, 0, BASIS_POINTS_IN_WHOLE);
  const commissionCents = Math.floor((grossCents * commissionBps + BASIS_POINTS_IN_WHOLE / 2) / BASIS_POINTS_IN_WHOLE);
  return { grossCents, commissionCents, netCents: grossCents - commissionCents };
}
