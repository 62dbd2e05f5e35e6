import {
  AdminGiftCodesResponseSchema,
  ErrorBodySchema,
  GiftCodeResponseSchema,
  RedeemGiftCodeResponseSchema,
  WalletResponseSchema,
} from '@app/api';
import { DAY_MS } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { giftCodeRedemptions, giftCodes } from '../db/schema-gift-codes';
import { domainEvents } from '../db/schema-outbox';
import { GIFT_CODE_ATTEMPT_LIMIT } from '../money/gift-code-limit';
import type { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 10, 26, 9);
type Agent = ReturnType<typeof createAgent>;
let n = 0;
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${(++n).toString(36).toUpperCase()}`;

describeEachDatabase('gift codes: /v1/admin/gift-codes and /v1/me/gift-codes/redeem (issue 15)', (ctx) => {
  async function setup() {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const admin = await makeUser(db, app, { now: NOW, role: 'ADMIN' });
    const student = await makeUser(db, app, { now: NOW });
    return { app, clock, db, admin, student };
  }
  const create = (agent: Agent, body: Record<string, unknown>) =>
    agent.post('/api/v1/admin/gift-codes', {
      amount_cents: 2_000,
      expires_at: new Date(NOW + 30 * DAY_MS).toISOString(),
      max_uses: 1,
      ...body,
    });
  const redeem = (agent: Agent, code: string) => agent.post('/api/v1/me/gift-codes/redeem', { code });
  const errorOf = async (res: Response) => ErrorBodySchema.parse(await res.clone().json()).error;
  const wallet = async (agent: Agent) => WalletResponseSchema.parse(await (await agent.get('/api/v1/wallet')).json()).data;

  it('staff create a typed code (normalized) and a generated one (12 readable letters); both are listed with uses and remaining', async () => {
    const { admin } = await setup();
    const typed = uniqueCode('SPRING');
    const made = await create(admin.agent, { code: ` ${typed.slice(0, 4).toLowerCase()}-${typed.slice(4)} `, max_uses: 3 });
    expect(made.status).toBe(200);
    expect(GiftCodeResponseSchema.parse(await made.json()).data).toMatchObject({
      code: typed,
      amount_cents: 2_000,
      max_uses: 3,
      uses: 0,
      remaining: 3,
    });
    const generated = GiftCodeResponseSchema.parse(await (await create(admin.agent, {})).json()).data;
    expect(generated.code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    const list = AdminGiftCodesResponseSchema.parse(await (await admin.agent.get('/api/v1/admin/gift-codes')).json()).data.items;
    expect(list.map((c) => c.code)).toEqual(expect.arrayContaining([typed, generated.code]));
  });

  it('refuses a bad draft naming the field, a taken code 409, and answers 404 to a non-admin', async () => {
    const { admin, student } = await setup();
    const expired = await create(admin.agent, { code: uniqueCode('PAST'), expires_at: new Date(NOW).toISOString() });
    expect(expired.status).toBe(400);
    expect(await errorOf(expired)).toMatchObject({ code: 'InvalidRequest', field: 'expires_at' });
    const badCode = await create(admin.agent, { code: 'ab!' });
    expect(await errorOf(badCode)).toMatchObject({ code: 'InvalidRequest', field: 'code' });
    const code = uniqueCode('TAKEN');
    expect((await create(admin.agent, { code })).status).toBe(200);
    const again = await create(admin.agent, { code: code.toLowerCase() });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'GiftCodeTaken', field: 'code' });
    expect((await create(student.agent, { code: uniqueCode('NOPE') })).status).toBe(404);
    expect((await student.agent.get('/api/v1/admin/gift-codes')).status).toBe(404);
  });

  it('a student redeems once: GIFT_CODE ledger row and balance; again is GiftCodeAlreadyRedeemed with nothing written; a second student on a single-use code is GiftCodeUsedUp', async () => {
    const { app, db, admin, student } = await setup();
    const code = uniqueCode('GIFT');
    const made = GiftCodeResponseSchema.parse(await (await create(admin.agent, { code })).json()).data;
    const first = await redeem(student.agent, code.toLowerCase().replace(/(....)/, '$1-'));
    expect(first.status).toBe(200);
    expect(RedeemGiftCodeResponseSchema.parse(await first.json()).data).toEqual({ code, amount_cents: 2_000, balance: 2_000 });
    const again = await redeem(student.agent, code);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'GiftCodeAlreadyRedeemed', field: 'code' });
    const mine = await wallet(student.agent);
    expect(mine.balance).toBe(2_000);
    expect(mine.entries.map((e) => [e.kind, e.amount])).toEqual([['GIFT_CODE', 2_000]]);

    const other = await makeUser(db, app, { now: NOW });
    const late = await redeem(other.agent, code);
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toMatchObject({ code: 'GiftCodeUsedUp' });
    expect((await wallet(other.agent)).balance).toBe(0);
    const [row] = await db.select().from(giftCodes).where(eq(giftCodes.id, made.id));
    expect(row?.uses).toBe(1);
    expect(await db.$count(giftCodeRedemptions, eq(giftCodeRedemptions.gift_code_id, made.id))).toBe(1);
    const events = await db
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'GiftCodeRedeemed'), sql`(payload->>'giftCodeId')::bigint = ${made.id}`));
    expect(events.map((e) => e.payload)).toEqual([{ giftCodeId: made.id, userId: student.userId, amountCents: 2_000 }]);
  });

  it('expiry: redeemable 1 ms before expires_at, refused at it; a disabled code is refused; an unknown one is GiftCodeNotFound', async () => {
    const { app, clock, db, admin, student } = await setup();
    const expiresAt = NOW + DAY_MS;
    const code = uniqueCode('EXP');
    const made = GiftCodeResponseSchema.parse(
      await (await create(admin.agent, { code, max_uses: 5, expires_at: new Date(expiresAt).toISOString() })).json(),
    ).data;
    clock.set(expiresAt - 1);
    expect((await redeem(student.agent, code)).status).toBe(200);
    clock.set(expiresAt);
    const other = await makeUser(db, app, { now: NOW });
    const late = await redeem(other.agent, code);
    expect(await errorOf(late)).toMatchObject({ code: 'GiftCodeExpired' });

    clock.set(NOW);
    const live = uniqueCode('OFF');
    const off = GiftCodeResponseSchema.parse(await (await create(admin.agent, { code: live, max_uses: 5 })).json()).data;
    expect((await admin.agent.post(`/api/v1/admin/gift-codes/${off.id}/disable`, {})).status).toBe(200);
    expect(await errorOf(await redeem(other.agent, live))).toMatchObject({ code: 'GiftCodeDisabled' });
    expect(await errorOf(await redeem(other.agent, 'NOSUCHCODE99'))).toMatchObject({ code: 'GiftCodeNotFound', field: 'code' });
    expect(made.remaining).toBe(5);
  });

  it(`${GIFT_CODE_ATTEMPT_LIMIT.limit} failed attempts, then 429 TooManyGiftCodeAttempts with Retry-After, even for a right code; a success does not count`, async () => {
    const { db, admin, student } = await setup();
    const code = uniqueCode('GOOD');
    await create(admin.agent, { code, max_uses: 2 });
    expect((await redeem(student.agent, code)).status).toBe(200);
    const guesses = await Promise.all(
      Array.from({ length: GIFT_CODE_ATTEMPT_LIMIT.limit + 5 }, (_, i) => redeem(student.agent, `GUESS${i}XYZ`)),
    );
    expect(guesses.filter((r) => r.status === 404)).toHaveLength(GIFT_CODE_ATTEMPT_LIMIT.limit);
    const walled = guesses.filter((r) => r.status === 429);
    expect(walled).toHaveLength(5);
    expect(await errorOf(walled[0] as Response)).toMatchObject({ code: 'TooManyGiftCodeAttempts' });
    expect(Number(walled[0]?.headers.get('Retry-After'))).toBeGreaterThan(0);
    const other = uniqueCode('LATER');
    await create(admin.agent, { code: other });
    expect((await redeem(student.agent, other)).status).toBe(429);
    expect(await db.$count(giftCodeRedemptions, sql`${giftCodeRedemptions.user_id} = ${student.userId}`)).toBe(1);
  });
});
