import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../app';
import { hashPassword } from '../auth/password';
import { type Clock, systemClock } from '../clock';
import type { Database } from '../db/database';
import { createLogger } from '../http/logger';
import { type MailDelivery, startMailDelivery } from '../mail/delivery/delivery-worker';
import { createSmtpSender } from '../mail/delivery/mail-sender';
import { startEventWorker } from '../outbox/event-worker';
import { EVENT_HANDLERS } from '../outbox/handlers';
import { openMigratedPglite } from './pglite-template';
import { TEST_PASSWORD_HASH_COST } from './test-app';
import { announceDemo } from '../seed/on-start';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { type SeedSummary, seedDemoData } from '../seed/seed-demo';
import type { FileStorage } from '../storage/file-storage';
import { createMemoryStorage } from '../storage/memory-storage';

export { type Clock, createShiftedClock } from '../clock';

export interface E2eServer {
  /** `http://127.0.0.1:<port>`: the one URL serving the web app and `/api`. */
  readonly url: string;
  readonly database: Database;
  readonly summary: SeedSummary;
  /** The app's file storage: a spec adds a material through it as the console would (addMaterialFile). */
  readonly storage: FileStorage;
  close(): Promise<void>;
}

/**
 * The real server for browser tests: in-memory PGlite, migrated and seeded with the demo exactly as
 * a first `pnpm start` does (times relative to now, the unconfirmed student's link in the outbox),
 * on the system clock unless the spec passes its own, serving the built web app, with the event worker running. The test process keeps the database handle, so a
 * test can add what the demo lacks (a class 5 minutes from start) with the server's own fixtures.
 */
export async function startE2eServer({
  webDist,
  clock = systemClock,
  smtpUrl,
}: {
  webDist: string;
  clock?: Clock | undefined;
  /** As SMTP_URL: mails leave by SMTP to it (a test's own server), as on a real deployment. */
  smtpUrl?: string | undefined;
}): Promise<E2eServer> {
  const database = await openMigratedPglite();
  const now = clock.now();
  const storage = createMemoryStorage();
  // The demo's password at the tests' cost: the specs sign in hundreds of times.
  const passwordHash = await hashPassword(DEMO_PASSWORD, TEST_PASSWORD_HASH_COST);
  const seeded = await seedDemoData({ db: database.db, now, storage, passwordHash });
  if (!seeded.seeded) throw new Error('the e2e database was not empty');
  const logger = createLogger('silent');
  // The port is known once listening, and the app's PUBLIC_URL is that address, so the app comes second.
  const late: { app?: ReturnType<typeof createApp> } = {};
  const server = serve({
    fetch: (request, env: unknown) => (late.app ? late.app.fetch(request, env) : new Response('starting', { status: 503 })),
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve) =>
    server.once('listening', () => {
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // One proxy hop trusted: the harness may name a client address in X-Forwarded-For, so a suite
  // that signs up many students is not one address hitting the sign-up limit.
  late.app = createApp({
    database,
    clock,
    logger,
    webDist,
    storage,
    checkAnswers: true,
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    publicUrl: url,
    trustProxy: { kind: 'hops', hops: 1 },
  });
  // Mails are written by the event worker, as on a real server: a moment after the commit.
  const worker = await startEventWorker({ database, clock, handlers: EVENT_HANDLERS, publicUrl: url, logger });
  const delivery: MailDelivery | null = smtpUrl
    ? await startMailDelivery({
        database,
        sender: createSmtpSender({ url: smtpUrl, from: 'Linguaroom <no-reply@linguaroom.test>' }),
        clock,
        logger,
        mailHost: new URL(url).hostname,
      })
    : null;
  await announceDemo({ db: database.db, logger, summary: seeded.summary, url, now });
  return {
    url,
    database,
    summary: seeded.summary,
    storage,
    close: async () => {
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
      await worker.stop();
      await delivery?.stop();
      await database.close();
    },
  };
}
