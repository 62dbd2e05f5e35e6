import { ErrorBodySchema } from '@app/api';
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { feedbacks } from '../db/schema-discovery';
import { FEEDBACK_ADDRESS_LIMIT, FEEDBACK_USER_LIMIT } from '../search/feedback-limits';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 6, 1, 12);
const PATH = '/api/v3/group_class/feedbacks';
const body = (i: number) => ({ category: 'general', custom_msg: `idea ${i}` });

describeEachDatabase('POST /v3/group_class/feedbacks limits (shared store)', (ctx) => {
  const stored = async () => (await ctx.database.db.select({ n: count() }).from(feedbacks))[0]?.n ?? 0;
  const code = async (res: Response) => ErrorBodySchema.parse(await res.json()).error.code;

  it(`a visitor address sends ${FEEDBACK_ADDRESS_LIMIT.limit} an hour, then 429 TooManyFeedbacksFromAddress with Retry-After, nothing stored; other addresses unaffected`, async () => {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const visitor = createAgent(app);
    for (let i = 0; i < FEEDBACK_ADDRESS_LIMIT.limit; i++) expect((await visitor.post(PATH, body(i))).status).toBe(200);
    const before = await stored();
    const refused = await visitor.post(PATH, body(99));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(FEEDBACK_ADDRESS_LIMIT.windowMs / 1000));
    expect(await code(refused)).toBe('TooManyFeedbacksFromAddress');
    expect(await stored()).toBe(before);
    expect((await createAgent(app).post(PATH, body(100))).status).toBe(200);
    clock.advance(FEEDBACK_ADDRESS_LIMIT.windowMs);
    expect((await visitor.post(PATH, body(101))).status).toBe(200);
  });

  it(`a signed-in user sends ${FEEDBACK_USER_LIMIT.limit} an hour from wherever, then 429 TooManyFeedbacksFromUser`, async () => {
    const { app } = createTestApp(ctx.database, NOW + 5 * FEEDBACK_USER_LIMIT.windowMs);
    const me = await makeUser(ctx.database.db, app, { now: NOW });
    for (let i = 0; i < FEEDBACK_USER_LIMIT.limit; i++) expect((await me.agent.post(PATH, body(i))).status).toBe(200);
    const elsewhere = createAgent(app);
    for (const [k, v] of me.agent.jar) elsewhere.jar.set(k, v);
    const refused = await elsewhere.post(PATH, body(99));
    expect(refused.status).toBe(429);
    expect(await code(refused)).toBe('TooManyFeedbacksFromUser');
  });
});
