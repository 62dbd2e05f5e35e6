import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../db/database';
import { describeEachDatabase } from '../testing/databases';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';
import { listEndpoints } from './openapi';

const NOW = Date.UTC(2026, 2, 10, 12);
const RUNS_PER_ENDPOINT = 12;

/** Row counts of every table plus the ledger sum, in one query: any write shows up here. */
async function makeSnapshot(db: Db): Promise<() => Promise<string>> {
  const Rows = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });
  const tables = Rows.parse(await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`))
    .rows.map((r) => String(r.table_name));
  const counts = sql.join(tables.map((t) => sql`(select count(*) from ${sql.identifier(t)})::text`), sql` || ',' || `);
  const query = sql`select ${counts} || ';' || (select coalesce(sum(amount), 0) from ledger_entries)::text as s`;
  return async () => String(Rows.parse(await db.execute(query)).rows[0]?.s);
}

const junk = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('', ' ', '-1', '0', '1e309', 'NaN', 'null', '[]', '{}', '%00', 'a\u0000b', '../../etc/passwd', "' or 1=1 --", 'x'.repeat(300), '9'.repeat(25), 'true'),
  fc.integer().map(String),
);
const queryArb = fc.dictionary(fc.constantFrom('id', 'page', 'page_size', 'offset', 'length', 'language', 'levels', 'levels[0]', 'keyword', 'user_timezone', 'topic_id', 'teacher_id', 'user_ids', 'lang', 'path', 'experiment_name', 'category', 'tag', 'start_time', 'scope'), junk, { maxKeys: 5 });
const bodyArb = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom('email', 'password', 'nickname', 'word', 'category', 'custom_msg', 'token', 'teacher_ids', 'target_lang', 'page', 'teach_language', 'keyword', 'text', 'timezone_iana', 'is_am', 'currency'), fc.oneof(junk, fc.jsonValue({ maxDepth: 2 })), { maxKeys: 4 }),
);

describeEachDatabase('bad input on every route', (ctx) => {
  it('never answers 500 and never changes data when it refuses', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW });
    const student = await makeUser(db, app, { now: NOW, credit: 5_000 });
    const snapshot = await makeSnapshot(db);

    for (const endpoint of listEndpoints()) {
      await fc.assert(
        fc.asyncProperty(junk, queryArb, bodyArb, fc.boolean(), async (param, query, body, signedIn) => {
          const path = `/api${endpoint.path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, () => encodeURIComponent(param))}`;
          const search = new URLSearchParams(query).toString();
          const before = await snapshot();
          const headers: Record<string, string> = { 'X-Requested-With': 'app', 'Content-Type': 'application/json' };
          if (signedIn) headers.Cookie = `sid=${student.agent.jar.get('sid') ?? ''}`;
          const res = await app.request(`${path}${search ? `?${search}` : ''}`, {
            method: endpoint.method,
            headers,
            ...(endpoint.method === 'GET' || body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          expect(res.status, `${endpoint.method} ${path}?${search}`).toBeLessThan(500);
          if (res.status >= 400) {
            const error = (await res.json()) as { error?: { code?: unknown } };
            expect(typeof error.error?.code, `${endpoint.method} ${path}: error body`).toBe('string');
            expect(await snapshot(), `${endpoint.method} ${path} changed data while refusing`).toBe(before);
          }
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    }
  }, 600_000);
});
