import { SEARCH_HISTORY_MAX_ITEMS } from '@app/api';
import { KEYWORD_MAX_LENGTH, KEYWORD_TOO_LONG_CODE, KEYWORD_TOO_LONG_MESSAGE, countCharacters } from '@app/domain';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { searchHistory } from '../db/schema-discovery';
import { AppError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { readSearchHistory } from '../search/search-history';
import type { CommandInput, CommandResult, UserActor } from './command';

/**
 * Puts a keyword (already sanitised and trimmed by the contract) at the top of the user's search
 * history (001 §6): an earlier copy (any case) is removed, and only the newest 20 rows are kept.
 * Over 200 characters is GC883, as for a search. Saving the word already on top, as typed, is a
 * repeat: the row is written again as before, and no event is recorded. Answers the history.
 */
export async function saveSearchWord({
  tx,
  actor,
  now,
  word,
}: CommandInput<UserActor> & { word: string }): Promise<CommandResult & { history: string[] }> {
  if (countCharacters(word) > KEYWORD_MAX_LENGTH) throw new AppError(KEYWORD_TOO_LONG_CODE, KEYWORD_TOO_LONG_MESSAGE, 'word');
  const userId = actor.userId;
  const [top] = await readSearchHistory(tx, userId);
  await tx.delete(searchHistory).where(and(eq(searchHistory.user_id, userId), sql`lower(${searchHistory.word}) = lower(${word})`));
  await tx.insert(searchHistory).values({ user_id: userId, word, created_at: new Date(now) });
  const newest = tx
    .select({ id: searchHistory.id })
    .from(searchHistory)
    .where(eq(searchHistory.user_id, userId))
    .orderBy(desc(searchHistory.created_at), desc(searchHistory.id))
    .limit(SEARCH_HISTORY_MAX_ITEMS);
  await tx.delete(searchHistory).where(and(eq(searchHistory.user_id, userId), notInArray(searchHistory.id, newest)));
  const events: DomainEvent[] = top === word ? [] : [{ type: 'SearchWordSaved', userId }];
  await recordEvents(tx, { events, now });
  return { events, history: await readSearchHistory(tx, userId) };
}
