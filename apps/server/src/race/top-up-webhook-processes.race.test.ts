import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTopUpCheckout } from '../commands/top-up-checkout';
import { ledgerEntries } from '../db/schema-catalog';
import { paymentCheckouts } from '../db/schema-payments';
import { signedSandboxEvent } from '../payments/sandbox-provider';
import { makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';
import type { ServerProcess } from './server-process';
import { useServerPair } from './server-pair';

/*
 * Issue 15 "idempotent on the event id" with several processes behind a load balancer: the provider
 * retries a completion, or sends it twice under different event ids, and the deliveries land on two
 * server processes at once. Each checkout must be credited exactly once.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const SECRET = 'whsec_race_two_processes_only';
const CHECKOUTS = 12;
const DELIVERIES = 6;

describe.skipIf(!TEST_DATABASE_URL)('top-up webhooks delivered to two server processes at once [postgres]', () => {
  const pair = useServerPair({ databaseUrl: TEST_DATABASE_URL ?? '', env: () => ({ ...process.env, SANDBOX_WEBHOOK_SECRET: SECRET }) });

  const deliver = async (server: ServerProcess, event: { rawBody: string; signature: string }): Promise<number> => {
    const res = await fetch(`${server.url}/api/webhooks/sandbox`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
      body: event.rawBody,
    });
    await res.arrayBuffer();
    return res.status;
  };

  it(`${CHECKOUTS} checkouts, each completed ${DELIVERIES} times at once (the same event id, and a second id) across both processes: one TOP_UP each`, async () => {
    const database = pair.database();
    const servers = pair.servers();
    const db = database.db;
    const now = Date.now();
    const { app } = createTestApp(database, now);
    const checkouts = [];
    for (let i = 0; i < CHECKOUTS; i += 1) {
      const student = await makeUser(db, app, { now });
      const checkoutId = `tu_race${String(i).padStart(28, '0')}`;
      const providerRef = `sbx_cs_race_${i}`;
      const amountCents = 1_000 + i * 100;
      await db.transaction((tx) =>
        openTopUpCheckout({
          tx,
          actor: { kind: 'student', userId: student.userId },
          now,
          checkoutId,
          provider: 'sandbox',
          providerRef,
          amountCents,
          returnPath: '/wallet',
        }),
      );
      checkouts.push({ userId: student.userId, checkoutId, providerRef, amountCents });
    }

    const statuses = await Promise.all(
      checkouts.flatMap((c) => {
        const event = (eventId: string) =>
          signedSandboxEvent({ type: 'checkout.session.completed', ...c, secret: SECRET, nowMs: Date.now(), eventId });
        const retried = event(`evt_sbx_race_${c.checkoutId}`);
        const twin = event(`evt_sbx_race_twin_${c.checkoutId}`);
        return Array.from({ length: DELIVERIES }, (_, k) => deliver(servers[k % 2]!, k % 3 === 2 ? twin : retried));
      }),
    );
    // Every delivery is answered 2xx (a duplicate is acknowledged, so the provider stops retrying); none is lost or a 5xx.
    expect(statuses.filter((s) => s < 200 || s >= 300)).toEqual([]);

    for (const c of checkouts) {
      const credits = await db
        .select({ amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.user_id, c.userId), eq(ledgerEntries.kind, 'TOP_UP')));
      expect(credits).toEqual([{ amount: c.amountCents }]);
      const [row] = await db
        .select({ status: paymentCheckouts.status })
        .from(paymentCheckouts)
        .where(eq(paymentCheckouts.id, c.checkoutId));
      expect(row?.status).toBe('completed');
    }
  }, 120_000);
});
