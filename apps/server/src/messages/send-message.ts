import type { Message } from '@app/api';
import { MINUTE_MS, mustConfirmEmail } from '@app/domain';
import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { conversationMessages, conversations } from '../db/schema-messages';
import type { SessionUser } from '../http/app-env';
import { AppError, notFoundError } from '../errors/app-error';
import { toMessage } from './message-view';
import { loadPeer, orderPair } from './peers';

/** Messages one user may send within `MESSAGE_RATE_WINDOW_MS`; the next one is a 429 until the oldest leaves the window. */
export const MESSAGE_RATE_LIMIT = 30;
export const MESSAGE_RATE_WINDOW_MS = MINUTE_MS;

/** A 429 that knows when sending works again (the route sends it as Retry-After). */
export class MessageRateLimitError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('TooManyMessages', `You can send ${MESSAGE_RATE_LIMIT} messages a minute. Please wait a moment and try again.`);
  }
}

/**
 * Sends a message, in the order a person would be told: to oneself 400 (`userId`); the
 * confirm-email gate of 000 §5 ("prompted to confirm the email, both for booking and for contacting
 * the teacher": the domain's mustConfirmEmail) 403 `ConfirmEmailRequired`; unknown recipient 404.
 * Then one transaction: the sender's user row is locked, so concurrent sends of one user are
 * counted one at a time and the rate limit holds across server processes; the thread is created or
 * touched and the message written.
 */
export async function sendMessageTo(
  db: Db,
  { sender, recipientId, text, now }: { sender: SessionUser; recipientId: number; text: string; now: number },
): Promise<{ conversation_id: number; message: Message }> {
  if (recipientId === sender.user_id) throw new AppError('CannotMessageSelf', 'You cannot send a message to yourself.', 'userId');
  if (mustConfirmEmail(sender)) throw new AppError('ConfirmEmailRequired', 'Please confirm your email address before messaging a teacher.');
  if (!(await loadPeer(db, recipientId))) throw notFoundError('User');

  return db.transaction(async (tx) => {
    await tx.select({ id: users.user_id }).from(users).where(eq(users.user_id, sender.user_id)).for('update');
    const [recent] = await tx
      .select({ n: count(), oldest: min(conversationMessages.created_at) })
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.sender_id, sender.user_id),
          gt(conversationMessages.created_at, new Date(now - MESSAGE_RATE_WINDOW_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= MESSAGE_RATE_LIMIT) {
      const freeAt = (recent?.oldest?.getTime() ?? now) + MESSAGE_RATE_WINDOW_MS;
      throw new MessageRateLimitError(Math.max(1, Math.ceil((freeAt - now) / 1000)));
    }

    const at = new Date(now);
    const { low, high } = orderPair(sender.user_id, recipientId);
    const [thread] = await tx
      .insert(conversations)
      .values({ user_low_id: low, user_high_id: high, created_at: at, last_message_at: at })
      .onConflictDoUpdate({ target: [conversations.user_low_id, conversations.user_high_id], set: { last_message_at: at } })
      .returning({ id: conversations.id });
    if (!thread) throw new Error('conversation upsert returned nothing');
    const [message] = await tx
      .insert(conversationMessages)
      .values({ conversation_id: thread.id, sender_id: sender.user_id, recipient_id: recipientId, text, created_at: at })
      .returning();
    if (!message) throw new Error('message insert returned nothing');
    return { conversation_id: thread.id, message: toMessage(message) };
  });
}
