import { and, eq } from 'drizzle-orm';
import { sessions } from '../db/schema-accounts';
import { notFoundError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { endUserSessions } from './account-passwords';
import type { CommandInput, CommandResult, UserActor } from './command';

/** One session by its listed id, or every session but the asking one (its token hash). */
export type SessionsToEnd = { readonly sessionId: number } | { readonly allBut: string | null };

/**
 * Issue 17 "sign out everywhere (sessions listed ...; end one or all others)": the user's own
 * sessions only; a session id of someone else's is a 404, as one that does not exist.
 */
export async function endSessions({
  tx,
  actor,
  now,
  which,
}: CommandInput<UserActor> & { which: SessionsToEnd }): Promise<CommandResult & { sessionsEnded: number }> {
  let sessionsEnded: number;
  if ('sessionId' in which) {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, which.sessionId), eq(sessions.user_id, actor.userId)))
      .returning({ id: sessions.id });
    if (ended.length === 0) throw notFoundError('Session');
    sessionsEnded = ended.length;
  } else {
    sessionsEnded = await endUserSessions(tx, { userId: actor.userId, keep: which.allBut });
  }
  const events: DomainEvent[] = [{ type: 'SessionsEnded', userId: actor.userId, sessionsEnded }];
  await recordEvents(tx, { events, now });
  return { events, sessionsEnded };
}
