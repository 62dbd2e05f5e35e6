import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { outbox } from '../db/schema-accounts';
import { domainEvents, eventHandlings } from '../db/schema-outbox';
import { createLogger } from '../http/logger';
import { createThrowawayDatabase, describeEachDatabase } from '../testing/databases';
import type { DomainEvent } from './domain-events';
import { defineHandler, type EventHandler } from './event-handler';
import { drainEvents, startEventWorker } from './event-worker';
import { recordEvents } from './record-events';
import { MAX_HANDLER_ATTEMPTS, retryDelayMs } from './retry';

const NOW = Date.UTC(2026, 5, 1, 12);
const logger = createLogger('silent');

/** A problem report for a made-up seat: its ids only mark which test's event it is. */
const problem = (tag: number): DomainEvent => ({ type: 'ProblemReported', classId: tag, seatId: tag, studentId: tag });

/** A handler that writes one outbox row per event (to `<name>-<classId>@worker.test`), so a test can count its runs. */
function writingHandler(name: string, { failTimes = 0 }: { failTimes?: number } = {}): EventHandler & { calls: number } {
  const handler = {
    calls: 0,
    ...defineHandler({
      name,
      types: ['ProblemReported'],
      async handle(event, { tx, now }) {
        handler.calls += 1;
        // Written before the throw: a failed attempt must leave no row behind.
        await tx.insert(outbox).values({
          to_address: `${name}-${event.classId}@worker.test`,
          subject: name,
          body: String(handler.calls),
          created_at: new Date(now),
        });
        if (handler.calls <= failTimes) throw new Error(`${name} failed on purpose (${handler.calls})`);
      },
    }),
  };
  return handler;
}

const rowsFor = (db: Database['db'], name: string) =>
  db
    .select()
    .from(outbox)
    .where(like(outbox.to_address, `${name}-%`))
    .orderBy(asc(outbox.id));

