import { isDeepStrictEqual } from 'node:util';
import { WalletResponseSchema } from '@app/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { rowsOf } from '../db/rows-of';
import { runSweep } from '../jobs/sweep';
import { createRandom, type Random } from '../seed/prng';
import { createThrowawayDatabase } from '../testing/databases';
import { findViolations, ledgerBalances } from './invariants';
import { type Answer, assertServerBuilt, call, freePort, type ServerProcess, startServerProcess } from './server-process';
import { buildWorld, type Person, type Scheduler, type World } from './world';

/*
 * Two real server processes (each started by tooling/scripts/start.mjs, as `pnpm start` does) on one throw-away
 * PostgreSQL database, started at once on the empty database; then randomized concurrent
 * operations spread over both, one `kill -9` mid-burst and a restart, and the invariants of
 * ./invariants.ts checked in SQL. RACE_OPS=100000 runs a long burst by hand; RACE_SEED=<n>
 * replays a printed seed's operations (the interleaving is up to the machine).
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const OPS = Number(process.env.RACE_OPS ?? 1_000);
const SEED = Number(process.env.RACE_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CONCURRENCY = 16;

const classPath = (id: number, action: 'BOOK' | 'CANCEL') => `/api/v3/group_class/group_classes/${id}/actions/${action}`;
const coursePath = (id: number, action: 'BOOK' | 'CANCEL') => `/api/v3/group_class/courses/${id}/actions/${action}`;

describe.skipIf(!TEST_DATABASE_URL)('two server processes on one database [postgres]', () => {
  let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>> | undefined;
  let database: Database | undefined;
  const servers: ServerProcess[] = [];
  /** Every process started, the killed one included, for their logs when an invariant breaks. */
  const everStarted: ServerProcess[] = [];
  /** Problems seen in the answers (a 5xx, a retried BOOK answered differently...), by rule. */
  const problems: Record<string, string[]> = {
    'no 5xx answer': [],
    'a BOOK repeated with its Idempotency-Key gets the first answer back': [],
    'a repeated BOOK or CANCEL without a key succeeds at most once': [],
    'two overlapping schedules of one teacher: at most one succeeds': [],
  };
  const dbUrl = () => throwaway?.url ?? '';
  const note = (rule: string, detail: string) => {
    problems[rule]?.push(detail);
  };

  beforeAll(async () => {
    assertServerBuilt();
    console.log(`race: RACE_SEED=${SEED} RACE_OPS=${OPS}`);
    throwaway = await createThrowawayDatabase(TEST_DATABASE_URL ?? '');
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
    await throwaway?.drop();
  });

  it('both processes start at once on the empty database: one migrates and seeds, the other waits, both serve', async () => {
    const ports = await Promise.all([freePort(), freePort()]);
    for (const port of ports) servers.push(startServerProcess({ databaseUrl: dbUrl(), port, env: process.env }));
    everStarted.push(...servers);
    await Promise.all(servers.map((s) => s.ready));
    database = await openDatabase({ url: dbUrl() }, { poolSize: 8 });
    // The demo was seeded once: every demo e-mail is there exactly once (a second seed would have duplicated or crashed).
    const [seeded] = rowsOf<{ n: number; emails: number }>(
      await database.db.execute(sql`select count(*)::int as n, count(distinct email)::int as emails from users`),
    );
    expect(seeded?.n).toBeGreaterThan(0);
    expect(seeded?.n).toBe(seeded?.emails);
    for (const server of servers) expect((await call(server.url, 'GET', '/api/health')).lost).toBe(false);
  }, 180_000);

  it(`randomized concurrent operations over both processes, one killed with SIGKILL mid-burst and restarted, keep every invariant (RACE_OPS=${OPS})`, async () => {
    expect(servers).toHaveLength(2);
    if (!database) throw new Error('the processes did not start');
    const world = await buildWorld(database, OPS);
    const random = createRandom(SEED);
    const operations = Array.from({ length: OPS }, () => pickOperation(random, world));
    let down: number | null = null;
    const url = (preferred: number) => {
      const i = down === preferred ? 1 - preferred : preferred;
      return (servers[i] ?? servers[0])?.url ?? '';
    };

    const run = makeRunner({ url, note, world, database });
    let next = 0;
    const killAt = Math.floor(OPS * 0.4);
    const restartAt = Math.floor(OPS * 0.5);
    const restarts: Promise<void>[] = [];
    const worker = async () => {
      while (next < operations.length) {
        const index = next++;
        const op = operations[index];
        if (!op) break;
        if (index === killAt) {
          // Mid-burst: the other workers keep requests in flight on it.
          down = 1;
          await servers[1]?.kill9();
        }
        if (index === restartAt && down === 1) {
          const port = servers[1]?.port ?? 0;
          const restarted = startServerProcess({ databaseUrl: dbUrl(), port, env: process.env });
          everStarted.push(restarted);
          restarts.push(
            restarted.ready.then(() => {
              servers[1] = restarted;
              down = null;
            }),
          );
        }
        await run(op);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await Promise.all(restarts);
    expect(down).toBe(null);
    console.log(`race: ${OPS} operations in ${Math.round(performance.now() - started)} ms`);

    // The wallet each student is shown, on either process, is the ledger's sum.
    const balances = await ledgerBalances(
      database.db,
      world.students.map((s) => s.userId),
    );
    const walletMismatches: string[] = [];
    for (const [i, student] of world.students.entries()) {
      const answer = await call(servers[i % 2]?.url ?? '', 'GET', '/api/v1/wallet', { sid: student.sid });
      const shown = answer.lost ? null : WalletResponseSchema.safeParse(answer.body).data?.data.balance;
      if (shown !== balances.get(student.userId))
        walletMismatches.push(`user ${student.userId}: wallet ${String(shown)}, ledger ${String(balances.get(student.userId))}`);
    }

    const violations = { ...(await findViolations(database.db)), 'wallet answer = ledger sum': walletMismatches, ...problems };
    const broken = Object.entries(violations).filter(([, rows]) => rows.length > 0);
    if (broken.length > 0) {
      console.log(
        `race: RACE_SEED=${SEED} broke:\n${broken.map(([rule, rows]) => `- ${rule}: ${JSON.stringify(rows.slice(0, 5))}`).join('\n')}`,
      );
      for (const server of everStarted) console.log(`race: log of the process on port ${server.port}:\n${server.log().slice(-4000)}`);
    }
    for (const [rule, rows] of Object.entries(violations)) expect.soft(rows, rule).toEqual([]);
  }, 300_000);

  it('a teacher schedules two overlapping classes on both processes at once: exactly one succeeds, the other is ScheduleOverlap, no overlap is stored', async () => {
    if (!database) throw new Error('the processes did not start');
    const world = await buildWorld(database, 0);
    const teacher = world.schedulers[0];
    if (!teacher || servers.length !== 2) throw new Error('no scheduler');
    for (let round = 0; round < 20; round += 1) {
      const answers = await Promise.all(
        overlappingSchedules({ topicId: teacher.topicId, dayOffset: 3 + round * 15, hour: 10 }).map((body, i) =>
          call(servers[i]?.url ?? '', 'POST', '/api/v1/teaching/classes', { sid: teacher.sid, body }),
        ),
      );
      const statuses = answers.map((a) => (a.lost ? 'lost' : a.status)).sort();
      expect(statuses, JSON.stringify(answers)).toEqual([200, 409]);
      const refused = answers.find((a) => !a.lost && a.status === 409);
      expect(refused && !refused.lost ? refused.body : null).toMatchObject({ error: { code: 'ScheduleOverlap' } });
    }
    const overlaps = rowsOf(
      await database.db.execute(sql`
        select a.id, b.id from group_classes a join group_classes b on b.teacher_id = a.teacher_id and b.id > a.id
        where a.teacher_id = ${teacher.userId} and a.start_time < b.end_time and b.start_time < a.end_time`),
    );
    expect(overlaps).toEqual([]);
  }, 120_000);
});

