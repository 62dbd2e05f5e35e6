import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { users } from '../db/schema-accounts';
import { ledgerEntries } from '../db/schema-catalog';
import { paymentCheckouts } from '../db/schema-payments';
import { openTopUpCheckout, settlePaymentEvent } from '../commands/top-up-checkout';
import { getBalance } from '../money/ledger';
import type { PaymentEvent } from '../payments/payment-provider';
import { createThrowawayDatabase } from '../testing/databases';

/*
 * Two deliveries of a top-up's completion racing in two PostgreSQL transactions: the first has
 * settled and not yet committed when the second starts. The second must wait (on the event id's
 * unique index, or on the checkout's row lock) and then find the work done: one TOP_UP row.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
type SettledEvent = Exclude<PaymentEvent, { kind: 'ignored' }>;
const NOW = Date.UTC(2026, 2, 10, 12);

describe.skipIf(!TEST_DATABASE_URL)('top-up webhooks racing in two transactions [postgres]', () => {
  let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>> | undefined;
  let database: Database;

  beforeAll(async () => {
    throwaway = await createThrowawayDatabase(TEST_DATABASE_URL!);
    database = await openDatabase({ url: throwaway.url });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await throwaway?.drop();
  });

  let n = 0;
  async function newCheckout() {
    n += 1;
    const [user] = await database.db
      .insert(users)
      .values({
        email: `race${n}@fixture.test`,
        password_hash: 'x',
        nickname: `Race${n}`,
        role: 'STUDENT',
        register_status: 5,
        is_confirm_email: true,
        created_at: new Date(NOW),
      })
      .returning({ id: users.user_id });
    if (!user) throw new Error('the fixture user was not inserted');
    const checkoutId = `tu_${String(n).padStart(32, '0')}`;
    await database.db.transaction((tx) =>
      openTopUpCheckout({
        tx,
        actor: { kind: 'student', userId: user.id },
        now: NOW,
        checkoutId,
        provider: 'sandbox',
        providerRef: `sbx_cs_${n}`,
        amountCents: 3_000,
        returnPath: '/wallet',
      }),
    );
    return { userId: user.id, checkoutId, providerRef: `sbx_cs_${n}` };
  }
  const completion = (c: { checkoutId: string; providerRef: string }, eventId: string): SettledEvent => ({
    kind: 'completed',
    eventId,
    checkoutId: c.checkoutId,
    providerRef: c.providerRef,
    amountCents: 3_000,
    currency: 'usd',
    declineReason: null,
  });

  /** Runs `first` to its end inside a transaction held open until `second` has been waiting a while, then commits. */
  async function race(first: SettledEvent, second: SettledEvent) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstSettled!: () => void;
    const settledFirst = new Promise<void>((resolve) => (firstSettled = resolve));
    const a = database.db.transaction(async (tx) => {
      const result = await settlePaymentEvent({ tx, actor: { kind: 'system' }, now: NOW, provider: 'sandbox', event: first });
      firstSettled();
      await held;
      return result.outcome;
    });
    await settledFirst;
    let secondDone = false;
    const b = database.db
      .transaction((tx) => settlePaymentEvent({ tx, actor: { kind: 'system' }, now: NOW, provider: 'sandbox', event: second }))
      .then((r) => {
        secondDone = true;
        return r.outcome;
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const secondWaited = !secondDone;
    release();
    return { outcomes: await Promise.all([a, b]), secondWaited };
  }

  it('the same event delivered twice at once: the second waits, then is a duplicate; credited once', async () => {
    const c = await newCheckout();
    const { outcomes, secondWaited } = await race(completion(c, 'evt_same'), completion(c, 'evt_same'));
    expect(secondWaited).toBe(true);
    expect(outcomes).toEqual(['credited', 'duplicate']);
    expect(await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.user_id, c.userId))).toHaveLength(1);
    expect(await getBalance(database.db, c.userId)).toBe(3_000);
  });

  it('two completions with different event ids at once: the second waits on the checkout, then changes nothing', async () => {
    const c = await newCheckout();
    const { outcomes, secondWaited } = await race(completion(c, 'evt_one'), completion(c, 'evt_two'));
    expect(secondWaited).toBe(true);
    expect(outcomes).toEqual(['credited', 'unchanged']);
    expect(await getBalance(database.db, c.userId)).toBe(3_000);
    const [row] = await database.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, c.checkoutId));
    expect(row?.status).toBe('completed');
  });

  it('many deliveries of several events at once credit exactly once', async () => {
    const c = await newCheckout();
    const events = Array.from({ length: 12 }, (_, i) => completion(c, `evt_burst_${i % 3}`));
    const outcomes = await Promise.all(
      events.map((event) =>
        database.db.transaction((tx) => settlePaymentEvent({ tx, actor: { kind: 'system' }, now: NOW, provider: 'sandbox', event })),
      ),
    );
    expect(outcomes.filter((o) => o.outcome === 'credited')).toHaveLength(1);
    expect(await getBalance(database.db, c.userId)).toBe(3_000);
  });
});
