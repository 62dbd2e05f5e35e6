import type { TopUpBounds } from '@app/domain';
import type { Env } from '../env';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import { DEV_SANDBOX_WEBHOOK_SECRET } from './sandbox-signature';
import { createStripeClient, createStripeProvider } from './stripe-provider';

/** How top-ups are taken here: the provider (null: "payments are not configured") and the bounds. */
export interface PaymentSettings {
  readonly provider: PaymentProvider | null;
  readonly bounds: TopUpBounds;
  /** The sandbox's signing secret when the sandbox is the provider; its checkout routes exist only then. */
  readonly sandboxSecret: string | null;
}

/**
 * Stripe when its two keys are set; otherwise the sandbox, except with NODE_ENV=production, where
 * nothing takes money until Stripe is configured (a real site must never show a fake checkout).
 */
export function paymentSettingsFromEnv(
  env: Pick<
    Env,
    | 'STRIPE_SECRET_KEY'
    | 'STRIPE_WEBHOOK_SECRET'
    | 'SANDBOX_WEBHOOK_SECRET'
    | 'TOP_UP_MIN_CENTS'
    | 'TOP_UP_MAX_CENTS'
    | 'NODE_ENV'
    | 'PUBLIC_URL'
  >,
): PaymentSettings {
  const bounds = { minCents: env.TOP_UP_MIN_CENTS, maxCents: env.TOP_UP_MAX_CENTS };
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    const provider = createStripeProvider({ client: createStripeClient(env.STRIPE_SECRET_KEY), webhookSecret: env.STRIPE_WEBHOOK_SECRET });
    return { provider, bounds, sandboxSecret: null };
  }
  if (env.NODE_ENV === 'production') return { provider: null, bounds, sandboxSecret: null };
  return sandboxPaymentSettings({ publicUrl: env.PUBLIC_URL, secret: env.SANDBOX_WEBHOOK_SECRET, bounds });
}

export function sandboxPaymentSettings({
  publicUrl,
  secret = DEV_SANDBOX_WEBHOOK_SECRET,
  bounds,
}: {
  publicUrl: string;
  secret?: string;
  bounds: TopUpBounds;
}): PaymentSettings {
  return { provider: createSandboxProvider({ publicUrl, webhookSecret: secret }), bounds, sandboxSecret: secret };
}
