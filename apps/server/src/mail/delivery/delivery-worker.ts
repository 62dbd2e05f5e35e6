import type { Database } from '../../db/database';
import { deliverDueMails, type DeliveryDeps } from './deliver-mails';

/** `queueMail` notifies it in the transaction that queues a mail: sent on commit, on any process. */
export const MAIL_CHANNEL = 'mail_outbox';
/** Looks without being woken: for retries coming due, and mails whose NOTIFY was missed. */
export const MAIL_POLL_INTERVAL_MS = 5_000;

export interface MailDelivery {
  kick(): void;
  /** Stops listening and polling, waits for the run in progress, closes the sender. */
  stop(): Promise<void>;
}

/**
 * Sends the outbox: at start, on every queued mail's NOTIFY and every `pollIntervalMs`. Safe on every
 * process at once (claims are `SKIP LOCKED` with a lease: deliver-mails.ts). Started only when
 * SMTP_URL is set; without it mails stay in the outbox for the dev outbox page.
 */
export async function startMailDelivery({
  database,
  pollIntervalMs = MAIL_POLL_INTERVAL_MS,
  ...deps
}: Omit<DeliveryDeps, 'db'> & { database: Pick<Database, 'db' | 'listen'>; pollIntervalMs?: number }): Promise<MailDelivery> {
  let stopped = false;
  let running: Promise<void> | null = null;
  let wakeups = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async (): Promise<void> => {
    for (;;) {
      const seen = wakeups;
      try {
        await deliverDueMails({ ...deps, db: database.db });
      } catch (error) {
        deps.logger.log('error', 'mail delivery run failed', { error: String(error) });
      }
      if (stopped || wakeups === seen) return;
    }
  };
  const kick = (): void => {
    if (stopped) return;
    wakeups += 1;
    if (running) return;
    clearTimeout(timer);
    running = run().finally(() => {
      running = null;
      if (!stopped) timer = setTimeout(kick, pollIntervalMs);
    });
  };

  const unlisten = await database.listen(MAIL_CHANNEL, kick, (error) => {
    deps.logger.log('warn', 'mail delivery stopped listening; polling only', { error: String(error) });
  });
  kick();
  return {
    kick,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await unlisten().catch(() => undefined);
      await running;
      deps.sender.close();
    },
  };
}
