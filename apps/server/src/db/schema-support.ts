import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = (name: string) => bigint(name, { mode: 'number' });

/**
 * Requests sent through the support widget's contact form (001 §2.6). `user_id` is the session's
 * user or 0 for a visitor (the widget's "id defaults to 0"); no foreign key, so a request outlives
 * its account. Recent rows per user (or per e-mail for visitors) are the rate limit's count.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: id('user_id').notNull().default(0),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    page: text('page'),
    created_at: ts('created_at').notNull(),
  },
  (t) => [
    index('support_requests_user_idx').on(t.user_id, t.created_at),
    index('support_requests_email_idx').on(sql`lower(${t.email})`, t.created_at),
    check('support_requests_user_id_check', sql`${t.user_id} >= 0`),
  ],
);
