import { type AppDeps, createApp } from '../app';
import { createManualClock } from '../clock';
import type { Database } from '../db/database';
import { createLogger } from '../http/logger';
import { createMemoryStorage } from '../storage/memory-storage';
import { drainTestEvents } from './drain';

/** scrypt's N for test accounts: each test sign-up and sign-in would otherwise take 128 MiB and a second of CPU. */
export const TEST_PASSWORD_HASH_COST = 2 ** 10;

/**
 * The app on a manual clock; `deps` overrides settings such as `publicUrl` or `trustProxy`.
 * `drain()` runs the event handlers as the server's worker would (same PUBLIC_URL, the clock's now).
 */
export function createTestApp(
  database: Database,
  start = Date.UTC(2026, 2, 10, 12),
  deps: Partial<Pick<AppDeps, 'publicUrl' | 'trustProxy' | 'production' | 'commissionBps' | 'payments' | 'passwordHashCost'>> = {},
) {
  const clock = createManualClock(start);
  // The app's file storage, in this process: fixtures put materials in it (testing/material-fixtures.ts).
  const storage = createMemoryStorage();
  const app = createApp({
    database,
    clock,
    storage,
    checkAnswers: true,
    logger: createLogger(process.env.TEST_LOG === '1' ? 'debug' : 'silent'),
    // A production app refuses a low cost, as it should.
    passwordHashCost: deps.production === true ? undefined : TEST_PASSWORD_HASH_COST,
    ...deps,
  });
  const drain = () => drainTestEvents(database.db, { now: clock.now(), publicUrl: deps.publicUrl ?? 'http://localhost' });
  return { app, clock, drain, storage };
}
