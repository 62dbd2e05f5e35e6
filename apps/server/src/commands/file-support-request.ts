import { supportRequests } from '../db/schema-support';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult, SystemActor, UserActor } from './command';

/** 001 §2.6: the widget's user id "defaults to 0" for a visitor. */
export const VISITOR_USER_ID = 0;

/**
 * The support widget's contact form (001 §2.6), from a signed-in user (their id, whatever the body
 * says) or a visitor (the system acts; user id 0). The route counts it against the rate limits
 * before this runs. The event carries ids only: the request's texts stay in its row.
 */
export async function fileSupportRequest({
  tx,
  actor,
  now,
  request,
}: CommandInput<UserActor | SystemActor> & {
  request: { name: string; email: string; subject: string; message: string; page: string | null };
}): Promise<CommandResult & { request: { id: number; user_id: number; created_at: Date } }> {
  const userId = actor.kind === 'system' ? VISITOR_USER_ID : actor.userId;
  const [row] = await tx
    .insert(supportRequests)
    .values({ user_id: userId, ...request, created_at: new Date(now) })
    .returning({ id: supportRequests.id, user_id: supportRequests.user_id, created_at: supportRequests.created_at });
  if (!row) throw new Error('support request insert returned no row');
  const events: DomainEvent[] = [{ type: 'SupportRequestFiled', requestId: row.id, userId }];
  await recordEvents(tx, { events, now });
  return { events, request: row };
}
