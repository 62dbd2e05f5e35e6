import type { Database } from '../../db/database';
import { startWakeLoop, type WakeLoop } from '../../outbox/wake-loop';
import { deliverDueMails, type DeliveryDeps } from './deliver-mails';

/** `queueMail` notifies it in the transaction that queues a mail: sent on commit, on any process. */
export const MAIL_CHANNEL = 'mail_outbox';
/** Looks without being woken: for retries coming due, and mails whose NOTIFY was missed. */
export const MAIL_POLL_INTERVAL_MS = 5_000;

export type MailDelivery = WakeLoop;

/**
 * Sends the outbox: at start, on every queued mail's NOTIFY and every `pollIntervalMs`. Safe on every
 * process at once (claims are `SKIP LOCKED` with a lease: deliver-mails.ts). Started only when
 * SMTP_URL is set; without it mails stay in the outbox for the dev outbox page. Stopping also closes
 * the sender.
 */
export async function startMailDelivery({
  database,
  pollIntervalMs = MAIL_POLL_INTERVAL_MS,
  ...deps
}: Omit<DeliveryDeps, 'db'> & { database: Pick<Database, 'db' | 'listen'>; pollIntervalMs?: number }): Promise<MailDelivery> {
  const loop = await startWakeLoop({
    database,
    channel: MAIL_CHANNEL,
    pollIntervalMs,
    logger: deps.logger,
    name: 'mail delivery',
    work: () => deliverDueMails({ ...deps, db: database.db }),
  });
  return {
    kick: () => {
      loop.kick();
    },
    stop: async () => {
      await loop.stop();
      deps.sender.close();
    },
  };
}
