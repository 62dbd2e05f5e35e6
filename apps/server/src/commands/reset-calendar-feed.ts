import { eq } from 'drizzle-orm';
import { newToken } from '../auth/tokens';
import { calendarFeeds } from '../db/schema-calendar';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult, UserActor } from './command';

/**
 * Creates the user's private calendar feed, or gives it a new token: the old address stops
 * answering with this commit. Always a change (a new secret), so always one event; the token stays
 * out of it (it is the feed's only key).
 */
export async function resetCalendarFeed({
  tx,
  actor,
  now,
}: CommandInput<UserActor>): Promise<CommandResult & { feed: { token: string; created_at: Date } }> {
  const [existing] = await tx
    .select({ user_id: calendarFeeds.user_id })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.user_id, actor.userId))
    .for('update');
  const row = { user_id: actor.userId, token: newToken(), created_at: new Date(now) };
  await tx
    .insert(calendarFeeds)
    .values(row)
    .onConflictDoUpdate({ target: calendarFeeds.user_id, set: { token: row.token, created_at: row.created_at } });
  const events: DomainEvent[] = [{ type: 'CalendarFeedReset', userId: actor.userId, created: existing === undefined }];
  await recordEvents(tx, { events, now });
  return { events, feed: row };
}
