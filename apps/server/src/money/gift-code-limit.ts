import { MINUTE_MS } from '@app/domain';
import type { Db } from '../db/database';
import { type Hit, type RateLimit, takeAll } from '../http/rate-limit';

/**
 * Failed gift code redemptions one user may make in 15 minutes: a student mistyping a code gets
 * several tries; a guesser gets 10 every 15 minutes, nothing at 60 bits of generated code.
 */
export const GIFT_CODE_ATTEMPT_LIMIT: RateLimit = {
  code: 'TooManyGiftCodeAttempts',
  limit: 10,
  windowMs: 15 * MINUTE_MS,
  message: 'Too many gift code attempts. Please wait 15 minutes and try again.',
};

/**
 * Counts one attempt BEFORE the code is looked up, in the shared `rate_limit_hits` (one atomic upsert:
 * parallel attempts on several processes each see their own count), so a burst cannot slip past the
 * limit. Throws 429 `TooManyGiftCodeAttempts` with Retry-After over it. The caller calls
 * `succeeded()` after a redemption: only failures count.
 */
export async function countGiftCodeAttempt(
  db: Db,
  { userId, now }: { userId: number; now: number },
): Promise<{ succeeded: () => Promise<void> }> {
  const taken: Hit[] = await takeAll(db, [[`gift-code:user:${userId}`, GIFT_CODE_ATTEMPT_LIMIT]], { now });
  return {
    succeeded: async () => {
      for (const h of taken) await h.undo();
    },
  };
}
