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

/**
 * A field of a provider's event as the database can keep it: a string without NUL (PostgreSQL's
 * text holds none), or null for anything else. A signed event is the provider's, but a shape we do
 * not expect is refused (422) or read as absent, never a 500 that the provider retries for days.
 */
const textOf = (value: unknown): string | null => (typeof value === 'string' && !value.includes('\u0000') ? value : null);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The checkout a session belongs to: the id we gave as client_reference_id (and metadata). */
function checkoutIdOf(session: Record<string, unknown>): string | null {
  return textOf(session.client_reference_id) ?? (isRecord(session.metadata) ? textOf(session.metadata.checkout_id) : null);
}

/**
 * Reads a Checkout Session event (Stripe's type names, which the sandbox sends too) into a
 * PaymentEvent. An event without a usable id, type or session id is not an event (400); an amount
 * that is not whole cents, or a currency or decline message that is not text, reads as absent.
 */
export function readSessionEvent(event: unknown): PaymentEvent {
  const read = isRecord(event) ? event : {};
  const session = isRecord(read.data) ? read.data.object : undefined;
  const eventId = textOf(read.id);
  const type = textOf(read.type);
  const providerRef = isRecord(session) ? textOf(session.id) : null;
  if (eventId === null || type === null || providerRef === null || !isRecord(session)) throw new WebhookVerificationError('not an event');
  const base = {
    eventId,
    checkoutId: checkoutIdOf(session),
    providerRef,
    amountCents: Number.isSafeInteger(session.amount_total) ? (session.amount_total as number) : null,
    currency: textOf(session.currency),
    declineReason: null,
  };
  switch (type) {
    case 'checkout.session.completed':
      // A delayed method (a bank debit) completes the session unpaid; its money is confirmed by async_payment_succeeded.
      return session.payment_status === 'paid' ? { kind: 'completed', ...base } : { kind: 'ignored', eventId, type };
    case 'checkout.session.async_payment_succeeded':
      return { kind: 'completed', ...base };
    case 'checkout.session.async_payment_failed':
      return { kind: 'declined', ...base, declineReason: 'The payment failed.' };
    case 'checkout.session.expired':
      return { kind: 'expired', ...base };
    case 'sandbox.checkout.declined':
      return { kind: 'declined', ...base, declineReason: textOf(session.decline_message) ?? 'Your card was declined.' };
    default:
      return { kind: 'ignored', eventId, type };
  }
}
