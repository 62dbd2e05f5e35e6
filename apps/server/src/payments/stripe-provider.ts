import Stripe from 'stripe';
import { type PaymentProvider, readSessionEvent, WebhookVerificationError } from './payment-provider';
import { SIGNATURE_TOLERANCE_SECONDS } from './sandbox-signature';

/**
 * Stripe behind the PaymentProvider interface: a Checkout Session for the top-up (our checkout id
 * as `client_reference_id` and in the metadata), and `checkout.session.*` events verified with the
 * endpoint secret by the SDK (`webhooks.constructEvent`, at the server clock's instant).
 * `client` is injectable: tests give it an HTTP client that answers without the network.
 */
export function createStripeProvider({ client, webhookSecret }: { client: Stripe; webhookSecret: string }): PaymentProvider {
  return {
    name: 'stripe',
    openCheckout: async (request) => {
      const session = await client.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.checkoutId,
          metadata: { checkout_id: request.checkoutId, user_id: String(request.userId) },
          customer_email: request.email,
          line_items: [
            {
              quantity: 1,
              price_data: { currency: request.currency, unit_amount: request.amountCents, product_data: { name: request.description } },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried create (a network error) must not open a second session for one checkout.
        { idempotencyKey: `top-up-checkout:${request.checkoutId}` },
      );
      if (!session.url) throw new Error(`Stripe opened session ${session.id} without a URL`);
      return { providerRef: session.id, url: session.url };
    },
    verifyWebhook: ({ rawBody, signature, nowMs }) => {
      let event: Stripe.Event;
      try {
        // receivedAt is in milliseconds (the SDK divides it): the age is measured on the server's clock.
        event = client.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret, SIGNATURE_TOLERANCE_SECONDS, undefined, nowMs);
      } catch (error) {
        throw new WebhookVerificationError((error as Error).message);
      }
      return readSessionEvent(event);
    },
  };
}

/** The SDK client for a secret key; `httpClient` replaces the network in tests. */
export function createStripeClient(secretKey: string, httpClient?: Stripe.HttpClient): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(httpClient ? { httpClient } : {}) });
}
