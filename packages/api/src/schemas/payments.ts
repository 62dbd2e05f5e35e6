import { z } from 'zod';
import { isSameSitePath } from '../same-site-path';

/** Issue 15: who takes the money. `sandbox` is our own test checkout (no real money), off in production. */
export const PAYMENT_PROVIDER_NAMES = ['stripe', 'sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];
export const TOP_UP_STATUSES = ['created', 'completed', 'declined', 'expired'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

export const RETURN_PATH_MAX_LENGTH = 500;

/**
 * A path on this site to come back to after paying (`/payment`, `/wallet`): never another host
 * (`//host`, `/\host`, `https:`), never the API, no control characters. The server stores only
 * such a path, so the checkout's way back cannot become an open redirect.
 */
export function isReturnPath(value: string): boolean {
  return value.length <= RETURN_PATH_MAX_LENGTH && isSameSitePath(value) && !/^\/api(\/|$|\?)/.test(value);
}

export const ReturnPathSchema = z.string().refine(isReturnPath, 'return_path must be a path on this site, such as /wallet');

/** A checkout's id: `tu_` and 32 hex digits (random, so it can stand in an address). */
export const CheckoutIdSchema = z.string().regex(/^tu_[0-9a-f]{32}$/, 'not a checkout id');
export const CheckoutIdParamSchema = z.object({ id: CheckoutIdSchema });

export const TopUpOptionsResponseSchema = z.object({
  data: z.object({
    /** False when no provider is configured (production without Stripe keys). */
    available: z.boolean(),
    provider: z.enum(PAYMENT_PROVIDER_NAMES).nullable(),
    currency: z.literal('USD'),
    min_cents: z.number().int(),
    max_cents: z.number().int(),
    presets: z.array(z.number().int()),
  }),
});
export type TopUpOptions = z.infer<typeof TopUpOptionsResponseSchema>['data'];

export const StartTopUpBodySchema = z.object({
  /** USD cents: the wallet's currency; the bounds are checked by the server (TopUpAmountOutOfBounds). */
  amount_cents: z.number().int().positive(),
  return_path: ReturnPathSchema,
});
export type StartTopUpBody = z.infer<typeof StartTopUpBodySchema>;

export const StartTopUpResponseSchema = z.object({
  data: z.object({
    checkout_id: CheckoutIdSchema,
    /** Where the browser goes to pay: Stripe's hosted page, or the sandbox checkout on this site. */
    checkout_url: z.string(),
  }),
});

export const TopUpSchema = z.object({
  checkout_id: CheckoutIdSchema,
  provider: z.enum(PAYMENT_PROVIDER_NAMES),
  status: z.enum(TOP_UP_STATUSES),
  amount_cents: z.number().int(),
  currency: z.literal('USD'),
  return_path: z.string(),
  /** The provider's words for the last refusal ("Your card was declined."), else null. */
  decline_reason: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type TopUp = z.infer<typeof TopUpSchema>;
export const TopUpResponseSchema = z.object({ data: TopUpSchema });

export const CARD_NUMBER_MAX_LENGTH = 32;
export const PaySandboxCheckoutBodySchema = z.object({
  /** A test card number; spaces allowed. */
  card_number: z.string().trim().min(1).max(CARD_NUMBER_MAX_LENGTH),
  /** The answer on the second step (a card that asks for it): true approves, false fails it. */
  authenticated: z.boolean().optional(),
});
export type PaySandboxCheckoutBody = z.infer<typeof PaySandboxCheckoutBodySchema>;

export const SANDBOX_OUTCOMES = ['completed', 'declined', 'requires_action'] as const;
export const PaySandboxCheckoutResponseSchema = z.object({
  data: z.object({
    outcome: z.enum(SANDBOX_OUTCOMES),
    /** Set when declined. */
    decline_reason: z.string().nullable(),
    top_up: TopUpSchema,
  }),
});
