import type { PaymentProviderName } from '../db/schema-payments';

/** What a provider needs to open a checkout for one top-up (USD cents: README "Top-up: currency"). */
export interface CheckoutRequest {
  readonly checkoutId: string;
  readonly userId: number;
  readonly email: string;
  readonly amountCents: number;
  readonly currency: 'usd';
  /** Absolute: where the provider sends the student after paying, and after giving up. */
  readonly successUrl: string;
  readonly cancelUrl: string;
  /** What the provider's page names the purchase. */
  readonly description: string;
}

export interface OpenedCheckout {
  /** The provider's id of this payment (Stripe's `cs_...`): the ledger's idempotency key is built on it. */
  readonly providerRef: string;
  /** Where the browser goes to pay. */
  readonly url: string;
}

/**
 * A verified webhook event, in the few shapes the top-up cares about. `ignored` is any other event
 * the provider sends (answered 200 so it is not retried, and nothing is written).
 */
export type PaymentEvent =
  | {
      readonly kind: 'completed' | 'expired' | 'declined';
      readonly eventId: string;
      readonly checkoutId: string | null;
      readonly providerRef: string;
      readonly amountCents: number | null;
      readonly currency: string | null;
      /** The provider's words, on `declined`. */
      readonly declineReason: string | null;
    }
  | { readonly kind: 'ignored'; readonly eventId: string; readonly type: string };

/** A webhook whose signature, age or shape is wrong: answered 400 and nothing is written. */
export class WebhookVerificationError extends Error {}

/**
 * The one small interface every payment provider is behind (issue 15): open a checkout, and read
 * its signed webhooks. The top-up flow (routes/top-ups.ts, payments/process-webhook.ts) knows no
 * provider by name.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  openCheckout(request: CheckoutRequest): Promise<OpenedCheckout>;
  /** Verifies the signature on the raw body (at `nowMs`, for the age check) and reads the event; throws WebhookVerificationError. */
  verifyWebhook(input: { rawBody: string; signature: string | undefined; nowMs: number }): PaymentEvent;
}

/** Checkout Session events of either provider: the sandbox sends Stripe's shapes, so one reader serves both. */
export interface CheckoutSessionLike {
  readonly id: string;
  readonly client_reference_id?: string | null;
  readonly metadata?: Record<string, string> | null;
  readonly amount_total?: number | null;
  readonly currency?: string | null;
  readonly payment_status?: string;
  /** Sandbox only: the card's decline message. */
  readonly decline_message?: string | null;
}

/** The checkout a session belongs to: the id we gave as client_reference_id (and metadata). */
export function checkoutIdOf(session: CheckoutSessionLike): string | null {
  return session.client_reference_id ?? session.metadata?.checkout_id ?? null;
}

/** Reads a Checkout Session event (Stripe's type names) into a PaymentEvent. */
export function readSessionEvent(event: { id: string; type: string; data: { object: unknown } }): PaymentEvent {
  const session = event.data.object as CheckoutSessionLike;
  const base = {
    eventId: event.id,
    checkoutId: checkoutIdOf(session),
    providerRef: session.id,
    amountCents: session.amount_total ?? null,
    currency: session.currency ?? null,
    declineReason: null,
  };
  switch (event.type) {
    case 'checkout.session.completed':
      // A delayed method (a bank debit) completes the session unpaid; its money is confirmed by async_payment_succeeded.
      return session.payment_status === 'paid' ? { kind: 'completed', ...base } : { kind: 'ignored', eventId: event.id, type: event.type };
    case 'checkout.session.async_payment_succeeded':
      return { kind: 'completed', ...base };
    case 'checkout.session.async_payment_failed':
      return { kind: 'declined', ...base, declineReason: 'The payment failed.' };
    case 'checkout.session.expired':
      return { kind: 'expired', ...base };
    case 'sandbox.checkout.declined':
      return { kind: 'declined', ...base, declineReason: session.decline_message ?? 'Your card was declined.' };
    default:
      return { kind: 'ignored', eventId: event.id, type: event.type };
  }
}
