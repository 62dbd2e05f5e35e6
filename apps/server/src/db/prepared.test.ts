import { type SQL, and, asc, gt, like, lt } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/databases';
import { type Bind, bindValue, statementPerShape } from './prepared';
import { languages } from './schema-discovery';

describeEachDatabase('statementPerShape', (ctx) => {
  /** Languages ranked above `min` and, when given, below `max`: two shapes, the second with one more bound value. */
  function ranked(bind: Bind, { min, max }: { min: number; max?: number }) {
    const conditions: SQL[] = [like(languages.text_code, 'shape-%'), gt(languages.popular_rank, bind('min', min))];
    if (max !== undefined) conditions.push(lt(languages.popular_rank, bind('max', max)));
    return ctx.database.db
      .select({ code: languages.text_code })
      .from(languages)
      .where(and(...conditions))
      .orderBy(asc(languages.popular_rank))
      .limit(bind('limit', 10));
  }

  it('runs each shape as one prepared statement with changing values, on every pooled connection, as the unprepared query would', async () => {
    await ctx.database.db
      .insert(languages)
      .values([1, 2, 3, 4].map((rank) => ({ text_code: `shape-${rank}`, name: `Shape ${rank}`, popular_rank: rank })));
    let prepared = 0;
    const run = statementPerShape<{ code: string }[]>('test_ranked');
    const counted = (query: ReturnType<typeof ranked>) => ({
      prepare: (name: string) => {
        prepared += 1;
        return query.prepare(name);
      },
    });
    const cases = Array.from({ length: 40 }, (_, i) => ({ min: i % 4, ...(i % 2 === 0 ? {} : { max: 4 - (i % 3) }) }));
    // More concurrent runs than a PostgreSQL pool has idle connections: each connection parses each shape once.
    const results = await Promise.all(cases.map((c) => run(ctx.database.db, (bind) => counted(ranked(bind, c)))));
    const expected = await Promise.all(cases.map((c) => ranked(bindValue, c)));
    expect(results).toEqual(expected);
    expect(expected[1]).toEqual([{ code: 'shape-2' }]);
    expect(prepared).toBe(2);
  });

  it('refuses a name bound twice, which would leave one value unused', async () => {
    const run = statementPerShape<{ code: string }[]>('test_twice');
    await expect(
      run(ctx.database.db, (bind) => {
        bind('min', 1);
        return ranked(bind, { min: 2 });
      }),
    ).rejects.toThrow('"min" bound twice');
  });
});
