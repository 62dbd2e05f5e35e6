import { MAIL_KINDS, type MailKind, type MailPreferences, type UnsubscribeView } from '@app/api';
import { DAY_MS } from '@app/domain';
import { and, eq, lt } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { mailOptOuts, mailUnsubscribeTokens } from '../db/schema-mail';
import { AppError } from '../errors/app-error';
import type { Tx } from '../money/ledger';

/** How long a mail's unsubscribe link works: far longer than anyone reads a reminder. */
export const UNSUBSCRIBE_TOKEN_TTL_MS = 90 * DAY_MS;

/**
 * Whether `userId` gets mails of `kind` (issue 15): true unless they switched it off in /settings
 * or by a mail's unsubscribe link (commands/set-mail-preferences.ts, commands/unsubscribe-by-link.ts). Read it in the transaction that queues the mail.
 */
export async function wantsMail(tx: Tx | Db, userId: number, kind: MailKind): Promise<boolean> {
  const [row] = await tx
    .select({ kind: mailOptOuts.kind })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.user_id, userId), eq(mailOptOuts.kind, kind)))
    .limit(1);
  return row === undefined;
}

/** Every kind with whether `userId` gets it. */
export async function readMailPreferences(db: Tx | Db, userId: number): Promise<MailPreferences> {
  const off = await db.select({ kind: mailOptOuts.kind }).from(mailOptOuts).where(eq(mailOptOuts.user_id, userId));
  const offKinds = new Set(off.map((r) => r.kind));
  return Object.fromEntries(MAIL_KINDS.map((kind) => [kind, !offKinds.has(kind)])) as MailPreferences;
}

/**
 * A new unsubscribe token for one mail of `kind` to `userId`, stored hashed in the caller's
 * transaction (the mail's). The raw token goes only into the mail's link.
 */
export async function createUnsubscribeToken(
  tx: Tx,
  { userId, kind, now }: { userId: number; kind: MailKind; now: number },
): Promise<string> {
  const token = newToken();
  await tx.insert(mailUnsubscribeTokens).values({ token_hash: hashToken(token), user_id: userId, kind, created_at: new Date(now) });
  return token;
}

/** `j***@example.com`: enough for the owner to recognise the address, not to read it off a forwarded link. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** The live unsubscribe link `token` names (its user, kind and address), or InvalidToken. */
export async function findUnsubscribeToken(db: Tx | Db, token: string, now: number) {
  const [row] = await db
    .select({
      userId: mailUnsubscribeTokens.user_id,
      kind: mailUnsubscribeTokens.kind,
      createdAt: mailUnsubscribeTokens.created_at,
      email: users.email,
    })
    .from(mailUnsubscribeTokens)
    .innerJoin(users, eq(users.user_id, mailUnsubscribeTokens.user_id))
    .where(eq(mailUnsubscribeTokens.token_hash, hashToken(token)))
    .limit(1);
  if (!row || row.createdAt.getTime() + UNSUBSCRIBE_TOKEN_TTL_MS <= now) {
    throw new AppError(
      'InvalidToken',
      'token: this unsubscribe link is unknown or too old; sign in and change your mails in Settings',
      'token',
    );
  }
  return row;
}

/** What an unsubscribe link is about; changes nothing (a link scanner's GET must not unsubscribe). */
export async function viewUnsubscribe(db: Db, { token, now }: { token: string; now: number }): Promise<UnsubscribeView> {
  const row = await findUnsubscribeToken(db, token, now);
  return { kind: row.kind, masked_email: maskEmail(row.email), subscribed: await wantsMail(db, row.userId, row.kind) };
}

/** Forgets unsubscribe tokens past their life (the reminder job calls it); returns how many. */
export async function deleteExpiredUnsubscribeTokens(db: Db, now: number): Promise<number> {
  const gone = await db
    .delete(mailUnsubscribeTokens)
    .where(lt(mailUnsubscribeTokens.created_at, new Date(now - UNSUBSCRIBE_TOKEN_TTL_MS)))
    .returning({ h: mailUnsubscribeTokens.token_hash });
  return gone.length;
}
