import { DAY_MS, DEFAULT_PLATFORM_COMMISSION_BPS, HOUR_MS, MINUTE_MS } from '@app/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookClass } from '../commands/book-class';
import { createTopic } from '../commands/create-topic';
import { rowsOf } from '../db/rows-of';
import { outbox, users } from '../db/schema-accounts';
import { groupClasses, groupClassStudents, ledgerEntries, teacherLanguages, teachers, topics } from '../db/schema-catalog';
import { countries } from '../db/schema-discovery';
import { domainEvents } from '../db/schema-outbox';
import { teacherApplications } from '../db/schema-teacher-applications';
import { getBalance } from '../money/ledger';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { makeTopicTeacher, topicDraft } from '../testing/topic-fixtures';
import { createTestApp } from '../testing/test-app';
import { findViolations } from './invariants';
import { type Answer, call } from './server-process';
import { useServerPair } from './server-pair';
import type { Database } from '../db/database';

/*
 * Issue 14 "Concurrency: a topic edit racing a booking, ..., a cancel racing a join: tested on
 * PostgreSQL with two server processes", and two staff deciding one application at once. Each race
 * sends its two sides to the two processes (alternating which gets which) over and over, and checks
 * after every round that exactly one of the allowed outcomes happened.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 24);

const status = (a: Answer) => (a.lost ? 'lost' : a.status);
const codeOf = (a: Answer) => (a.lost ? null : ((a.body as { error?: { code?: string } }).error?.code ?? null));
/** The session cookie a fixture user carries: either process accepts it. */
const sidOf = (made: { agent: { jar: Map<string, string> } } | undefined) => made?.agent.jar.get('sid') ?? '';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!TEST_DATABASE_URL)('teacher-side races on two server processes [postgres]', () => {
  const pair = useServerPair({ databaseUrl: TEST_DATABASE_URL ?? '', env: () => process.env });
  const on = pair.on;
  const ready = () => {
    const database = pair.database();
    const now = Date.now();
    return { database, db: database.db, now, app: createTestApp(database, now).app };
  };

  it(`a topic edit racing a booking of its class: the edit is refused because of the booking, or the booking gets the edited terms (${ROUNDS} rounds)`, async () => {
    const { db, now, app } = ready();
    const teacher = await makeTopicTeacher(db, app, { now });
    const actor = { kind: 'teacher', userId: teacher.userId } as const;
    const OLD = { price: 1_500, language_level: 4, student_capacity: 6 };
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Even rounds change what a student pays for (price and level); odd rounds cut the capacity to
      // the two seats already taken, racing a third booking.
      const capacityRound = round % 2 === 1;
      const { topic } = await db.transaction((tx) => createTopic({ tx, actor, now, draft: topicDraft(OLD) }));
      const cls = await makeClass(db, {
        teacherId: teacher.userId,
        topicId: topic.id,
        now,
        startsIn: 2 * DAY_MS + round * 2 * HOUR_MS,
        capacity: OLD.student_capacity,
        price: OLD.price,
      });
      const bookPath = `/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`;
      if (capacityRound)
        for (const i of [0, 1]) {
          const early = await makeUser(db, app, { now, credit: 10_000 });
          expect(status(await call(on(i), 'POST', bookPath, { sid: sidOf(early), body: {} }))).toBe(200);
        }
      const student = await makeUser(db, app, { now, credit: 10_000 });
      const edit = capacityRound ? { ...OLD, student_capacity: 2 } : { ...OLD, price: 2_500, language_level: 5 };
      const [booked, edited] = await Promise.all([
        // The edit does more before it takes the class locks: a head start of 0..20 ms for it lets either win.
        sleep(((round >> 1) % 6) * 4).then(() => call(on(round), 'POST', bookPath, { sid: sidOf(student), body: {} })),
        call(on(round + 1), 'PUT', `/api/v1/teaching/topics/${topic.id}`, {
          sid: sidOf(teacher),
          body: topicDraft(edit),
        }),
      ]);
      const [t] = await db.select().from(topics).where(eq(topics.id, topic.id));
      const [c] = await db.select().from(groupClasses).where(eq(groupClasses.id, cls.classId));
      const live = await db
        .select({ id: groupClassStudents.id })
        .from(groupClassStudents)
        .where(and(eq(groupClassStudents.group_class_id, cls.classId), ne(groupClassStudents.status, 'CANCELLED')));
      const paid = 10_000 - (await getBalance(db, student.userId));
      const outcome = { booking: status(booked), edit: status(edited), editCode: codeOf(edited), bookingCode: codeOf(booked) };
      const state = { topic: t && { price: t.price, level: t.language_level, capacity: t.student_capacity }, classPrice: c?.price };
      const detail = JSON.stringify({ round, outcome, state, paid, live: live.length });
      if (edited.lost || edited.status !== 200) {
        // The booking held the class first: the edit saw the seat and kept the terms.
        expect(outcome, detail).toMatchObject({ booking: 200, edit: 409, editCode: 'TopicEditLocked' });
        expect(state, detail).toEqual({
          topic: { price: OLD.price, level: OLD.language_level, capacity: OLD.student_capacity },
          classPrice: OLD.price,
        });
        expect(paid, detail).toBe(OLD.price);
        expect(live, detail).toHaveLength(capacityRound ? 3 : 1);
        seen.push('booking first');
      } else if (capacityRound) {
        // The cut landed first: 2 spots, both taken, so the third booking finds none.
        expect(outcome, detail).toMatchObject({ booking: 409, bookingCode: 'SpotEmpty' });
        expect({ capacity: c?.student_capacity, live: live.length, paid }, detail).toEqual({ capacity: 2, live: 2, paid: 0 });
        seen.push('edit first');
      } else {
        // The edit landed first: the booking was charged the new price of the class.
        expect(outcome.booking, detail).toBe(200);
        expect(state, detail).toEqual({ topic: { price: 2_500, level: 5, capacity: OLD.student_capacity }, classPrice: 2_500 });
        expect(paid, detail).toBe(2_500);
        seen.push('edit first');
      }
    }
    console.log(`race: topic edit vs booking outcomes: ${JSON.stringify(countOf(seen))}`);
    expect(await findViolations(db)).toMatchObject({ 'no class over capacity': [] });
  }, 180_000);

  it(`two admins decide one teacher application at once: one decision wins, one teachers row, one mail (${ROUNDS} rounds)`, async () => {
    const { db, now, app } = ready();
    const admins = await Promise.all([0, 1].map(() => makeUser(db, app, { now, role: 'ADMIN' })));
    const [country] = await db.select({ code: countries.code }).from(countries).limit(1);
    if (!country) throw new Error('the demo seed has no countries');
    const pairs = [
      ['approve', 'approve'],
      ['approve', 'decline'],
      ['decline', 'approve'],
      ['decline', 'decline'],
    ] as const;
    const applicants: { userId: number; email: string; decision: string }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const applicant = await makeUser(db, app, { now });
      const applied = await call(on(round), 'POST', '/api/v1/teaching/application', {
        sid: sidOf(applicant),
        body: {
          languages: [{ language: 'english', level: 7 }],
          about: 'I have taught English to adults for eight years, online and in language schools.',
          signature: 'Patient teacher',
          country: country.code,
          trial_price: 600,
          regular_price: 2000,
          video_url: 'https://www.youtube.com/watch?v=intro',
        },
      });
      expect(status(applied), JSON.stringify(applied)).toBe(200);
      const id = (applied as { body: { data: { id: number } } }).body.data.id;
      const pair = pairs[round % pairs.length] ?? pairs[0];
      const answers = await Promise.all(
        pair.map((choice, i) =>
          call(on(round + i), 'POST', `/api/v1/admin/teacher-applications/${id}/${choice}`, {
            sid: sidOf(admins[i]),
            body: choice === 'approve' ? {} : { reason: 'Please add a longer introduction video.' },
          }),
        ),
      );
      const detail = JSON.stringify({ round, pair, answers });
      expect(answers.map(status).sort(), detail).toEqual([200, 409]);
      expect(answers.map(codeOf).filter(Boolean), detail).toEqual(['ApplicationNotPending']);
      const winner = pair[answers.findIndex((a) => status(a) === 200)];
      const approved = winner === 'approve';
      const [application] = await db.select().from(teacherApplications).where(eq(teacherApplications.id, id));
      const [user] = await db.select({ role: users.role }).from(users).where(eq(users.user_id, applicant.userId));
      const teacherRows = await db.select().from(teachers).where(eq(teachers.user_id, applicant.userId));
      const taught = await db.select().from(teacherLanguages).where(eq(teacherLanguages.teacher_id, applicant.userId));
      const decisions = await db
        .select({ type: domainEvents.type })
        .from(domainEvents)
        .where(
          and(
            inArray(domainEvents.type, ['TeacherApproved', 'TeacherApplicationDeclined']),
            sql`(${domainEvents.payload}->>'applicationId')::int = ${id}`,
          ),
        );
      expect(
        { status: application?.status, role: user?.role, teachers: teacherRows.length, taught: taught.length, events: decisions.length },
        detail,
      ).toEqual({
        status: approved ? 'APPROVED' : 'DECLINED',
        role: approved ? 'TEACHER' : 'STUDENT',
        teachers: approved ? 1 : 0,
        taught: approved ? 1 : 0,
        events: 1,
      });
      applicants.push({ userId: applicant.userId, email: applicant.email, decision: winner ?? '' });
    }
    // Mails are written by the event workers of both processes after the commit: wait until they are done.
    await untilEventsHandled(db);
    const mails = await db
      .select({ to: outbox.to_address })
      .from(outbox)
      .where(
        inArray(
          outbox.to_address,
          applicants.map((a) => a.email),
        ),
      );
    for (const applicant of applicants)
      expect(
        mails.filter((m) => m.to === applicant.email),
        JSON.stringify(applicant),
      ).toHaveLength(1);
    console.log(`race: application decisions won: ${JSON.stringify(countOf(applicants.map((a) => a.decision)))}`);
  }, 180_000);

  it(`a teacher cancels her class (on both processes) while the booked student and she open the room: after the cancel commits nobody gets the link; one refund (${ROUNDS} rounds)`, async () => {
    const { db, now, app } = ready();
    let linksBeforeCommit = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const teacher = await makeTeacher(db, app, { now: Date.now() });
      // Inside the join window (it opens 10 min before the start) and before the start, when the
      // teacher may still cancel a class with one student.
      const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: Date.now(), startsIn: 5 * MINUTE_MS });
      const student = await makeUser(db, app, { now, credit: 10_000 });
      // Booked the day before (a booking this close to the start is refused): the command at that instant.
      await db.transaction((tx) =>
        bookClass({
          tx,
          actor: { kind: 'student', userId: student.userId },
          now: Date.now() - DAY_MS,
          classId: cls.classId,
          commissionBps: DEFAULT_PLATFORM_COMMISSION_BPS,
        }),
      );
      const roomPath = `/api/v1/video-room/${cls.classId}`;
      const viewers = [sidOf(student), sidOf(teacher)] as const;
      const opened = await call(on(round), 'GET', roomPath, { sid: viewers[0] });
      expect(opened, 'the room is open before the cancel').toMatchObject({ status: 200, body: { data: { access: 'open' } } });

      const cancelPath = `/api/v3/group_class/group_classes/${cls.classId}/actions/CANCEL`;
      let committedAt = Number.POSITIVE_INFINITY;
      const cancels = Promise.all(
        [0, 1].map(async (i) => {
          await sleep(round % 5);
          const answer = await call(on(round + i), 'POST', cancelPath, { sid: sidOf(teacher) });
          if (status(answer) === 200) committedAt = Math.min(committedAt, performance.now());
          return answer;
        }),
      );
      let cancelled = false;
      void cancels.then(() => (cancelled = true));
      const looks: { sentAt: number; answer: Answer }[] = [];
      await Promise.all(
        [0, 1, 2, 3].map(async (i) => {
          // Keeps opening the room until both cancels have answered, then twice more.
          for (let after = 0; after < 2; after += cancelled ? 1 : 0) {
            const sentAt = performance.now();
            looks.push({ sentAt, answer: await call(on(i), 'GET', roomPath, { sid: viewers[i % 2] ?? '' }) });
          }
        }),
      );
      const answers = await cancels;
      const detail = JSON.stringify({ round, cancels: answers });
      expect(answers.map(status).sort(), detail).toEqual([200, 409]);
      for (const { sentAt, answer } of looks) {
        const data = answer.lost ? null : (answer.body as { data?: { access: string; room: unknown } }).data;
        expect(status(answer), JSON.stringify(answer)).toBe(200);
        // The link travels only with an open door, and never once the cancel has committed.
        expect(data?.room !== null, JSON.stringify(data)).toBe(data?.access === 'open');
        if (sentAt > committedAt) expect(data, JSON.stringify({ round, data })).toMatchObject({ access: 'cancelled', room: null });
        else if (data?.access === 'open') linksBeforeCommit += 1;
      }
      const refunds = await db
        .select({ amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .innerJoin(groupClassStudents, eq(groupClassStudents.id, ledgerEntries.group_class_student_id))
        .where(and(eq(groupClassStudents.group_class_id, cls.classId), eq(ledgerEntries.kind, 'REFUND')));
      expect(refunds, detail).toEqual([{ amount: 1_500 }]);
      expect(await getBalance(db, student.userId), detail).toBe(10_000);
    }
    console.log(`race: room answers with the link sent before the cancel's answer: ${linksBeforeCommit}`);
    const violations = await findViolations(db);
    expect(violations['no live seat in a cancelled class']).toEqual([]);
    expect(violations['a cancelled seat is refunded exactly its charge once, a live seat never']).toEqual([]);
  }, 180_000);
});

function countOf(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}

/** Waits until every stored event has been fanned out and each of its handlings is done (or given up). */
async function untilEventsHandled(db: Database['db']): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const [pending] = rowsOf<{ n: number }>(
      await db.execute(sql`
        select ((select count(*) from domain_events where dispatched_at is null)
             + (select count(*) from event_handlings where done_at is null and failed_at is null))::int as n`),
    );
    if ((pending?.n ?? 1) === 0) return;
    await sleep(100);
  }
  throw new Error('the event workers did not handle every event within 30 s');
}
