import { HOUR_MS, MINUTE_MS } from '@app/domain';
import type { Db } from '../db/database';
import { type RateLimit, takeAll } from '../http/rate-limit';

/** Reset requests from one address: each may send a mail, so fewer than sign-ins. */
export const PASSWORD_RESET_ADDRESS_LIMIT: RateLimit = {
  code: 'TooManyPasswordResetsFromAddress',
  limit: 10,
  windowMs: HOUR_MS,
  message: 'Too many password reset requests from here. Please try again in an hour.',
};
/** Reset requests for one address (registered or not, so the limit tells nothing): an inbox is not flooded. */
export const PASSWORD_RESET_ACCOUNT_LIMIT: RateLimit = {
  code: 'TooManyPasswordResetsForAccount',
  limit: 3,
  windowMs: HOUR_MS,
  message: 'We sent several reset links to this address in the last hour. Please use the newest one, or try again later.',
};
/** Wrong current passwords of one signed-in user (change password, change email): a stolen session cannot guess on. */
export const PASSWORD_CHECK_LIMIT: RateLimit = {
  code: 'TooManyPasswordAttempts',
  limit: 5,
  windowMs: 15 * MINUTE_MS,
  message: 'Too many wrong passwords. Please wait 15 minutes and try again.',
};

/** Counts a reset request before anything is read, per client address and per address asked for (sign-in's pattern). */
export async function countPasswordResetRequest(
  db: Db,
  { emailLower, address, now }: { emailLower: string; address: string; now: number },
) {
  await takeAll(
    db,
    [
      [`reset:address:${address}`, PASSWORD_RESET_ADDRESS_LIMIT],
      [`reset:account:${emailLower}`, PASSWORD_RESET_ACCOUNT_LIMIT],
    ],
    { now },
  );
}

/**
 * Counts one current-password check of a user BEFORE it runs (so parallel guesses cannot all get
 * through); `succeeded()` takes a right password's hit back, as sign-in does.
 */
export async function countPasswordCheck(db: Db, { userId, now }: { userId: number; now: number }) {
  const taken = await takeAll(db, [[`password-check:${userId}`, PASSWORD_CHECK_LIMIT]], { now });
  return {
    succeeded: async () => {
      for (const h of taken) await h.undo();
    },
  };
}
