import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { groupClassStudents, ledgerEntries } from '../db/schema-catalog';
import { describeEachDatabase } from '../testing/databases';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
const ROUNDS = 3;

// Races: on PostgreSQL these run truly in parallel over a pool; on PGlite they serialise, which
// must give the same answers.
describeEachDatabase('booking races', (ctx) => {
  it(`50 concurrent paid bookings for the last spot: exactly 1 succeeds, 49 get SpotEmpty and keep their money (x${ROUNDS})`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { app } = createTestApp(ctx.database, NOW);
      const db = ctx.database.db;
      const teacher = await makeTeacher(db, app, { now: NOW });
      const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, capacity: 3 });
      for (let i = 0; i < 2; i++) {
        const early = await makeUser(db, app, { now: NOW, credit: 5_000 });
        expect((await early.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {})).status).toBe(200);
      }
      const students = await Promise.all(Array.from({ length: 50 }, () => makeUser(db, app, { now: NOW, credit: 5_000 })));
      const answers = await Promise.all(
        students.map((s) => s.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {})),
      );
      const codes = await Promise.all(
        answers.map(async (r) => (r.status === 200 ? 'OK' : ((await r.json()) as { error: { code: string } }).error.code)),
      );
      const tally = JSON.stringify(Object.fromEntries([...new Set(codes)].map((c) => [c, codes.filter((x) => x === c).length])));
      expect(
        codes.filter((c) => c === 'OK'),
        tally,
      ).toHaveLength(1);
      expect(
        codes.filter((c) => c === 'SpotEmpty'),
        tally,
      ).toHaveLength(49);
      const [live] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(groupClassStudents)
        .where(sql`${groupClassStudents.group_class_id} = ${cls.classId} and ${groupClassStudents.status} <> 'CANCELLED'`);
      expect(live?.n).toBe(3);
      const charged = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerEntries)
        .where(
          sql`${ledgerEntries.kind} = 'CLASS_PAYMENT' and ${ledgerEntries.user_id} in (${sql.join(
            students.map((s) => sql`${s.userId}`),
            sql`, `,
          )})`,
        );
      expect(charged[0]?.n).toBe(1);
    }
  });

  it(`20 concurrent drops of one booking: exactly one refund (x${ROUNDS})`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { app } = createTestApp(ctx.database, NOW);
      const db = ctx.database.db;
      const teacher = await makeTeacher(db, app, { now: NOW });
      const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW });
      const student = await makeUser(db, app, { now: NOW, credit: 5_000 });
      await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {});
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/CANCEL`)),
      );
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      const refunds = await db.select().from(ledgerEntries).where(eq(ledgerEntries.user_id, student.userId));
      expect(refunds.filter((e) => e.kind === 'REFUND')).toHaveLength(1);
      expect(refunds.reduce((sum, e) => sum + e.amount, 0)).toBe(5_000);
    }
  });

  it(`a teacher cancel racing a student drop refunds the seat once (x${ROUNDS})`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { app } = createTestApp(ctx.database, NOW);
      const db = ctx.database.db;
      const teacher = await makeTeacher(db, app, { now: NOW });
      const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW });
      const student = await makeUser(db, app, { now: NOW, credit: 5_000 });
      await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {});
      await Promise.all([
        student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/CANCEL`),
        teacher.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/CANCEL`),
        student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/CANCEL`),
      ]);
      const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.user_id, student.userId));
      expect(entries.filter((e) => e.kind === 'REFUND')).toHaveLength(1);
      expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(5_000);
    }
  });
});
