import { type AppDeps, createApp } from '../app';
import { createManualClock } from '../clock';
import type { Database } from '../db/database';
import { createLogger } from '../http/logger';

/** The app on a manual clock; `deps` overrides settings such as `publicUrl` or `trustProxy`. */
export function createTestApp(database: Database, start = Date.UTC(2026, 2, 10, 12), deps: Partial<Pick<AppDeps, 'publicUrl' | 'trustProxy' | 'production'>> = {}) {
  const clock = createManualClock(start);
  const app = createApp({ database, clock, logger: createLogger(process.env.TEST_LOG === '1' ? 'debug' : 'silent'), ...deps });
  return { app, clock };
}
