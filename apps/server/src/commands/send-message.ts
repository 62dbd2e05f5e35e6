import type { Message } from '@app/api';
import { mustConfirmEmail } from '@app/domain';
import { and, count, eq, gt, min } from 'drizzle-orm';
import { users } from '../db/schema-accounts';
import { conversationMessages, conversations } from '../db/schema-messages';
import { AppError, notFoundError } from '../errors/app-error';
import type { SessionUser } from '../http/app-env';
import { toMessage } from '../messages/message-view';
import { loadPeer, orderPair } from '../messages/peers';
import { MESSAGE_RATE_LIMIT, MESSAGE_RATE_WINDOW_MS, MessageRateLimitError } from '../messages/send-message';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult, UserActor } from './command';

/**
 * The user sends a message, refused in the order a person would be told: to oneself 400
 * (`userId`); the confirm-email gate of 000 §5 ("prompted to confirm the email, both for booking
 * and for contacting the teacher": the domain's mustConfirmEmail, on the session's `sender`) 403
 * `ConfirmEmailRequired`; unknown recipient 404. Then the sender's user row is locked, so
 * concurrent sends of one user are counted one at a time and the rate limit holds across server
 * processes; the thread is created or touched and the message written.
 */
export async function sendMessage({
  tx,
  actor,
  now,
  sender,
  recipientId,
  text,
}: CommandInput<UserActor> & {
  sender: Pick<SessionUser, 'register_status' | 'is_confirm_email'>;
  recipientId: number;
  text: string;
}): Promise<CommandResult & { conversation_id: number; message: Message }> {
  if (recipientId === actor.userId) throw new AppError('CannotMessageSelf', 'You cannot send a message to yourself.', 'userId');
  if (mustConfirmEmail(sender)) throw new AppError('ConfirmEmailRequired', 'Please confirm your email address before messaging a teacher.');
  if (!(await loadPeer(tx, recipientId))) throw notFoundError('User');

  await tx.select({ id: users.user_id }).from(users).where(eq(users.user_id, actor.userId)).for('update');
  const [recent] = await tx
    .select({ n: count(), oldest: min(conversationMessages.created_at) })
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.sender_id, actor.userId), gt(conversationMessages.created_at, new Date(now - MESSAGE_RATE_WINDOW_MS))),
    );
  if ((recent?.n ?? 0) >= MESSAGE_RATE_LIMIT) {
    const freeAt = (recent?.oldest?.getTime() ?? now) + MESSAGE_RATE_WINDOW_MS;
    throw new MessageRateLimitError(Math.max(1, Math.ceil((freeAt - now) / 1000)));
  }

  const at = new Date(now);
  const { low, high } = orderPair(actor.userId, recipientId);
  const [thread] = await tx
    .insert(conversations)
    .values({ user_low_id: low, user_high_id: high, created_at: at, last_message_at: at })
    .onConflictDoUpdate({ target: [conversations.user_low_id, conversations.user_high_id], set: { last_message_at: at } })
    .returning({ id: conversations.id });
  if (!thread) throw new Error('conversation upsert returned nothing');
  const [message] = await tx
    .insert(conversationMessages)
    .values({ conversation_id: thread.id, sender_id: actor.userId, recipient_id: recipientId, text, created_at: at })
    .returning();
  if (!message) throw new Error('message insert returned nothing');
  const events: DomainEvent[] = [
    { type: 'MessageSent', conversationId: thread.id, messageId: message.id, senderId: actor.userId, recipientId },
  ];
  await recordEvents(tx, { events, now });
  return { events, conversation_id: thread.id, message: toMessage(message) };
}
