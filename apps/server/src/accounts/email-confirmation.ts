import { and, eq, gt, isNull } from 'drizzle-orm';
import { DAY_MS } from '@app/domain';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/database';
import { emailConfirmations, outbox, users } from '../db/schema-accounts';
import type { Logger } from '../http/logger';

export const EMAIL_CONFIRMATION_TTL_MS = 2 * DAY_MS;

/** Writes the confirmation mail to the outbox (and the log): there is no mail server to send it. */
export async function sendEmailConfirmation({ db, logger, userId, email, origin, now }: {
  db: Db; logger: Logger; userId: number; email: string; origin: string; now: number;
}): Promise<void> {
  const token = newToken();
  await db.insert(emailConfirmations).values({ token_hash: hashToken(token), user_id: userId, expires_at: new Date(now + EMAIL_CONFIRMATION_TTL_MS) });
  const link = `${origin}/confirm-email?token=${token}`;
  await db.insert(outbox).values({
    to_address: email,
    subject: 'Confirm your email address',
    body: `Welcome! Confirm your email address to book classes and message teachers:\n\n${link}\n\nThe link works for 48 hours.`,
    created_at: new Date(now),
  });
  logger.log('info', 'mail queued', { to: email, subject: 'Confirm your email address', link });
}

/** Marks the email confirmed; false when the token is unknown, used or expired. */
export async function confirmEmailToken({ db, token, now }: { db: Db; token: string; now: number }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailConfirmations)
      .set({ used_at: new Date(now) })
      .where(and(eq(emailConfirmations.token_hash, hashToken(token)), isNull(emailConfirmations.used_at), gt(emailConfirmations.expires_at, new Date(now))))
      .returning({ user_id: emailConfirmations.user_id });
    if (!row) return false;
    await tx.update(users).set({ is_confirm_email: true }).where(eq(users.user_id, row.user_id));
    return true;
  });
}
