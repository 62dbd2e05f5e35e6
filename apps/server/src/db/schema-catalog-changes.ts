import { bigint, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The catalogue's change log, which each process's search mirror (catalog/) follows. Database
 * triggers write it whoever writes the catalogue (app, seed, a console): at commit, a transaction
 * that changed a class, seat, course, topic, teacher's card fields or feature toggle takes the next `version` and
 * notes what it touched. Taking the version at commit, under the row lock of `catalog_version`,
 * makes versions follow commit order, so "every change up to version v" is a prefix a reader can
 * trust: nothing with a smaller version commits later.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
    /** Changes up to this version have been deleted: a mirror older than it reads everything again. */
    pruned_through: bigint('pruned_through', { mode: 'number' }).notNull(),
  },
  (t) => [check('catalog_version_single_row', sql`${t.id} = 1`)],
);

/** What one committed transaction changed: `kind` names the row's table family, `row_id` its key. */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['class', 'course', 'topic', 'user', 'toggle', 'reset'] }).notNull(),
    row_id: bigint('row_id', { mode: 'number' }).notNull(),
    /** The database's clock when the writing transaction began: what pruning goes by (catalog/change-log.ts). */
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.version, t.kind, t.row_id] }), index('catalog_changes_created_at_idx').on(t.created_at)],
);
