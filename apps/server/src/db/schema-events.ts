import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = (name: string) => bigint(name, { mode: 'number' });

/**
 * First-party analytics events (POST /api/events). `user_id` comes from the session, never from the
 * client; `browser_key` and `booking_flow_id` from the event. `received_at` (the server clock) is
 * what the report counts by, so a wrong client clock cannot move an event into another day.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    event_id: text('event_id').notNull(),
    name: text('name').notNull(),
    occurred_at: ts('occurred_at').notNull(),
    received_at: ts('received_at').notNull(),
    path: text('path').notNull(),
    user_id: id('user_id').references(() => users.user_id, { onDelete: 'set null' }),
    browser_key: text('browser_key'),
    booking_flow_id: text('booking_flow_id'),
    props: jsonb('props').notNull(),
  },
  (t) => [
    // A retried batch (beacon after a fetch that did arrive) stores each event once.
    uniqueIndex('analytics_events_event_id_key').on(t.event_id),
    // The report: per day and name over a window, and the funnel's steps by name over a window.
    index('analytics_events_name_received_idx').on(t.name, t.received_at),
    index('analytics_events_received_idx').on(t.received_at),
  ],
);

/** 001 §7.2 marketing popup content, stored (an active row inside its window is shown). */
export const marketingPopups = pgTable(
  'marketing_popups',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    cta_label: text('cta_label'),
    cta_link: text('cta_link'),
    starts_at: ts('starts_at').notNull(),
    ends_at: ts('ends_at'),
    /** Who it is for (`POPUP_AUDIENCES` of @app/domain); issue 17. */
    audience: text('audience').notNull().default('everyone'),
    created_at: ts('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [check('marketing_popups_audience_check', sql`${t.audience} in ('everyone', 'new-to-group-classes')`)],
);

/** A user closed a popup: it is not offered to them again. */
export const marketingPopupDismissals = pgTable(
  'marketing_popup_dismissals',
  {
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    popup_id: id('popup_id')
      .notNull()
      .references(() => marketingPopups.id, { onDelete: 'cascade' }),
    dismissed_at: ts('dismissed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.popup_id] })],
);
