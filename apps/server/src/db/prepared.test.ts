import { type SQL, and, asc, gt, like, lt } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/databases';
import { type Bind, MAX_SHAPES_PER_FAMILY, bindValue, equalsAny, statementPerShape } from './prepared';
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

  it('binds a list as one array, so lists of every length share one statement, prepared or not', async () => {
    await ctx.database.db
      .insert(languages)
      .values([1, 2, 3, 4].map((rank) => ({ text_code: `list-${rank}`, name: `List ${rank}`, popular_rank: rank })));
    const ofRanks = (bind: Bind, ranks: number[]) =>
      ctx.database.db
        .select({ code: languages.text_code })
        .from(languages)
        .where(and(like(languages.text_code, 'list-%'), equalsAny(languages.popular_rank, 'ranks', ranks, 'int', bind)))
        .orderBy(asc(languages.popular_rank));
    let prepared = 0;
    const run = statementPerShape<{ code: string }[]>('test_list');
    const lists = [[1], [2, 4], [1, 2, 3], [], [4, 3, 2, 1], [9]];
    for (const ranks of lists) {
      const answer = await run(ctx.database.db, (bind) => {
        const query = ofRanks(bind, ranks);
        return { prepare: (name: string) => ((prepared += 1), query.prepare(name)) };
      });
      expect(answer).toEqual(await ofRanks(bindValue, ranks));
      expect(answer).toEqual(
        ranks
          .filter((r) => r <= 4)
          .sort()
          .map((r) => ({ code: `list-${r}` })),
      );
    }
    expect(prepared).toBe(1);
  });

  it(`prepares at most ${MAX_SHAPES_PER_FAMILY} shapes of a family; past them a shape still answers, unnamed`, async () => {
    await ctx.database.db.insert(languages).values({ text_code: 'cap-1', name: 'Cap 1', popular_rank: 1 });
    const names: string[] = [];
    const run = statementPerShape<{ code: string }[]>('test_cap');
    // Shape i binds i + 1 names: a new shape each time.
    const shaped = (bind: Bind, i: number) =>
      ctx.database.db
        .select({ code: languages.text_code })
        .from(languages)
        .where(
          and(
            like(languages.text_code, 'cap-%'),
            ...Array.from({ length: i + 1 }, (_, k) => gt(languages.popular_rank, bind(`min${k}`, 0))),
          ),
        );
    for (let i = 0; i < MAX_SHAPES_PER_FAMILY + 3; i += 1) {
      const answer = await run(ctx.database.db, (bind) => {
        const query = shaped(bind, i);
        return { prepare: (name: string) => (names.push(name), query.prepare(name)) };
      });
      expect(answer).toEqual([{ code: 'cap-1' }]);
    }
    expect(names.filter((name) => name !== '')).toHaveLength(MAX_SHAPES_PER_FAMILY);
    expect(names.slice(MAX_SHAPES_PER_FAMILY)).toEqual(['', '', '']);
  });
});
