import { getConversation, listConversations, markConversationRead, sendMessage } from '@app/api';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { actorForUser } from '../commands/command';
import { markConversationRead as markRead } from '../commands/mark-conversation-read';
import { sendMessage as sendMessageCommand } from '../commands/send-message';
import { listConversations as listThreads, readConversation } from '../messages/read-conversations';
import { MessageRateLimitError } from '../messages/send-message';

/** Contact teacher (000 §6, 001 §2.2): threads between two users and their messages. */
export function conversationRoutes({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, listConversations, async ({ query, user }) => ({
    data: await listThreads(db, { userId: user.user_id, page: query.page, pageSize: query.page_size }),
  }));

  mount(routes, getConversation, async ({ params, query, user }) => ({
    data: await readConversation(db, { userId: user.user_id, peerId: params.userId, page: query.page, pageSize: query.page_size }),
  }));

  mount(routes, markConversationRead, async ({ params, user }) => {
    const { conversation_id, marked_read } = await db.transaction((tx) =>
      markRead({ tx, actor: actorForUser(user), now: clock.now(), peerId: params.userId }),
    );
    return { data: { conversation_id, marked_read } };
  });

  mount(routes, sendMessage, async ({ params, body, user, c }) => {
    try {
      const { conversation_id, message } = await db.transaction((tx) =>
        sendMessageCommand({ tx, actor: actorForUser(user), now: clock.now(), sender: user, recipientId: params.userId, text: body.text }),
      );
      return { data: { conversation_id, message } };
    } catch (error) {
      if (error instanceof MessageRateLimitError) c.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  });

  return routes;
}
