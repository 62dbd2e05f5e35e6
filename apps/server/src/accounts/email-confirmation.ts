import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { DAY_MS, MINUTE_MS } from '@app/domain';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/database';
import { emailConfirmations, outbox, users } from '../db/schema-accounts';
import type { Logger } from '../http/logger';
import { SYSTEM } from '../commands/command';
import { creditWelcome } from '../commands/credit-wallet';

export const EMAIL_CONFIRMATION_TTL_MS = 2 * DAY_MS;
/** "Send me the link again": at most one mail a minute and five a day per user, so the button cannot flood an inbox. */
export const RESEND_MIN_INTERVAL_MS = MINUTE_MS;
export const RESEND_MAX_PER_DAY = 5;

/**
 * Whether another confirmation mail may go out now. Links are written with `expires_at = sent + TTL`,
 * so the send time of each is `expires_at - TTL`.
 */
export async function canResendConfirmation({ db, userId, now }: { db: Db; userId: number; now: number }): Promise<{ ok: true } | { ok: false; retryAfterMs: number }> {
  const sentSince = async (since: number) => {
    const [row] = await db
      .select({ n: count() })
      .from(emailConfirmations)
      .where(and(eq(emailConfirmations.user_id, userId), gt(emailConfirmations.expires_at, new Date(since + EMAIL_CONFIRMATION_TTL_MS))));
    return row?.n ?? 0;
  };
  if ((await sentSince(now - RESEND_MIN_INTERVAL_MS)) > 0) return { ok: false, retryAfterMs: RESEND_MIN_INTERVAL_MS };
  if ((await sentSince(now - DAY_MS)) >= RESEND_MAX_PER_DAY) return { ok: false, retryAfterMs: DAY_MS };
  return { ok: true };
}

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
    link,
    created_at: new Date(now),
  });
  logger.log('info', 'mail queued', { to: email, subject: 'Confirm your email address', link });
}

/**
 * Marks the email confirmed and, in the same transaction, credits a student's welcome credit (once
 * per user, whichever link confirms). Answers the user id, or null when the token is unknown, used or expired.
 */
export async function confirmEmailToken({ db, token, now }: { db: Db; token: string; now: number }): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailConfirmations)
      .set({ used_at: new Date(now) })
      .where(and(eq(emailConfirmations.token_hash, hashToken(token)), isNull(emailConfirmations.used_at), gt(emailConfirmations.expires_at, new Date(now))))
      .returning({ user_id: emailConfirmations.user_id });
    if (!row) return null;
    await tx.update(users).set({ is_confirm_email: true }).where(eq(users.user_id, row.user_id));
    // The system credits it: confirming is the user's act, the credit a consequence the user did not ask for.
    await creditWelcome({ tx, actor: SYSTEM, now, userId: row.user_id });
    return row.user_id;
  });
}

/**
 * Sign-up with an address that has an account already: its owner is told (with the sign-in link)
 * instead of the visitor, so the answer on screen is the same as for a new address.
 */
export async function sendAlreadyRegistered({ db, logger, email, origin, now }: { db: Db; logger: Logger; email: string; origin: string; now: number }): Promise<void> {
  const link = `${origin}/signin`;
  const subject = 'You already have an account';
  await db.insert(outbox).values({
    to_address: email,
    subject,
    body: `Someone (maybe you) tried to sign up with this email address, but you already have an account. Sign in here:\n\n${link}\n\nIf it was not you, you can ignore this mail: nothing has changed.`,
    link,
    created_at: new Date(now),
  });
  logger.log('info', 'mail queued', { to: email, subject, link });
}
