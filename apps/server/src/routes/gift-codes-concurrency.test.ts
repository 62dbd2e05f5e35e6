import { DAY_MS } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerEntries } from '../db/schema-catalog';
import { giftCodeRedemptions, giftCodes } from '../db/schema-gift-codes';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 10, 27, 9);
const REDEEMERS = 50;
const MULTI_USES = 7;

describeEachDatabase('gift codes under concurrency: one code, 50 redeemers at once (issue 15)', (ctx) => {
  it(`a single-use and a ${MULTI_USES}-use code, each redeemed by ${REDEEMERS} students at once: exactly 1 and ${MULTI_USES} succeed, the ledger holds exactly their credits`, async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const admin = await makeUser(db, app, { now: NOW });
    const students = await Promise.all(Array.from({ length: REDEEMERS }, () => makeUser(db, app, { now: NOW })));
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.toUpperCase();
    const codes = [
      { code: `SINGLE${tag}`, max_uses: 1, amount_cents: 1_500 },
      { code: `MULTI${tag}`, max_uses: MULTI_USES, amount_cents: 2_000 },
    ];
    const [made] = await db
      .insert(giftCodes)
      .values(codes.map((c) => ({ ...c, expires_at: new Date(NOW + DAY_MS), created_by: admin.userId, created_at: new Date(NOW) })))
      .returning({ id: giftCodes.id });
    expect(made).toBeDefined();

    const answers = await Promise.all(
      students.flatMap((s) =>
        codes.map(async (c) => ({ code: c.code, status: (await s.agent.post('/api/v1/me/gift-codes/redeem', { code: c.code })).status })),
      ),
    );
    for (const c of codes) {
      const mine = answers.filter((a) => a.code === c.code);
      expect(mine.filter((a) => a.status === 200)).toHaveLength(c.max_uses);
      expect(mine.filter((a) => a.status === 409)).toHaveLength(REDEEMERS - c.max_uses);
      const [row] = await db.select().from(giftCodes).where(eq(giftCodes.code, c.code));
      expect(row?.uses).toBe(c.max_uses);
      expect(await db.$count(giftCodeRedemptions, eq(giftCodeRedemptions.gift_code_id, row?.id ?? 0))).toBe(c.max_uses);
      const [sum] = await db
        .select({ n: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.kind, 'GIFT_CODE'), sql`${ledgerEntries.idempotency_key} like ${`gift:${row?.id}:%`}`));
      expect(sum).toEqual({ n: c.max_uses, cents: c.max_uses * c.amount_cents });
    }
  });

  it('one student sending the same code 10 times at once is credited once; the other 9 are GiftCodeAlreadyRedeemed', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const student = await makeUser(db, app, { now: NOW });
    const code = `TWICE${Date.now().toString(36).toUpperCase()}`;
    await db
      .insert(giftCodes)
      .values({ code, amount_cents: 900, max_uses: 100, expires_at: new Date(NOW + DAY_MS), created_at: new Date(NOW) });
    const answers = await Promise.all(Array.from({ length: 10 }, () => student.agent.post('/api/v1/me/gift-codes/redeem', { code })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(((await r.json()) as { error: { code: string } }).error.code).toBe('GiftCodeAlreadyRedeemed');
    const [balance] = await db
      .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.user_id, student.userId));
    expect(balance?.cents).toBe(900);
  });
});
