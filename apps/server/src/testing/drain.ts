import type { Db } from '../db/database';
import { createLogger } from '../http/logger';
import { type DrainResult, drainEvents } from '../outbox/event-worker';
import { EVENT_HANDLERS } from '../outbox/handlers';

/**
 * Runs the server's event handlers on everything due at `now`, as the worker does a moment after a
 * commit: a test calls it before reading a handler's effect (a mail in the outbox).
 */
export function drainTestEvents(
  db: Db,
  { now, publicUrl = 'http://localhost' }: { now: number; publicUrl?: string },
): Promise<DrainResult> {
  return drainEvents({
    db,
    handlers: EVENT_HANDLERS,
    publicUrl,
    logger: createLogger(process.env.TEST_LOG === '1' ? 'debug' : 'silent'),
    now,
  });
}
