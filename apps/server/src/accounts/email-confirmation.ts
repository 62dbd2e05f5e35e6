import { signInPath, webUrl } from '@app/api';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { DAY_MS, MINUTE_MS } from '@app/domain';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/database';
import { emailConfirmations, users } from '../db/schema-accounts';
import type { Logger } from '../http/logger';
import { SYSTEM } from '../commands/command';
import { creditWelcome } from '../commands/credit-wallet';
import { queueMail } from '../mail/queue-mail';
import { renderAlreadyRegisteredMail } from '../mail/templates/already-registered';
import { recordEvents } from '../outbox/record-events';

export const EMAIL_CONFIRMATION_TTL_MS = 2 * DAY_MS;
/** "Send me the link again": at most one mail a minute and five a day per user, so the button cannot flood an inbox. */
export const RESEND_MIN_INTERVAL_MS = MINUTE_MS;
export const RESEND_MAX_PER_DAY = 5;

/**
 * Whether another confirmation mail may go out now. Links are written with `expires_at = sent + TTL`,
 * so the send time of each is `expires_at - TTL`.
 */
export async function canResendConfirmation({
  db,
  userId,
  now,
}: {
  db: Db;
  userId: number;
  now: number;
}): Promise<{ ok: true } | { ok: false; retryAfterMs: number }> {
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

/**
 * Makes a confirmation link for the user and, in the same transaction, records the event whose
 * handler mails it (mail/confirmation-mail-handler.ts): a link exists exactly when its mail will go.
 */
export async function requestEmailConfirmation({
  db,
  userId,
  now,
  returnTo,
}: {
  db: Db;
  userId: number;
  now: number;
  returnTo?: string | undefined;
}): Promise<void> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .insert(emailConfirmations)
      .values({ token_hash: hashToken(token), user_id: userId, expires_at: new Date(now + EMAIL_CONFIRMATION_TTL_MS) });
    await recordEvents(tx, { events: [{ type: 'EmailConfirmationRequested', userId, token, ...(returnTo ? { returnTo } : {}) }], now });
  });
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
      .where(
        and(
          eq(emailConfirmations.token_hash, hashToken(token)),
          isNull(emailConfirmations.used_at),
          gt(emailConfirmations.expires_at, new Date(now)),
        ),
      )
      .returning({ user_id: emailConfirmations.user_id });
    if (!row) return null;
    await tx.update(users).set({ is_confirm_email: true }).where(eq(users.user_id, row.user_id));
    // The system credits it: confirming is the user's act, the credit a consequence the user did not ask for.
    await creditWelcome({ tx, actor: SYSTEM, now, userId: row.user_id });
    return row.user_id;
  });
}

/**
 * Sign-up with an address that has an account already: its owner is told (with the sign-in link, in
 * their language) instead of the visitor, so the answer on screen is the same as for a new address.
 * No state changes, so no event: the mail is written at once.
 */
export async function sendAlreadyRegistered({
  db,
  logger,
  email,
  publicUrl,
  now,
}: {
  db: Db;
  logger: Logger;
  email: string;
  publicUrl: string;
  now: number;
}): Promise<void> {
  const [owner] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  const mail = renderAlreadyRegisteredMail({ link: webUrl(publicUrl, signInPath()) }, owner?.locale ?? 'en');
  await queueMail(db, { to: email, mail, now });
  logger.log('info', 'mail queued', { to: email, subject: mail.subject, link: mail.link });
}
