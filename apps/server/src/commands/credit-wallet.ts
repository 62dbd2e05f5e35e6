import { eq } from 'drizzle-orm';
import { users } from '../db/schema-accounts';
import { WELCOME_CREDIT_CENTS, welcomeCreditKey } from '../money/welcome-credit';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult } from './command';
import { postOnce } from './ledger-writes';

/**
 * Credits the welcome credit (money/welcome-credit.ts) to a student, exactly once however often it
 * is called (the ledger's idempotency key `welcome:{userId}`); teachers and staff get none.
 * `credited` is the cents credited by this call.
 */
export async function creditWelcome({ tx, now, userId }: CommandInput & { userId: number }): Promise<CommandResult & { credited: number }> {
  const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.user_id, userId)).limit(1);
  if (user?.role !== 'STUDENT') return { events: [], credited: 0 };
  const wrote = await postOnce(tx, {
    userId,
    amount: WELCOME_CREDIT_CENTS,
    kind: 'WELCOME_CREDIT',
    idempotencyKey: welcomeCreditKey(userId),
    now,
  });
  if (!wrote) return { events: [], credited: 0 };
  const events: DomainEvent[] = [{ type: 'WelcomeCredited', userId, amountCents: WELCOME_CREDIT_CENTS }];
  await recordEvents(tx, { events, now });
  return { events, credited: WELCOME_CREDIT_CENTS };
}

/**
 * Puts money in a wallet (a TOP_UP row), once per `idempotencyKey`: the payment provider's
 * reference once there is one; test fixtures use their own keys. `credited` is the cents credited by this call.
 */
export async function topUpCredit({
  tx,
  now,
  userId,
  amountCents,
  idempotencyKey,
  checkoutId,
}: CommandInput & { userId: number; amountCents: number; idempotencyKey: string; checkoutId?: string }): Promise<
  CommandResult & { credited: number }
> {
  if (!Number.isInteger(amountCents) || amountCents <= 0) throw new Error(`A top-up is a positive number of cents, not ${amountCents}`);
  const wrote = await postOnce(tx, { userId, amount: amountCents, kind: 'TOP_UP', idempotencyKey, now });
  if (!wrote) return { events: [], credited: 0 };
  const events: DomainEvent[] = [{ type: 'CreditToppedUp', userId, amountCents, ...(checkoutId === undefined ? {} : { checkoutId }) }];
  await recordEvents(tx, { events, now });
  return { events, credited: amountCents };
}
