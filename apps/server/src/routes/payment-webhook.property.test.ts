import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { paymentCheckouts } from '../db/schema-payments';
import { getBalance } from '../money/ledger';
import { DEV_SANDBOX_WEBHOOK_SECRET, signSandboxPayload } from '../payments/sandbox-signature';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
const AMOUNT = 2_500;
/** `PAYMENT_WEBHOOK_RUNS` raises it by hand; `PAYMENT_WEBHOOK_SEED` replays a failing run. */
const RUNS = Number(process.env.PAYMENT_WEBHOOK_RUNS ?? 150);
const SEED = Number(process.env.PAYMENT_WEBHOOK_SEED ?? Date.now() % 2_147_483_647);

const hostileText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('', 'a\u0000b', '\uD800', 'x\uDFFFy', '__proto__', "' or 1=1 --", '9'.repeat(30), 'USD', 'usd ', 'paid'),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, true, 0, -1, AMOUNT + 1, AMOUNT - 1, -AMOUNT, AMOUNT + 0.5, 1e308, [], {}, [AMOUNT], { toLowerCase: 1 }),
);
const TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'sandbox.checkout.declined',
] as const;

/** One field of the event: right most of the time, so whole events get through, else anything. */
const mostly = (right: unknown) => fc.oneof({ weight: 3, arbitrary: fc.constant<unknown>(right) }, { weight: 1, arbitrary: hostileValue });

interface Sent {
  readonly body: unknown;
  readonly signed: boolean;
}

/** Where the current checkout's id and payment reference go: a test opens a new checkout when one is settled for good. */
const CHECKOUT = 'checkout-of-this-run';
const REF = 'payment-of-this-run';

/** A signed sandbox event with any field swapped for a hostile value, or a body that is not an event. */
function sentArb(): fc.Arbitrary<Sent> {
  const session = fc.record({
    id: mostly(REF),
    object: mostly('checkout.session'),
    client_reference_id: mostly(CHECKOUT),
    metadata: fc.oneof(fc.constant<unknown>({ checkout_id: CHECKOUT }), hostileValue),
    amount_total: mostly(AMOUNT),
    currency: fc.oneof({ weight: 5, arbitrary: fc.constantFrom<unknown>('usd', 'USD') }, { weight: 1, arbitrary: hostileValue }),
    payment_status: fc.oneof(
      { weight: 4, arbitrary: fc.constant<unknown>('paid') },
      { weight: 1, arbitrary: fc.constant<unknown>('unpaid') },
      { weight: 1, arbitrary: hostileValue },
    ),
    decline_message: fc.oneof(fc.constant<unknown>(null), hostileValue),
  });
  const event = fc.record({
    id: fc.oneof({ weight: 4, arbitrary: fc.constant<unknown>(null) }, { weight: 1, arbitrary: hostileValue }),
    object: mostly('event'),
    // A paid completion and an expiry must each come while the checkout is still open, in every run.
    type: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom<unknown>('checkout.session.completed', 'checkout.session.async_payment_succeeded') },
      { weight: 2, arbitrary: fc.constant<unknown>('checkout.session.expired') },
      { weight: 2, arbitrary: fc.constantFrom<unknown>(...TYPES) },
      { weight: 1, arbitrary: hostileValue },
    ),
    created: mostly(Math.floor(NOW / 1000)),
    data: fc.oneof({ weight: 6, arbitrary: session.map((object) => ({ object })) }, { weight: 1, arbitrary: hostileValue }),
  });
  return fc.record({
    // A null id is a fresh one (filled in when sent), so most events are new to the server.
    body: fc.oneof({ weight: 8, arbitrary: event }, { weight: 1, arbitrary: hostileValue }),
    signed: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  });
}

type Status = 'created' | 'declined' | 'completed' | 'expired';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A field as the server reads it (payments/payment-provider.ts): text without NUL, else absent. */
const text = (v: unknown): string | null => (typeof v === 'string' && !v.includes('\u0000') ? v : null);

/**
 * What the checkout becomes after a signed event, by README "Top-ups" and settlePaymentEvent: only a
 * paid completion of this checkout, for its exact amount in US dollars, credits; a late refusal or
 * expiry never undoes a completion, and an expired checkout is never paid.
 */
