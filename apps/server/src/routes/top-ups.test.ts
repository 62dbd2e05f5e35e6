import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { outbox } from '../db/schema-accounts';
import { ledgerEntries } from '../db/schema-catalog';
import { paymentCheckouts, paymentWebhookEvents } from '../db/schema-payments';
import { getBalance } from '../money/ledger';
import { SANDBOX_CHECKOUT_LIFETIME_MS, signedSandboxEvent } from '../payments/sandbox-provider';
import { DEV_SANDBOX_WEBHOOK_SECRET } from '../payments/sandbox-signature';
import type { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
type Json = Record<string, unknown> & { data: Record<string, unknown>; error?: { code: string; field?: string } };
const json = async (res: Response) => (await res.json()) as Json;

describeEachDatabase('top-ups through the sandbox provider', (ctx) => {
  const db = () => ctx.database.db;
  const setup = async () => {
    const t = createTestApp(ctx.database, NOW);
    const student = await makeUser(db(), t.app, { now: NOW });
    return { ...t, student };
  };
  const start = async (agent: ReturnType<typeof createAgent>, amount_cents = 2_500, return_path = '/payment') => {
    const res = await agent.post('/api/v1/wallet/top_ups', { amount_cents, return_path });
    expect(res.status).toBe(200);
    return (await json(res)).data as { checkout_id: string; checkout_url: string };
  };
  const checkoutRow = async (id: string) => (await db().select().from(paymentCheckouts).where(eq(paymentCheckouts.id, id)))[0]!;
  const topUpRows = async (userId: number) =>
    db()
      .select({ amount: ledgerEntries.amount, key: ledgerEntries.idempotency_key })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.user_id, userId), eq(ledgerEntries.kind, 'TOP_UP')));
  /** The webhook as the sandbox's side posts it (or a forger, with another secret or instant). */
  const postEvent = (
    app: ReturnType<typeof createTestApp>['app'],
    event: { rawBody: string; signature: string },
    path = '/api/webhooks/sandbox',
  ) => app.request(`http://localhost${path}`, { method: 'POST', body: event.rawBody, headers: { 'Stripe-Signature': event.signature } });
  const eventFor = (row: typeof paymentCheckouts.$inferSelect, over: Partial<Parameters<typeof signedSandboxEvent>[0]> = {}) =>
    signedSandboxEvent({
      type: 'checkout.session.completed',
      checkoutId: row.id,
      providerRef: row.provider_ref!,
      amountCents: row.amount_cents,
      secret: DEV_SANDBOX_WEBHOOK_SECRET,
      nowMs: NOW,
      ...over,
    });

  it('offers the bounds and presets, and refuses an amount outside them or a return path to another site', async () => {
    const { student } = await setup();
    const options = await json(await student.agent.get('/api/v1/wallet/top_up_options'));
    expect(options.data).toEqual({
      available: true,
      provider: 'sandbox',
      currency: 'USD',
      min_cents: 1_000,
      max_cents: 50_000,
      presets: [2_000, 5_000, 10_000],
    });
    const low = await student.agent.post('/api/v1/wallet/top_ups', { amount_cents: 999, return_path: '/wallet' });
    expect(low.status).toBe(400);
    expect((await json(low)).error).toMatchObject({
      code: 'TopUpAmountOutOfBounds',
      field: 'amount_cents',
      message: 'A top-up is at least $10.00.',
    });
    const high = await student.agent.post('/api/v1/wallet/top_ups', { amount_cents: 50_001, return_path: '/wallet' });
    expect((await json(high)).error).toMatchObject({ code: 'TopUpAmountOutOfBounds', message: 'A top-up is at most $500.00.' });
    for (const return_path of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'wallet', '/api/v1/wallet', '/wallet\nx']) {
      const res = await student.agent.post('/api/v1/wallet/top_ups', { amount_cents: 2_000, return_path });
      expect(res.status, return_path).toBe(400);
      expect((await json(res)).error).toMatchObject({ code: 'InvalidRequest', field: 'return_path' });
    }
    expect(await db().select().from(paymentCheckouts).where(eq(paymentCheckouts.user_id, student.userId))).toEqual([]);
  });

  it('credits only when the test card succeeds, once, and mails the receipt', async () => {
    const { app, student, drain } = await setup();
    const { checkout_id, checkout_url } = await start(student.agent);
    expect(checkout_url).toBe(`http://localhost/sandbox-checkout/${checkout_id}`);
    expect(await getBalance(db(), student.userId)).toBe(0);

    const paid = await student.agent.post(`/api/v1/sandbox/checkouts/${checkout_id}/pay`, { card_number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(200);
    expect((await json(paid)).data).toMatchObject({
      outcome: 'completed',
      decline_reason: null,
      top_up: { status: 'completed', return_path: '/payment' },
    });
    expect(await getBalance(db(), student.userId)).toBe(2_500);
    const row = await checkoutRow(checkout_id);
    expect(await topUpRows(student.userId)).toEqual([{ amount: 2_500, key: `top-up:sandbox:${row.provider_ref}` }]);

    // Paying again is refused; the checkout stays completed and credited once.
    const again = await student.agent.post(`/api/v1/sandbox/checkouts/${checkout_id}/pay`, { card_number: '4242424242424242' });
    expect(again.status).toBe(409);
    expect((await json(again)).error?.code).toBe('CheckoutNotPayable');
    expect(await getBalance(db(), student.userId)).toBe(2_500);

    await drain();
    const mails = await db().select().from(outbox).where(eq(outbox.to_address, student.email));
    expect(mails.map((m) => m.subject)).toEqual(['Receipt: $25.00 added to your wallet']);
    expect(mails[0]?.link).toBe('http://localhost/wallet');
    expect(app).toBeDefined();
  });

  it("a declined card shows the provider's reason and credits nothing; another card may then pay", async () => {
    const { student } = await setup();
    const { checkout_id } = await start(student.agent);
    const declined = await student.agent.post(`/api/v1/sandbox/checkouts/${checkout_id}/pay`, { card_number: '4000000000000002' });
    expect((await json(declined)).data).toMatchObject({
      outcome: 'declined',
      decline_reason: 'Your card was declined.',
      top_up: { status: 'declined', decline_reason: 'Your card was declined.' },
    });
    expect(await getBalance(db(), student.userId)).toBe(0);
    const unknown = await student.agent.post(`/api/v1/sandbox/checkouts/${checkout_id}/pay`, { card_number: '1234' });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).error).toMatchObject({ code: 'InvalidRequest', field: 'card_number' });
    await student.agent.post(`/api/v1/sandbox/checkouts/${checkout_id}/pay`, { card_number: '4242424242424242' });
    expect(await getBalance(db(), student.userId)).toBe(2_500);
  });

  it('a card that needs a second step asks for it, then completes on approval or declines on failure', async () => {
    const { student } = await setup();
    const { checkout_id } = await start(student.agent);
    const step = await student.agent.post(`/api/v1/sandbox/checkouts/${checkout_id}/pay`, { card_number: '4000 0025 0000 3155' });
    expect((await json(step)).data).toMatchObject({ outcome: 'requires_action', top_up: { status: 'created' } });
    const failed = await student.agent.post(`/api/v1/sandbox/checkouts/${checkout_id}/pay`, {
      card_number: '4000002500003155',
      authenticated: false,
    });
    const failedBody = await json(failed);
    expect(failedBody.data).toMatchObject({ outcome: 'declined' });
    expect(failedBody.data.decline_reason).toContain('unable to authenticate');
    const ok = await student.agent.post(`/api/v1/sandbox/checkouts/${checkout_id}/pay`, {
      card_number: '4000002500003155',
      authenticated: true,
    });
    expect((await json(ok)).data).toMatchObject({ outcome: 'completed' });
    expect(await getBalance(db(), student.userId)).toBe(2_500);
  });

  it('an unpaid sandbox checkout may be paid until 24 h after it opened (as a Stripe session), then it expires and credits nothing', async () => {
    const { student, clock } = await setup();
    const { checkout_id: late } = await start(student.agent);
    clock.set(NOW + SANDBOX_CHECKOUT_LIFETIME_MS);
    const refused = await student.agent.post(`/api/v1/sandbox/checkouts/${late}/pay`, { card_number: '4242424242424242' });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toMatchObject({
      code: 'CheckoutNotPayable',
      message: 'This checkout expired. Start a new top-up.',
    });
    expect((await checkoutRow(late)).status).toBe('expired');
    expect(await getBalance(db(), student.userId)).toBe(0);

    clock.set(NOW);
    const { checkout_id: inTime } = await start(student.agent);
    clock.set(NOW + SANDBOX_CHECKOUT_LIFETIME_MS - 1);
    expect((await student.agent.post(`/api/v1/sandbox/checkouts/${inTime}/pay`, { card_number: '4242424242424242' })).status).toBe(200);
    expect(await getBalance(db(), student.userId)).toBe(2_500);
  });

  it("another student's checkout is not found, to read or to pay", async () => {
    const { app, student } = await setup();
    const other = await makeUser(db(), app, { now: NOW });
    const { checkout_id } = await start(student.agent);
    expect((await other.agent.get(`/api/v1/wallet/top_ups/${checkout_id}`)).status).toBe(404);
    expect((await other.agent.post(`/api/v1/sandbox/checkouts/${checkout_id}/pay`, { card_number: '4242424242424242' })).status).toBe(404);
    expect(await getBalance(db(), student.userId)).toBe(0);
    expect((await json(await student.agent.get(`/api/v1/wallet/top_ups/${checkout_id}`))).data).toMatchObject({
      status: 'created',
      amount_cents: 2_500,
    });
  });

  it('a replayed or duplicated event credits once; a second completion with another event id changes nothing', async () => {
    const { app, student } = await setup();
    const { checkout_id } = await start(student.agent);
    const row = await checkoutRow(checkout_id);
    const event = eventFor(row);
    const first = await postEvent(app, event);
    expect(await first.json()).toEqual({ received: true, outcome: 'credited' });
    const replay = await postEvent(app, event);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    const second = await postEvent(app, eventFor(row));
    expect(await second.json()).toEqual({ received: true, outcome: 'unchanged' });
    // Concurrent deliveries of one more event (real transactions on PostgreSQL).
    const third = eventFor(row);
    const answers = await Promise.all([postEvent(app, third), postEvent(app, third), postEvent(app, third)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await topUpRows(student.userId)).toHaveLength(1);
    expect(await getBalance(db(), student.userId)).toBe(2_500);
  });

  it('out of order: an expiry or a decline after the completion neither un-credits nor moves the checkout', async () => {
    const { app, student } = await setup();
    const { checkout_id } = await start(student.agent);
    const row = await checkoutRow(checkout_id);
    await postEvent(app, eventFor(row));
    expect(await (await postEvent(app, eventFor(row, { type: 'checkout.session.expired' }))).json()).toEqual({
      received: true,
      outcome: 'unchanged',
    });
    expect(await (await postEvent(app, eventFor(row, { type: 'sandbox.checkout.declined', declineMessage: 'late' }))).json()).toEqual({
      received: true,
      outcome: 'unchanged',
    });
    expect((await checkoutRow(checkout_id)).status).toBe('completed');
    expect(await getBalance(db(), student.userId)).toBe(2_500);
  });

  it('refuses, writing nothing: a forged signature, a late event, an unknown or expired checkout, another amount or payment', async () => {
    const { app, student } = await setup();
    const { checkout_id } = await start(student.agent);
    const row = await checkoutRow(checkout_id);
    const refused = async (event: { rawBody: string; signature: string }, status: number, code: string) => {
      const res = await postEvent(app, event);
      expect(res.status, event.rawBody).toBe(status);
      expect(((await res.json()) as Json).error?.code).toBe(code);
    };
    await refused(eventFor(row, { secret: 'whsec_not_the_sandbox_secret' }), 400, 'WebhookSignatureInvalid');
    await refused({ ...eventFor(row), signature: '' }, 400, 'WebhookSignatureInvalid');
    // Signed for another body: the amount changed in transit.
    const tampered = eventFor(row);
    await refused(
      { rawBody: tampered.rawBody.replace('"amount_total":2500', '"amount_total":250000'), signature: tampered.signature },
      400,
      'WebhookSignatureInvalid',
    );
    await refused(eventFor(row, { nowMs: NOW - 301_000 }), 400, 'WebhookSignatureInvalid');
    await refused(eventFor(row, { checkoutId: 'tu_ffffffffffffffffffffffffffffffff' }), 422, 'WebhookEventRefused');
    await refused(eventFor(row, { amountCents: 250_000 }), 422, 'WebhookEventRefused');
    await refused(eventFor(row, { providerRef: 'sbx_cs_someone_else' }), 422, 'WebhookEventRefused');
    expect(await getBalance(db(), student.userId)).toBe(0);
    expect(await db().select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.checkout_id, checkout_id))).toEqual([]);
    expect((await checkoutRow(checkout_id)).status).toBe('created');

    expect(await (await postEvent(app, eventFor(row, { type: 'checkout.session.expired' }))).json()).toEqual({
      received: true,
      outcome: 'expired',
    });
    await refused(eventFor(row), 422, 'WebhookEventRefused');
    expect(await getBalance(db(), student.userId)).toBe(0);
    expect((await student.agent.post(`/api/v1/sandbox/checkouts/${checkout_id}/pay`, { card_number: '4242424242424242' })).status).toBe(
      409,
    );
  });

  it('a Stripe-path event is 404 while the sandbox is the provider; unknown event types are acknowledged and ignored', async () => {
    const { app, student } = await setup();
    const { checkout_id } = await start(student.agent);
    const row = await checkoutRow(checkout_id);
    expect((await postEvent(app, eventFor(row), '/api/webhooks/stripe')).status).toBe(404);
    const other = eventFor(row, { type: 'customer.created' as 'checkout.session.expired' });
    expect(await (await postEvent(app, other)).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await getBalance(db(), student.userId)).toBe(0);
  });
});

describeEachDatabase('top-ups with NODE_ENV=production and no Stripe keys', (ctx) => {
  it('top-up answers PaymentsNotConfigured (503); the sandbox routes and webhooks are 404', async () => {
    const { app } = createTestApp(ctx.database, NOW, { production: true });
    const student = await makeUser(ctx.database.db, app, { now: NOW });
    expect((await json(await student.agent.get('/api/v1/wallet/top_up_options'))).data).toMatchObject({ available: false, provider: null });
    const res = await student.agent.post('/api/v1/wallet/top_ups', { amount_cents: 2_000, return_path: '/wallet' });
    expect(res.status).toBe(503);
    expect((await json(res)).error?.code).toBe('PaymentsNotConfigured');
    expect(
      (await student.agent.post(`/api/v1/sandbox/checkouts/tu_${'a'.repeat(32)}/pay`, { card_number: '4242424242424242' })).status,
    ).toBe(404);
    const webhook = await app.request('http://localhost/api/webhooks/sandbox', {
      method: 'POST',
      body: '{}',
      headers: { 'Stripe-Signature': 't=1,v1=00' },
    });
    expect(webhook.status).toBe(404);
    expect(await ctx.database.db.select().from(paymentCheckouts)).toEqual([]);
  });
});
