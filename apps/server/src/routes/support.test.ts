import { ErrorBodySchema, SUPPORT_MESSAGE_MAX_LENGTH, SupportRequestResponseSchema } from '@app/api';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { supportRequests } from '../db/schema-support';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { storedEventsOf } from '../testing/domain-events';
import { createTestApp } from '../testing/test-app';
import { SUPPORT_ADDRESS_LIMIT, SUPPORT_USER_LIMIT } from './support';

const NOW = Date.UTC(2026, 2, 10, 12);
const PATH = '/api/v1/support/requests';
const valid = (email: string) => ({
  name: 'Ana',
  email,
  subject: 'Refund',
  message: 'My class was cancelled, where is my refund?',
  page: '/teachers/english',
});

describeEachDatabase('support requests (001 §2.6 contact form)', (ctx) => {
  const db = () => ctx.database.db;
  const error = async (res: Response) => ErrorBodySchema.parse(await res.json()).error;

  it("a visitor's request is stored with user id 0; a signed-in user's with their id, whatever the body says", async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const visitor = createAgent(app);
    const res = await visitor.post(PATH, { ...valid('visitor@example.test'), message: '  Hello there  ' });
    expect(res.status, await res.clone().text()).toBe(200);
    const stored = SupportRequestResponseSchema.parse(await res.json()).data;
    expect(stored).toMatchObject({ user_id: 0, created_at: new Date(NOW).toISOString() });
    const [row] = await db().select().from(supportRequests).where(eq(supportRequests.id, stored.id));
    expect(row).toMatchObject({
      user_id: 0,
      name: 'Ana',
      email: 'visitor@example.test',
      message: 'Hello there',
      page: '/teachers/english',
    });

    const student = await makeUser(db(), app, { now: NOW });
    const mine = SupportRequestResponseSchema.parse(
      await (await student.agent.post(PATH, { ...valid('me@example.test'), id: 999 })).json(),
    ).data;
    expect(mine.user_id).toBe(student.userId);
    // A command of its own (issue 19): one SupportRequestFiled per request, ids only.
    expect(await storedEventsOf(db(), { type: 'SupportRequestFiled', userId: student.userId })).toEqual([
      { requestId: mine.id, userId: student.userId },
    ]);
    expect(await storedEventsOf(db(), { type: 'SupportRequestFiled', userId: 0 })).toContainEqual({ requestId: stored.id, userId: 0 });
  });

  it('bad input is a 400 naming the field and stores nothing', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const agent = createAgent(app);
    const before = (await db().select().from(supportRequests)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid('a@example.test'), email: 'not-an-email' }, 'email'],
      [{ ...valid('a@example.test'), name: '   ' }, 'name'],
      [{ ...valid('a@example.test'), subject: '' }, 'subject'],
      [{ ...valid('a@example.test'), message: 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1) }, 'message'],
      [{ ...valid('a@example.test'), page: 'http://elsewhere' }, 'page'],
    ];
    for (const [body, field] of cases) {
      const res = await agent.post(PATH, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await error(res))).toContain(field);
    }
    expect((await agent.post(PATH, { ...valid('a@example.test'), message: 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH) })).status).toBe(200);
    expect((await db().select().from(supportRequests)).length).toBe(before + 1);
  });

  it(`a visitor is counted by address, not by the email typed: the ${SUPPORT_ADDRESS_LIMIT.limit + 1}th request within an hour is a 429 TooManySupportRequestsFromAddress with Retry-After`, async () => {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const agent = createAgent(app);
    for (let i = 0; i < SUPPORT_ADDRESS_LIMIT.limit; i++) {
      expect((await agent.post(PATH, valid(`changing-${i}@example.test`))).status).toBe(200);
    }
    const refused = await agent.post(PATH, valid('yet-another@example.test'));
    expect(refused.status).toBe(429);
    expect((await error(refused)).code).toBe('TooManySupportRequestsFromAddress');
    expect(Number(refused.headers.get('Retry-After'))).toBe(SUPPORT_ADDRESS_LIMIT.windowMs / 1000);
    // Another address is not affected.
    expect((await createAgent(app).post(PATH, valid('yet-another@example.test'))).status).toBe(200);
    clock.advance(SUPPORT_ADDRESS_LIMIT.windowMs);
    expect((await agent.post(PATH, valid('yet-another@example.test'))).status).toBe(200);
  });

  it(`a signed-in user is counted per user too: the ${SUPPORT_USER_LIMIT.limit + 1}th request within an hour is a 429 TooManySupportRequestsFromUser, from any address`, async () => {
    const { app } = createTestApp(ctx.database, NOW + 3 * SUPPORT_USER_LIMIT.windowMs);
    const student = await makeUser(db(), app, { now: NOW });
    for (let i = 0; i < SUPPORT_USER_LIMIT.limit; i++) expect((await student.agent.post(PATH, valid('me@example.test'))).status).toBe(200);
    const elsewhere = createAgent(app);
    for (const [k, v] of student.agent.jar) elsewhere.jar.set(k, v);
    const refused = await elsewhere.post(PATH, valid('me@example.test'));
    expect(refused.status).toBe(429);
    expect((await error(refused)).code).toBe('TooManySupportRequestsFromUser');
    expect(refused.headers.get('Retry-After')).not.toBeNull();
  });

  it('parallel requests from one address cannot pass the limit', async () => {
    const { app } = createTestApp(ctx.database, NOW + 10 * SUPPORT_ADDRESS_LIMIT.windowMs);
    const agent = createAgent(app);
    const results = await Promise.all(
      Array.from({ length: SUPPORT_ADDRESS_LIMIT.limit + 3 }, (_, i) => agent.post(PATH, valid(`race${i}@example.test`))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(SUPPORT_ADDRESS_LIMIT.limit);
    expect(results.filter((r) => r.status === 429)).toHaveLength(3);
  });

  it('the CSRF header is required', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    expect((await createAgent(app).post(PATH, valid('csrf@example.test'), { csrf: false })).status).toBe(403);
  });
});
