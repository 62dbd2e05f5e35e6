import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database, Db } from '../db/database';
import { domainEvents, eventHandlings } from '../db/schema-outbox';
import type { Logger } from '../http/logger';
import type { DomainEvent } from './domain-events';
import type { EventHandler } from './event-handler';
import { EVENTS_CHANNEL } from './record-events';
import { retryDelayMs } from './retry';
import { startWakeLoop, type WakeLoop } from './wake-loop';

/** How many undispatched events one fan-out transaction takes. */
const DISPATCH_BATCH = 100;
/**
 * How often a worker looks without being woken: for retries coming due, and for events whose
 * NOTIFY it missed (a listening connection that dropped).
 */
export const EVENT_POLL_INTERVAL_MS = 5_000;

export interface EventWorkerDeps {
  readonly db: Db;
  readonly handlers: readonly EventHandler[];
  /** `PUBLIC_URL`, handed to handlers for the links they write. */
  readonly publicUrl: string;
  readonly logger: Logger;
}

/**
 * Fans new events out: one `event_handlings` row per handler that takes the event's type, then marks
 * the event dispatched. Workers take undispatched events with `SKIP LOCKED`, so on several processes
 * each event is fanned out once. Answers how many events it took.
 */
export async function dispatchEvents({ db, handlers, now }: Pick<EventWorkerDeps, 'db' | 'handlers'> & { now: number }): Promise<number> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .select({ id: domainEvents.id, type: domainEvents.type })
      .from(domainEvents)
      .where(isNull(domainEvents.dispatched_at))
      .orderBy(asc(domainEvents.id))
      .limit(DISPATCH_BATCH)
      .for('update', { skipLocked: true });
    if (fresh.length === 0) return 0;
    const at = new Date(now);
    const rows = fresh.flatMap((event) =>
      handlers
        .filter((h) => (h.types as readonly string[]).includes(event.type))
        .map((h) => ({ event_id: event.id, handler: h.name, next_attempt_at: at })),
    );
    if (rows.length > 0) await tx.insert(eventHandlings).values(rows).onConflictDoNothing();
    await tx
      .update(domainEvents)
      .set({ dispatched_at: at })
      .where(
        inArray(
          domainEvents.id,
          fresh.map((e) => e.id),
        ),
      );
    return fresh.length;
  });
}

type Outcome = 'handled' | 'retrying' | 'gave-up' | 'none';

/**
 * Claims one due (event, handler) of these handlers (`FOR UPDATE SKIP LOCKED`: a row another process
 * is handling is passed over, never run twice) and runs the handler in a savepoint of the transaction
 * that marks it done, so its writes and the mark commit together. A throw rolls the savepoint back
 * and records the attempt, the error and the next try (or `failed_at`, past the last try).
 */
async function handleNext({ db, handlers, publicUrl, logger, now }: EventWorkerDeps & { now: number }): Promise<Outcome> {
  const byName = new Map(handlers.map((h) => [h.name, h]));
  if (byName.size === 0) return 'none';
  return db.transaction(async (tx) => {
    const at = new Date(now);
    const [claim] = await tx
      .select({
        event_id: eventHandlings.event_id,
        handler: eventHandlings.handler,
        attempts: eventHandlings.attempts,
        type: domainEvents.type,
        payload: domainEvents.payload,
      })
      .from(eventHandlings)
      .innerJoin(domainEvents, eq(domainEvents.id, eventHandlings.event_id))
      .where(
        and(
          isNull(eventHandlings.done_at),
          isNull(eventHandlings.failed_at),
          lte(eventHandlings.next_attempt_at, at),
          inArray(eventHandlings.handler, [...byName.keys()]),
        ),
      )
      .orderBy(asc(eventHandlings.next_attempt_at), asc(eventHandlings.event_id))
      .limit(1)
      .for('update', { of: eventHandlings, skipLocked: true });
    if (!claim) return 'none';
    const handler = byName.get(claim.handler);
    if (!handler) return 'none';
    const key = and(eq(eventHandlings.event_id, claim.event_id), eq(eventHandlings.handler, claim.handler));
    const event = { ...(claim.payload as object), type: claim.type } as DomainEvent;
    const attempts = claim.attempts + 1;
    try {
      await tx.transaction(async (savepoint) => {
        await handler.handle(event, { tx: savepoint, now, publicUrl, logger, eventId: claim.event_id });
      });
    } catch (error) {
      const delay = retryDelayMs(attempts);
      const lastError = (error instanceof Error ? (error.stack ?? error.message) : String(error)).slice(0, 4_000);
      await tx
        .update(eventHandlings)
        .set({ attempts, last_error: lastError, ...(delay === null ? { failed_at: at } : { next_attempt_at: new Date(now + delay) }) })
        .where(key);
      logger.log(delay === null ? 'error' : 'warn', delay === null ? 'event handler gave up' : 'event handler failed', {
        eventId: claim.event_id,
        type: claim.type,
        handler: claim.handler,
        attempts,
        error: String(error),
      });
      return delay === null ? 'gave-up' : 'retrying';
    }
    await tx.update(eventHandlings).set({ attempts, done_at: at, last_error: null }).where(key);
    return 'handled';
  });
}

export interface DrainResult {
  readonly handled: number;
  /** Failures this run (each will be retried later, or has given up). */
  readonly failed: number;
}

/**
 * Dispatches and handles everything due at `now` until nothing is left (handlers that fail are
 * rescheduled past `now`, so this ends). The worker runs it on each wake-up; tests call it directly
 * to see a command's side effects.
 */
export async function drainEvents(deps: EventWorkerDeps & { now: number }): Promise<DrainResult> {
  let handled = 0;
  let failed = 0;
  for (;;) {
    const dispatched = await dispatchEvents(deps);
    let ran = 0;
    for (let outcome = await handleNext(deps); outcome !== 'none'; outcome = await handleNext(deps)) {
      ran += 1;
      if (outcome === 'handled') handled += 1;
      else failed += 1;
    }
    if (dispatched === 0 && ran === 0) return { handled, failed };
  }
}

export type EventWorker = WakeLoop;

/**
 * Runs `drainEvents` at start, on every NOTIFY from `recordEvents` (any process's commit), and every
 * `pollIntervalMs`. Safe on every process at once: claims are `SKIP LOCKED`. A failed run is logged
 * and the next wake-up tries again.
 */
export function startEventWorker({
  database,
  clock,
  handlers,
  publicUrl,
  logger,
  pollIntervalMs = EVENT_POLL_INTERVAL_MS,
}: Omit<EventWorkerDeps, 'db'> & {
  database: Pick<Database, 'db' | 'listen'>;
  clock: Clock;
  pollIntervalMs?: number;
}): Promise<EventWorker> {
  return startWakeLoop({
    database,
    channel: EVENTS_CHANNEL,
    pollIntervalMs,
    logger,
    name: 'event worker',
    work: () => drainEvents({ db: database.db, handlers, publicUrl, logger, now: clock.now() }),
  });
}
