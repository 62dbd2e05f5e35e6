import { eq } from 'drizzle-orm';
import { users } from '../db/schema-accounts';
import { postOnce, type Tx } from './ledger';

/**
 * A new student starts with an empty wallet and could never book (there is no payment provider),
 * so confirming the email credits this once: $50, enough for two or three classes.
 */
export const WELCOME_CREDIT_CENTS = 5_000;

export const welcomeCreditKey = (userId: number): string => `welcome:${userId}`;

/**
 * Credits the welcome credit to a student, exactly once however often it is called (the ledger's
 * idempotency key `welcome:{userId}`); teachers and staff get none. Returns the cents credited now.
 */
export async function creditWelcomeOnce(tx: Tx, { userId, now }: { userId: number; now: number }): Promise<number> {
  const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.user_id, userId)).limit(1);
  if (user?.role !== 'STUDENT') return 0;
  const wrote = await postOnce(tx, { userId, amount: WELCOME_CREDIT_CENTS, kind: 'WELCOME_CREDIT', idempotencyKey: welcomeCreditKey(userId), now });
  return wrote ? WELCOME_CREDIT_CENTS : 0;
}
