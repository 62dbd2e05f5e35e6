import type { ScanPosition } from './search-filter';

/**
 * The first batch reads 1.15 rows per wanted topic, at least 40: a topic soon repeats only when few
 * topics match, and then the next, larger batch follows. Each row read is a card rendered by
 * PostgreSQL, so reading half a page more (the old factor of 1.5) cost a third of a search's query
 * time on the common page, where no topic repeats; a search whose topics do repeat pays one more
 * round trip instead.
 */
const FIRST_BATCH_FACTOR = 1.15;
const FIRST_BATCH_MIN = 40;
const BATCH_MAX = 20_000;
const BATCH_GROWTH = 4;

export interface ScannedRow {
  readonly id: number;
  readonly topic_id: number;
  readonly start_time: Date;
}

/**
 * `group_by_topic=1`: one card per topic, its next matching class (or course), cards ordered by that
 * start. Reads the matching rows in `(start_time, id)` order, batch after batch (each batch starts
 * where the last ended, and grows 4x), and keeps the first row of each topic until `needed` topics
 * are found or the rows run out. The first occurrence of a topic in start order is its soonest
 * row, so the kept rows are exactly "each topic's next row, soonest first".
 *
 * Why not `DISTINCT ON` in SQL: that reads every matching row to find each topic's first one
 * before it can sort and cut a page, while this walk stops after a page's worth of topics. Scanning
 * the start-time index from now, the first page of the common search needs a few hundred rows.
 */
export async function collectFirstPerTopic<R extends ScannedRow>({
  fetchBatch,
  needed,
}: {
  fetchBatch: (position: ScanPosition | null, limit: number) => Promise<R[]>;
  needed: number;
}): Promise<R[]> {
  const seen = new Set<number>();
  const kept: R[] = [];
  let position: ScanPosition | null = null;
  let limit = Math.min(BATCH_MAX, Math.max(FIRST_BATCH_MIN, Math.ceil(needed * FIRST_BATCH_FACTOR)));
  for (;;) {
    const batch = await fetchBatch(position, limit);
    for (const row of batch) {
      if (seen.has(row.topic_id)) continue;
      seen.add(row.topic_id);
      kept.push(row);
      if (kept.length >= needed) return kept;
    }
    const last = batch.at(-1);
    if (batch.length < limit || !last) return kept;
    position = { start: last.start_time, id: last.id };
    limit = Math.min(BATCH_MAX, limit * BATCH_GROWTH);
  }
}
