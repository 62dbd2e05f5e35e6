import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { CatalogMirror } from './catalog/mirror';
import { paymentSettingsFromEnv } from './payments/payment-settings';
import { systemClock } from './clock';
import { openDatabase } from './db/database';
import { readEnv } from './env';
import { createLogger } from './http/logger';
import { startSweeper } from './jobs/sweep';
import { startMailDelivery } from './mail/delivery/delivery-worker';
import { createSmtpSender } from './mail/delivery/mail-sender';
import { startEventWorker } from './outbox/event-worker';
import { EVENT_HANDLERS } from './outbox/handlers';
import { DEFAULT_WEB_DIST } from './paths';
import { announceDemo, seedIfEmpty } from './seed/on-start';
import { createStorageFromEnv } from './storage/storage-from-env';

const env = readEnv();
const logger = createLogger(env.LOG_LEVEL);
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR) });
await database.migrate();
// Uploaded topic files: DATA_DIR/files, or the S3 bucket STORAGE_S3_BUCKET names.
const storage = await createStorageFromEnv(env);
// First start: an empty database gets the demo data (README "Demo accounts"); a seeded one is left alone.
const seeded = await seedIfEmpty({ db: database.db, now: systemClock.now(), logger, storage, commissionBps: env.PLATFORM_COMMISSION_BPS });

const webDist = env.WEB_DIST ?? DEFAULT_WEB_DIST;
// The class and course searches read this process's mirror of the catalogue: read it before serving, not on the first search.
const catalog = new CatalogMirror(database.db);
await catalog.read();
const app = createApp({
  database,
  catalog,
  clock: systemClock,
  logger,
  webDist,
  production: env.NODE_ENV === 'production',
  checkAnswers: env.NODE_ENV === 'test' || env.NODE_ENV === 'development',
  publicUrl: env.PUBLIC_URL,
  trustProxy: env.TRUST_PROXY,
  storage,
  commissionBps: env.PLATFORM_COMMISSION_BPS,
  payments: paymentSettingsFromEnv(env),
});
// Course auto-cancel, status moves and class reminders, every minute (SWEEP_INTERVAL_MS); safe with several processes (advisory lock).
// Its mails (a course auto-cancelled) link to PUBLIC_URL, as every other mail and the start-up log do.
const sweeper = startSweeper({
  db: database.db,
  clock: systemClock,
  intervalMs: env.SWEEP_INTERVAL_MS,
  logger,
  publicUrl: env.PUBLIC_URL,
});
// The handlers of the events commands record (mails today): woken by each commit's NOTIFY, on every
// process at once (each event and handler runs once: outbox/README.md).
const eventWorker = await startEventWorker({ database, clock: systemClock, handlers: EVENT_HANDLERS, publicUrl: env.PUBLIC_URL, logger });
// Mails leave by SMTP when SMTP_URL is set (each once across processes: mail/delivery/); otherwise they stay in the outbox.
const mailDelivery = env.SMTP_URL
  ? await startMailDelivery({
      database,
      clock: systemClock,
      logger,
      sender: createSmtpSender({ url: env.SMTP_URL, from: env.MAIL_FROM }),
      mailHost: new URL(env.PUBLIC_URL).hostname,
    })
  : null;

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const url = `${env.PUBLIC_URL}/`;
  logger.log('info', 'listening', { url, port: info.port, database: database.kind, mail: env.SMTP_URL ? 'smtp' : 'outbox only' });
  if (seeded) {
    announceDemo({ db: database.db, logger, summary: seeded, url, now: systemClock.now() }).catch((error: unknown) => {
      logger.log('error', 'demo announcement failed', { error: String(error) });
    });
  }
});

let stopping = false;
// Ctrl-C reaches both `pnpm start` (which passes it on) and this process: shut down once.
const shutdown = (signal: string): void => {
  if (stopping) return;
  stopping = true;
  logger.log('info', 'shutting down', { signal });
  server.close(() => {
    void Promise.all([sweeper.stop(), eventWorker.stop(), mailDelivery?.stop()])
      .then(() => database.close())
      .then(() => process.exit(0));
  });
};
process.on('SIGINT', () => {
  shutdown('SIGINT');
});
process.on('SIGTERM', () => {
  shutdown('SIGTERM');
});
