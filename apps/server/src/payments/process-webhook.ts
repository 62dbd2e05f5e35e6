import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';
import type { Logger } from '../http/logger';
import { settlePaymentEvent, type SettleResult } from '../commands/top-up-checkout';
import { type PaymentProvider, WebhookVerificationError } from './payment-provider';

export type WebhookAnswer = SettleResult | { readonly outcome: 'ignored'; readonly checkoutId: null };

/**
 * The one path every payment webhook takes, Stripe's and the sandbox's alike (the sandbox
 * checkout's submit calls this with the event it signed): verify the signature on the raw body,
 * then settle the event in one transaction. A bad signature is `WebhookSignatureInvalid` (400), a
 * refused event `WebhookEventRefused` (422); both are logged and write nothing.
 */
export async function processPaymentWebhook({
  db,
  provider,
  rawBody,
  signature,
  now,
  logger,
  reqId,
}: {
  db: Db;
  provider: PaymentProvider;
  rawBody: string;
  signature: string | undefined;
  now: number;
  logger: Logger;
  reqId?: string;
}): Promise<WebhookAnswer> {
  let event;
  try {
    event = provider.verifyWebhook({ rawBody, signature, nowMs: now });
  } catch (error) {
    if (!(error instanceof WebhookVerificationError)) throw error;
    logger.log('warn', 'payment webhook signature refused', { reqId, provider: provider.name, reason: error.message });
    throw new AppError('WebhookSignatureInvalid', `Webhook signature refused: ${error.message}`);
  }
  if (event.kind === 'ignored') return { outcome: 'ignored', checkoutId: null };
  const verified = event;
  try {
    const result = await db.transaction((tx) =>
      settlePaymentEvent({ tx, actor: { kind: 'system' }, now, provider: provider.name, event: verified }),
    );
    logger.log('info', 'payment webhook', {
      reqId,
      provider: provider.name,
      eventId: verified.eventId,
      outcome: result.outcome,
      checkoutId: result.checkoutId,
    });
    return result.outcome === 'credited'
      ? { outcome: result.outcome, checkoutId: result.checkoutId, creditedCents: result.creditedCents }
      : { outcome: result.outcome, checkoutId: result.checkoutId };
  } catch (error) {
    if (error instanceof AppError && error.code === 'WebhookEventRefused')
      logger.log('warn', 'payment webhook refused', { reqId, provider: provider.name, eventId: verified.eventId, reason: error.message });
    throw error;
  }
}
