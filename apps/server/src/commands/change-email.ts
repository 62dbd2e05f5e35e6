import { accountTokenExpiry, EMAIL_CHANGE_TTL_MS, isAccountTokenUsable } from '@app/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { verifyPassword } from '../auth/password';
import { hashToken, newToken } from '../auth/tokens';
import { emailChanges } from '../db/schema-account-tokens';
import { users } from '../db/schema-accounts';
import { AppError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { Tx } from '../money/ledger';
import type { CommandInput, CommandResult, SystemActor, UserActor } from './command';
import { creditWelcome } from './credit-wallet';

async function addressTaken(tx: Tx, { email, userId }: { email: string; userId: number }): Promise<boolean> {
  const [other] = await tx
    .select({ id: users.user_id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.user_id, userId)))
    .limit(1);
  return other !== undefined;
}

/**
 * Issue 17 "change email (confirm the new address by mail link)": the user row locked, the password
 * checked; a link valid `EMAIL_CHANGE_TTL_MS` is made for the new address (earlier open links of
 * the user used up), which the event's handler mails (mail/email-change-mail-handler.ts). Nothing
 * else changes until it is opened. An address that has an account gets
 * nothing, and the caller answers the same (a signed-in user cannot probe who is registered).
 */
export async function requestEmailChange({
  tx,
  actor,
  now,
  newEmail,
  currentPassword,
}: CommandInput<UserActor> & { newEmail: string; currentPassword: string }): Promise<CommandResult> {
  const [user] = await tx
    .select({ email: users.email, password_hash: users.password_hash })
    .from(users)
    .where(eq(users.user_id, actor.userId))
    .for('update');
  if (!user) throw new AppError('NotSignedIn', 'Please sign in first.');
  if (!(await verifyPassword(currentPassword, user.password_hash)))
    throw new AppError('CurrentPasswordWrong', 'current_password: not your current password', 'current_password');
  const email = newEmail.trim();
  if (email.toLowerCase() === user.email.toLowerCase())
    throw new AppError('SameEmail', 'new_email: this is already your address', 'new_email');
  await tx
    .update(emailChanges)
    .set({ used_at: new Date(now) })
    .where(and(eq(emailChanges.user_id, actor.userId), isNull(emailChanges.used_at)));
  if (await addressTaken(tx, { email, userId: actor.userId })) return { events: [] };
  const token = newToken();
  await tx.insert(emailChanges).values({
    token_hash: hashToken(token),
    user_id: actor.userId,
    new_email: email,
    created_at: new Date(now),
    expires_at: new Date(accountTokenExpiry({ now, ttlMs: EMAIL_CHANGE_TTL_MS })),
  });
  const events: DomainEvent[] = [{ type: 'EmailChangeRequested', userId: actor.userId, token }];
  await recordEvents(tx, { events, now });
  return { events };
}

/**
 * Opens a new address's link (whoever opens it: the link is the proof, so the system acts): the link
 * row locked, then the user row; the account moves to the address, which is now confirmed (a first
 * confirmation credits the welcome credit, as the sign-up link would), and the old address is told
 * (the `EmailChanged` handler).
 * An address someone registered meanwhile is refused with `EmailTaken`.
 */
export async function confirmEmailChange({
  tx,
  now,
  token,
}: CommandInput<SystemActor> & { token: string }): Promise<CommandResult & { userId: number }> {
  const [change] = await tx
    .select()
    .from(emailChanges)
    .where(eq(emailChanges.token_hash, hashToken(token)))
    .for('update');
  const usable =
    change !== undefined &&
    isAccountTokenUsable({ expiresAt: change.expires_at.getTime(), usedAt: change.used_at?.getTime() ?? null, now });
  if (!change || !usable) throw new AppError('InvalidEmailChangeToken', 'This link is not valid any more.', 'token');
  const [user] = await tx
    .select({ email: users.email, confirmed: users.is_confirm_email })
    .from(users)
    .where(eq(users.user_id, change.user_id))
    .for('update');
  if (!user) throw new AppError('InvalidEmailChangeToken', 'This link is not valid any more.', 'token');
  if (await addressTaken(tx, { email: change.new_email, userId: change.user_id }))
    throw new AppError('EmailTaken', 'This address has an account already.', 'token');
  await tx.update(users).set({ email: change.new_email, is_confirm_email: true }).where(eq(users.user_id, change.user_id));
  await tx
    .update(emailChanges)
    .set({ used_at: new Date(now) })
    .where(eq(emailChanges.token_hash, change.token_hash));
  const events: DomainEvent[] = [{ type: 'EmailChanged', userId: change.user_id, formerEmail: user.email }];
  await recordEvents(tx, { events, now });
  if (!user.confirmed) events.push(...(await creditWelcome({ tx, actor: { kind: 'system' }, now, userId: change.user_id })).events);
  return { events, userId: change.user_id };
}
