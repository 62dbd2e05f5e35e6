// `pnpm bench:api`: the API under varied load. The server runs in a process of its own
// (bench-server.ts); this process seeds nothing itself and drives the load with autocannon: for each
// endpoint a mix of different requests (bench-mix.ts) as the main figure, the same request over and
// over beside it (identical in-flight reads are shared, so that figure flatters), each compared with
// the health route measured just before it. On PostgreSQL it then replays the SQL each request ran
// through pgbench, as a floor. A benchmark, not a test: it asserts nothing.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { z } from 'zod';
import { type BenchRequest, MIX_NAMES, type MixName, type MixSource, buildMix } from './bench-mix';
import { hasPgbenchVariable, percentileFromPgbenchLog, pgbenchScript, readPgbenchTps } from './pgbench-script';

const TARGETS = ['postgres', 'pglite', 'pglite-demo'] as const;
type Target = (typeof TARGETS)[number];

const Env = z.object({
  BENCH_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .default('postgres://root@127.0.0.1:5432/postgres'),
  BENCH_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
  BENCH_CONNECTIONS: z.coerce.number().int().min(1).max(500).default(50),
  BENCH_CLASSES: z.coerce.number().int().min(1000).default(100_000),
  BENCH_TEACHERS: z.coerce.number().int().min(10).default(5_000),
  BENCH_STUDENTS: z.coerce.number().int().min(100).default(50_000),
  /** Where to measure, comma-separated: `postgres` (the bench data), `pglite` (the same data, embedded), `pglite-demo`. */
  BENCH_TARGETS: z
    .string()
    .default('postgres')
    .transform((v, ctx) => {
      const targets = v.split(',').map((t) => t.trim());
      for (const t of targets) if (!TARGETS.includes(t as Target)) ctx.addIssue({ code: 'custom', message: `unknown target ${t}` });
      return targets as Target[];
    }),
  /** Classes of the `pglite` target's data set (teachers and students scale with it); default BENCH_CLASSES. */
  BENCH_PGLITE_CLASSES: z.coerce.number().int().min(1000).optional(),
  /** Comma-separated endpoint names (`class,teacher`): only those whose name starts with one of them. */
  BENCH_ROUTES: z.string().optional(),
  /** Different requests per endpoint in the mix. */
  BENCH_MIX_SIZE: z.coerce.number().int().min(100).max(5000).default(600),
  /** `0`: skip the pgbench floor. */
  BENCH_FLOOR: z.enum(['0', '1']).default('1'),
  /** A directory: EXPLAIN (ANALYZE, BUFFERS) of every statement the mix ran on PostgreSQL, written there, with a summary printed. */
  BENCH_EXPLAIN: z.string().optional(),
  /** A directory: the PostgreSQL server runs under `node --cpu-prof` and leaves its profile there. */
  BENCH_CPU_PROF: z.string().optional(),
  /** `1`: leave the seeded PostgreSQL database in place (its name is printed), to EXPLAIN queries on it. */
  BENCH_KEEP_DATABASE: z.enum(['0', '1']).default('0'),
  /** A database an earlier run kept (`bench_...`): measured again as it is, without seeding, and kept. */
  BENCH_REUSE_DATABASE: z
    .string()
    .regex(/^bench_[a-z0-9]+$/)
    .optional(),
});
const env = Env.parse(process.env);
const WARM_UP_SECONDS = 2;
const here = dirname(fileURLToPath(import.meta.url));

// ---- the server process ------------------------------------------------------------------------

interface RunningServer {
  readonly base: string;
  readonly child: ChildProcess;
  readonly source: MixSource;
}

