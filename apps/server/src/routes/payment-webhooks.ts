import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import { notFoundError } from '../errors/app-error';
import type { AppEnv } from '../http/app-env';
import { mountOutside, PAYMENT_WEBHOOK_ROUTE } from '../http/outside-contract';
import { readBodyText } from '../http/read-body';
import { processPaymentWebhook } from '../payments/process-webhook';
import type { PaymentProviderName } from '../db/schema-payments';

/** Under /api, taken without the CSRF header: the provider's servers post them, not a browser. */
export const WEBHOOK_PATHS: Record<PaymentProviderName, string> = { stripe: '/api/webhooks/stripe', sandbox: '/api/webhooks/sandbox' };
/** Stripe's checkout events are a few KB; far more is not one of them. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * `POST /api/webhooks/{provider}`: the raw body (the signature covers its exact bytes) and the
 * `Stripe-Signature` header go to processPaymentWebhook. Only the configured provider's path
 * exists: the other one answers 404 (so a sandbox event is refused where Stripe takes the money).
 * 200 `{ received, outcome }` for an event acted on, ignored, or already seen; 400 for a bad
 * signature; 422 for a refused event (Stripe retries those, and they stay refused).
 */
export function paymentWebhookRoutes({
  database,
  clock,
  logger,
  payments,
}: Pick<RouteDeps, 'database' | 'clock' | 'logger' | 'payments'>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  mountOutside(routes, PAYMENT_WEBHOOK_ROUTE, async (c) => {
    const provider = payments.provider;
    if (!provider || provider.name !== c.req.param('provider')) throw notFoundError('Webhook');
    const rawBody = await readBodyText(c, MAX_WEBHOOK_BYTES);
    const answer = await processPaymentWebhook({
      db: database.db,
      provider,
      rawBody,
      signature: c.req.header('Stripe-Signature'),
      now: clock.now(),
      logger,
      reqId: c.get('requestId'),
    });
    return c.json({ received: true, outcome: answer.outcome });
  });
  return routes;
}
