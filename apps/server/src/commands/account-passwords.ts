import { accountTokenExpiry, getPasswordProblem, isAccountTokenUsable, PASSWORD_RESET_TTL_MS } from '@app/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/password';
import { hashToken, newToken } from '../auth/tokens';
import { passwordResets } from '../db/schema-account-tokens';
import { sessions, users } from '../db/schema-accounts';
import { AppError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { Tx } from '../money/ledger';
import type { CommandInput, CommandResult, SystemActor, UserActor } from './command';

/** The domain's password policy, as a 400 naming the field (sign-up, reset and change all use it). */
export function refuseWeakPassword({ password, email, field }: { password: string; email: string; field: string }): void {
  const problem = getPasswordProblem({ password, email });
  if (problem === null) return;
  const why = { TOO_SHORT: 'too short', TOO_LONG: 'too long', SAME_AS_EMAIL: 'the account email address' }[problem];
  throw new AppError('WeakPassword', `${field}: ${why} (${problem})`, field);
}

/** Deletes the user's sessions, but the one whose token hash is `keep`; answers how many ended. */
export async function endUserSessions(tx: Tx, { userId, keep }: { userId: number; keep: string | null }): Promise<number> {
  const ended = await tx
    .delete(sessions)
    .where(keep === null ? eq(sessions.user_id, userId) : and(eq(sessions.user_id, userId), ne(sessions.token_hash, keep)))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Issue 17 "Forgot password": a visitor asks for a reset link for `email` (the system acts: nobody
 * is signed in). A registered address gets a one-use link valid `PASSWORD_RESET_TTL_MS`, its hash
 * stored; the event's handler mails it (mail/password-reset-mail-handler.ts). An unknown address
 * gets nothing, and the caller answers the same either way (no account enumeration).
 */
export async function requestPasswordReset({ tx, now, email }: CommandInput<SystemActor> & { email: string }): Promise<CommandResult> {
  const [user] = await tx
    .select({ user_id: users.user_id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .for('update');
  if (!user) return { events: [] };
  const token = newToken();
  await tx.insert(passwordResets).values({
    token_hash: hashToken(token),
    user_id: user.user_id,
    created_at: new Date(now),
    expires_at: new Date(accountTokenExpiry({ now, ttlMs: PASSWORD_RESET_TTL_MS })),
  });
  const events: DomainEvent[] = [{ type: 'PasswordResetRequested', userId: user.user_id, token }];
  await recordEvents(tx, { events, now });
  return { events };
}

/** A reset link's row and its account, or null when the link is unknown, used or expired (`isAccountTokenUsable`). */
export async function readUsableReset(tx: Tx, { token, now, lock }: { token: string; now: number; lock: boolean }) {
  const query = tx
    .select({
      token_hash: passwordResets.token_hash,
      user_id: passwordResets.user_id,
      expires_at: passwordResets.expires_at,
      used_at: passwordResets.used_at,
    })
    .from(passwordResets)
    .where(eq(passwordResets.token_hash, hashToken(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const usable = isAccountTokenUsable({ expiresAt: row.expires_at.getTime(), usedAt: row.used_at?.getTime() ?? null, now });
  return usable ? row : null;
}

/**
 * Sets a new password with a reset link (once): the link row locked, then the user row; the link
 * used, every other open link of the account used up, and every session of the account ended.
 */
export async function resetPassword({
  tx,
  now,
  token,
  password,
  hashCost,
}: CommandInput<SystemActor> & { token: string; password: string; hashCost: number }): Promise<CommandResult & { userId: number }> {
  const reset = await readUsableReset(tx, { token, now, lock: true });
  if (!reset) throw new AppError('InvalidResetToken', 'This reset link is not valid any more.', 'token');
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.user_id, reset.user_id)).for('update');
  if (!user) throw new AppError('InvalidResetToken', 'This reset link is not valid any more.', 'token');
  refuseWeakPassword({ password, email: user.email, field: 'password' });
  await tx
    .update(users)
    .set({ password_hash: await hashPassword(password, hashCost) })
    .where(eq(users.user_id, reset.user_id));
  await tx
    .update(passwordResets)
    .set({ used_at: new Date(now) })
    .where(and(eq(passwordResets.user_id, reset.user_id), isNull(passwordResets.used_at)));
  const sessionsEnded = await endUserSessions(tx, { userId: reset.user_id, keep: null });
  const events: DomainEvent[] = [{ type: 'PasswordReset', userId: reset.user_id, sessionsEnded }];
  await recordEvents(tx, { events, now });
  return { events, userId: reset.user_id };
}

/**
 * Issue 17 "Change password (current password required; other sessions ended)": the user row
 * locked, the current password checked, the new one against the policy; every session of the user
 * but `keepSession` (the token hash of the one asking) ends.
 */
export async function changePassword({
  tx,
  actor,
  now,
  currentPassword,
  newPassword,
  keepSession,
  hashCost,
}: CommandInput<UserActor> & { currentPassword: string; newPassword: string; keepSession: string | null; hashCost: number }): Promise<
  CommandResult & { sessionsEnded: number }
> {
  const [user] = await tx
    .select({ email: users.email, password_hash: users.password_hash })
    .from(users)
    .where(eq(users.user_id, actor.userId))
    .for('update');
  if (!user) throw new AppError('NotSignedIn', 'Please sign in first.');
  if (!(await verifyPassword(currentPassword, user.password_hash)))
    throw new AppError('CurrentPasswordWrong', 'current_password: not your current password', 'current_password');
  refuseWeakPassword({ password: newPassword, email: user.email, field: 'new_password' });
  await tx
    .update(users)
    .set({ password_hash: await hashPassword(newPassword, hashCost) })
    .where(eq(users.user_id, actor.userId));
  const sessionsEnded = await endUserSessions(tx, { userId: actor.userId, keep: keepSession });
  const events: DomainEvent[] = [{ type: 'PasswordChanged', userId: actor.userId, sessionsEnded }];
  await recordEvents(tx, { events, now });
  return { events, sessionsEnded };
}
