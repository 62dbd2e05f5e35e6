import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * How long the catalogue's change log keeps a change. A mirror that has not read it for longer
 * (a process asleep, a network split) reads the whole catalogue again, as a starting process does.
 */
export const CATALOG_CHANGES_KEPT = '1 day';

/**
 * Deletes changes older than `CATALOG_CHANGES_KEPT` by the database's clock and raises
 * `pruned_through` to the newest version deleted, in one statement. It touches `catalog_version`
 * only when something was deleted, so it holds the counter's row lock (which every committing
 * catalogue writer needs) for an instant once in a while. Safe on several processes at once.
 */
export async function pruneCatalogChanges(db: Db): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from catalog_changes where created_at < now() - ${CATALOG_CHANGES_KEPT}::interval returning version
    )
    update catalog_version set pruned_through = (select max(version) from gone)
    where id = 1 and (select max(version) from gone) > pruned_through`);
}