async function startServer(extraEnv: Record<string, string>, nodeFlags: string[] = []): Promise<RunningServer> {
  const child = spawn(process.execPath, [...nodeFlags, join(here, 'bench-server.js')], {
    env: { ...process.env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise<{ port: number }>((resolve, reject) => {
    child.once('exit', (code) => {
      reject(new Error(`bench server exited with ${String(code)} before listening`));
    });
    lines.on('line', (line) => {
      if (line.startsWith('BENCH_SERVER_READY ')) resolve(JSON.parse(line.slice('BENCH_SERVER_READY '.length)) as { port: number });
      else console.log(`[server] ${line}`);
    });
  });
  child.removeAllListeners('exit');
  const base = `http://127.0.0.1:${ready.port}`;
  const source = (await (await fetch(`${base}/bench/mix-source`)).json()) as MixSource;
  return { base, child, source };
}

async function stopServer(server: RunningServer): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

// ---- load --------------------------------------------------------------------------------------

/** What a browser sends besides: compression as Chromium asks for it, the CSRF header, JSON bodies. */
function headersOf(request: BenchRequest): Record<string, string> {
  return {
    'Accept-Encoding': 'gzip, deflate, br, zstd',
    'X-Requested-With': 'app',
    ...(request.body ? { 'Content-Type': 'application/json' } : {}),
    ...(request.cookie ? { Cookie: request.cookie } : {}),
  };
}

interface Measured {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

/** autocannon on `requests`, sent in turn: with more requests than connections, no two in flight are the same. */
async function load(base: string, requests: readonly BenchRequest[], seconds: number): Promise<Measured> {
  let next = 0;
  const first = requests[0];
  if (!first) throw new Error('no requests');
  const result = await autocannon({
    url: base,
    connections: env.BENCH_CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const r = requests[next++ % requests.length] ?? first;
          return {
            ...request,
            method: r.method,
            path: r.path,
            headers: headersOf(r),
            ...(r.body ? { body: r.body } : { body: undefined }),
          };
        },
      },
    ],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function measure(base: string, requests: readonly BenchRequest[]): Promise<Measured> {
  // Unrecorded warm-up: the JIT, and each pooled connection's prepared statements and plans.
  await load(base, requests, WARM_UP_SECONDS);
  return load(base, requests, env.BENCH_SECONDS);
}

async function send(base: string, request: BenchRequest): Promise<void> {
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: headersOf(request),
    ...(request.body ? { body: request.body } : {}),
  });
  if (!response.ok) throw new Error(`${request.method} ${request.path}: HTTP ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

// ---- one target --------------------------------------------------------------------------------

interface EndpointRow {
  readonly endpoint: MixName;
  readonly varied: Measured;
  readonly identical: Measured;
  readonly health: Measured;
  /** The statements each request of the mix ran (PostgreSQL with the floor on). */
  readonly statements: string[][] | null;
}

const wanted = env.BENCH_ROUTES?.split(',')
  .map((w) => w.trim())
  .filter((w) => w.length > 0);
const endpoints = MIX_NAMES.filter((name) => !wanted || wanted.some((w) => name.startsWith(w)));
const healthRequests: BenchRequest[] = [{ method: 'GET', path: '/api/health' }];
const helloRequests: BenchRequest[] = [{ method: 'GET', path: '/bench/hello' }];

async function measureTarget(server: RunningServer, record: boolean): Promise<{ hello: Measured; rows: EndpointRow[] }> {
  const hello = await measure(server.base, helloRequests);
  const rows: EndpointRow[] = [];
  for (const endpoint of endpoints) {
    const mix = buildMix(endpoint, server.source, { count: env.BENCH_MIX_SIZE, seed: 16 });
    // Every request of the mix once, one at a time: each must answer 200, and (recording) what SQL it runs.
    const statements: string[][] = [];
    for (const request of mix) {
      if (record) await fetch(`${server.base}/bench/sql/start`, { method: 'POST' });
      await send(server.base, request);
      if (record) statements.push((await (await fetch(`${server.base}/bench/sql/take`, { method: 'POST' })).json()) as string[]);
    }
    // The run just before each endpoint's, as the shared 2-core machine drifts between runs.
    const health = await measure(server.base, healthRequests);
    const varied = await measure(server.base, mix);
    const identical = await measure(server.base, mix.slice(0, 1));
    rows.push({ endpoint, varied, identical, health, statements: record ? statements : null });
  }
  return { hello, rows };
}

// ---- the pgbench floor -------------------------------------------------------------------------

const execFileAsync = promisify(execFile);

async function pgbenchFloor(url: URL, statements: string[][]): Promise<{ tps: number; p99: number | null; mode: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  try {
    const script = join(dir, 'floor.sql');
    writeFileSync(script, pgbenchScript(statements));
    // Prepared (each statement parsed and planned once per connection) is the floor; a statement
    // pgbench would misread (`:name` inside it) needs the simple protocol.
    const mode = statements.flat().some(hasPgbenchVariable) ? 'simple' : 'prepared';
    const args = (seconds: number, log: boolean) => [
      '-n',
      `-M${mode}`,
      `-c${env.BENCH_CONNECTIONS}`,
      '-j2',
      `-T${seconds}`,
      ...(log ? ['-l', `--log-prefix=${join(dir, 'log')}`] : []),
      '-f',
      script,
      '-h',
      url.hostname,
      '-p',
      url.port || '5432',
      ...(url.username ? ['-U', decodeURIComponent(url.username)] : []),
      url.pathname.slice(1),
    ];
    const pgEnv = { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) };
    await execFileAsync('pgbench', args(WARM_UP_SECONDS, false), { env: pgEnv, maxBuffer: 1 << 26 });
    const { stdout } = await execFileAsync('pgbench', args(env.BENCH_SECONDS, true), { env: pgEnv, maxBuffer: 1 << 26 });
    const logs = readdirSync(dir)
      .filter((f) => f.startsWith('log'))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    return { tps: readPgbenchTps(stdout), p99: percentileFromPgbenchLog(logs, 99), mode };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function hasPgbench(): Promise<boolean> {
  try {
    await execFileAsync('pgbench', ['--version']);
    return true;
  } catch {
    return false;
  }
}

// ---- where the database's time goes -----------------------------------------------------------

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement each request of the mix ran, one request at a time
 * (no load): per endpoint the database's planning + execution time per request, and the statements
 * that took longest, with their plans in `dir`.
 */
/**
 * The statements grouped by shape (the text with its literals and lists blanked), heaviest total
 * first: how often a request runs each, and what it costs. Where the time of an endpoint goes.
 */
function shapeSummary(timed: readonly { ms: number; statement: string }[], requests: number): string {
  const shapes = new Map<string, { ms: number; runs: number; slowest: number }>();
  for (const { ms, statement } of timed) {
    const shape = statement
      .replace(/'(?:[^']|'')*'/g, '?')
      .replace(/\b\d+(\.\d+)?\b/g, '?')
      .replace(/\(\?(, \?)*\)/g, '(?...)');
    const entry = shapes.get(shape) ?? { ms: 0, runs: 0, slowest: 0 };
    shapes.set(shape, { ms: entry.ms + ms, runs: entry.runs + 1, slowest: Math.max(entry.slowest, ms) });
  }
  const total = timed.reduce((sum, t) => sum + t.ms, 0);
  return [...shapes]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(
      ([shape, e]) =>
        `-- ${((100 * e.ms) / total).toFixed(1)} % of the time, ${(e.runs / requests).toFixed(2)} a request, ${(e.ms / e.runs).toFixed(2)} ms each (slowest ${e.slowest.toFixed(1)})\n${shape}\n`,
    )
    .join('\n');
}

async function explainMix(url: URL, rows: readonly EndpointRow[], dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    console.log(`\nDatabase time per request, one request at a time (EXPLAIN ANALYZE of each recorded statement; plans in ${dir})\n`);
    console.log('| endpoint | statements | planning ms | execution ms | slowest statement ms |');
    console.log('|---|---:|---:|---:|---:|');
    for (const row of rows) {
      if (!row.statements) continue;
      let planning = 0;
      let execution = 0;
      const timed: { ms: number; statement: string; plan: string }[] = [];
      for (const statement of row.statements.flat()) {
        const result = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement}`);
        const plan = result.rows.map((r) => r['QUERY PLAN']).join('\n');
        const ms = (label: string) => Number(new RegExp(`${label} Time: ([\\d.]+) ms`).exec(plan)?.[1] ?? 0);
        planning += ms('Planning');
        execution += ms('Execution');
        timed.push({ ms: ms('Planning') + ms('Execution'), statement, plan });
      }
      timed.sort((a, b) => b.ms - a.ms);
      const n = row.statements.length;
      console.log(
        `| ${row.endpoint} | ${(timed.length / n).toFixed(1)} | ${(planning / n).toFixed(2)} | ${(execution / n).toFixed(2)} | ${timed[0]?.ms.toFixed(1) ?? '-'} |`,
      );
      const base = join(dir, row.endpoint.replace(/\W+/g, '-'));
      writeFileSync(`${base}-shapes.txt`, shapeSummary(timed, n));
      writeFileSync(
        `${base}.txt`,
        timed
          .slice(0, 15)
          .map((t) => `-- ${t.ms.toFixed(2)} ms\n${t.statement}\n\n${t.plan}\n`)
          .join('\n\n'),
      );
    }
  } finally {
    await client.end();
  }
}

