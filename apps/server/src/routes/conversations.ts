import { getConversation, listConversations, markConversationRead, sendMessage } from '@app/api';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { listConversations as listThreads, markConversationRead as markRead, readConversation } from '../messages/read-conversations';
import { MessageRateLimitError, sendMessageTo } from '../messages/send-message';

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

  mount(routes, markConversationRead, async ({ params, user }) => ({
    data: await markRead(db, { userId: user.user_id, peerId: params.userId, now: clock.now() }),
  }));

  mount(routes, sendMessage, async ({ params, body, user, c }) => {
    try {
      return { data: await sendMessageTo(db, { sender: user, recipientId: params.userId, text: body.text, now: clock.now() }) };
    } catch (error) {
      if (error instanceof MessageRateLimitError) c.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  });

  return routes;
}
