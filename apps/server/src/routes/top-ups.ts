import { randomBytes } from 'node:crypto';
import { getTopUp, getTopUpOptions, startTopUp, topUpReturnPath, webUrl } from '@app/api';
import { checkTopUpAmount, topUpPresets } from '@app/domain';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import { openTopUpCheckout } from '../commands/top-up-checkout';
import { AppError, notFoundError } from '../errors/app-error';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { formatUsd } from '../mail/mail';
import { findUserCheckout, toTopUp } from '../payments/top-up-reads';

const newCheckoutId = (): string => `tu_${randomBytes(16).toString('hex')}`;
const usd = (cents: number): string => formatUsd(cents, 'en');

/**
 * Issue 15 top-ups: the options (bounds, presets, provider), starting a checkout at the provider,
 * and reading one back (the return page waits on it). Nothing here credits the wallet: only the
 * provider's signed webhook does (routes/payment-webhooks.ts).
 */
export function topUpRoutes({
  database,
  clock,
  publicUrl,
  payments,
}: Pick<RouteDeps, 'database' | 'clock' | 'publicUrl' | 'payments'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, getTopUpOptions, () =>
    Promise.resolve({
      data: {
        available: payments.provider !== null,
        provider: payments.provider?.name ?? null,
        currency: 'USD' as const,
        min_cents: payments.bounds.minCents,
        max_cents: payments.bounds.maxCents,
        presets: topUpPresets(payments.bounds),
      },
    }),
  );

  mount(routes, startTopUp, async ({ body, user }) => {
    const provider = payments.provider;
    if (!provider) throw new AppError('PaymentsNotConfigured', 'Payments are not configured on this server.');
    const check = checkTopUpAmount({ cents: body.amount_cents, bounds: payments.bounds });
    if (!check.ok) {
      const message =
        check.reason === 'below-min'
          ? `A top-up is at least ${usd(check.limitCents)}.`
          : check.reason === 'above-max'
            ? `A top-up is at most ${usd(check.limitCents)}.`
            : 'A top-up is a whole number of cents.';
      throw new AppError('TopUpAmountOutOfBounds', message, 'amount_cents');
    }
    const checkoutId = newCheckoutId();
    const back = webUrl(publicUrl, topUpReturnPath({ checkoutId }));
    // The provider is asked before the row is written, outside any transaction: no lock waits on
    // the network. A session whose row failed to write is never paid for and expires at the provider.
    const opened = await provider.openCheckout({
      checkoutId,
      userId: user.user_id,
      email: user.email,
      amountCents: body.amount_cents,
      currency: 'usd',
      successUrl: back,
      cancelUrl: `${back}?cancelled=1`,
      description: `Linguaroom wallet credit (${usd(body.amount_cents)})`,
    });
    await db.transaction((tx) =>
      openTopUpCheckout({
        tx,
        actor: { kind: 'student', userId: user.user_id },
        now: clock.now(),
        checkoutId,
        provider: provider.name,
        providerRef: opened.providerRef,
        amountCents: body.amount_cents,
        returnPath: body.return_path,
      }),
    );
    return { data: { checkout_id: checkoutId, checkout_url: opened.url } };
  });

  mount(routes, getTopUp, async ({ params, user }) => {
    const row = await findUserCheckout(db, { userId: user.user_id, checkoutId: params.id });
    if (!row) throw notFoundError('Top-up');
    return { data: toTopUp(row) };
  });

  return routes;
}
