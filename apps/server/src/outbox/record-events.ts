import { sql } from 'drizzle-orm';
import { domainEvents } from '../db/schema-outbox';
import type { Tx } from '../money/ledger';
import type { DomainEvent } from './domain-events';

/** The NOTIFY channel that tells every process's event worker new events were committed. */
export const EVENTS_CHANNEL = 'domain_events';

/**
 * Stores a command's events in the command's transaction, so they exist exactly when its writes do.
 * Handlers pick them up afterwards (outbox/event-worker.ts); the NOTIFY is delivered at commit (and
 * dropped with a rollback), so workers wake as soon as the events can be read.
 */
export async function recordEvents(tx: Tx, { events, now }: { events: readonly DomainEvent[]; now: number }): Promise<void> {
  if (events.length === 0) return;
  const at = new Date(now);
  await tx.insert(domainEvents).values(events.map(({ type, ...payload }) => ({ type, payload, created_at: at })));
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '')`);
}
