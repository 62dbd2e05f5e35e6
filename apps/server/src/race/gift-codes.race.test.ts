import { DAY_MS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createGiftCode } from '../commands/create-gift-code';
import { giftCodes } from '../db/schema-gift-codes';
import { makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';
import { findViolations, ledgerBalances } from './invariants';
import { type Answer, call } from './server-process';
import { useServerPair } from './server-pair';

/*
 * Issue 15 "Redeeming is idempotent and race-safe (one code, 50 concurrent redeemers: exactly the
 * allowed number succeed)", on PostgreSQL with two server processes: 50 students send one code at
 * once, alternating processes, for a single-use code and a multi-use one; then one student sends a code
 * to both processes several times at once.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDEEMERS = 50;
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 4);

const status = (a: Answer) => (a.lost ? 'lost' : a.status);
const codeOf = (a: Answer) => (a.lost ? null : ((a.body as { error?: { code?: string } }).error?.code ?? null));
const sidOf = (made: { agent: { jar: Map<string, string> } }) => made.agent.jar.get('sid') ?? '';

describe.skipIf(!TEST_DATABASE_URL)('gift code races on two server processes [postgres]', () => {
  const { on, database } = useServerPair({ databaseUrl: TEST_DATABASE_URL ?? '', env: () => process.env });
  const ready = () => {
    const { db } = database();
    const now = Date.now();
    return { db, now, app: createTestApp(database(), now).app };
  };

  it(`${REDEEMERS} students redeem one code at once on two processes, ${ROUNDS} rounds of max_uses 1 and N: exactly max_uses succeed, the rest GiftCodeUsedUp, each winner credited once`, async () => {
    const { db, now, app } = ready();
    const admin = await makeUser(db, app, { now, role: 'ADMIN' });
    for (let round = 0; round < ROUNDS; round += 1) {
      const maxUses = round % 2 === 0 ? 1 : 3 + round * 5;
      const amountCents = 500 + round * 100;
      const { giftCode } = await db.transaction((tx) =>
        createGiftCode({
          tx,
          actor: { kind: 'staff', userId: admin.userId },
          now,
          code: undefined,
          amountCents,
          expiresAt: now + DAY_MS,
          maxUses,
        }),
      );
      const students = await Promise.all(Array.from({ length: REDEEMERS }, () => makeUser(db, app, { now })));
      const answers = await Promise.all(
        students.map((s, i) =>
          call(on(i + round), 'POST', '/api/v1/me/gift-codes/redeem', { sid: sidOf(s), body: { code: giftCode.code.toLowerCase() } }),
        ),
      );
      const statuses = answers.map(status);
      expect(
        statuses.filter((s) => s === 200),
        `round ${round}: ${statuses.join(',')}`,
      ).toHaveLength(maxUses);
      expect(statuses.filter((s) => s === 409)).toHaveLength(REDEEMERS - maxUses);
      for (const a of answers) if (status(a) === 409) expect(codeOf(a)).toBe('GiftCodeUsedUp');
      const balances = await ledgerBalances(
        db,
        students.map((s) => s.userId),
      );
      const credited = [...balances.values()].filter((b) => b > 0);
      expect(credited).toEqual(Array.from({ length: maxUses }, () => amountCents));
      const winners = students.filter((_, i) => status(answers[i] as Answer) === 200).map((s) => balances.get(s.userId));
      expect(winners).toEqual(Array.from({ length: maxUses }, () => amountCents));
      const [row] = await db.select({ uses: giftCodes.uses }).from(giftCodes).where(eq(giftCodes.id, giftCode.id));
      expect(row?.uses).toBe(maxUses);
    }
    const violations = await findViolations(db);
    expect(Object.fromEntries(Object.entries(violations).filter(([, rows]) => rows.length > 0))).toEqual({});
  }, 240_000);

  it('one student sends one code 10 times at once to both processes: credited once, the other 9 GiftCodeAlreadyRedeemed (within the 10 failed attempts allowed)', async () => {
    const { db, now, app } = ready();
    const admin = await makeUser(db, app, { now, role: 'ADMIN' });
    const student = await makeUser(db, app, { now });
    const { giftCode } = await db.transaction((tx) =>
      createGiftCode({
        tx,
        actor: { kind: 'staff', userId: admin.userId },
        now,
        code: undefined,
        amountCents: 700,
        expiresAt: now + DAY_MS,
        maxUses: 50,
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(on(i), 'POST', '/api/v1/me/gift-codes/redeem', { sid: sidOf(student), body: { code: giftCode.code } }),
      ),
    );
    expect(answers.map(status).filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((a) => status(a) === 409).map(codeOf)).toEqual(Array.from({ length: 9 }, () => 'GiftCodeAlreadyRedeemed'));
    expect((await ledgerBalances(db, [student.userId])).get(student.userId)).toBe(700);
  }, 60_000);
});