// ---- the run -----------------------------------------------------------------------------------

const f0 = (n: number) => n.toFixed(0);
const f2 = (n: number) => n.toFixed(2);
const results = new Map<Target, { hello: Measured; rows: EndpointRow[] }>();
const sizes = `${env.BENCH_CLASSES} classes / ${env.BENCH_TEACHERS} teachers / ${env.BENCH_STUDENTS} students`;

for (const target of env.BENCH_TARGETS) {
  if (target === 'postgres') {
    const reused = env.BENCH_REUSE_DATABASE !== undefined;
    const dbName = env.BENCH_REUSE_DATABASE ?? `bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: env.BENCH_DATABASE_URL });
    await admin.connect();
    if (!reused) await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(env.BENCH_DATABASE_URL);
    url.pathname = `/${dbName}`;
    const floor = env.BENCH_FLOOR === '1' && (await hasPgbench());
    const record = floor || env.BENCH_EXPLAIN !== undefined;
    try {
      const server = await startServer(
        {
          BENCH_SERVER_DB: url.toString(),
          BENCH_SERVER_SEED: reused ? 'none' : 'large',
          BENCH_SERVER_RECORD_SQL: record ? '1' : '0',
        },
        env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', env.BENCH_CPU_PROF] : [],
      );
      let measured;
      try {
        measured = await measureTarget(server, record);
      } finally {
        await stopServer(server);
      }
      results.set(target, measured);
      console.log(
        `\nPostgreSQL, ${sizes}, ${env.BENCH_CONNECTIONS} connections, ${env.BENCH_SECONDS} s per run (after ${WARM_UP_SECONDS} s warm-up)`,
      );
      console.log(`hello (no database) ${f0(measured.hello.rps)} req/s, p99 ${measured.hello.p99} ms\n`);
      console.log(
        '| endpoint | varied req/s | p50 ms | p99 ms | x health | x hello | identical req/s | identical p99 ms | health req/s | errors |',
      );
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
      for (const r of measured.rows) {
        console.log(
          `| ${r.endpoint} | ${f0(r.varied.rps)} | ${r.varied.p50} | ${r.varied.p99} | ${f2(r.varied.rps / r.health.rps)} | ${f2(r.varied.rps / measured.hello.rps)} | ${f0(r.identical.rps)} | ${r.identical.p99} | ${f0(r.health.rps)} | ${r.varied.errors + r.identical.errors + r.health.errors} |`,
        );
      }
      if (env.BENCH_EXPLAIN) await explainMix(url, measured.rows, env.BENCH_EXPLAIN);
      if (floor) {
        console.log(
          `\nFloor: the statements each request of the mix ran, replayed by pgbench (${env.BENCH_CONNECTIONS} clients, same database)\n`,
        );
        console.log('| endpoint | statements per request | pgbench tps | pgbench p99 ms | API varied req/s | API / floor |');
        console.log('|---|---:|---:|---:|---:|---:|');
        for (const r of measured.rows) {
          if (!r.statements) continue;
          const result = await pgbenchFloor(url, r.statements);
          const perRequest = r.statements.reduce((n, s) => n + s.length, 0) / r.statements.length;
          console.log(
            `| ${r.endpoint} | ${perRequest.toFixed(1)} | ${f0(result.tps)} | ${result.p99?.toFixed(1) ?? '-'} | ${f0(r.varied.rps)} | ${f2(r.varied.rps / result.tps)} |`,
          );
        }
      } else if (env.BENCH_FLOOR === '1')
        console.log('\n(no pgbench on PATH: `apt-get install -y postgresql-client` gives it; floor skipped)');
    } finally {
      if (reused || env.BENCH_KEEP_DATABASE === '1') console.log(`kept database: ${url.toString()}`);
      else await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
    const classes = env.BENCH_PGLITE_CLASSES ?? env.BENCH_CLASSES;
    const scale = classes / env.BENCH_CLASSES;
    try {
      const seededAt = performance.now();
      const server = await startServer({
        BENCH_SERVER_DB: dataDir,
        BENCH_SERVER_SEED: target === 'pglite' ? 'large' : 'demo',
        BENCH_CLASSES: String(classes),
        BENCH_TEACHERS: String(Math.max(10, Math.round(env.BENCH_TEACHERS * scale))),
        BENCH_STUDENTS: String(Math.max(100, Math.round(env.BENCH_STUDENTS * scale))),
      });
      console.log(`[${target}] ready after ${((performance.now() - seededAt) / 1000).toFixed(1)} s`);
      try {
        results.set(target, await measureTarget(server, false));
      } finally {
        await stopServer(server);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const measured = results.get(target);
    if (!measured) continue;
    const data = target === 'pglite' ? `the bench data (${classes} classes)` : 'the demo data';
    console.log(`\nPGlite (embedded), ${data}, ${env.BENCH_CONNECTIONS} connections, ${env.BENCH_SECONDS} s per run`);
    console.log(`hello (no database) ${f0(measured.hello.rps)} req/s, p99 ${measured.hello.p99} ms\n`);
    const postgres = results.get('postgres');
    console.log('| endpoint | varied req/s | p99 ms | x health | identical req/s | health req/s | x PostgreSQL (varied) | errors |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of measured.rows) {
      const onPostgres = postgres?.rows.find((p) => p.endpoint === r.endpoint);
      console.log(
        `| ${r.endpoint} | ${f0(r.varied.rps)} | ${r.varied.p99} | ${f2(r.varied.rps / r.health.rps)} | ${f0(r.identical.rps)} | ${f0(r.health.rps)} | ${onPostgres ? f2(r.varied.rps / onPostgres.varied.rps) : '-'} | ${r.varied.errors + r.identical.errors + r.health.errors} |`,
      );
    }
  }
}
