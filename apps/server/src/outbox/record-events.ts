import { is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { domainEvents } from '../db/schema-outbox';
import type { Tx } from '../money/ledger';
import type { DomainEvent } from './domain-events';

/** The NOTIFY channel that tells every process's event worker new events were committed. */
export const EVENTS_CHANNEL = 'domain_events';

/**
 * The transactions that already sent the NOTIFY. PostgreSQL delivers a transaction's identical
 * notifications once at commit anyway, so a second one only costs a round trip; the demo seed runs
 * hundreds of commands in one transaction. A savepoint is a transaction object of its own, so a
 * NOTIFY rolled back with one is sent again by the next command outside it.
 */
const notified = new WeakSet<Tx>();

/**
 * Stores a command's events in the command's transaction, so they exist exactly when its writes do.
 * Handlers pick them up afterwards (outbox/event-worker.ts); the NOTIFY is delivered at commit (and
 * dropped with a rollback), so workers wake as soon as the events can be read.
 */
export async function recordEvents(tx: Tx, { events, now }: { events: readonly DomainEvent[]; now: number }): Promise<void> {
  if (events.length === 0) return;
  const at = new Date(now);
  await tx.insert(domainEvents).values(events.map(({ type, ...payload }) => ({ type, payload, created_at: at })));
  if (notified.has(tx)) return;
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '')`);
  // Outside a transaction every statement commits on its own, so each one needs its NOTIFY.
  if (is(tx, PgTransaction)) notified.add(tx);
}
