import { eq } from 'drizzle-orm';
import { searchHistory } from '../db/schema-discovery';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult, UserActor } from './command';

/** The user clears their search history (001 §6); an empty one stays empty, with no event. Answers the (empty) history. */
export async function clearSearchHistory({ tx, actor, now }: CommandInput<UserActor>): Promise<CommandResult & { history: string[] }> {
  const removed = await tx.delete(searchHistory).where(eq(searchHistory.user_id, actor.userId)).returning({ id: searchHistory.id });
  const events: DomainEvent[] =
    removed.length === 0 ? [] : [{ type: 'SearchHistoryCleared', userId: actor.userId, removed: removed.length }];
  await recordEvents(tx, { events, now });
  return { events, history: [] };
}
