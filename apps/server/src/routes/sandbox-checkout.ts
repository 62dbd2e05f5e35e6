import { paySandboxCheckout } from '@app/api';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import { AppError, notFoundError } from '../errors/app-error';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { processPaymentWebhook } from '../payments/process-webhook';
import { decideSandboxCard } from '../payments/sandbox-cards';
import { SANDBOX_CHECKOUT_LIFETIME_MS, signedSandboxEvent } from '../payments/sandbox-provider';
import { findUserCheckout, toTopUp } from '../payments/top-up-reads';

/**
 * The sandbox provider's "bank" (mounted only when the sandbox is the provider, never in
 * production): the test checkout page submits the card here; the outcome goes out as a signed
 * event through processPaymentWebhook, the path `POST /api/webhooks/sandbox` takes, and this call
 * answers what that left. It never writes the checkout or the ledger itself.
 */
export function sandboxCheckoutRoutes({
  database,
  clock,
  logger,
  payments,
  sandboxSecret,
}: Pick<RouteDeps, 'database' | 'clock' | 'logger' | 'payments'> & { sandboxSecret: string }): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, paySandboxCheckout, async ({ params, body, user, c }) => {
    const provider = payments.provider;
    const checkout = await findUserCheckout(db, { userId: user.user_id, checkoutId: params.id });
    if (!provider || !checkout || checkout.provider !== 'sandbox' || checkout.provider_ref === null) throw notFoundError('Checkout');
    if (checkout.status === 'completed' || checkout.status === 'expired')
      throw new AppError('CheckoutNotPayable', `This checkout is ${checkout.status}.`);
    const now = clock.now();
    const deliver = async (event: { rawBody: string; signature: string }) =>
      processPaymentWebhook({ db, provider, rawBody: event.rawBody, signature: event.signature, now, logger, reqId: c.get('requestId') });
    // As a Stripe Checkout Session does, an unpaid checkout expires after its lifetime, by the same signed event path.
    if (now - checkout.created_at.getTime() >= SANDBOX_CHECKOUT_LIFETIME_MS) {
      const { id, provider_ref: providerRef, amount_cents: amountCents } = checkout;
      await deliver(
        signedSandboxEvent({
          type: 'checkout.session.expired',
          checkoutId: id,
          providerRef,
          amountCents,
          secret: sandboxSecret,
          nowMs: now,
        }),
      );
      throw new AppError('CheckoutNotPayable', 'This checkout expired. Start a new top-up.');
    }
    const decision = decideSandboxCard({ cardNumber: body.card_number, authenticated: body.authenticated });
    if (decision.kind === 'not-a-test-card')
      throw new AppError('InvalidRequest', 'Use one of the test cards listed on this page.', 'card_number');
    if (decision.kind === 'requires_action')
      return { data: { outcome: 'requires_action' as const, decline_reason: null, top_up: toTopUp(checkout) } };

    await deliver(
      signedSandboxEvent({
        type: decision.kind === 'completed' ? 'checkout.session.completed' : 'sandbox.checkout.declined',
        checkoutId: checkout.id,
        providerRef: checkout.provider_ref,
        amountCents: checkout.amount_cents,
        ...(decision.kind === 'declined' ? { declineMessage: decision.message } : {}),
        secret: sandboxSecret,
        nowMs: now,
      }),
    );
    const after = await findUserCheckout(db, { userId: user.user_id, checkoutId: params.id });
    if (!after) throw new Error(`checkout ${params.id} vanished`);
    return {
      data: {
        outcome: decision.kind,
        decline_reason: decision.kind === 'declined' ? decision.message : null,
        top_up: toTopUp(after),
      },
    };
  });

  return routes;
}
