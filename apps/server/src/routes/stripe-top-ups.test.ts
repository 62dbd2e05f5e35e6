import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEFAULT_TOP_UP_BOUNDS } from '@app/domain';
import { paymentCheckouts } from '../db/schema-payments';
import { getBalance } from '../money/ledger';
import { createStripeClient, createStripeProvider } from '../payments/stripe-provider';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
const WEBHOOK_SECRET = 'whsec_test_endpoint_secret';

/** Stripe's API without the network: records each request and answers a Checkout Session as Stripe would. */
function fakeStripeApi() {
  const requests: { url: string; method: string; body: URLSearchParams; idempotencyKey: string | null }[] = [];
  const fetchFn = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    const headers = new Headers(init?.headers);
    requests.push({
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init?.method ?? 'GET',
      body,
      idempotencyKey: headers.get('Idempotency-Key'),
    });
    const id = `cs_test_${Math.random().toString(36).slice(2)}`;
    const session = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      client_reference_id: body.get('client_reference_id'),
      amount_total: Number(body.get('line_items[0][price_data][unit_amount]')),
      currency: body.get('line_items[0][price_data][currency]'),
    };
    return Promise.resolve(
      new Response(JSON.stringify(session), { status: 200, headers: { 'Content-Type': 'application/json', 'Request-Id': 'req_1' } }),
    );
  };
  return { requests, client: createStripeClient('sk_test_not_a_real_key', Stripe.createFetchHttpClient(fetchFn)) };
}

/** A `checkout.session.*` event signed the way Stripe signs it, by the SDK's own test helper. */
function stripeEvent({
  type = 'checkout.session.completed',
  session,
  id = `evt_${Math.random().toString(36).slice(2)}`,
  secret = WEBHOOK_SECRET,
  timestamp = Math.floor(NOW / 1000),
}: {
  type?: string;
  session: Record<string, unknown>;
  id?: string;
  secret?: string;
  timestamp?: number;
}) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: timestamp,
    data: { object: session },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}

describeEachDatabase('top-ups through Stripe (no network: an injected HTTP client, SDK-signed webhooks)', (ctx) => {
  const db = () => ctx.database.db;
  const setup = async () => {
    const api = fakeStripeApi();
    const payments = {
      provider: createStripeProvider({ client: api.client, webhookSecret: WEBHOOK_SECRET }),
      bounds: DEFAULT_TOP_UP_BOUNDS,
      sandboxSecret: null,
    };
    const t = createTestApp(ctx.database, NOW, { publicUrl: 'https://learn.example', payments });
    const student = await makeUser(db(), t.app, { now: NOW });
    const res = await student.agent.post('/api/v1/wallet/top_ups', { amount_cents: 5_000, return_path: '/payment' });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { checkout_id: string; checkout_url: string } };
    const [row] = await db().select().from(paymentCheckouts).where(eq(paymentCheckouts.id, data.checkout_id));
    const post = (event: { payload: string; signature: string }) =>
      t.app.request('http://localhost/api/webhooks/stripe', {
        method: 'POST',
        body: event.payload,
        headers: { 'Stripe-Signature': event.signature },
      });
    const paidSession = {
      id: row!.provider_ref,
      object: 'checkout.session',
      client_reference_id: data.checkout_id,
      amount_total: 5_000,
      currency: 'usd',
      payment_status: 'paid',
    };
    return { ...t, api, student, data, row: row!, post, paidSession };
  };

  it('opens a Checkout Session for the amount in USD, with our checkout id and the return URLs on PUBLIC_URL', async () => {
    const { api, data, row } = await setup();
    expect(api.requests).toHaveLength(1);
    const [request] = api.requests;
    expect(request?.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(request?.method).toBe('POST');
    expect(request?.idempotencyKey).toBe(`top-up-checkout:${data.checkout_id}`);
    expect(Object.fromEntries(request!.body)).toMatchObject({
      mode: 'payment',
      client_reference_id: data.checkout_id,
      'metadata[checkout_id]': data.checkout_id,
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '5000',
      'line_items[0][quantity]': '1',
      success_url: `https://learn.example/wallet/top-ups/${data.checkout_id}`,
      cancel_url: `https://learn.example/wallet/top-ups/${data.checkout_id}?cancelled=1`,
    });
    expect(data.checkout_url).toBe(`https://checkout.stripe.com/c/pay/${row.provider_ref}`);
    expect(row.provider_ref).toMatch(/^cs_test_/);
    expect(row).toMatchObject({ provider: 'stripe', amount_cents: 5_000, currency: 'usd', status: 'created' });
  });

  it('credits on the signed checkout.session.completed, once per payment however often it is delivered', async () => {
    const { post, paidSession, student } = await setup();
    const event = stripeEvent({ session: paidSession });
    expect(await (await post(event)).json()).toEqual({ received: true, outcome: 'credited' });
    expect(await (await post(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await (await post(stripeEvent({ session: paidSession }))).json()).toEqual({ received: true, outcome: 'unchanged' });
    expect(await (await post(stripeEvent({ type: 'checkout.session.expired', session: paidSession }))).json()).toEqual({
      received: true,
      outcome: 'unchanged',
    });
    expect(await getBalance(db(), student.userId)).toBe(5_000);
  });

  it('an unpaid completion (a delayed method) waits for async_payment_succeeded', async () => {
    const { post, paidSession, student } = await setup();
    expect(await (await post(stripeEvent({ session: { ...paidSession, payment_status: 'unpaid' } }))).json()).toEqual({
      received: true,
      outcome: 'ignored',
    });
    expect(await getBalance(db(), student.userId)).toBe(0);
    expect(await (await post(stripeEvent({ type: 'checkout.session.async_payment_succeeded', session: paidSession }))).json()).toEqual({
      received: true,
      outcome: 'credited',
    });
    expect(await getBalance(db(), student.userId)).toBe(5_000);
  });

  it('refuses a forged, late or mismatched event, and the sandbox routes are 404 beside Stripe', async () => {
    const { post, paidSession, student, data, app } = await setup();
    const status = async (event: { payload: string; signature: string }) => (await post(event)).status;
    expect(await status(stripeEvent({ session: paidSession, secret: 'whsec_someone_else' }))).toBe(400);
    expect(await status(stripeEvent({ session: paidSession, timestamp: Math.floor(NOW / 1000) - 301 }))).toBe(400);
    expect(await status(stripeEvent({ session: { ...paidSession, amount_total: 500 } }))).toBe(422);
    expect(await status(stripeEvent({ session: { ...paidSession, currency: 'eur' } }))).toBe(422);
    expect(await status(stripeEvent({ session: { ...paidSession, client_reference_id: `tu_${'0'.repeat(32)}` } }))).toBe(422);
    expect(await getBalance(db(), student.userId)).toBe(0);
    expect(
      (await student.agent.post(`/api/v1/sandbox/checkouts/${data.checkout_id}/pay`, { card_number: '4242424242424242' })).status,
    ).toBe(404);
    expect((await app.request('http://localhost/api/webhooks/sandbox', { method: 'POST', body: '{}' })).status).toBe(404);
  });
});
