import { type Endpoint, maxBodyBytesOf } from '@app/api';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { z } from 'zod';
import type { Database, Db } from '../db/database';
import { describeEachDatabase } from '../testing/databases';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';
import { listEndpoints, listRawEndpoints } from './contract-endpoints';
import { MAX_JSON_DEPTH } from './read-body';

const NOW = Date.UTC(2026, 2, 10, 12);
/** Runs per route; `BAD_INPUT_RUNS` raises it by hand. About a second per route on PGlite. */
const RUNS_PER_ENDPOINT = Number(process.env.BAD_INPUT_RUNS ?? 24);
/** `BAD_INPUT_SEED` replays a failing run (the seed is printed at the start). */
const SEED = Number(process.env.BAD_INPUT_SEED ?? Date.now() % 2_147_483_647);
/** A request that takes longer than this counts as a hang. */
const HANG_MS = 5_000;

/**
 * Tables a well-formed but refused request writes by design, left out of the checksum: the rate-limit
 * counters (http/rate-limit.ts) count refused requests too, e.g. a failed sign-in (a 401 for a
 * syntactically valid email and password) is counted by the sign-in throttle. The set named a table
 * that no longer exists, so a seed whose random sign-in body passed validation failed here.
 */
const WRITTEN_ON_PURPOSE = new Set(['rate_limit_hits']);

/**
 * A checksum of every row of every table: any insert, update or delete shows up, including an
 * update of one column (a message marked read).
 */
async function makeChecksum(db: Db): Promise<() => Promise<string>> {
  const Rows = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });
  const tables = Rows.parse(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  )
    .rows.map((r) => String(r.table_name))
    .filter((t) => !WRITTEN_ON_PURPOSE.has(t));
  const parts = sql.join(
    tables.map(
      (t) =>
        sql`(select ${t} || ':' || count(*) || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') from ${sql.identifier(t)} x)`,
    ),
    sql` || ';' || `,
  );
  const query = sql`select ${parts} as s`;
  return async () => String(Rows.parse(await db.execute(query)).rows[0]?.s);
}

// ---------------------------------------------------------------------------------------------
// Hostile inputs
// ---------------------------------------------------------------------------------------------

const LONE_SURROGATES = ['\uD800', '\uDFFF', 'a\uDC00b', '\uDBFF\uDBFF'];
const hostileText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1.5',
    '1e309',
    '-1e309',
    'NaN',
    'Infinity',
    'null',
    'undefined',
    '[]',
    '{}',
    '%00',
    'a\u0000b',
    '\u0000',
    '../../etc/passwd',
    "' or 1=1 --",
    'x'.repeat(300),
    '9'.repeat(25),
    '9007199254740993',
    '-9007199254740993',
    'true',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    '\u202Eevil',
    '\uFEFF1',
    '１２３',
    '٣',
    ...LONE_SURROGATES,
  ),
  fc.integer().map(String),
);
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileText,
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 0.1, 2 ** 53, [], {}, null, true, [null], { __proto__: null }),
);

/** A raw body: the text sent, and whether it can never be a valid body of any endpoint. */
interface RawBody {
  readonly text: string | undefined;
  readonly malformed: boolean;
  readonly what: string;
}

const deepArray = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

function bodyArb(endpoint: Endpoint, fieldNames: readonly string[]): fc.Arbitrary<RawBody> {
  const limit = maxBodyBytesOf(endpoint);
  const fields = fieldNames.length > 0 ? fc.constantFrom(...fieldNames) : fc.string({ maxLength: 10 });
  const jsonText = (value: unknown): string => (value === undefined ? 'null' : JSON.stringify(value));
  return fc.oneof(
    fc.constant<RawBody>({ text: undefined, malformed: false, what: 'none' }),
    // Wrong types and odd values under the schema's own field names.
    fc.dictionary(fields, hostileJson, { maxKeys: 4 }).map((d) => ({ text: jsonText(d), malformed: false, what: 'fields' })),
    hostileJson.map((v) => ({ text: jsonText(v), malformed: false, what: 'value' })),
    // Prototype keys, written as raw JSON (JSON.stringify would drop __proto__).
    fc.tuple(fields, hostileJson).map(([f, v]) => ({
      text: `{"__proto__":{"isAdmin":true,"${f}":${jsonText(v)}},"constructor":{"prototype":{"polluted":1}},"${f}":${jsonText(v)}}`,
      malformed: false,
      what: 'prototype',
    })),
    // Lone surrogates and NUL escaped inside strings.
    fields.map((f) => ({ text: `{"${f}":"\\ud800x\\u0000","x":"\\udfff"}`, malformed: false, what: 'escapes' })),
    // Too deep: as a whole body and inside a field; at the limit + 1 and far beyond.
    fc.tuple(fc.constantFrom(MAX_JSON_DEPTH + 1, 5_000, 60_000), fc.boolean(), fields).map(([n, arr, f]) => ({
      text: arr ? deepArray(n) : `{"${f}":${deepObject(n)}}`,
      malformed: true,
      what: `deep ${n}`,
    })),
    // Too large (beyond the endpoint's own limit).
    fc
      .tuple(fc.integer({ min: 1, max: 3 * limit }), fields)
      .map(([extra, f]) => ({ text: `{"${f}":"${'a'.repeat(limit + extra)}"}`, malformed: true, what: 'oversize' })),
    // Not JSON at all.
    fc
      .oneof(
        fc.constantFrom(
          '{',
          '{"a":',
          '[1,]',
          "{'a':1}",
          'NaN',
          'undefined',
          '\uFEFF{}',
          'a=1&b=2',
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
          '{"a":1}}',
          '\u0000',
        ),
        fc.string({ minLength: 1, maxLength: 40 }).filter((s) => {
          try {
            JSON.parse(s);
            return false;
          } catch {
            return true;
          }
        }),
      )
      .map((text) => ({ text, malformed: true, what: 'invalid json' })),
  );
}

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  undefined,
);

