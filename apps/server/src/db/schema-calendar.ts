import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';

/**
 * A user's private calendar feed (issue 15): `GET /api/calendar/{token}.ics` lists their classes,
 * courses and lessons for any calendar app that subscribes. The token is the whole key, so it is
 * long and random; it is kept as is (not hashed) because the settings page shows the link whenever
 * the user asks, as calendar services do, and it opens nothing but this list. Resetting it replaces
 * the row: the old link stops at once.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  user_id: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.user_id),
  token: text('token').notNull().unique('calendar_feeds_token_key'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
