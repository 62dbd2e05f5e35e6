import { TeacherSearchBodySchema, type TeacherSearchBody } from '@app/api';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordQueries } from '../bench/sql-recorder';
import { type Database, openDatabase } from '../db/database';
import { rowsOf } from '../db/rows-of';
import { seedDemoData } from '../seed/seed-demo';
import { largeStudentEmail, seedLarge } from '../seed/seed-large';
import { createMemoryStorage } from '../storage/memory-storage';
import { createThrowawayDatabase } from '../testing/databases';
import { searchTeachers } from '../teachers/search';

/*
 * How much a search reads, from the plans PostgreSQL runs (EXPLAIN ANALYZE of every statement the
 * search sent, on generated data of the benchmark's proportions with fresh statistics). A teacher
 * search for one language must start from that language's teachers: the planner once walked every
 * teacher and every user in key order and met the language last, reading all users for 10 % of the
 * teachers. PostgreSQL only: the plans are the server's. (Class and course searches read the
 * catalogue mirror, not the database: catalog/mirror.test.ts.)
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const NOW = Date.UTC(2026, 2, 10, 14, 17);
const TEACHERS = 5_000;

interface PlanNode {
  readonly 'Relation Name'?: string;
  readonly 'Actual Rows': number;
  readonly 'Actual Loops': number;
  readonly 'Rows Removed by Filter'?: number;
  readonly 'Rows Removed by Join Filter'?: number;
  readonly Plans?: readonly PlanNode[];
}

/** Rows a plan read from `relation`: what its scans returned plus what their filters dropped, over every loop. */
function rowsRead(node: PlanNode, relation: string): number {
  const own = node['Relation Name'] === relation ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'] : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child, relation), 0);
}

describe.skipIf(!TEST_DATABASE_URL)('search plans on generated data [postgres]', () => {
  let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>> | undefined;
  let database: Database;
  let explain: pg.Client;
  let studentId: number;
  const recorder = recordQueries(pg.Client.prototype);

  beforeAll(async () => {
    throwaway = await createThrowawayDatabase(TEST_DATABASE_URL!);
    database = await openDatabase({ url: throwaway.url });
    await database.migrate();
    await seedDemoData({ db: database.db, now: NOW, passwordHash: 'not-a-real-hash', storage: createMemoryStorage() });
    await seedLarge({ db: database.db, now: NOW, teachers: TEACHERS, students: 50_000, classes: 1_000 });
    await database.db.execute(sql`analyze`);
    const [student] = rowsOf<{ user_id: number }>(
      await database.db.execute(sql`select user_id from users where email = ${largeStudentEmail(1)}`),
    );
    studentId = student!.user_id;
    explain = new pg.Client({ connectionString: throwaway.url });
    await explain.connect();
  }, 120_000);
  afterAll(async () => {
    await explain.end();
    await database.close();
    await throwaway?.drop();
  });

  /** Rows of `users` and `teachers` read by every statement `run` sent, with how many statements it sent. */
  async function readBy<T>(run: () => Promise<T>) {
    recorder.start();
    const answer = await run();
    const statements = recorder.take();
    const read = { users: 0, teachers: 0 };
    for (const statement of statements) {
      const result = await explain.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `explain (analyze, format json) ${statement.text}`,
        statement.values as unknown[],
      );
      const plan = result.rows[0]!['QUERY PLAN'][0].Plan;
      read.users += rowsRead(plan, 'users');
      read.teachers += rowsRead(plan, 'teachers');
    }
    return { read, answer, statements: statements.length, prepared: statements.filter((s) => s.name !== undefined).length };
  }

  const readBySearch = (body: TeacherSearchBody, viewerId: number | null) =>
    readBy(() => searchTeachers(database.db, { input: TeacherSearchBodySchema.parse(body), viewerId, now: NOW }));

  // seedLarge gives each generated teacher one of ten languages: about 500 teach English here.
  const ofLanguage = TEACHERS / 10;
  const search = (extra: Partial<TeacherSearchBody> = {}): TeacherSearchBody => ({
    teach_language: { language: 'english' },
    teacher_info: {},
    user_timezone: 'Europe/Berlin',
    page: 1,
    ...extra,
  });

  it.each([
    ['the language alone', search(), null],
    ['a keyword', search({ keyword: 'teacher' }), null],
    ['weekdays and hours', search({ week_time_user: { weekday: [1, 3, 5], time_list: [18, 19, 20] } }), null],
    ['a trial, signed in (ranked by the soonest open slot)', search({ teacher_info: { has_trial: 1 } }), 'student'],
  ] as const)('%s: reads the language’s teachers, not every teacher and user', async (_name, body, viewer) => {
    const { read, answer, statements, prepared } = await readBySearch(body, viewer === 'student' ? studentId : null);
    expect('data' in answer ? answer.data.length : 0).toBeGreaterThan(0);
    // The candidates are read once, for the page and the amounts; the cards read the page's 20 again.
    expect(read.users).toBeLessThanOrEqual(2 * ofLanguage);
    expect(read.teachers).toBeLessThanOrEqual(2 * ofLanguage);
    // The page, its amounts and everything its cards show: one statement, prepared (parsed and
    // planned once per connection, not per search).
    expect(statements).toBe(1);
    expect(prepared).toBe(1);
  });
});
