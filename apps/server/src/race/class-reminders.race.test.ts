import { DAY_MS, HOUR_MS, MINUTE_MS } from '@app/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { rowsOf } from '../db/rows-of';
import { users } from '../db/schema-accounts';
import { groupClassStudents } from '../db/schema-catalog';
import { lessons } from '../db/schema-lessons';
import { createThrowawayDatabase } from '../testing/databases';
import { makeClass, makeTeacher } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';
import { assertServerBuilt, freePort, type ServerProcess, startServerProcess } from './server-process';

/*
 * Issue 15: "reminder 24 h and 1 h before start (sent once even with two processes and a restart in
 * between)". Two real server processes on one throw-away PostgreSQL database run the reminder job
 * (jobs/class-reminders.ts, from the sweeper: at start and every SWEEP_INTERVAL_MS, 5 s here). Many seats and lessons are
 * due when both start at once; then one process stops, more come due, and it starts again (its first
 * run re-reads everything already sent) while the other keeps running. Each reminder is queued once.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const SEATS_PER_CLASS = 40;
/** The servers sweep every 5 s (SWEEP_INTERVAL_MS) rather than every minute: the waits below are a few of these. */
const SWEEP_INTERVAL_MS = 5_000;
const SERVER_ENV = { ...process.env, SWEEP_INTERVAL_MS: String(SWEEP_INTERVAL_MS) };

describe.skipIf(!TEST_DATABASE_URL)('class reminders on two server processes, with a restart [postgres]', () => {
  let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>> | undefined;
  let database: Database | undefined;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    assertServerBuilt();
    throwaway = await createThrowawayDatabase(TEST_DATABASE_URL ?? '');
    database = await openDatabase({ url: throwaway.url }, { poolSize: 4 });
    await database.migrate();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
    await throwaway?.drop();
  });

  /** `classes` classes starting `startsIn` from now, each with SEATS_PER_CLASS students who booked days ago, and `lessonCount` lessons 20 to 40 minutes away (only the 1 h reminder, however long the test runs). */
  async function addDue({ classes, startsIn, lessonCount, tag }: { classes: number; startsIn: number; lessonCount: number; tag: string }) {
    const db = database?.db;
    if (!db) throw new Error('no database');
    const now = Date.now();
    const { app } = createTestApp(database as Database, now);
    const teacher = await makeTeacher(db, app, { now });
    const bookedAt = new Date(now - 3 * DAY_MS);
    const students = await db
      .insert(users)
      .values(
        Array.from({ length: classes * SEATS_PER_CLASS + lessonCount }, (_, i) => ({
          email: `race-${tag}-${i}@fixture.test`,
          password_hash: 'fixture-no-login',
          nickname: `R${tag}${i}`,
          created_at: bookedAt,
        })),
      )
      .returning({ id: users.user_id });
    for (let c = 0; c < classes; c++) {
      const klass = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now, startsIn: startsIn + c * MINUTE_MS });
      await db.insert(groupClassStudents).values(
        students.slice(c * SEATS_PER_CLASS, (c + 1) * SEATS_PER_CLASS).map((s) => ({
          group_class_id: klass.classId,
          student_id: s.id,
          status: 'SCHEDULED' as const,
          created_at: bookedAt,
          updated_at: bookedAt,
        })),
      );
    }
    await db.insert(lessons).values(
      students.slice(classes * SEATS_PER_CLASS).map((s, i) => ({
        teacher_id: teacher.userId,
        student_id: s.id,
        language: 'english',
        start_time: new Date(now + 20 * MINUTE_MS + i * MINUTE_MS),
        duration: 30,
        is_trial: false,
        price: 1000,
        status: 'BOOKED' as const,
        created_at: bookedAt,
        updated_at: bookedAt,
      })),
    );
    return classes * SEATS_PER_CLASS + lessonCount;
  }

  const counts = async (tag: string) =>
    rowsOf<{ mails: number; addresses: number; sends: number }>(
      await (database as Database).db.execute(sql`
        select (select count(*)::int from outbox where to_address like ${`race-${tag}-%`}) as mails,
               (select count(distinct to_address)::int from outbox where to_address like ${`race-${tag}-%`}) as addresses,
               (select count(*)::int from reminder_sends r join users u on u.user_id = r.user_id where u.email like ${`race-${tag}-%`}) as sends`),
    )[0];

  async function waitFor(tag: string, expected: number, deadlineMs: number) {
    const deadline = Date.now() + deadlineMs;
    while (((await counts(tag))?.mails ?? 0) < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    // A moment more, for a duplicate that a broken insert would write late.
    await new Promise((r) => setTimeout(r, 1_500));
  }

  it('each due reminder is queued once: two processes starting together, then one restarted with more come due', async () => {
    // 23 h away: the 24 h reminder is due; the lessons 20 to 40 min away: the 1 h one.
    const first = await addDue({ classes: 4, startsIn: 23 * HOUR_MS, lessonCount: 20, tag: 'a' });
    const ports = await Promise.all([freePort(), freePort()]);
    for (const port of ports) servers.push(startServerProcess({ databaseUrl: throwaway?.url ?? '', port, env: SERVER_ENV }));
    await Promise.all(servers.map((s) => s.ready));
    await waitFor('a', first, 60_000);
    expect(await counts('a')).toEqual({ mails: first, addresses: first, sends: first });

    // Restart one process: stop it, let more reminders come due, start it again.
    const [stopping] = servers.splice(0, 1);
    await stopping?.stop();
    const second = await addDue({ classes: 3, startsIn: 23 * HOUR_MS + 30 * MINUTE_MS, lessonCount: 10, tag: 'b' });
    const restarted = startServerProcess({ databaseUrl: throwaway?.url ?? '', port: await freePort(), env: SERVER_ENV });
    servers.push(restarted);
    await restarted.ready;
    // The restarted one runs at once; the other on its next sweep: both see them, one mail each.
    await waitFor('b', second, SWEEP_INTERVAL_MS + 30_000);
    expect(await counts('b')).toEqual({ mails: second, addresses: second, sends: second });
    // Wait for the other process's next run too, then nothing more: the restart re-read the first batch and sent nothing again.
    await new Promise((r) => setTimeout(r, SWEEP_INTERVAL_MS + 2_000));
    expect(await counts('a')).toEqual({ mails: first, addresses: first, sends: first });
    expect(await counts('b')).toEqual({ mails: second, addresses: second, sends: second });
    for (const server of servers) expect(server.log()).not.toMatch(/sweep failed/);
  }, 240_000);
});
