import { SEARCH_HISTORY_MAX_ITEMS } from '@app/api';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { searchHistory } from '../db/schema-discovery';
import type { Tx } from '../money/ledger';

/**
 * The user's keywords, newest first, each once (case-insensitive), at most 20. Saved and cleared by
 * commands/save-search-word.ts and commands/clear-search-history.ts.
 */
export async function readSearchHistory(db: Db | Tx, userId: number): Promise<string[]> {
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
