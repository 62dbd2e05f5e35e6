import {
  ConversationResponseSchema,
  ConversationsResponseSchema,
  ErrorBodySchema,
  MarkConversationReadResponseSchema,
  MESSAGE_TEXT_MAX_LENGTH,
  SendMessageResponseSchema,
} from '@app/api';
import { and, count, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { conversationMessages } from '../db/schema-messages';
import { MESSAGE_RATE_LIMIT, MESSAGE_RATE_WINDOW_MS } from '../messages/send-message';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { makeTeacher, makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
type Agent = ReturnType<typeof createAgent>;

describeEachDatabase('conversations (Contact teacher)', (ctx) => {
  const db = () => ctx.database.db;
  const send = (agent: Agent, to: number, text: unknown) => agent.post(`/api/v1/conversations/${to}/messages`, { text });
  const sent = async (agent: Agent, to: number, text: string) => {
    const res = await send(agent, to, text);
    expect(res.status, await res.clone().text()).toBe(200);
    return SendMessageResponseSchema.parse(await res.json()).data;
  };
  const threads = async (agent: Agent, query = '') =>
    ConversationsResponseSchema.parse(await (await agent.get(`/api/v1/conversations${query}`)).json()).data;
  const thread = async (agent: Agent, peer: number, query = '') => {
    const res = await agent.get(`/api/v1/conversations/${peer}${query}`);
    expect(res.status).toBe(200);
    return ConversationResponseSchema.parse(await res.json()).data;
  };
  const markRead = async (agent: Agent, peer: number) => {
    const res = await agent.post(`/api/v1/conversations/${peer}/actions/READ`);
    expect(res.status, await res.clone().text()).toBe(200);
    return MarkConversationReadResponseSchema.parse(await res.json()).data;
  };
  const error = async (res: Response) => ErrorBodySchema.parse(await res.json()).error;
  const messageCount = async () => (await db().select({ n: count() }).from(conversationMessages))[0]?.n ?? 0;

  it('a student writes to a teacher, the teacher reads and replies; threads, last messages and unread counts follow', async () => {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const student = await makeUser(db(), app, { now: NOW });
    const teacher = await makeTeacher(db(), app, { now: NOW });
    const other = await makeTeacher(db(), app, { now: NOW });

    const first = await sent(student.agent, teacher.userId, '  Hola! Is the Thursday class good for A2?  ');
    expect(first.message).toMatchObject({
      sender_id: student.userId,
      recipient_id: teacher.userId,
      text: 'Hola! Is the Thursday class good for A2?',
      created_at: new Date(NOW).toISOString(),
      read_at: null,
    });
    clock.advance(60_000);
    await sent(student.agent, other.userId, 'Hello, do you teach business English?');

    const inbox = await threads(teacher.agent);
    expect(inbox.unread_total).toBe(1);
    expect(inbox.conversations).toEqual([
      {
        conversation_id: first.conversation_id,
        user: expect.objectContaining({ user_id: student.userId, is_teacher: false }) as unknown,
        last_message: first.message,
        unread_count: 1,
      },
    ]);

    clock.advance(60_000);
    const opened = await thread(teacher.agent, student.userId);
    expect(opened.user).toMatchObject({ user_id: student.userId, is_teacher: false });
    expect(opened.conversation_id).toBe(first.conversation_id);
    // Reading changes nothing; the page then marks the thread read with a POST.
    expect(opened.messages).toEqual([first.message]);
    expect((await threads(teacher.agent)).unread_total).toBe(1);
    expect(await markRead(teacher.agent, student.userId)).toEqual({ conversation_id: first.conversation_id, marked_read: 1 });
    expect((await thread(teacher.agent, student.userId)).messages).toEqual([
      { ...first.message, read_at: new Date(NOW + 120_000).toISOString() },
    ]);
    expect((await threads(teacher.agent)).unread_total).toBe(0);
    expect(await markRead(teacher.agent, student.userId)).toEqual({ conversation_id: first.conversation_id, marked_read: 0 });

    clock.advance(60_000);
    const reply = await sent(teacher.agent, student.userId, 'Yes, it is. See you there!');
    expect(reply.conversation_id).toBe(first.conversation_id);
    const mine = await threads(student.agent);
    expect(mine.conversations.map((t) => [t.user.user_id, t.last_message.text, t.unread_count])).toEqual([
      [teacher.userId, 'Yes, it is. See you there!', 1],
      [other.userId, 'Hello, do you teach business English?', 0],
    ]);
    expect(mine.conversations[0]?.user.is_teacher).toBe(true);
    expect(mine.unread_total).toBe(1);
    expect(mine.paging).toEqual({ page: 1, total: 2, has_next: false });
    // The student sees that the teacher read the first message, and marks the reply read.
    await markRead(student.agent, teacher.userId);
    const view = await thread(student.agent, teacher.userId);
    expect(view.messages.map((m) => [m.sender_id, m.read_at === null])).toEqual([
      [student.userId, false],
      [teacher.userId, false],
    ]);
  });

  it('another user sees none of a thread they are not in', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const student = await makeUser(db(), app, { now: NOW });
    const teacher = await makeTeacher(db(), app, { now: NOW });
    const nosy = await makeUser(db(), app, { now: NOW });
    await sent(student.agent, teacher.userId, 'Private question');
    expect(await thread(nosy.agent, teacher.userId)).toMatchObject({
      conversation_id: null,
      messages: [],
      paging: { total: 0, has_next: false },
    });
    expect(await thread(nosy.agent, student.userId)).toMatchObject({ conversation_id: null, messages: [] });
    expect((await threads(nosy.agent)).conversations).toEqual([]);
    // Reading did not mark the teacher's message read.
    expect((await threads(teacher.agent)).unread_total).toBe(1);
  });

  it('reading a thread writes nothing; only POST .../actions/READ marks it read (visitor 401, oneself 400, unknown 404, no CSRF header 403)', async () => {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const student = await makeUser(db(), app, { now: NOW });
    const teacher = await makeTeacher(db(), app, { now: NOW });
    await sent(student.agent, teacher.userId, 'Are you free on Friday?');
    clock.advance(60_000);
    for (let i = 0; i < 3; i += 1) await thread(teacher.agent, student.userId);
    const unread = async () =>
      (
        await db()
          .select({ n: count() })
          .from(conversationMessages)
          .where(and(eq(conversationMessages.recipient_id, teacher.userId), isNull(conversationMessages.read_at)))
      )[0]?.n;
    expect(await unread()).toBe(1);

    expect((await createAgent(app).post(`/api/v1/conversations/${student.userId}/actions/READ`)).status).toBe(401);
    expect((await teacher.agent.post(`/api/v1/conversations/${student.userId}/actions/READ`, undefined, { csrf: false })).status).toBe(403);
    expect((await teacher.agent.post(`/api/v1/conversations/${teacher.userId}/actions/READ`)).status).toBe(400);
    expect((await teacher.agent.post('/api/v1/conversations/999999/actions/READ')).status).toBe(404);
    // The sender marking the thread read does not mark their own message read.
    expect(await markRead(student.agent, teacher.userId)).toMatchObject({ marked_read: 0 });
    expect(await unread()).toBe(1);
    expect(await markRead(teacher.agent, student.userId)).toMatchObject({ marked_read: 1 });
    expect(await unread()).toBe(0);
  });

  it('pages messages from the newest, each page oldest first', async () => {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const a = await makeUser(db(), app, { now: NOW });
    const b = await makeUser(db(), app, { now: NOW });
    for (let i = 1; i <= 5; i += 1) {
      await sent(i % 2 ? a.agent : b.agent, i % 2 ? b.userId : a.userId, `m${i}`);
      clock.advance(1_000);
    }
    const texts = async (query: string) => {
      const page = await thread(a.agent, b.userId, query);
      return [page.messages.map((m) => m.text), page.paging];
    };
    expect(await texts('?page_size=2')).toEqual([['m4', 'm5'], { page: 1, total: 5, has_next: true }]);
    expect(await texts('?page_size=2&page=2')).toEqual([['m2', 'm3'], { page: 2, total: 5, has_next: true }]);
    expect(await texts('?page_size=2&page=3')).toEqual([['m1'], { page: 3, total: 5, has_next: false }]);
    expect(await texts('')).toEqual([['m1', 'm2', 'm3', 'm4', 'm5'], { page: 1, total: 5, has_next: false }]);
  });

  it(`text: trimmed, 1..${MESSAGE_TEXT_MAX_LENGTH} characters (code points); anything else is a 400 naming text and writes nothing`, async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const a = await makeUser(db(), app, { now: NOW });
    const b = await makeUser(db(), app, { now: NOW });
    expect((await sent(a.agent, b.userId, `  ${'😀'.repeat(MESSAGE_TEXT_MAX_LENGTH)}  `)).message.text).toHaveLength(
      MESSAGE_TEXT_MAX_LENGTH * 2,
    );
    const before = await messageCount();
    for (const text of ['', '   \n\t ', 'x'.repeat(MESSAGE_TEXT_MAX_LENGTH + 1), 42, null, undefined, ['hi'], 'a\u0000b']) {
      const res = await send(a.agent, b.userId, text);
      expect(res.status, JSON.stringify(text)).toBe(400);
      expect(await error(res)).toMatchObject({ code: 'InvalidRequest', field: 'text' });
    }
    expect(await messageCount()).toBe(before);
  });

  it('refuses: visitors 401, the confirm-email gate 403, an unknown recipient 404, oneself 400, a bad id 400 naming userId', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const teacher = await makeTeacher(db(), app, { now: NOW });
    const visitor = createAgent(app);
    expect((await send(visitor, teacher.userId, 'hi')).status).toBe(401);
    expect((await visitor.get('/api/v1/conversations')).status).toBe(401);
    expect((await visitor.get(`/api/v1/conversations/${teacher.userId}`)).status).toBe(401);

    const before = await messageCount();
    // 000 §5: register_status 4 or lower with an unconfirmed email must confirm first (4 inclusive).
    const gated = await makeUser(db(), app, { now: NOW, registerStatus: 4, confirmed: false });
    const res = await send(gated.agent, teacher.userId, 'hi');
    expect(res.status).toBe(403);
    expect(await error(res)).toMatchObject({ code: 'ConfirmEmailRequired' });
    const settled = await makeUser(db(), app, { now: NOW, registerStatus: 5, confirmed: false });
    expect((await send(settled.agent, teacher.userId, 'hi')).status).toBe(200);
    expect(await messageCount()).toBe(before + 1);

    const student = await makeUser(db(), app, { now: NOW });
    const unknown = await send(student.agent, 987_654_321, 'hi');
    expect(unknown.status).toBe(404);
    expect((await student.agent.get('/api/v1/conversations/987654321')).status).toBe(404);
    for (const res of [
      await send(student.agent, student.userId, 'hi'),
      await student.agent.get(`/api/v1/conversations/${student.userId}`),
    ]) {
      expect(res.status).toBe(400);
      expect(await error(res)).toMatchObject({ code: 'CannotMessageSelf', field: 'userId' });
    }
    for (const res of [
      await student.agent.post('/api/v1/conversations/abc/messages', { text: 'hi' }),
      await student.agent.get('/api/v1/conversations/0'),
    ]) {
      expect(res.status).toBe(400);
      expect(await error(res)).toMatchObject({ code: 'InvalidRequest', field: 'userId' });
    }
    expect(await error(await student.agent.get('/api/v1/conversations?page_size=51'))).toMatchObject({ field: 'page_size' });
    expect(await error(await student.agent.get(`/api/v1/conversations/${teacher.userId}?page=0`))).toMatchObject({ field: 'page' });
    expect((await student.agent.post(`/api/v1/conversations/${teacher.userId}/messages`, { text: 'hi' }, { csrf: false })).status).toBe(
      403,
    );
    expect(await messageCount()).toBe(before + 1);
  });

  it(`rate limit: ${MESSAGE_RATE_LIMIT} messages a minute, then 429 with Retry-After until the oldest leaves the window`, async () => {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const a = await makeUser(db(), app, { now: NOW });
    const b = await makeUser(db(), app, { now: NOW });
    await sent(a.agent, b.userId, 'first');
    clock.advance(20_000);
    for (let i = 1; i < MESSAGE_RATE_LIMIT; i += 1) await sent(a.agent, b.userId, `m${i}`);
    const refused = await send(a.agent, b.userId, 'one too many');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('40');
    expect(await error(refused)).toMatchObject({ code: 'TooManyMessages' });
    // The other person is not limited by it.
    await sent(b.agent, a.userId, 'reply');
    clock.set(NOW + MESSAGE_RATE_WINDOW_MS - 1);
    expect((await send(a.agent, b.userId, 'still too soon')).status).toBe(429);
    clock.set(NOW + MESSAGE_RATE_WINDOW_MS);
    await sent(a.agent, b.userId, 'the first one has left the window');
    const rows = await db().select({ n: count() }).from(conversationMessages).where(eq(conversationMessages.sender_id, a.userId));
    expect(rows[0]?.n).toBe(MESSAGE_RATE_LIMIT + 1);
  });

  it(`${MESSAGE_RATE_LIMIT + 10} sends at once: exactly ${MESSAGE_RATE_LIMIT} are written`, async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const a = await makeUser(db(), app, { now: NOW });
    const b = await makeUser(db(), app, { now: NOW });
    const answers = await Promise.all(Array.from({ length: MESSAGE_RATE_LIMIT + 10 }, (_, i) => send(a.agent, b.userId, `burst ${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MESSAGE_RATE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const rows = await db().select({ n: count() }).from(conversationMessages).where(eq(conversationMessages.sender_id, a.userId));
    expect(rows[0]?.n).toBe(MESSAGE_RATE_LIMIT);
    expect((await threads(b.agent)).conversations).toHaveLength(1);
  });
});
