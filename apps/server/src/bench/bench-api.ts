// `pnpm bench:api`: the API under load on PostgreSQL with a large data set. Prints requests/s,
// p50/p99 latency and the ratio to a hello route measured in the same run. A benchmark, not a
// test: it asserts nothing and is not part of `pnpm test`.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { createApp } from '../app';
import { createSession } from '../auth/session';
import { systemClock } from '../clock';
import { openDatabase } from '../db/database';
import { users } from '../db/schema-accounts';
import { createLogger } from '../http/logger';
import { largeStudentEmail, seedLarge } from '../seed/seed-large';

const Env = z.object({
  BENCH_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .default('postgres://root@127.0.0.1:5432/test'),
  BENCH_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
  BENCH_CONNECTIONS: z.coerce.number().int().min(1).max(500).default(50),
  BENCH_CLASSES: z.coerce.number().int().min(1000).default(100_000),
  BENCH_TEACHERS: z.coerce.number().int().min(10).default(5_000),
  BENCH_STUDENTS: z.coerce.number().int().min(100).default(50_000),
  /** Comma-separated route names (`class,teacher`): only routes whose name starts with one of them (each after its own hello run); default all. */
  BENCH_ROUTES: z.string().optional(),
  /** Each route (and its hello run) this many times; with more than one, a table of medians follows. */
  BENCH_REPEAT: z.coerce.number().int().min(1).max(9).default(1),
  /** `1`: leave the seeded database in place (its name is printed) to EXPLAIN queries on it afterwards. */
  BENCH_KEEP_DATABASE: z.enum(['0', '1']).default('0'),
  /** A database an earlier run kept (`bench_...`): measured again as it is, without seeding, and kept. */
  BENCH_REUSE_DATABASE: z
    .string()
    .regex(/^bench_[a-z0-9]+$/)
    .optional(),
});
const env = Env.parse(process.env);
const WARM_UP_SECONDS = 2;

