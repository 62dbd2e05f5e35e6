import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@app/api';
import { DAY_MS, HOUR_MS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { idempotentAnswers } from '../db/schema-idempotency';
import { runSweep } from '../jobs/sweep';
import { makeCourse, makeCourseTopic, readLedger } from '../testing/course-fixtures';
import { describeEachDatabase } from '../testing/databases';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { lessonBody, makeLessonTeacher } from '../testing/lesson-fixtures';
import { createTestApp } from '../testing/test-app';
import { listEndpoints } from './contract-endpoints';
import { IDEMPOTENCY_KEY_TTL_MS } from './idempotency';

const NOW = Date.UTC(2026, 2, 10, 12);
const CREDIT = 10_000;
type Agent = Awaited<ReturnType<typeof makeUser>>['agent'];
type PayingCall = { readonly path: string; readonly body: unknown };

/** A valid key (visible ASCII, no spaces) per test and endpoint. */
const keyFor = (test: string, endpoint: string): string => `${test}-${endpoint.replace(/\W+/g, '-')}`;
/** The kinds of the student's charges, one per paid booking. */
const paymentKinds = async (db: Parameters<typeof readLedger>[0], userId: number) =>
  (await readLedger(db, userId)).entries
    .filter((e) => e.amount < 0)
    .map((e) => e.kind)
    .sort();
const keyed = (key: string) => ({ headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
const answerOf = async (r: Response) => ({ status: r.status, replayed: r.headers.get(IDEMPOTENT_REPLAYED_HEADER), body: await r.text() });

describeEachDatabase('Idempotency-Key on paying actions', (ctx) => {
  /** One student and one way to pay for each paying endpoint of the contract. */
  async function setup() {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, startsIn: 4 * DAY_MS, price: 1500 });
    const courseTopic = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(db, { teacherId: teacher.userId, topicId: courseTopic, now: NOW, startsIn: 10 * DAY_MS, price: 1000 });
    const tutor = await makeLessonTeacher(db, app, { now: NOW });
    const student = await makeUser(db, app, { now: NOW, credit: CREDIT });
    const calls: Record<string, PayingCall> = {
      'POST /v3/group_class/group_classes/:group_class_id/actions/BOOK': {
        path: `/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`,
        body: {},
      },
      'POST /v3/group_class/courses/:id/actions/BOOK': { path: `/api/v3/group_class/courses/${course.courseId}/actions/BOOK`, body: {} },
      'POST /v1/lessons': {
        path: '/api/v1/lessons',
        body: lessonBody({ teacherId: tutor.userId, language: tutor.language, start: tutor.block }),
      },
    };
    return { app, db, student, calls };
  }
  const post = (agent: Agent, call: PayingCall, key?: string) => agent.post(call.path, call.body, key === undefined ? {} : keyed(key));

  it('every endpoint the contract marks idempotent is covered here (a new paying action must be added)', async () => {
    const { calls } = await setup();
    const marked = listEndpoints()
      .filter((e) => e.idempotent === true)
      .map((e) => `${e.method} ${e.path.replace(/\{[^}]*\}/g, '')}`);
    expect(marked.sort()).toEqual(Object.keys(calls).sort());
  });

  it('a retry with the same key gets the first answer back (same status and body, marked replayed) and pays once; without a key the retry is refused', async () => {
    const { db, student, calls } = await setup();
    for (const [name, call] of Object.entries(calls)) {
      const first = await answerOf(await post(student.agent, call, keyFor('retry', name)));
      expect(first.status, name).toBe(200);
      expect(first.replayed).toBeNull();
      const again = await answerOf(await post(student.agent, call, keyFor('retry', name)));
      expect(again, name).toEqual({ ...first, replayed: 'true' });
      expect((await post(student.agent, call)).status, name).toBeGreaterThanOrEqual(400);
    }
    expect(await paymentKinds(db, student.userId)).toEqual(['CLASS_PAYMENT', 'COURSE_PAYMENT', 'LESSON_PAYMENT']);
  });

  it('12 concurrent requests with one key: one booking, one charge, twelve identical answers', async () => {
    const { db, student, calls } = await setup();
    for (const [name, call] of Object.entries(calls)) {
      const answers = await Promise.all(Array.from({ length: 12 }, () => post(student.agent, call, keyFor('burst', name)).then(answerOf)));
      expect(
        answers.map((a) => a.status),
        name,
      ).toEqual(Array.from({ length: 12 }, () => 200));
      expect(new Set(answers.map((a) => a.body)).size, name).toBe(1);
      expect(
        answers.filter((a) => a.replayed === null),
        name,
      ).toHaveLength(1);
    }
    expect(await paymentKinds(db, student.userId)).toEqual(['CLASS_PAYMENT', 'COURSE_PAYMENT', 'LESSON_PAYMENT']);
  });

  it('a refusal is an answer too: the retry gets the same 4xx, and the key is kept per user', async () => {
    const { app, db, calls } = await setup();
    const poor = await makeUser(db, app, { now: NOW, credit: 100 });
    const call = calls['POST /v3/group_class/group_classes/:group_class_id/actions/BOOK']!;
    const first = await answerOf(await post(poor.agent, call, 'k1'));
    expect(first.status).toBe(402);
    expect(await answerOf(await post(poor.agent, call, 'k1'))).toEqual({ ...first, replayed: 'true' });
    const rich = await makeUser(db, app, { now: NOW, credit: CREDIT });
    expect((await post(rich.agent, call, 'k1')).status).toBe(200);
  });

  it('the same key for another request is 422 IdempotencyKeyReused naming the header; a malformed key is 400; nothing is paid', async () => {
    const { db, student, calls } = await setup();
    const [classCall, courseCall] = Object.values(calls) as [PayingCall, PayingCall];
    expect((await post(student.agent, classCall, 'same')).status).toBe(200);
    const reused = await post(student.agent, courseCall, 'same');
    expect(reused.status).toBe(422);
    expect(((await reused.json()) as { error: unknown }).error).toMatchObject({
      code: 'IdempotencyKeyReused',
      field: IDEMPOTENCY_KEY_HEADER,
    });
    for (const bad of ['', 'x'.repeat(256), 'has space', 'é']) {
      const res = await student.agent
        .post(courseCall.path, courseCall.body, { headers: { [IDEMPOTENCY_KEY_HEADER]: bad } })
        .catch(() => null);
      // Some of these cannot even be sent as a header value; those that can are refused.
      if (res) expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await readLedger(db, student.userId)).balance).toBe(CREDIT - 1500);
  });

  it('answers are kept for 24 h: the sweep forgets older ones, not newer ones', async () => {
    const { db, student, calls } = await setup();
    await post(student.agent, Object.values(calls)[0]!, 'old');
    const keys = async () =>
      (await db.select({ key: idempotentAnswers.key }).from(idempotentAnswers).where(eq(idempotentAnswers.user_id, student.userId))).map(
        (r) => r.key,
      );
    await runSweep({ db, now: NOW + IDEMPOTENCY_KEY_TTL_MS });
    expect(await keys()).toEqual(['old']);
    await runSweep({ db, now: NOW + IDEMPOTENCY_KEY_TTL_MS + 1 });
    expect(await keys()).toEqual([]);
    expect(IDEMPOTENCY_KEY_TTL_MS).toBe(24 * HOUR_MS);
  });

  it('a keyed and an unkeyed BOOK of one student at once never deadlock (the key row holds no lock on the student row the wallet lock takes); one of them books', async () => {
    for (let round = 0; round < 8; round++) {
      const { student, calls } = await setup();
      for (const [name, call] of Object.entries(calls)) {
        const answers = await Promise.all([
          post(student.agent, call, keyFor(`mixed${round}`, name)),
          post(student.agent, call),
          post(student.agent, call, keyFor(`mixed${round}b`, name)),
        ]);
        const statuses = answers.map((a) => a.status);
        expect(
          statuses.filter((s) => s >= 500),
          name,
        ).toEqual([]);
        expect(
          statuses.filter((s) => s === 200),
          name,
        ).toHaveLength(1);
      }
    }
  });
});