type Operation =
  | { kind: 'book' | 'drop' | 'double-drop' | 'book-twice' | 'book-retry'; student: Person; classId: number; key: string | null }
  | { kind: 'teacher-cancel-vs-drop'; student: Person; teacher: Person; classId: number }
  | { kind: 'course-join' | 'course-cancel'; student: Person; courseId: number }
  | { kind: 'course-join-vs-cancels'; joiner: Person; leaver: Person; teacher: Person; courseId: number; classId: number }
  | { kind: 'sweep-race'; students: Person[] }
  | { kind: 'schedule-race'; teacher: Scheduler; dayOffset: number; hour: number }
  | { kind: 'sweep' };

const WEIGHTS: readonly [Operation['kind'], number][] = [
  ['book', 24],
  ['book-twice', 8],
  ['book-retry', 4],
  ['drop', 14],
  ['double-drop', 6],
  ['teacher-cancel-vs-drop', 5],
  ['course-join', 14],
  ['course-cancel', 8],
  ['course-join-vs-cancels', 6],
  ['sweep-race', 2],
  ['sweep', 2],
  ['schedule-race', 3],
];
const TOTAL_WEIGHT = WEIGHTS.reduce((sum, [, w]) => sum + w, 0);

function pickOperation(random: Random, world: World): Operation {
  let roll = random.int(1, TOTAL_WEIGHT);
  const kind = WEIGHTS.find(([, w]) => (roll -= w) <= 0)?.[0] ?? 'book';
  const student = random.pick(world.students);
  const cls = random.pick(world.classes);
  const course = random.pick(world.courses);
  const key = random.chance(0.5) ? `race-${random.int(0, 2 ** 30)}` : null;
  switch (kind) {
    case 'book':
    case 'drop':
    case 'double-drop':
    case 'book-twice':
      return { kind, student, classId: cls.id, key };
    case 'book-retry':
      return { kind, student, classId: cls.id, key: `race-${random.int(0, 2 ** 30)}` };
    case 'teacher-cancel-vs-drop':
      return { kind, student, teacher: cls.teacher, classId: cls.id };
    case 'course-join':
    case 'course-cancel':
      return { kind, student, courseId: course.id };
    case 'course-join-vs-cancels':
      return {
        kind,
        joiner: student,
        leaver: random.pick(world.students),
        teacher: course.teacher,
        courseId: course.id,
        classId: random.pick(course.classIds),
      };
    case 'sweep-race':
      return { kind, students: random.sample(world.students, 4) };
    case 'schedule-race':
      return { kind, teacher: random.pick(world.schedulers), dayOffset: random.int(3, 90), hour: random.int(0, 22) };
    case 'sweep':
      return { kind };
  }
}

