import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/databases';
import type { Db } from './database';

const planMode = (db: Db) => db.select({ mode: sql<string>`current_setting('plan_cache_mode')` }).from(sql`(values (1)) as one (x)`);

describeEachDatabase('statement plans', (ctx) => {
  it('runs named statements on generic plans and every other query, and all of a transaction, as PostgreSQL chooses', async () => {
    const { db } = ctx.database;
    const named = planMode(db).prepare('test_plan_mode');
    // Several at once, so more than one pooled connection answers.
    const namedModes = await Promise.all(Array.from({ length: 8 }, () => named.execute()));
    const unnamedModes = await Promise.all(Array.from({ length: 8 }, () => planMode(db)));
    const inTransaction = await db.transaction((tx) => planMode(tx).prepare('test_plan_mode_tx').execute());
    // PGlite is one connection with PostgreSQL's default: its plans are left to it.
    const generic = ctx.kind === 'postgres' ? 'force_generic_plan' : 'auto';
    expect(namedModes.flat().map((r) => r.mode)).toEqual(Array(8).fill(generic));
    expect(unnamedModes.flat().map((r) => r.mode)).toEqual(Array(8).fill('auto'));
    expect(inTransaction).toEqual([{ mode: 'auto' }]);
  });
});
