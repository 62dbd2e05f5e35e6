import { and, count, eq, gt } from 'drizzle-orm';
import { DAY_MS, MINUTE_MS } from '@app/domain';
import type { Db } from '../db/database';
import { emailConfirmations } from '../db/schema-accounts';
import { SYSTEM } from '../commands/command';
import {
  EMAIL_CONFIRMATION_TTL_MS,
  requestEmailConfirmation as requestEmailConfirmationCommand,
} from '../commands/request-email-confirmation';

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

/** A confirmation link for a user made outside a request (the demo's unconfirmed student, tests): the system's, in a transaction of its own. */
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
  await db.transaction((tx) => requestEmailConfirmationCommand({ tx, actor: SYSTEM, now, userId, returnTo }));
}