function objectKeys(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  return [];
}

/**
 * Percent-encoding that also sends lone surrogates, as the (invalid) UTF-8 bytes of the code unit
 * (`%ED%A0%80`), which `encodeURIComponent` refuses to produce.
 */
function encodeHostile(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // Code points: a lone surrogate stays one unit, a valid pair one character.
    return Array.from(text, (ch) => {
      const unit = ch.charCodeAt(0);
      if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      return encodeURIComponent(ch);
    }).join('');
  }
}

/** `/v2/x/:id{[0-9]+}` with every parameter replaced by `value` (percent-encoded). */
const fillPath = (path: string, value: (name: string) => string) =>
  `/api${path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, (_, name: string) => encodeHostile(value(name)))}`;

/** Does the route's path pattern (`:id{[0-9]+}`) accept `value`? A refused one never reaches the handler (a 404). */
const isNumericParamRoute = (endpoint: Endpoint) => endpoint.params !== undefined && objectKeys(endpoint.params).length > 0;

async function withinHangLimit<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${what}: no answer within ${HANG_MS} ms`));
    }, HANG_MS);
  });
  try {
    return await Promise.race([work, hang]);
  } finally {
    clearTimeout(timer);
  }
}

/** The app with a teacher, her class and a student with an unread message, and a checksum of every table. */
async function setUp(database: Database) {
  const { app } = createTestApp(database, NOW);
  const db = database.db;
  const teacher = await makeTeacher(db, app, { now: NOW });
  const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW });
  const student = await makeUser(db, app, { now: NOW, credit: 5_000 });
  // An unread message to the student: a GET of that thread that marked it read would be a write.
  expect((await teacher.agent.post(`/api/v1/conversations/${student.userId}/messages`, { text: 'Welcome to the class!' })).status).toBe(
    200,
  );
  const checksum = await makeChecksum(db);
  const knownIds = [teacher.userId, student.userId, cls.classId, teacher.topicId].map(String);
  return { app, student, checksum, knownIds };
}

describeEachDatabase('hostile input on every route of the contract', (ctx) => {
  it('answers a 4xx with a JSON error code (a 400 naming the field) and writes nothing; never a 5xx, never a hang; a GET never writes', async () => {
    console.info(`bad-input property test: seed ${SEED} (replay with BAD_INPUT_SEED=${SEED}), ${RUNS_PER_ENDPOINT} runs per route`);
    const { app, student, checksum, knownIds } = await setUp(ctx.database);
    // The checksum after a request that wrote nothing is the next request's "before": one checksum
    // per request rather than two (a 2xx that is not a GET may write, so the next one reads again).
    let unchangedSince: string | undefined;
    const paramArb = fc.oneof(hostileText, fc.constantFrom(...knownIds));
    const endpoints = listEndpoints();
    expect(endpoints.length).toBeGreaterThan(60);

    for (const [index, endpoint] of endpoints.entries()) {
      const queryArb = fc.dictionary(
        fc.constantFrom(...objectKeys(endpoint.query), '__proto__', 'constructor', 'page', 'id', 'levels[0]', 'x'),
        fc.oneof(hostileText, fc.array(hostileText, { maxLength: 3 })),
        { maxKeys: 5 },
      );
      await fc.assert(
        fc.asyncProperty(
          paramArb,
          queryArb,
          bodyArb(endpoint, objectKeys(endpoint.body)),
          contentTypes,
          fc.boolean(),
          async (param, query, body, contentType, signedIn) => {
            const path = fillPath(endpoint.path, () => param);
            const search = new URLSearchParams();
            for (const [key, value] of Object.entries(query)) for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
            const url = `${path}${search.size > 0 ? `?${search.toString()}` : ''}`;
            const what = `${endpoint.method} ${url.slice(0, 200)} (${signedIn ? 'student' : 'visitor'}, body ${body.what}, ${contentType ?? 'no content-type'})`;
            const headers: Record<string, string> = { 'X-Requested-With': 'app' };
            if (contentType) headers['Content-Type'] = contentType;
            if (signedIn) headers.Cookie = `sid=${student.agent.jar.get('sid') ?? ''}`;
            const sendsBody = endpoint.method !== 'GET' && body.text !== undefined;

            const before = unchangedSince ?? (await checksum());
            unchangedSince = undefined;
            const res = await withinHangLimit(
              Promise.resolve(app.request(url, { method: endpoint.method, headers, ...(sendsBody ? { body: body.text } : {}) })),
              what,
            );
            const text = await res.text();
            expect(res.status, `${what}: ${text.slice(0, 300)}`).toBeLessThan(500);
            let after: string | undefined;
            if (endpoint.method === 'GET') {
              after = await checksum();
              expect(after, `${what} wrote data on a GET`).toBe(before);
              unchangedSince = after;
            }
            if (endpoint.body && sendsBody && body.malformed)
              expect(res.status, `${what}: a malformed body must be refused`).toBeGreaterThanOrEqual(400);
            if (res.status < 400) return;

            const error = (JSON.parse(text) as { error?: { code?: unknown; field?: unknown } }).error;
            expect(typeof error?.code, `${what}: error body ${text.slice(0, 200)}`).toBe('string');
            if (
              error?.code === 'InvalidRequest' ||
              error?.code === 'InvalidJson' ||
              error?.code === 'BodyTooDeep' ||
              error?.code === 'BodyTooLarge'
            ) {
              expect(typeof error.field, `${what}: ${text.slice(0, 200)} names no field`).toBe('string');
            }
            after ??= await checksum();
            expect(after, `${what} changed data while refusing (${res.status})`).toBe(before);
            unchangedSince = after;
          },
        ),
        { numRuns: RUNS_PER_ENDPOINT, seed: SEED + index, endOnFailure: true },
      );
    }
    // Routes with a parameter pattern are covered too: a non-numeric id never reaches them (404).
    expect(endpoints.filter(isNumericParamRoute).length).toBeGreaterThan(10);
  }, 900_000);

  it('answers hostile addresses of the raw routes (files, pictures, calendars, exports) with their bytes or a 4xx JSON error; never a 5xx, a hang or a write', async () => {
    const { app, student, checksum, knownIds } = await setUp(ctx.database);
    const known = fc.constantFrom(...knownIds, 'a.png', '..%2F..%2Fetc%2Fpasswd', '.env');
    // Values the route's own pattern accepts (`:file{[A-Za-z0-9_-]+\.ics}`), so the handler behind it is reached too.
    const valuesArb = (path: string) =>
      fc.record(
        Object.fromEntries(
          [...path.matchAll(/:([A-Za-z_]+)(?:\{([^}]*)\})?/g)].map(([, name = '', pattern]) => [
            name,
            pattern
              ? fc.oneof(hostileText, known, fc.stringMatching(new RegExp(`^(?:${pattern})$`), { maxLength: 60 }))
              : fc.oneof(hostileText, known),
          ]),
        ),
      );
    const before = await checksum();
    const endpoints = listRawEndpoints();
    expect(endpoints.length).toBeGreaterThan(10);
    for (const [index, endpoint] of endpoints.entries()) {
      const queryArb = fc.dictionary(
        fc.constantFrom(...objectKeys(endpoint.query), '__proto__', 'token', 'download', 'x'),
        fc.oneof(hostileText, fc.array(hostileText, { maxLength: 3 })),
        { maxKeys: 4 },
      );
      await fc.assert(
        fc.asyncProperty(valuesArb(endpoint.path), queryArb, fc.boolean(), async (values, query, signedIn) => {
          const search = new URLSearchParams();
          for (const [key, value] of Object.entries(query)) for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
          const url = `${fillPath(endpoint.path, (name) => values[name] ?? '')}${search.size > 0 ? `?${search.toString()}` : ''}`;
          const what = `${endpoint.method} ${url.slice(0, 200)} (${signedIn ? 'student' : 'visitor'})`;
          const headers: Record<string, string> = signedIn ? { Cookie: `sid=${student.agent.jar.get('sid') ?? ''}` } : {};
          const res = await withinHangLimit(Promise.resolve(app.request(url, { method: endpoint.method, headers })), what);
          const body = await res.text();
          expect(res.status, `${what}: ${body.slice(0, 300)}`).toBeLessThan(500);
          if (res.status >= 400) {
            const error = (JSON.parse(body) as { error?: { code?: unknown } }).error;
            expect(typeof error?.code, `${what}: error body ${body.slice(0, 200)}`).toBe('string');
          }
        }),
        { numRuns: RUNS_PER_ENDPOINT, seed: SEED + 1_000 + index, endOnFailure: true },
      );
    }
    // The raw routes only read: one checksum over them all.
    expect(await checksum()).toBe(before);
  }, 600_000);
});
