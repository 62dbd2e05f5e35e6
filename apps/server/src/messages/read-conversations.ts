import type { ConversationPeer, ConversationSummary, Message } from '@app/api';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Tx } from '../money/ledger';
import { users } from '../db/schema-accounts';
import { teachers } from '../db/schema-catalog';
import { conversationMessages, conversations } from '../db/schema-messages';
import { AppError, notFoundError } from '../errors/app-error';
import { toMessage } from './message-view';
import { loadPeer, orderPair } from './peers';

type Paging = { page: number; total: number; has_next: boolean };

/**
 * `GET /v1/conversations`: the viewer's threads, the most recent message first. Three indexed
 * reads: the page of threads with the other person, the last message of each (DISTINCT ON over the
 * thread index), and the unread counts (partial index on unread rows).
 */
export async function listConversations(
  db: Db,
  { userId, page, pageSize }: { userId: number; page: number; pageSize: number },
): Promise<{
  conversations: ConversationSummary[];
  unread_total: number;
  paging: Paging;
}> {
  const mine = or(eq(conversations.user_low_id, userId), eq(conversations.user_high_id, userId));
  const peerId = sql`case when ${conversations.user_low_id} = ${userId} then ${conversations.user_high_id} else ${conversations.user_low_id} end`;
  const [threads, [total], [unread]] = await Promise.all([
    db
      .select({
        id: conversations.id,
        peer: {
          user_id: users.user_id,
          nickname: users.nickname,
          avatar_file_name: users.avatar_file_name,
          origin_country_id: users.origin_country_id,
        },
        teacher: teachers.user_id,
      })
      .from(conversations)
      .innerJoin(users, eq(users.user_id, peerId))
      .leftJoin(teachers, eq(teachers.user_id, users.user_id))
      .where(mine)
      .orderBy(desc(conversations.last_message_at), desc(conversations.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(conversations).where(mine),
    db
      .select({ n: count() })
      .from(conversationMessages)
      .where(and(eq(conversationMessages.recipient_id, userId), isNull(conversationMessages.read_at))),
  ]);
  const ids = threads.map((t) => t.id);
  const [lastMessages, unreadCounts] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectDistinctOn([conversationMessages.conversation_id])
            .from(conversationMessages)
            .where(inArray(conversationMessages.conversation_id, ids))
            .orderBy(conversationMessages.conversation_id, desc(conversationMessages.id)),
          db
            .select({ conversation_id: conversationMessages.conversation_id, n: count() })
            .from(conversationMessages)
            .where(
              and(
                inArray(conversationMessages.conversation_id, ids),
                eq(conversationMessages.recipient_id, userId),
                isNull(conversationMessages.read_at),
              ),
            )
            .groupBy(conversationMessages.conversation_id),
        ]);
  const lastById = new Map(lastMessages.map((m) => [m.conversation_id, toMessage(m)]));
  const unreadById = new Map(unreadCounts.map((u) => [u.conversation_id, u.n]));
  const totalThreads = total?.n ?? 0;
  return {
    // A thread exists only once its first message is written, so every listed thread has a last message.
    conversations: threads.flatMap((t) => {
      const last = lastById.get(t.id);
      return last
        ? [
            {
              conversation_id: t.id,
              user: { ...t.peer, is_teacher: t.teacher !== null },
              last_message: last,
              unread_count: unreadById.get(t.id) ?? 0,
            },
          ]
        : [];
    }),
    unread_total: unread?.n ?? 0,
    paging: { page, total: totalThreads, has_next: page * pageSize < totalThreads },
  };
}

/**
 * `GET /v1/conversations/{userId}`: the thread with one person. Page 1 holds the newest
 * `pageSize` messages; every page is answered oldest first, `has_next` meaning older messages exist.
 * A read only: marking the thread read is the `markConversationRead` command (a POST), so a prefetch, a crawler
 * or a cross-site GET changes nothing. Oneself 400, unknown user 404; no thread yet answers no messages.
 */
export async function readConversation(
  db: Db,
  { userId, peerId, page, pageSize }: { userId: number; peerId: number; page: number; pageSize: number },
): Promise<{
  user: ConversationPeer;
  conversation_id: number | null;
  messages: Message[];
  paging: Paging;
}> {
  if (peerId === userId) throw new AppError('CannotMessageSelf', 'There is no conversation with yourself.', 'userId');
  // One snapshot: the count and the page agree even while a message arrives.
  return db.transaction(async (tx) => {
    const peer = await loadPeer(tx, peerId);
    if (!peer) throw notFoundError('User');
    const thread = await findThread(tx, userId, peerId);
    if (!thread) return { user: peer, conversation_id: null, messages: [], paging: { page, total: 0, has_next: false } };
    const [total] = await tx.select({ n: count() }).from(conversationMessages).where(eq(conversationMessages.conversation_id, thread.id));
    const newestFirst = await tx
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversation_id, thread.id))
      .orderBy(desc(conversationMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const n = total?.n ?? 0;
    return {
      user: peer,
      conversation_id: thread.id,
      messages: newestFirst.reverse().map(toMessage),
      paging: { page, total: n, has_next: page * pageSize < n },
    };
  });
}

/** The thread of two users, if they have written. */
export async function findThread(db: Db | Tx, userId: number, peerId: number): Promise<{ id: number } | undefined> {
  const { low, high } = orderPair(userId, peerId);
  const [thread] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.user_low_id, low), eq(conversations.user_high_id, high)));
  return thread;
}