const reused = env.BENCH_REUSE_DATABASE !== undefined;
const dbName = env.BENCH_REUSE_DATABASE ?? `bench_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: env.BENCH_DATABASE_URL });
await admin.connect();
if (!reused) await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(env.BENCH_DATABASE_URL);
url.pathname = `/${dbName}`;

const database = await openDatabase({ url: url.toString() }, { poolSize: 20 });
try {
  await database.migrate();
  const now = Date.now();
  if (!reused) {
    const seededAt = performance.now();
    const counts = await seedLarge({
      db: database.db,
      now,
      classes: env.BENCH_CLASSES,
      teachers: env.BENCH_TEACHERS,
      students: env.BENCH_STUDENTS,
    });
    console.log(`seeded in ${((performance.now() - seededAt) / 1000).toFixed(1)} s:`, counts);
    // What autovacuum would have done by the time a real database serves: the seed's second passes
    // leave a dead version of every class and teacher row, which index scans would otherwise visit
    // (and PostgreSQL here runs with autovacuum off), and index-only scans need the visibility map.
    await database.db.execute(sql`vacuum analyze`);
  }

  const [student] = await database.db
    .select({ user_id: users.user_id })
    .from(users)
    .where(eq(users.email, largeStudentEmail(1)));
  if (!student) throw new Error('no bench student');
  const cookie = `sid=${await createSession({ db: database.db, userId: student.user_id, now })}`;
  const upcoming = await database.db.execute(
    sql`select id from group_classes where start_time > now() + interval '2 days' and course_id is null and status = 'UPCOMING' order by id limit 1`,
  );
  const [{ id: classId }] = z.object({ rows: z.tuple([z.object({ id: z.coerce.number() })], z.unknown()) }).parse(upcoming).rows;

  const app = createApp({ database, clock: systemClock, logger: createLogger('silent') });
  const root = createApp({ database, clock: systemClock, logger: createLogger('silent') });
  // The baseline: the same server stack answering without touching the database.
  root.get('/bench/hello', (c) => c.json({ hello: 'world' }));
  root.route('/', app);
  const server = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const routes: { name: string; method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> }[] = [
    { name: 'hello (baseline)', method: 'GET', path: '/bench/hello' },
    { name: 'health (1 DB round trip)', method: 'GET', path: '/api/health' },
    {
      name: 'class search',
      method: 'GET',
      path: '/api/v3/group_class/group_classes?group_by_topic=1&offset=0&length=60&language=english&user_timezone=Europe%2FBerlin',
    },
    {
      name: 'course search',
      method: 'GET',
      path: '/api/v3/group_class/courses/?group_by_topic=1&offset=0&length=60&language=english&user_timezone=Europe%2FBerlin',
    },
    {
      name: 'teacher search',
      method: 'POST',
      path: '/api/v2/teachers',
      body: JSON.stringify({ teacher_info: {}, teach_language: { language: 'english' }, page: 1, user_timezone: 'Europe/Berlin' }),
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'app' },
    },
    {
      name: 'check_book_status',
      method: 'GET',
      path: `/api/v2/group_class/group_classes/${classId}/check_book_status`,
      headers: { Cookie: cookie },
    },
  ];

  // Every request carries what Chromium sends, as a browser's would: answers of 1 KB or more go out
  // compressed (autocannon counts the bytes, it does not inflate them).
  for (const route of routes) route.headers = { 'Accept-Encoding': 'gzip, deflate, br, zstd', ...route.headers };

  const wanted = env.BENCH_ROUTES?.split(',')
    .map((w) => w.trim())
    .filter((w) => w.length > 0);
  const [baseline, ...others] = routes;
  if (!baseline) throw new Error('no baseline route');
  const chosen = wanted ? others.filter((r) => wanted.some((w) => r.name.startsWith(w))) : others;

  const measure = async (route: (typeof routes)[number]) => {
    const probe = await fetch(`${base}${route.path}`, {
      method: route.method,
      headers: route.headers ?? {},
      ...(route.body ? { body: route.body } : {}),
    });
    if (!probe.ok) throw new Error(`${route.name}: HTTP ${probe.status} ${await probe.text()}`);
    const load = (duration: number) =>
      autocannon({
        url: `${base}${route.path}`,
        method: route.method,
        headers: route.headers ?? {},
        ...(route.body ? { body: route.body } : {}),
        connections: env.BENCH_CONNECTIONS,
        duration,
      });
    // Unrecorded warm-up: the JIT, and each pooled connection's prepared statements and plans.
    await load(WARM_UP_SECONDS);
    const result = await load(env.BENCH_SECONDS);
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
  };

  // The shared 2-core machine drifts by a fifth between runs, so each route is compared with a hello
  // run measured just before it, not with one measured minutes earlier.
  const rows: { route: string; rps: number; p50: number; p99: number; errors: number; hello: number }[] = [];
  for (const route of chosen.flatMap((r) => Array.from({ length: env.BENCH_REPEAT }, () => r))) {
    const hello = await measure(baseline);
    rows.push({ route: baseline.name, ...hello, hello: hello.rps });
    rows.push({ route: route.name, ...(await measure(route)), hello: hello.rps });
  }
  server.close();

  console.log(
    `\n${env.BENCH_CONNECTIONS} connections, ${env.BENCH_SECONDS} s per run, PostgreSQL, ${env.BENCH_CLASSES} classes / ${env.BENCH_TEACHERS} teachers / ${env.BENCH_STUDENTS} students\n`,
  );
  console.log('| route | req/s | p50 ms | p99 ms | x hello (run just before) | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(`| ${r.route} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / r.hello).toFixed(2)} | ${r.errors} |`);
  if (env.BENCH_REPEAT > 1) {
    console.log(`\nMedian of ${env.BENCH_REPEAT} runs per route\n`);
    console.log('| route | req/s | p99 ms | x hello |');
    console.log('|---|---:|---:|---:|');
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    for (const route of chosen) {
      const runs = rows.filter((r) => r.route === route.name);
      console.log(
        `| ${route.name} | ${median(runs.map((r) => r.rps)).toFixed(0)} | ${median(runs.map((r) => r.p99))} | ${median(runs.map((r) => r.rps / r.hello)).toFixed(2)} |`,
      );
    }
  }
} finally {
  await database.close();
  if (reused || env.BENCH_KEEP_DATABASE === '1') console.log(`kept database: ${url.toString()}`);
  else await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
