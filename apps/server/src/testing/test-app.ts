import { createApp } from '../app';
import { createManualClock } from '../clock';
import type { Database } from '../db/database';
import { createLogger } from '../http/logger';

export function createTestApp(database: Database, start = Date.UTC(2026, 2, 10, 12)) {
  const clock = createManualClock(start);
  const app = createApp({ database, clock, logger: createLogger('silent') });
  return { app, clock };
}
