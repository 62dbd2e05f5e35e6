import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The events commands return (outbox/domain-events.ts), stored in the transaction that caused them:
 * a rolled-back command leaves no event, a committed one always has its events. Background handlers
 * (mail, later calendar, waitlist, audit) read them from here (outbox/event-worker.ts).
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * When a worker gave the event one `event_handlings` row per handler that takes its type; null
     * until then. Workers claim undispatched events with `FOR UPDATE SKIP LOCKED`, so each is fanned out once.
     */
    dispatched_at: timestamp('dispatched_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('domain_events_created_at_idx').on(t.created_at),
    index('domain_events_undispatched_idx')
      .on(t.id)
      .where(sql`dispatched_at is null`),
  ],
);

/**
 * One row per event and handler: the handler's progress on that event. A handler claims its due rows
 * with `FOR UPDATE SKIP LOCKED`, so on several processes each (event, handler) runs once; `done_at`
 * set means handled; `failed_at` set means it gave up after the last allowed attempt (left for a
 * person to read `last_error`); otherwise `attempts` and `next_attempt_at` drive retries with backoff.
 */
export const eventHandlings = pgTable(
  'event_handlings',
  {
    event_id: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    handler: text('handler').notNull(),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    done_at: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    failed_at: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    last_error: text('last_error'),
  },
  (t) => [
    primaryKey({ columns: [t.event_id, t.handler] }),
    index('event_handlings_due_idx')
      .on(t.next_attempt_at)
      .where(sql`done_at is null and failed_at is null`),
  ],
);
