import { HOUR_MS } from '@app/domain';
import type { Db } from '../db/database';
import { type RateLimit, takeAddressAndUser } from '../http/rate-limit';

/** Feedback (topic requests) one signed-in user may send an hour. */
export const FEEDBACK_USER_LIMIT: RateLimit = {
  code: 'TooManyFeedbacksFromUser',
  limit: 10,
  windowMs: HOUR_MS,
  message: 'You can send 10 feedback messages an hour. Please try again later.',
};
/** Feedback from one address an hour, visitors and users alike. */
export const FEEDBACK_ADDRESS_LIMIT: RateLimit = {
  code: 'TooManyFeedbacksFromAddress',
  limit: 20,
  windowMs: HOUR_MS,
  message: 'Too many feedback messages from here. Please try again later.',
};

/** Counts one feedback against its address and, when signed in, its user (the shared store; a 429 writes nothing). */
export async function limitFeedback(
  db: Db,
  { address, userId, now }: { address: string; userId: number | null; now: number },
): Promise<void> {
  await takeAddressAndUser(db, {
    name: 'feedback',
    address,
    userId,
    perAddress: FEEDBACK_ADDRESS_LIMIT,
    perUser: FEEDBACK_USER_LIMIT,
    now,
  });
}
