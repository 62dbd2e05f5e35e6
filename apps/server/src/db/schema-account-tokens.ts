import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';

/**
 * Issue 17 "Forgot password": one-use reset links; only the SHA-256 of the token is stored. A used
 * link keeps its row (`used_at`) so a second use is told apart from a wrong one only in the logs.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('password_resets_user_id_idx').on(t.user_id)],
);

/** Issue 17 "change email (confirm the new address)": the link mailed to the new address; SHA-256 of the token only. */
export const emailChanges = pgTable(
  'email_changes',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    new_email: text('new_email').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('email_changes_user_id_idx').on(t.user_id)],
);
