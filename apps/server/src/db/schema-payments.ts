import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { oneOf } from './one-of';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = (name: string) => bigint(name, { mode: 'number' });

export const PAYMENT_PROVIDERS = ['stripe', 'sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const CHECKOUT_STATUSES = ['created', 'completed', 'declined', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/**
 * Issue 15 "Adding credit": one row per top-up a student started. The wallet is credited (a TOP_UP
 * ledger row keyed by the provider's reference) only in the transaction that moves the row to
 * `completed` on the provider's signed webhook. `amount_cents` is what was asked, in USD cents,
 * and is what the provider's confirmation must match. `completed` is final: a late `expired` or a
 * second completion changes nothing.
 */
export const paymentCheckouts = pgTable(
  'payment_checkouts',
  {
    /** Random (not a sequence): it is in the sandbox checkout's address and the provider's metadata. */
    id: text('id').primaryKey(),
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's id of the payment (Stripe's Checkout Session id, `cs_...`); set when the provider made it. */
    provider_ref: text('provider_ref'),
    amount_cents: integer('amount_cents').notNull(),
    /** ISO 4217, lower case as Stripe writes it: always `usd` (README "Top-up: currency"). */
    currency: text('currency').notNull(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull(),
    /** The provider's words for the last refusal ("Your card was declined."). */
    decline_reason: text('decline_reason'),
    /** A same-site path (checked at creation) the student goes back to once paid. */
    return_path: text('return_path').notNull(),
    created_at: ts('created_at').notNull(),
    completed_at: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('payment_checkouts_provider_ref').on(t.provider, t.provider_ref),
    index('payment_checkouts_user_idx').on(t.user_id, t.created_at),
    check('payment_checkouts_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('payment_checkouts_status_check', oneOf(t.status, CHECKOUT_STATUSES)),
    check('payment_checkouts_amount_check', sql`${t.amount_cents} > 0`),
    check('payment_checkouts_completed_check', sql`(${t.status} = 'completed') = (${t.completed_at} is not null)`),
  ],
);

/**
 * Every webhook event acted on, by the provider's event id: inserted first in the transaction that
 * acts on it, so a replay or a second delivery finds the row and does nothing (and a delivery racing
 * it waits on the primary key until the first commits).
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    event_id: text('event_id').notNull(),
    type: text('type').notNull(),
    checkout_id: text('checkout_id'),
    received_at: ts('received_at').notNull(),
  },
  (t) => [uniqueIndex('payment_webhook_events_key').on(t.provider, t.event_id)],
);
