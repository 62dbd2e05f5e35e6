import type { AnalyticsEvent } from '@app/api';
import type { Db } from '../db/database';
import { analyticsEvents } from '../db/schema-events';

/**
 * Stores a validated batch. The user id is the session's (a client cannot write events in someone
 * else's name); an event id seen before is skipped, so a retried batch counts once.
 */
export async function storeEvents(
  db: Db,
  {
    events,
    sessionUserId,
    now,
  }: {
    events: readonly AnalyticsEvent[];
    sessionUserId: number | null;
    now: number;
  },
): Promise<{ accepted: number; duplicates: number }> {
  const receivedAt = new Date(now);
  const rows = events.map((e) => ({
    event_id: e.event_id,
    name: e.name,
    occurred_at: new Date(e.occurred_at),
    received_at: receivedAt,
    path: e.path,
    user_id: sessionUserId,
    browser_key: e.ids.browser_key ?? null,
    booking_flow_id: e.ids.booking_flow_id ?? null,
    props: e.props,
  }));
  const inserted = await db
    .insert(analyticsEvents)
    .values(rows)
    .onConflictDoNothing({ target: analyticsEvents.event_id })
    .returning({ id: analyticsEvents.id });
  return { accepted: inserted.length, duplicates: rows.length - inserted.length };
}
