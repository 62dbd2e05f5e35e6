import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimitHits } from '../db/schema-accounts';
import type { ErrorCode } from '@app/api';
import { AppError } from '../errors/app-error';

/** One limit: at most `limit` hits per fixed window of `windowMs`; over it, a 429 with `code`. */
export interface RateLimit {
  readonly code: ErrorCode;
  readonly limit: number;
  readonly windowMs: number;
  readonly message: string;
}

/** A counted hit: `undo` takes it back (a request that turned out not to count, e.g. a right password). */
export interface Hit {
  readonly ok: boolean;
  readonly count: number;
  readonly retryAfterMs: number;
  readonly undo: () => Promise<void>;
}

/** A limit reached: the limit's code (a 429), answered with a `Retry-After` of `retryAfterSeconds`. */
export class RateLimitedError extends AppError {
  constructor(
    readonly limit: RateLimit,
    readonly retryAfterSeconds: number,
  ) {
    super(limit.code, limit.message);
  }
}

/**
 * Counts `cost` hits on `key` in the current window of `limit` and answers whether the total is
 * still within it. One `INSERT ... ON CONFLICT DO UPDATE ... RETURNING`, so concurrent callers on
 * any number of processes each see a distinct total: at most `limit` of them are told ok.
 */
export async function hit(
  db: Db,
  { key, limit, now, cost = 1 }: { key: string; limit: RateLimit; now: number; cost?: number },
): Promise<Hit> {
  const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
  const windowEnd = windowStart + limit.windowMs;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, window_start: new Date(windowStart), n: cost, expires_at: new Date(windowEnd) })
    .onConflictDoUpdate({ target: [rateLimitHits.key, rateLimitHits.window_start], set: { n: sql`${rateLimitHits.n} + ${cost}` } })
    .returning({ n: rateLimitHits.n });
  const count = row?.n ?? cost;
  return {
    ok: count <= limit.limit,
    count,
    retryAfterMs: windowEnd - now,
    undo: async () => {
      await db.execute(sql`update ${rateLimitHits} set n = n - ${cost} where key = ${key} and window_start = ${new Date(windowStart)}`);
    },
  };
}

/**
 * Takes `cost` hits (default 1) on each `[key, limit, cost?]` in order; at the first one over its
 * limit, takes back the hits already taken and throws that limit's 429. On success returns the
 * hits (to undo later).
 */
export async function takeAll(
  db: Db,
  checks: readonly (readonly [string, RateLimit, number?])[],
  { now }: { now: number },
): Promise<Hit[]> {
  const taken: Hit[] = [];
  for (const [key, limit, cost = 1] of checks) {
    const counted = await hit(db, { key, limit, now, cost });
    taken.push(counted);
    if (!counted.ok) {
      for (const h of taken) await h.undo();
      throw new RateLimitedError(limit, Math.max(1, Math.ceil(counted.retryAfterMs / 1000)));
    }
  }
  return taken;
}

/**
 * The usual pair for a form anyone may send: `<name>:address:<address>` against `perAddress` and,
 * when signed in, `<name>:user:<id>` against `perUser`. Throws the first limit's 429.
 */
export async function takeAddressAndUser(
  db: Db,
  {
    name,
    address,
    userId,
    perAddress,
    perUser,
    now,
  }: {
    name: string;
    address: string;
    userId: number | null;
    perAddress: RateLimit;
    perUser: RateLimit;
    now: number;
  },
): Promise<Hit[]> {
  return takeAll(
    db,
    [[`${name}:address:${address}`, perAddress], ...(userId === null ? [] : [[`${name}:user:${userId}`, perUser] as const])],
    { now },
  );
}

/** Windows that have ended are of no use; the sweep deletes them (one indexed range delete). */
export async function deleteExpiredRateLimits(db: Pick<Db, 'delete'>, now: number): Promise<number> {
  const deleted = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.expires_at, new Date(now)))
    .returning({ key: rateLimitHits.key });
  return deleted.length;
}
