import { MINUTE_MS } from '@app/domain';
import type { Db } from '../db/database';
import { type Hit, hit, type RateLimit, RateLimitedError, takeAll } from '../http/rate-limit';

export const SIGN_IN_WINDOW_MS = 15 * MINUTE_MS;

/** One account from one address: the wall a guesser runs into. */
export const SIGN_IN_ACCOUNT_ADDRESS_LIMIT: RateLimit = {
  code: 'TooManySignInsForAccountFromAddress',
  limit: 5,
  windowMs: SIGN_IN_WINDOW_MS,
  message: 'Too many failed sign-ins to this account from here. Please wait 15 minutes and try again.',
};
/** Any accounts from one address: higher, since several people may share one address. */
export const SIGN_IN_ADDRESS_LIMIT: RateLimit = {
  code: 'TooManySignInsFromAddress',
  limit: 30,
  windowMs: SIGN_IN_WINDOW_MS,
  message: 'Too many failed sign-ins from here. Please wait 15 minutes and try again.',
};
/** Failures of one account from all addresses after which it is paced (not walled). */
export const SIGN_IN_ACCOUNT_PACE_AFTER = 10;
/** A paced account takes one attempt per minute, from whichever address. */
export const SIGN_IN_ACCOUNT_PACE_LIMIT: RateLimit = {
  code: 'SignInPacedForAccount',
  limit: 1,
  windowMs: MINUTE_MS,
  message: 'This account had many failed sign-ins, so it takes one attempt a minute. Please try again in a minute.',
};
// Only counts (for pacing): its limit is never reached, so its code is never answered.
const ACCOUNT_FAILURES: RateLimit = {
  code: 'SignInPacedForAccount',
  limit: Number.MAX_SAFE_INTEGER,
  windowMs: SIGN_IN_WINDOW_MS,
  message: '',
};

/**
 * Counts one sign-in attempt BEFORE the password is checked, so parallel attempts cannot all slip
 * through: each counter is one atomic upsert, and only attempts within every limit go on to the
 * check. Throws the 429 of the first limit reached (nothing stays counted then). The caller calls
 * `succeeded()` after a right password: a success is not a failure and is taken back.
 */
export async function countSignInAttempt(
  db: Db,
  { emailLower, address, now }: { emailLower: string; address: string; now: number },
): Promise<{ succeeded: () => Promise<void> }> {
  const taken: Hit[] = await takeAll(
    db,
    [
      [`signin:account-address:${address} ${emailLower}`, SIGN_IN_ACCOUNT_ADDRESS_LIMIT],
      [`signin:address:${address}`, SIGN_IN_ADDRESS_LIMIT],
      [`signin:account:${emailLower}`, ACCOUNT_FAILURES],
    ],
    { now },
  );
  const accountFailures = taken[2]?.count ?? 0;
  if (accountFailures > SIGN_IN_ACCOUNT_PACE_AFTER) {
    // Walled addresses never get here, so the owner from another address still gets a turn each minute.
    const paced = await hit(db, { key: `signin:account-pace:${emailLower}`, limit: SIGN_IN_ACCOUNT_PACE_LIMIT, now });
    if (!paced.ok) {
      await paced.undo();
      for (const h of taken) await h.undo();
      throw new RateLimitedError(SIGN_IN_ACCOUNT_PACE_LIMIT, Math.max(1, Math.ceil(paced.retryAfterMs / 1000)));
    }
  }
  return {
    succeeded: async () => {
      for (const h of taken) await h.undo();
    },
  };
}
