import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken } from '../auth/tokens';
import { emailConfirmations, users } from '../db/schema-accounts';
import { AppError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { type CommandInput, type CommandResult, SYSTEM, type SystemActor } from './command';
import { creditWelcome } from './credit-wallet';

/**
 * Opens a confirmation link (whoever opens it: the link is the proof, so the system acts): the link
 * used, the email marked confirmed and a student's welcome credit given (once per user, whichever
 * link confirms). An unknown, used or expired link is refused with `InvalidToken`.
 */
export async function confirmEmail({
  tx,
  now,
  token,
}: CommandInput<SystemActor> & { token: string }): Promise<CommandResult & { userId: number }> {
  const [row] = await tx
    .update(emailConfirmations)
    .set({ used_at: new Date(now) })
    .where(
      and(
        eq(emailConfirmations.token_hash, hashToken(token)),
        isNull(emailConfirmations.used_at),
        gt(emailConfirmations.expires_at, new Date(now)),
      ),
    )
    .returning({ user_id: emailConfirmations.user_id });
  if (!row) throw new AppError('InvalidToken', 'This confirmation link is not valid any more.', 'token');
  await tx.update(users).set({ is_confirm_email: true }).where(eq(users.user_id, row.user_id));
  const events: DomainEvent[] = [{ type: 'EmailConfirmed', userId: row.user_id }];
  await recordEvents(tx, { events, now });
  // The system credits it: confirming is the user's act, the credit a consequence the user did not ask for.
  const credited = await creditWelcome({ tx, actor: SYSTEM, now, userId: row.user_id });
  return { events: [...events, ...credited.events], userId: row.user_id };
}
