import { and, eq, isNull } from 'drizzle-orm';
import { conversationMessages } from '../db/schema-messages';
import { AppError, notFoundError } from '../errors/app-error';
import { findThread } from '../messages/read-conversations';
import { loadPeer } from '../messages/peers';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult, UserActor } from './command';

/**
 * `POST /v1/conversations/{userId}/actions/READ`: every message to the user in the thread with
 * `peerId` that is still unread is read as of `now`. Oneself 400, unknown user 404; no thread, or
 * nothing unread, marks nothing (`marked_read` 0, no event), so repeating it is harmless.
 */
export async function markConversationRead({
  tx,
  actor,
  now,
  peerId,
}: CommandInput<UserActor> & { peerId: number }): Promise<CommandResult & { conversation_id: number | null; marked_read: number }> {
  const userId = actor.userId;
  if (peerId === userId) throw new AppError('CannotMessageSelf', 'There is no conversation with yourself.', 'userId');
  if (!(await loadPeer(tx, peerId))) throw notFoundError('User');
  const thread = await findThread(tx, userId, peerId);
  if (!thread) return { events: [], conversation_id: null, marked_read: 0 };
  const marked = await tx
    .update(conversationMessages)
    .set({ read_at: new Date(now) })
    .where(
      and(
        eq(conversationMessages.conversation_id, thread.id),
        eq(conversationMessages.recipient_id, userId),
        isNull(conversationMessages.read_at),
      ),
    )
    .returning({ id: conversationMessages.id });
  const events: DomainEvent[] =
    marked.length === 0 ? [] : [{ type: 'ConversationRead', conversationId: thread.id, userId, markedRead: marked.length }];
  await recordEvents(tx, { events, now });
  return { events, conversation_id: thread.id, marked_read: marked.length };
}
