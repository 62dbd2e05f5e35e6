import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer of each paying action sent with an `Idempotency-Key` header, per user and key
 * (http/idempotency.ts). The row is written in the same transaction as the booking it answers, so a
 * retry finds either both or neither; a concurrent retry waits on the primary key until the first
 * commits. `answer` is the exact JSON text sent (jsonb would reorder its keys). Forgotten after
 * IDEMPOTENCY_KEY_TTL_MS by the sweep.
 */
export const idempotentAnswers = pgTable(
  'idempotent_answers',
  {
    // No foreign key to users: inserting a row that references a user takes a KEY SHARE lock on
    // that user's row, which the wallet's FOR UPDATE (taken later, after the course and class locks)
    // would wait for: a keyed and an unkeyed booking of one student deadlocked on it.
    user_id: bigint('user_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    /** What was asked: method, path and body, hashed; the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    answer: text('answer').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] }), index('idempotent_answers_created_at_idx').on(t.created_at)],
);