describeEachDatabase('the event worker', (ctx) => {
  const db = () => ctx.database.db;
  const drain = (handlers: readonly EventHandler[], now = NOW) =>
    drainEvents({ db: db(), handlers, publicUrl: 'http://localhost', logger, now });

  it('runs each handler that takes the type once per event, with its writes, however often it drains', async () => {
    const a = writingHandler(`once-a-${ctx.kind}`);
    const b = writingHandler(`once-b-${ctx.kind}`);
    const other = { ...writingHandler(`once-other-${ctx.kind}`), types: ['SeatBooked'] } as EventHandler;
    await db().transaction((tx) => recordEvents(tx, { events: [problem(1), problem(2)], now: NOW }));
    expect(await drain([a, b, other])).toEqual({ handled: 4, failed: 0 });
    expect(await drain([a, b, other])).toEqual({ handled: 0, failed: 0 });
    await Promise.all([drain([a, b, other]), drain([a, b, other])]);
    expect((await rowsFor(db(), a.name)).map((r) => r.to_address)).toEqual([`${a.name}-1@worker.test`, `${a.name}-2@worker.test`]);
    expect(await rowsFor(db(), b.name)).toHaveLength(2);
    expect(await rowsFor(db(), other.name)).toHaveLength(0);
    const marks = await db().select().from(eventHandlings).where(eq(eventHandlings.handler, a.name));
    expect(marks.map((m) => ({ attempts: m.attempts, done: m.done_at?.getTime(), failed: m.failed_at }))).toEqual([
      { attempts: 1, done: NOW, failed: null },
      { attempts: 1, done: NOW, failed: null },
    ]);
  });

  it('a rolled-back transaction leaves no event and nothing to handle', async () => {
    const handler = writingHandler(`rollback-${ctx.kind}`);
    const before = (await db().select().from(domainEvents)).length;
    await expect(
      db().transaction(async (tx) => {
        await recordEvents(tx, { events: [problem(3)], now: NOW });
        throw new Error('the command refused');
      }),
    ).rejects.toThrow('the command refused');
    expect(await db().select().from(domainEvents)).toHaveLength(before);
    expect(await drain([handler])).toEqual({ handled: 0, failed: 0 });
    expect(handler.calls).toBe(0);
  });

  it('a failing handler is retried with backoff, its failed writes rolled back, then handled once', async () => {
    const handler = writingHandler(`retry-${ctx.kind}`, { failTimes: 2 });
    await db().transaction((tx) => recordEvents(tx, { events: [problem(4)], now: NOW }));
    expect(await drain([handler])).toEqual({ handled: 0, failed: 1 });
    const [first] = await db().select().from(eventHandlings).where(eq(eventHandlings.handler, handler.name));
    expect(first).toMatchObject({ attempts: 1, done_at: null, failed_at: null, next_attempt_at: new Date(NOW + (retryDelayMs(1) ?? 0)) });
    expect(first?.last_error).toContain('failed on purpose (1)');
    expect(await rowsFor(db(), handler.name)).toEqual([]);

    // Not due yet: nothing runs a millisecond early.
    expect(await drain([handler], NOW + (retryDelayMs(1) ?? 0) - 1)).toEqual({ handled: 0, failed: 0 });
    const second = NOW + (retryDelayMs(1) ?? 0);
    expect(await drain([handler], second)).toEqual({ handled: 0, failed: 1 });
    expect(await drain([handler], second + (retryDelayMs(2) ?? 0))).toEqual({ handled: 1, failed: 0 });
    const rows = await rowsFor(db(), handler.name);
    expect(rows.map((r) => r.body)).toEqual(['3']);
    const [done] = await db().select().from(eventHandlings).where(eq(eventHandlings.handler, handler.name));
    expect(done).toMatchObject({ attempts: 3, last_error: null, failed_at: null });
  });

  it(`gives up after ${MAX_HANDLER_ATTEMPTS} attempts: failed_at and the last error stay in the table, and it runs no more`, async () => {
    const handler = writingHandler(`give-up-${ctx.kind}`, { failTimes: Number.POSITIVE_INFINITY });
    await db().transaction((tx) => recordEvents(tx, { events: [problem(5)], now: NOW }));
    let now = NOW;
    for (let attempt = 1; attempt <= MAX_HANDLER_ATTEMPTS; attempt++) {
      expect(await drain([handler], now)).toEqual({ handled: 0, failed: 1 });
      now += retryDelayMs(attempt) ?? 0;
    }
    const [mark] = await db().select().from(eventHandlings).where(eq(eventHandlings.handler, handler.name));
    expect(mark).toMatchObject({ attempts: MAX_HANDLER_ATTEMPTS, done_at: null, failed_at: new Date(now) });
    expect(mark?.last_error).toContain(`failed on purpose (${MAX_HANDLER_ATTEMPTS})`);
    expect(await drain([handler], now + 365 * 86_400_000)).toEqual({ handled: 0, failed: 0 });
    expect(handler.calls).toBe(MAX_HANDLER_ATTEMPTS);
    expect(await rowsFor(db(), handler.name)).toEqual([]);
  });

  it('a running worker wakes on the commit (NOTIFY), not on its poll', async () => {
    const handler = writingHandler(`wake-${ctx.kind}`);
    let now = NOW;
    const worker = await startEventWorker({
      database: ctx.database,
      clock: { now: () => now },
      handlers: [handler],
      publicUrl: 'http://localhost',
      logger,
      pollIntervalMs: 3_600_000,
    });
    try {
      // Its first run at start may still be going: let it finish, so only the NOTIFY can wake it now.
      await new Promise((resolve) => setTimeout(resolve, 200));
      now = NOW + 1;
      await db().transaction((tx) => recordEvents(tx, { events: [problem(6)], now }));
      const deadline = Date.now() + 5_000;
      while ((await rowsFor(db(), handler.name)).length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await rowsFor(db(), handler.name)).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });
});

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!TEST_DATABASE_URL)('two workers on two pools draining at once [postgres]', () => {
  let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>> | undefined;
  let pools: Database[] = [];

  beforeAll(async () => {
    throwaway = await createThrowawayDatabase(TEST_DATABASE_URL ?? '');
    pools = [await openDatabase({ url: throwaway.url }, { poolSize: 8 }), await openDatabase({ url: throwaway.url }, { poolSize: 8 })];
    await pools[0]?.migrate();
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
    await throwaway?.drop();
  });

  it('handle each (event, handler) exactly once between them', async () => {
    const [one, two] = pools;
    if (!one || !two) throw new Error('no pools');
    const EVENTS = 300;
    // One handler object per process, the same names: as two servers running the same code.
    const perProcess = () => [writingHandler('pair-a'), writingHandler('pair-b')];
    const handlersOne = perProcess();
    const handlersTwo = perProcess();
    for (let i = 0; i < EVENTS; i += 50) {
      await one.db.transaction((tx) =>
        recordEvents(tx, { events: Array.from({ length: 50 }, (_, k) => problem(10_000 + i + k)), now: NOW }),
      );
    }
    const results = await Promise.all([
      ...[1, 2, 3].map(() => drainEvents({ db: one.db, handlers: handlersOne, publicUrl: 'http://localhost', logger, now: NOW })),
      ...[1, 2, 3].map(() => drainEvents({ db: two.db, handlers: handlersTwo, publicUrl: 'http://localhost', logger, now: NOW })),
    ]);
    expect(results.reduce((n, r) => n + r.handled, 0)).toBe(2 * EVENTS);
    // Both did some of the work, and no event was handled twice by a handler.
    expect(handlersOne.reduce((n, h) => n + h.calls, 0)).toBeGreaterThan(0);
    expect(handlersTwo.reduce((n, h) => n + h.calls, 0)).toBeGreaterThan(0);
    for (const name of ['pair-a', 'pair-b']) {
      const rows = await rowsFor(one.db, name);
      expect(rows).toHaveLength(EVENTS);
      expect(new Set(rows.map((r) => r.to_address)).size).toBe(EVENTS);
    }
    const marks = await one.db.select().from(eventHandlings);
    expect(marks.filter((m) => m.done_at === null || m.attempts !== 1)).toEqual([]);
  }, 60_000);
});