/**
 * Two schedules of one teacher that overlap on their first class, in UTC: a class at HH:00 and a
 * weekly series of 2 from the same day at HH:30.
 */
function overlappingSchedules({ topicId, dayOffset, hour }: { topicId: number; dayOffset: number; hour: number }) {
  const date = new Date(Date.now() + dayOffset * 86_400_000).toISOString().slice(0, 10);
  const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  const hh = String(hour).padStart(2, '0');
  return [
    { topic_id: topicId, zone: 'UTC', date, time: `${hh}:00` },
    { topic_id: topicId, zone: 'UTC', date, time: `${hh}:30`, series: { weekdays: [weekday], weeks: 2 } },
  ] as const;
}

/** Runs one operation over HTTP (each request on a randomly chosen process) and notes what its answers break. */
function makeRunner({
  url,
  note,
  world,
  database,
}: {
  url: (preferred: number) => string;
  note: (rule: string, detail: string) => void;
  world: World;
  database: Database;
}) {
  let side = 0;
  const on = () => url((side = 1 - side));
  const send = async (path: string, who: Person, key: string | null = null, body?: unknown): Promise<Answer> => {
    const answer = await call(on(), 'POST', path, { sid: who.sid, headers: key ? { 'Idempotency-Key': key } : {}, body });
    if (!answer.lost && answer.status >= 500) note('no 5xx answer', `${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  };
  const book = (op: { student: Person; classId: number }, key: string | null) => send(classPath(op.classId, 'BOOK'), op.student, key, {});
  const sameAnswer = (path: string, a: Answer, b: Answer) => {
    if (a.lost || b.lost) return;
    if (a.status !== b.status || !isDeepStrictEqual(a.body, b.body))
      note(
        'a BOOK repeated with its Idempotency-Key gets the first answer back',
        `${path}: ${a.status} ${JSON.stringify(a.body)} then ${b.status} ${JSON.stringify(b.body)}`,
      );
  };
  const atMostOneOk = (path: string, answers: Answer[]) => {
    if (answers.filter((a) => !a.lost && a.status === 200).length > 1)
      note('a repeated BOOK or CANCEL without a key succeeds at most once', path);
  };

  // Operations on one student's seat in one class take turns, so "at most one 200" and "the same
  // answer again" are judged against nothing but themselves (a drop in between would make a second
  // BOOK rightly succeed). Everything else races freely.
  const turns = new Map<string, Promise<unknown>>();
  return async (op: Operation): Promise<void> => {
    if (!('classId' in op) || !('student' in op)) return runOne(op);
    const pair = `${op.student.userId}:${op.classId}`;
    const mine = (turns.get(pair) ?? Promise.resolve()).then(() => runOne(op));
    turns.set(
      pair,
      mine.catch(() => undefined),
    );
    await mine;
  };

  async function runOne(op: Operation): Promise<void> {
    switch (op.kind) {
      case 'book':
        await book(op, op.key);
        return;
      case 'drop':
        await send(classPath(op.classId, 'CANCEL'), op.student);
        return;
      case 'double-drop':
        atMostOneOk(
          classPath(op.classId, 'CANCEL'),
          await Promise.all([send(classPath(op.classId, 'CANCEL'), op.student), send(classPath(op.classId, 'CANCEL'), op.student)]),
        );
        return;
      case 'book-twice': {
        const [a, b] = await Promise.all([book(op, op.key), book(op, op.key)]);
        if (op.key) sameAnswer(classPath(op.classId, 'BOOK'), a, b);
        else atMostOneOk(classPath(op.classId, 'BOOK'), [a, b]);
        return;
      }
      case 'book-retry': {
        // A client that timed out retries the same BOOK, with the same key, on whichever process.
        const first = await book(op, op.key);
        sameAnswer(classPath(op.classId, 'BOOK'), first, await book(op, op.key));
        return;
      }
      case 'teacher-cancel-vs-drop':
        await Promise.all([send(classPath(op.classId, 'CANCEL'), op.teacher), send(classPath(op.classId, 'CANCEL'), op.student)]);
        return;
      case 'course-join':
        await send(coursePath(op.courseId, 'BOOK'), op.student, null, {});
        return;
      case 'course-cancel':
        await send(coursePath(op.courseId, 'CANCEL'), op.student);
        return;
      case 'course-join-vs-cancels':
        // A student joins while another leaves and the teacher tries to cancel one class of the course.
        await Promise.all([
          send(coursePath(op.courseId, 'BOOK'), op.joiner, null, {}),
          send(coursePath(op.courseId, 'CANCEL'), op.leaver),
          send(classPath(op.classId, 'CANCEL'), op.teacher),
        ]);
        return;
      case 'sweep-race': {
        // The auto-cancel of a due course, run here as the minute sweep runs it in either process, racing joins.
        const course = await world.addDueCourse();
        await Promise.all([
          ...op.students.map((s) => send(coursePath(course.id, 'BOOK'), s, null, {})),
          new Promise((resolve) => setTimeout(resolve, op.students.length)).then(() => runSweep({ db: database.db, now: Date.now() })),
        ]);
        return;
      }
      case 'schedule-race': {
        // The same teacher schedules twice at once, on both processes; the two overlap.
        const answers = await Promise.all(
          overlappingSchedules({ topicId: op.teacher.topicId, dayOffset: op.dayOffset, hour: op.hour }).map((body) =>
            send('/api/v1/teaching/classes', op.teacher, null, body),
          ),
        );
        if (answers.filter((a) => !a.lost && a.status === 200).length > 1)
          note('two overlapping schedules of one teacher: at most one succeeds', JSON.stringify(answers));
        return;
      }
      case 'sweep':
        await runSweep({ db: database.db, now: Date.now() });
        return;
    }
  }
}
