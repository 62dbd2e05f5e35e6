import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerEntries } from '../db/schema-catalog';
import { lessons } from '../db/schema-lessons';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { lessonBody, makeLessonTeacher } from '../testing/lesson-fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
const ROUNDS = 3;

// On PostgreSQL (TEST_DATABASE_URL) the requests run truly in parallel over a pool; on PGlite they
// serialise, which must give the same answers.
describeEachDatabase('lesson booking races', (ctx) => {
  /** A teacher, a student with 5 000 cents, a 30-minute lesson booked between them, and its CANCEL path. */
  async function bookedLesson() {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeLessonTeacher(db, app, { now: NOW });
    const student = await makeUser(db, app, { now: NOW, credit: 5_000 });
    const booked = (await (
      await student.agent.post(
        '/api/v1/lessons',
        lessonBody({ teacherId: teacher.userId, language: teacher.language, start: teacher.block }),
      )
    ).json()) as { data: { lesson: { id: number } } };
    return { db, teacher, student, cancel: `/api/v1/lessons/${booked.data.lesson.id}/actions/CANCEL` };
  }

  it(`20 students racing for one slot (30 and 60 min): exactly one lesson, one charge, the others keep their money (x${ROUNDS})`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { app } = createTestApp(ctx.database, NOW);
      const db = ctx.database.db;
      const teacher = await makeLessonTeacher(db, app, { now: NOW });
      const students = await Promise.all(Array.from({ length: 20 }, () => makeUser(db, app, { now: NOW, credit: 5_000 })));
      const answers = await Promise.all(
        students.map((s, i) =>
          s.agent.post(
            '/api/v1/lessons',
            lessonBody({
              teacherId: teacher.userId,
              language: teacher.language,
              start: teacher.block,
              duration: i % 2 === 0 ? 30 : 60,
            }),
          ),
        ),
      );
      const codes = await Promise.all(
        answers.map(async (r) => (r.status === 200 ? 'OK' : ((await r.json()) as { error: { code: string } }).error.code)),
      );
      expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
      expect(codes.filter((c) => c === 'SlotNotAvailable')).toHaveLength(19);
      const live = await db
        .select()
        .from(lessons)
        .where(and(eq(lessons.teacher_id, teacher.userId), eq(lessons.status, 'BOOKED')));
      expect(live).toHaveLength(1);
      const [charges] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerEntries)
        .where(
          sql`${ledgerEntries.kind} = 'LESSON_PAYMENT' and ${ledgerEntries.user_id} in (${sql.join(
            students.map((s) => sql`${s.userId}`),
            sql`, `,
          )})`,
        );
      expect(charges?.n).toBe(1);
    }
  });

  it(`20 concurrent cancels of one lesson: exactly one refund (x${ROUNDS})`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { db, student, cancel } = await bookedLesson();
      const answers = await Promise.all(Array.from({ length: 20 }, () => student.agent.post(cancel)));
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.user_id, student.userId));
      expect(entries.filter((e) => e.kind === 'REFUND')).toHaveLength(1);
      expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(5_000);
    }
  });

  it(`the teacher cancelling while the student cancels ten times: one cancel wins, exactly one refund (x${ROUNDS})`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { db, teacher, student, cancel } = await bookedLesson();
      const answers = await Promise.all([teacher.agent.post(cancel), ...Array.from({ length: 10 }, () => student.agent.post(cancel))]);
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.user_id, student.userId));
      expect(entries.filter((e) => e.kind === 'REFUND')).toHaveLength(1);
      expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(5_000);
    }
  });
});
