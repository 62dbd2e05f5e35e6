import { and, eq } from 'drizzle-orm';
import { paymentCheckouts, paymentWebhookEvents, type PaymentProviderName } from '../db/schema-payments';
import { AppError } from '../errors/app-error';
import type { PaymentEvent } from '../payments/payment-provider';
import type { CommandInput, CommandResult, SystemActor, StudentActor } from './command';
import { topUpCredit } from './credit-wallet';

/** The ledger key of a top-up: the provider's reference, so one payment credits once whatever delivers it. */
export const topUpLedgerKey = ({ provider, providerRef }: { provider: PaymentProviderName; providerRef: string }): string =>
  `top-up:${provider}:${providerRef}`;

/**
 * Records a checkout the provider has opened (status `created`). The amount was checked against the
 * bounds and the return path against open redirects by the caller's schema and route.
 */
export async function openTopUpCheckout({
  tx,
  actor,
  now,
  checkoutId,
  provider,
  providerRef,
  amountCents,
  returnPath,
}: CommandInput<StudentActor> & {
  checkoutId: string;
  provider: PaymentProviderName;
  providerRef: string;
  amountCents: number;
  returnPath: string;
}): Promise<CommandResult> {
  await tx.insert(paymentCheckouts).values({
    id: checkoutId,
    user_id: actor.userId,
    provider,
    provider_ref: providerRef,
    amount_cents: amountCents,
    currency: 'usd',
    status: 'created',
    return_path: returnPath,
    created_at: new Date(now),
  });
  return { events: [] };
}

export type SettleResult =
  | { readonly outcome: 'credited'; readonly checkoutId: string; readonly creditedCents: number }
  | { readonly outcome: 'duplicate' | 'unchanged' | 'declined' | 'expired'; readonly checkoutId: string | null };

/**
 * Acts once on a verified webhook event (payments/process-webhook.ts), in the caller's transaction:
 *
 * 1. the event id is inserted first: a replay or second delivery of it finds the row and changes
 *    nothing (a concurrent one waits on the unique index until this commits, then does nothing);
 * 2. the checkout is locked (FOR UPDATE): two different events of one checkout run one after the other;
 * 3. a completion for an unknown checkout, another provider's, another payment reference, or another
 *    amount or currency than was asked, or an expired checkout, is refused (`WebhookEventRefused`,
 *    the caller rolls back: nothing is written, the event id included);
 * 4. `completed` is final: a second completion (another event id) or a late `expired` or `declined`
 *    changes nothing, so money is never credited twice nor taken back;
 * 5. on completion the checkout is marked, then `topUpCredit` writes the TOP_UP row, keyed by the
 *    provider's reference, and records `CreditToppedUp` (the receipt mail).
 */
export async function settlePaymentEvent({
  tx,
  now,
  provider,
  event,
}: CommandInput<SystemActor> & { provider: PaymentProviderName; event: Exclude<PaymentEvent, { kind: 'ignored' }> }): Promise<
  CommandResult & SettleResult
> {
  const fresh = await tx
    .insert(paymentWebhookEvents)
    .values({ provider, event_id: event.eventId, type: event.kind, checkout_id: event.checkoutId, received_at: new Date(now) })
    .onConflictDoNothing()
    .returning({ event_id: paymentWebhookEvents.event_id });
  if (fresh.length === 0) return { events: [], outcome: 'duplicate', checkoutId: event.checkoutId };

  const refuse = (why: string): never => {
    throw new AppError('WebhookEventRefused', `${event.kind} event ${event.eventId} refused: ${why}.`);
  };
  if (event.checkoutId === null) return refuse('it names no checkout');
  const [checkout] = await tx
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.id, event.checkoutId), eq(paymentCheckouts.provider, provider)))
    .for('update');
  if (!checkout) return refuse(`no ${provider} checkout ${event.checkoutId}`);
  if (checkout.provider_ref !== event.providerRef)
    return refuse(`checkout ${checkout.id} is payment ${checkout.provider_ref}, not ${event.providerRef}`);
  const unchanged = { events: [], outcome: 'unchanged', checkoutId: checkout.id } as const;

  if (event.kind === 'completed') {
    if (event.amountCents !== checkout.amount_cents || event.currency?.toLowerCase() !== checkout.currency)
      return refuse(`paid ${event.amountCents} ${event.currency}, asked ${checkout.amount_cents} ${checkout.currency}`);
    if (checkout.status === 'completed') return unchanged;
    if (checkout.status === 'expired') return refuse(`checkout ${checkout.id} expired`);
    await tx
      .update(paymentCheckouts)
      .set({ status: 'completed', completed_at: new Date(now), decline_reason: null })
      .where(eq(paymentCheckouts.id, checkout.id));
    const credit = await topUpCredit({
      tx,
      actor: { kind: 'system' },
      now,
      userId: checkout.user_id,
      amountCents: checkout.amount_cents,
      idempotencyKey: topUpLedgerKey({ provider, providerRef: event.providerRef }),
      checkoutId: checkout.id,
    });
    return { events: credit.events, outcome: 'credited', checkoutId: checkout.id, creditedCents: credit.credited };
  }

  // A declined card may be followed by another try on the same checkout; only `created` or
  // `declined` move, so a late refusal or expiry never undoes a completion.
  if (checkout.status === 'completed' || checkout.status === 'expired') return unchanged;
  if (event.kind === 'declined') {
    await tx
      .update(paymentCheckouts)
      .set({ status: 'declined', decline_reason: event.declineReason })
      .where(eq(paymentCheckouts.id, checkout.id));
    return { events: [], outcome: 'declined', checkoutId: checkout.id };
  }
  await tx.update(paymentCheckouts).set({ status: 'expired' }).where(eq(paymentCheckouts.id, checkout.id));
  return { events: [], outcome: 'expired', checkoutId: checkout.id };
}
