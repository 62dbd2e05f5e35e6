// The server `pnpm bench:api` measures, in a process of its own (the load comes from another one):
// the app as `main.ts` serves it, on PostgreSQL or embedded PGlite, seeded with the large data set or
// the demo, plus three routes for the benchmark only: a hello baseline, the handles the varied mix
// needs (sessions, class ids, codes), and a recorder of the SQL each request runs (for the pgbench
// floor). Started by bench-api.ts with `node [--cpu-prof] dist/bench-server.js`; prints one
// `BENCH_SERVER_READY {"port":...}` line when it listens, and stops on SIGTERM.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import pg from 'pg';
import { z } from 'zod';
import { createApp } from '../app';
import { CatalogMirror } from '../catalog/mirror';
import { createSession } from '../auth/session';
import { systemClock } from '../clock';
import { openDatabase } from '../db/database';
import { rowsOf } from '../db/rows-of';
import { createLogger } from '../http/logger';
import { seedIfEmpty } from '../seed/on-start';
import { SEED_COUNTRIES } from '../seed/data/reference';
import { TOPIC_TEMPLATES } from '../seed/data/topics';
import { seedLarge } from '../seed/seed-large';
import { createMemoryStorage } from '../storage/memory-storage';
import type { MixSource } from './bench-mix';
import { inlineParameters } from './pgbench-script';
import { recordQueries } from './sql-recorder';

const Env = z.object({
  /** `postgres://...` or a PGlite data directory. */
  BENCH_SERVER_DB: z.string().min(1),
  BENCH_SERVER_SEED: z.enum(['large', 'demo', 'none']).default('none'),
  BENCH_SERVER_POOL: z.coerce.number().int().min(1).max(500).default(20),
  BENCH_CLASSES: z.coerce.number().int().min(10).default(100_000),
  BENCH_TEACHERS: z.coerce.number().int().min(10).default(5_000),
  BENCH_STUDENTS: z.coerce.number().int().min(100).default(50_000),
  BENCH_SERVER_RECORD_SQL: z.enum(['0', '1']).default('0'),
});
const env = Env.parse(process.env);
const isPostgres = /^postgres(ql)?:\/\//.test(env.BENCH_SERVER_DB);

const recorder = env.BENCH_SERVER_RECORD_SQL === '1' && isPostgres ? recordQueries(pg.Client.prototype) : null;

const database = await openDatabase(isPostgres ? { url: env.BENCH_SERVER_DB } : { dataDir: env.BENCH_SERVER_DB }, {
  poolSize: env.BENCH_SERVER_POOL,
});
await database.migrate();
const { db } = database;
const now = systemClock.now();
if (env.BENCH_SERVER_SEED === 'large') {
  const startedAt = performance.now();
  const counts = await seedLarge({ db, now, classes: env.BENCH_CLASSES, teachers: env.BENCH_TEACHERS, students: env.BENCH_STUDENTS });
  // What autovacuum would have done by the time a real database serves: the seed's second passes
  // leave a dead version of every class and teacher row, and index-only scans need the visibility map.
  await db.execute(sql`vacuum analyze`);
  console.error(`seeded in ${((performance.now() - startedAt) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);
} else if (env.BENCH_SERVER_SEED === 'demo') {
  await seedIfEmpty({
    db,
    now,
    logger: createLogger('warn', (l) => {
      console.error(l);
    }),
    storage: createMemoryStorage(),
  });
}

const idsOf = (result: unknown, column: string): number[] => rowsOf(result).map((r) => Number((r as Record<string, unknown>)[column]));
const textsOf = (result: unknown, column: string): string[] => rowsOf(result).map((r) => String((r as Record<string, unknown>)[column]));

/** The handles of the varied mix, read from whatever data the database holds. */
async function mixSource(): Promise<MixSource> {
  const students = idsOf(await db.execute(sql`select user_id from users where role = 'STUDENT' order by user_id limit 100`), 'user_id');
  const cookies = await Promise.all(students.map(async (userId) => `sid=${await createSession({ db, userId, now })}`));
  // Mostly bookable classes, as their pages are what students open; a tenth of any status (started, cancelled, full).
  const upcoming = idsOf(
    await db.execute(
      sql`select id from group_classes where course_id is null and status in ('UPCOMING', 'READY_FOR_SCHEDULE') and start_time > now() + interval '1 hour' order by md5(id::text) limit 450`,
    ),
    'id',
  );
  const others = idsOf(await db.execute(sql`select id from group_classes where course_id is null order by md5(id::text) limit 50`), 'id');
  const languages = textsOf(
    await db.execute(
      sql`select language from topics where status = 'APPROVE' and not is_course group by language order by count(*) desc, language limit 11`,
    ),
    'language',
  );
  const categoryRows = rowsOf<{ code: string; tags: string[] }>(
    await db.execute(
      sql`select c.code, coalesce(array_agg(t.code order by t.code) filter (where t.code is not null), '{}') as tags from categories c left join tags t on t.category_code = c.code group by c.code order by c.code`,
    ),
  );
  const nicknames = textsOf(await db.execute(sql`select nickname from users where role = 'TEACHER' order by user_id limit 20`), 'nickname');
  const topicWords = [
    ...new Set(TOPIC_TEMPLATES.flatMap((t) => t.title.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 6)),
  ].slice(0, 40);
  return {
    now,
    languages,
    zones: [...new Set(SEED_COUNTRIES.map((c) => c.zone))],
    categories: categoryRows.map((r) => ({ code: r.code, tags: r.tags })),
    topicWords,
    teacherWords: ['speaking', 'adults', 'teenagers', 'notes', 'grammar', ...nicknames],
    cookies,
    classIds: [...upcoming, ...others],
  };
}
const source = await mixSource();

// As main.ts: the catalogue mirror is read before the server listens.
const catalog = new CatalogMirror(database.db);
await catalog.read();
const app = createApp({ database, catalog, clock: systemClock, logger: createLogger('silent') });
const root = new Hono();
// The baseline: the same server stack (Hono on @hono/node-server) answering without the database.
root.get('/bench/hello', (c) => c.json({ hello: 'world' }));
root.get('/bench/mix-source', (c) => c.json(source));
root.post('/bench/sql/start', (c) => {
  if (!recorder) return c.json({ error: 'recording is off' }, 409);
  recorder.start();
  return c.json({ ok: true });
});
// Each statement with its parameters written in, as pgbench replays it.
root.post('/bench/sql/take', (c) => c.json((recorder?.take() ?? []).map((q) => inlineParameters(q.text, q.values))));
root.route('/', app);

const server = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
console.log(`BENCH_SERVER_READY ${JSON.stringify({ port: (server.address() as AddressInfo).port, kind: database.kind })}`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close();
  // `--cpu-prof` writes its profile when the process exits normally, so leave by `process.exit`.
  void database.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