function expectedStatus(status: Status, body: unknown, checkoutId: string, providerRef: string): Status {
  if (!isRecord(body) || text(body.id) === null || text(body.type) === null) return status;
  const session = isRecord(body.data) ? body.data.object : undefined;
  if (!isRecord(session) || session.id !== providerRef) return status;
  const named = text(session.client_reference_id) ?? (isRecord(session.metadata) ? text(session.metadata.checkout_id) : null);
  if (named !== checkoutId) return status;
  const paid =
    body.type === 'checkout.session.async_payment_succeeded' ||
    (body.type === 'checkout.session.completed' && session.payment_status === 'paid');
  if (paid) {
    const exact = session.amount_total === AMOUNT && text(session.currency)?.toLowerCase() === 'usd';
    return exact && (status === 'created' || status === 'declined') ? 'completed' : status;
  }
  if (status === 'completed' || status === 'expired') return status;
  if (body.type === 'checkout.session.expired') return 'expired';
  if (body.type === 'checkout.session.async_payment_failed' || body.type === 'sandbox.checkout.declined') return 'declined';
  return status;
}

describeEachDatabase('the payment webhook under hostile signed events', (ctx) => {
  it('never answers a 5xx, and credits the top-up exactly once, only for a paid completion of its exact amount', async () => {
    console.info(`payment webhook property test: seed ${SEED} (replay with PAYMENT_WEBHOOK_SEED=${SEED}), ${RUNS} runs`);
    const db = ctx.database.db;
    const { app } = createTestApp(ctx.database, NOW);
    const student = await makeUser(db, app, { now: NOW });
    const open = async () => {
      const opened = await student.agent.post('/api/v1/wallet/top_ups', { amount_cents: AMOUNT, return_path: '/wallet' });
      expect(opened.status).toBe(200);
      const id = ((await opened.json()) as { data: { checkout_id: string } }).data.checkout_id;
      const [row] = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, id));
      expect(row?.provider_ref).toBeTruthy();
      return { id, ref: row?.provider_ref ?? '', status: 'created' as Status };
    };
    let checkout = await open();
    let creditedBefore = 0;
    const outcomes = new Map<Status, number>();
    const delivered: string[] = [];
    const settledIds = new Set<string>();
    await fc.assert(
      fc.asyncProperty(sentArb(), fc.nat(), async ({ body, signed }, pick) => {
        if ((checkout.status === 'completed' || checkout.status === 'expired') && pick % 3 === 0) {
          if (checkout.status === 'completed') creditedBefore += AMOUNT;
          checkout = await open();
        }
        // Now and then the provider delivers an earlier event again (Stripe retries): never a second credit.
        const again = delivered.length > 0 && pick % 5 === 0 ? delivered[pick % delivered.length] : undefined;
        const filled = isRecord(body) && body.id === null ? { ...body, id: `evt_sbx_${randomUUID()}` } : body;
        const rawBody = again ?? JSON.stringify(filled).replaceAll(CHECKOUT, checkout.id).replaceAll(REF, checkout.ref);
        const secret = signed ? DEV_SANDBOX_WEBHOOK_SECRET : 'whsec_forged';
        const signature = signSandboxPayload({ payload: rawBody, secret, timestampSeconds: Math.floor(NOW / 1000) });
        const res = await app.request('http://localhost/api/webhooks/sandbox', {
          method: 'POST',
          body: rawBody,
          headers: { 'Stripe-Signature': signature },
        });
        const text = await res.text();
        expect(res.status, `${rawBody.slice(0, 300)}: ${text.slice(0, 300)}`).toBeLessThan(500);
        if (res.status >= 400) expect(typeof (JSON.parse(text) as { error?: { code?: unknown } }).error?.code).toBe('string');
        if (signed && !again) {
          const sentBody: unknown = JSON.parse(rawBody);
          const id = isRecord(sentBody) ? sentBody.id : undefined;
          // An event id the server settled before is a duplicate, whatever it says now.
          if (!(typeof id === 'string' && settledIds.has(id)))
            checkout.status = expectedStatus(checkout.status, sentBody, checkout.id, checkout.ref);
          if (res.status === 200) {
            delivered.push(rawBody);
            if (typeof id === 'string' && (JSON.parse(text) as { outcome?: string }).outcome !== 'ignored') settledIds.add(id);
          }
        }
        outcomes.set(checkout.status, (outcomes.get(checkout.status) ?? 0) + 1);
        const [row] = await db
          .select({ status: paymentCheckouts.status })
          .from(paymentCheckouts)
          .where(eq(paymentCheckouts.id, checkout.id));
        expect({ status: row?.status, after: rawBody.slice(0, 300) }).toEqual({ status: checkout.status, after: rawBody.slice(0, 300) });
        expect(await getBalance(db, student.userId)).toBe(creditedBefore + (checkout.status === 'completed' ? AMOUNT : 0));
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // The runs reach a paid checkout and an expired one (over 31 seeds the fewest were 12 and 9 of
    // 150 runs); a declined one mostly too, and top-ups.test.ts declines by example.
    console.info('payment webhook property test: runs by checkout state', Object.fromEntries(outcomes));
    expect(outcomes.get('completed')).toBeGreaterThan(0);
    expect(outcomes.get('expired')).toBeGreaterThan(0);
  }, 300_000);
});
