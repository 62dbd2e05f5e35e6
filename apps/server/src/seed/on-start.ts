import { skipDueReminders } from '../jobs/class-reminders';
import { requestEmailConfirmation } from '../accounts/email-confirmation';
import type { Db } from '../db/database';
import type { Logger } from '../http/logger';
import type { FileStorage } from '../storage/file-storage';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { type SeedSummary, seedDemoData } from './seed-demo';

/** First start: seeds an empty database and logs what it wrote; an existing database is left alone. */
export async function seedIfEmpty({
  db,
  now,
  logger,
  storage,
  commissionBps,
}: {
  db: Db;
  now: number;
  logger: Logger;
  storage: FileStorage;
  commissionBps?: number;
}): Promise<SeedSummary | null> {
  const started = performance.now();
  const result = await seedDemoData({ db, now, storage, commissionBps });
  if (!result.seeded) {
    logger.log('debug', 'demo data not seeded: the database already has users');
    return null;
  }
  // The seeded bookings are history: reminders already due are recorded, not mailed (the rest go out on time).
  await skipDueReminders({ db, now });
  logger.log('info', 'demo data seeded', { ms: Math.round(performance.now() - started), counts: result.summary.counts });
  return result.summary;
}

/**
 * Once the server listens: prints the demo accounts with the URL, and asks for the unconfirmed demo
 * student's confirmation link; the event worker mails it to the outbox (and the log), linking to
 * PUBLIC_URL, where the confirm-email page finds it.
 */
export async function announceDemo({
  db,
  logger,
  summary,
  url,
  now,
}: {
  db: Db;
  logger: Logger;
  summary: SeedSummary;
  url: string;
  now: number;
}): Promise<void> {
  logger.log('info', 'demo accounts', {
    url,
    accounts: summary.accounts.map(({ email, password, role, shows }) => ({ email, password, role, shows })),
  });
  const unconfirmed = summary.accounts.find((a) => a.email === DEMO_ACCOUNTS.newStudent.email);
  if (unconfirmed) {
    await requestEmailConfirmation({ db, userId: unconfirmed.user_id, now });
  }
}
