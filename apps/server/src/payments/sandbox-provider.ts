import { randomBytes, randomUUID } from 'node:crypto';
import { sandboxCheckoutPath, webUrl } from '@app/api';
import { type PaymentProvider, readSessionEvent, WebhookVerificationError } from './payment-provider';
import { checkSandboxSignature, signSandboxPayload } from './sandbox-signature';
import { DAY_MS } from '@app/domain';

/**
 * The sandbox provider (issue 15): our own test checkout page (`/sandbox-checkout/:id`, "Test
 * payment — no real money") instead of a provider's. What the page's card decides is sent as a
 * signed event, in Stripe's shapes, to the same webhook processing Stripe's events go through.
 * Never on with NODE_ENV=production (payments/payment-settings.ts).
 */
export function createSandboxProvider({ publicUrl, webhookSecret }: { publicUrl: string; webhookSecret: string }): PaymentProvider {
  return {
    name: 'sandbox',
    openCheckout: ({ checkoutId }) =>
      Promise.resolve({
        providerRef: `sbx_cs_${randomBytes(12).toString('hex')}`,
        url: webUrl(publicUrl, sandboxCheckoutPath({ checkoutId })),
      }),
    verifyWebhook: ({ rawBody, signature, nowMs }) => {
      const check = checkSandboxSignature({
        payload: rawBody,
        header: signature,
        secret: webhookSecret,
        nowSeconds: Math.floor(nowMs / 1000),
      });
      if (!check.ok) throw new WebhookVerificationError(check.reason);
      let event: unknown;
      try {
        event = JSON.parse(rawBody);
      } catch {
        throw new WebhookVerificationError('the body is not JSON');
      }
      return readSessionEvent(event);
    },
  };
}

/** How long a sandbox checkout may be paid: a Stripe Checkout Session's default lifetime, 24 hours. */
export const SANDBOX_CHECKOUT_LIFETIME_MS = DAY_MS;

export type SandboxEventType = 'checkout.session.completed' | 'checkout.session.expired' | 'sandbox.checkout.declined';

/** One sandbox event as the provider's side sends it: the JSON body and its signature header. */
export function signedSandboxEvent({
  type,
  checkoutId,
  providerRef,
  amountCents,
  declineMessage,
  secret,
  nowMs,
  eventId = `evt_sbx_${randomUUID().replaceAll('-', '')}`,
}: {
  type: SandboxEventType;
  checkoutId: string;
  providerRef: string;
  amountCents: number;
  declineMessage?: string;
  secret: string;
  nowMs: number;
  eventId?: string;
}): { rawBody: string; signature: string } {
  const created = Math.floor(nowMs / 1000);
  const rawBody = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    created,
    data: {
      object: {
        id: providerRef,
        object: 'checkout.session',
        client_reference_id: checkoutId,
        metadata: { checkout_id: checkoutId },
        amount_total: amountCents,
        currency: 'usd',
        payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
        decline_message: declineMessage ?? null,
      },
    },
  });
  return { rawBody, signature: signSandboxPayload({ payload: rawBody, secret, timestampSeconds: created }) };
}
