import { SEARCH_HISTORY_MAX_ITEMS } from '@app/api';
import { KEYWORD_MAX_LENGTH, KEYWORD_TOO_LONG_CODE, KEYWORD_TOO_LONG_MESSAGE, countCharacters } from '@app/domain';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { searchHistory } from '../db/schema-discovery';
import { AppError } from '../errors/app-error';

/** The user's keywords, newest first, each once (case-insensitive), at most 20. */
export async function readSearchHistory(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ word: searchHistory.word })
    .from(searchHistory)
    .where(eq(searchHistory.user_id, userId))
    .orderBy(desc(searchHistory.created_at), desc(searchHistory.id))
    .limit(SEARCH_HISTORY_MAX_ITEMS * 2);
  const seen = new Set<string>();
  const words: string[] = [];
  for (const { word } of rows) {
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    words.push(word);
  }
  return words.slice(0, SEARCH_HISTORY_MAX_ITEMS);
}

/**
 * Puts a keyword (already sanitised and trimmed by the contract) at the top of the history: an
 * earlier copy (any case) is removed, and only the newest 20 rows are kept. Over 200 characters
 * is GC883, as for a search.
 */
export async function saveSearchWord(db: Db, { userId, word, now }: { userId: number; word: string; now: number }): Promise<string[]> {
  if (countCharacters(word) > KEYWORD_MAX_LENGTH) throw new AppError(KEYWORD_TOO_LONG_CODE, KEYWORD_TOO_LONG_MESSAGE, 'word');
  await db.transaction(async (tx) => {
    await tx.delete(searchHistory).where(and(eq(searchHistory.user_id, userId), sql`lower(${searchHistory.word}) = lower(${word})`));
    await tx.insert(searchHistory).values({ user_id: userId, word, created_at: new Date(now) });
    const newest = tx
      .select({ id: searchHistory.id })
      .from(searchHistory)
      .where(eq(searchHistory.user_id, userId))
      .orderBy(desc(searchHistory.created_at), desc(searchHistory.id))
      .limit(SEARCH_HISTORY_MAX_ITEMS);
    await tx.delete(searchHistory).where(and(eq(searchHistory.user_id, userId), notInArray(searchHistory.id, newest)));
  });
  return readSearchHistory(db, userId);
}

export async function clearSearchHistory(db: Db, userId: number): Promise<string[]> {
  await db.delete(searchHistory).where(eq(searchHistory.user_id, userId));
  return [];
}
