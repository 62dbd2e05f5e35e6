import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema-accounts';
import { describeEachDatabase } from '../testing/databases';
import { deleteExpiredRateLimits, hit, type RateLimit, RateLimitedError, takeAll } from './rate-limit';

const LIMIT: RateLimit = { code: 'TooManyEventsFromVisitor', limit: 7, windowMs: 60_000, message: 'slow down' };
const NOW = Date.UTC(2026, 7, 1, 10, 0, 30);

describeEachDatabase('rate-limit store', (ctx) => {
  const db = () => ctx.database.db;

  it('40 concurrent hits on one key: exactly the limit are told ok, each sees its own count', async () => {
    const hits = await Promise.all(Array.from({ length: 40 }, () => hit(db(), { key: 'concurrent', limit: LIMIT, now: NOW })));
    expect(hits.filter((h) => h.ok)).toHaveLength(LIMIT.limit);
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(hits[0]?.retryAfterMs).toBe(30_000);
  });

  it('takeAll refuses at the first limit reached, takes back what it took, and names the limit and the wait', async () => {
    const other: RateLimit = { ...LIMIT, code: 'TooManyEventsFromAddress', limit: 1 };
    await takeAll(
      db(),
      [
        ['a', LIMIT],
        ['b', other],
      ],
      { now: NOW },
    );
    const refused = await takeAll(
      db(),
      [
        ['a', LIMIT],
        ['b', other],
      ],
      { now: NOW },
    ).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).code).toBe('TooManyEventsFromAddress');
    expect((refused as RateLimitedError).retryAfterSeconds).toBe(30);
    // 'a' was taken back: still 1.
    expect((await hit(db(), { key: 'a', limit: LIMIT, now: NOW })).count).toBe(2);
  });

  it('a new window starts from zero; ended windows are deleted', async () => {
    expect((await hit(db(), { key: 'windowed', limit: LIMIT, now: NOW + 60_000 })).count).toBe(1);
    const rows = async () => (await db().select({ n: count() }).from(rateLimitHits))[0]?.n ?? 0;
    expect(await rows()).toBeGreaterThan(0);
    await deleteExpiredRateLimits(db(), NOW + 60_000);
    expect(await rows()).toBe(1);
  });
});
