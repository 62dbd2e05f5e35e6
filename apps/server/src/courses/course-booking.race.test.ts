import { DAY_MS } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createSession } from '../auth/session';
import { courses, groupClassStudents, ledgerEntries } from '../db/schema-catalog';
import { createAgent } from '../testing/agent';
import { runSweep } from '../jobs/sweep';
import { countLiveCourseSeats, makeCourse, makeCourseTopic, readCourseState, readLedger } from '../testing/course-fixtures';
import { describeEachDatabase } from '../testing/databases';
import { makeTeacher, makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
const ROUNDS = 3;

const codeOf = async (r: Response): Promise<string> =>
  r.status === 200 ? 'OK' : ((await r.json()) as { error: { code: string } }).error.code;

// Races: on PostgreSQL these run truly in parallel over a pool; on PGlite they serialise, which
// must give the same answers.
describeEachDatabase('course races', (ctx) => {
  async function setup({ maxSpots = 4, minSpots = 1, classCount = 3, price = 1000 } = {}) {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const topicId = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(db, { teacherId: teacher.userId, topicId, now: NOW, maxSpots, minSpots, classCount, price });
    return { app, clock, db, course };
  }

  it(`30 concurrent course bookings for the last 2 spots: exactly max_spots seats, one charge per seat, a class seat per class each (x${ROUNDS})`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { app, db, course } = await setup({ maxSpots: 3, classCount: 3, price: 1000 });
      const early = await makeUser(db, app, { now: NOW, credit: 5_000 });
      expect((await early.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/BOOK`, {})).status).toBe(200);
      const students = await Promise.all(Array.from({ length: 30 }, () => makeUser(db, app, { now: NOW, credit: 5_000 })));
      const answers = await Promise.all(
        students.map((s) => s.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/BOOK`, {})),
      );
      const codes = await Promise.all(answers.map(codeOf));
      expect(codes.filter((c) => c === 'OK')).toHaveLength(2);
      expect(codes.filter((c) => c === 'SpotEmpty')).toHaveLength(28);
      expect(await countLiveCourseSeats(db, course.courseId)).toBe(3);
      const perClass = await db
        .select({ id: groupClassStudents.group_class_id, n: sql<number>`count(*)::int` })
        .from(groupClassStudents)
        .where(
          sql`${groupClassStudents.group_class_id} in (${sql.join(
            course.classIds.map((id) => sql`${id}`),
            sql`, `,
          )}) and ${groupClassStudents.status} <> 'CANCELLED'`,
        )
        .groupBy(groupClassStudents.group_class_id);
      expect(perClass.map((r) => r.n)).toEqual([3, 3, 3]);
      const charges = await db
        .select({ amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(
          sql`${ledgerEntries.kind} = 'COURSE_PAYMENT' and ${ledgerEntries.user_id} in (${sql.join(
            students.map((s) => sql`${s.userId}`),
            sql`, `,
          )})`,
        );
      expect(charges.map((c) => c.amount)).toEqual([-3_000, -3_000]);
    }
  });

  it(`20 concurrent cancels of one course spot: exactly one refund (x${ROUNDS})`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { app, db, course } = await setup();
      const student = await makeUser(db, app, { now: NOW, credit: 5_000 });
      await student.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/BOOK`, {});
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => student.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/CANCEL`)),
      );
      const codes = await Promise.all(answers.map(codeOf));
      expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
      expect(codes.filter((c) => c === 'ClassCancelled')).toHaveLength(19);
      const ledger = await readLedger(db, student.userId);
      expect(ledger.refunds).toHaveLength(1);
      expect(ledger.balance).toBe(5_000);
    }
  });

  it(`the auto-cancel sweep racing student cancels and a new booking: each seat refunded once, no live seat in a cancelled course (x${ROUNDS})`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { app, clock, db, course } = await setup({ minSpots: 3, maxSpots: 6 });
      const booked = [];
      for (let i = 0; i < 2; i++) {
        const s = await makeUser(db, app, { now: NOW, credit: 5_000 });
        await s.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/BOOK`, {});
        booked.push(s);
      }
      const newcomer = await makeUser(db, app, { now: NOW, credit: 5_000 });
      // At start - 24 h: auto-cancel is due (2 < 3), the students may no longer cancel, a booking is still allowed.
      clock.set(course.start - DAY_MS);
      await Promise.all([
        runSweep({ db, now: course.start - DAY_MS }),
        ...booked.map((s) => s.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/CANCEL`)),
        newcomer.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/BOOK`, {}),
        runSweep({ db, now: course.start - DAY_MS }),
      ]);
      const state = await readCourseState(db, course.courseId);
      for (const s of [...booked, newcomer]) {
        const ledger = await readLedger(db, s.userId);
        expect(ledger.refunds.length).toBeLessThanOrEqual(1);
        const live = state.seats.some((seat) => seat.student_id === s.userId && seat.status !== 'Cancelled');
        // Whoever still holds a live seat has paid once; whoever does not has their money back.
        expect(ledger.balance).toBe(live ? 2_000 : 5_000);
      }
      if (state.course?.status === 'Cancelled') {
        expect(state.seats.every((s) => s.status === 'Cancelled')).toBe(true);
        expect(state.classSeats.every((s) => s.status === 'CANCELLED')).toBe(true);
      } else {
        // The newcomer came first: 3 seats meet min_spots and the course stays.
        expect(await countLiveCourseSeats(db, course.courseId)).toBe(3);
      }
    }
  });

  it(`course joins racing the teacher's cancel of one of its classes: no live seat in a cancelled class, every join pays once (x${ROUNDS * 4})`, async () => {
    for (let round = 0; round < ROUNDS * 4; round++) {
      const { app, db, course } = await setup({ maxSpots: 6, classCount: 3, price: 1000 });
      const [teacherRow] = await db.select({ id: courses.teacher_id }).from(courses).where(eq(courses.id, course.courseId));
      const teacher = createAgent(app);
      teacher.jar.set('sid', await createSession({ db, userId: teacherRow!.id, now: NOW }));
      const students = await Promise.all(Array.from({ length: 4 }, () => makeUser(db, app, { now: NOW, credit: 5_000 })));
      const [cancel] = await Promise.all([
        teacher.post(`/api/v3/group_class/group_classes/${course.classIds[1]}/actions/CANCEL`),
        ...students.map((s) => s.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/BOOK`, {})),
      ]);
      expect(await codeOf(cancel)).toBe('CourseClassNotCancellable');
      const state = await readCourseState(db, course.courseId);
      const cancelledClasses = new Set(state.classes.filter((c) => c.status === 'CANCELLED').map((c) => c.id));
      expect(state.classSeats.filter((seat) => seat.status !== 'CANCELLED' && cancelledClasses.has(seat.group_class_id))).toEqual([]);
      for (const s of students) {
        const live = state.seats.some((seat) => seat.student_id === s.userId && seat.status !== 'Cancelled');
        expect((await readLedger(db, s.userId)).balance).toBe(live ? 2_000 : 5_000);
        expect(state.classSeats.filter((seat) => seat.student_id === s.userId && seat.status !== 'CANCELLED')).toHaveLength(live ? 3 : 0);
      }
    }
  });
});
