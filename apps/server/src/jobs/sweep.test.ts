import { DAY_MS, MINUTE_MS } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createManualClock } from '../clock';
import { groupClasses, groupClassStudents } from '../db/schema-catalog';
import { createLogger } from '../http/logger';
import { makeCourse, makeCourseTopic, readCourseState, readLedger } from '../testing/course-fixtures';
import { describeEachDatabase } from '../testing/databases';
import { mailsTo, makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';
import { runSweep, startSweeper, SWEEP_LOCK_KEY } from './sweep';

const NOW = Date.UTC(2026, 2, 10, 12);
const ROUNDS = 3;

describeEachDatabase('scheduled sweep', (ctx) => {
  /** A course with `booked` students who paid for it through the API. */
  async function setup({ minSpots = 3, maxSpots = 6, booked = 1, price = 1000, classCount = 3, startsIn = 7 * DAY_MS } = {}) {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const topicId = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(db, { teacherId: teacher.userId, topicId, now: NOW, minSpots, maxSpots, price, classCount, startsIn });
    const students = [];
    for (let i = 0; i < booked; i++) {
      const s = await makeUser(db, app, { now: NOW, credit: 10_000 });
      expect((await s.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/BOOK`, {})).status).toBe(200);
      students.push(s);
    }
    return { app, clock, db, teacher, topicId, course, students };
  }

  it('auto-cancels a course below min_spots exactly at start - 24 h, not 1 ms before; everything AUTO, every seat refunded', async () => {
    const { db, course, students } = await setup({ minSpots: 3, booked: 2, price: 1000, classCount: 3 });
    const before = await runSweep({ db, now: course.start - DAY_MS - 1 });
    expect(before.autoCancelledCourses).not.toContain(course.courseId);
    expect((await readCourseState(db, course.courseId)).course?.status).toBe('Upcoming');

    const due = await runSweep({ db, now: course.start - DAY_MS });
    expect(due.ran).toBe(true);
    expect(due.autoCancelledCourses).toEqual([course.courseId]);
    expect(due.refundedSeats).toBe(2);
    const state = await readCourseState(db, course.courseId);
    expect(state.course).toMatchObject({ status: 'Cancelled', update_by: 'AUTO' });
    expect(state.classes.map((c) => [c.status, c.update_by])).toEqual([
      ['CANCELLED', 'AUTO'],
      ['CANCELLED', 'AUTO'],
      ['CANCELLED', 'AUTO'],
    ]);
    expect(state.seats.map((s) => [s.status, s.update_by])).toEqual([
      ['Cancelled', 'AUTO'],
      ['Cancelled', 'AUTO'],
    ]);
    expect(state.classSeats).toHaveLength(6);
    expect(state.classSeats.every((s) => s.status === 'CANCELLED' && s.update_by === 'AUTO')).toBe(true);
    for (const s of students) {
      const ledger = await readLedger(db, s.userId);
      expect(ledger.balance).toBe(10_000);
      expect(ledger.refunds.map((r) => r.amount)).toEqual([3_000]);
      // Links are absolute, from PUBLIC_URL (the test app's default, http://localhost).
      const [booked, mail, ...more] = await mailsTo(db, s.email);
      expect(more).toEqual([]);
      expect(booked?.subject).toMatch(/^You joined the course /);
      expect(mail?.subject).toBe('Your course was cancelled: not enough students');
      expect(mail?.body).toContain('$30.00 is back in your wallet.');
      expect(mail?.link).toMatch(/^http:\/\/localhost\/group-course\/order\/\d+$/);
    }

    // Idempotent: again at the same instant and later, nothing more happens (and no second mail).
    const again = await runSweep({ db, now: course.start - DAY_MS });
    expect(again.autoCancelledCourses).toEqual([]);
    expect(again.refundedSeats).toBe(0);
    await runSweep({ db, now: course.start - 1 });
    for (const s of students) expect((await readLedger(db, s.userId)).refunds).toHaveLength(1);
    for (const s of students) expect(await mailsTo(db, s.email)).toHaveLength(2);
  });

  it('keeps a course that reached min_spots (exactly min is enough), and the student can no longer cancel within 24 h', async () => {
    const { db, course, students } = await setup({ minSpots: 2, booked: 2 });
    const result = await runSweep({ db, now: course.start - DAY_MS });
    expect(result.autoCancelledCourses).toEqual([]);
    expect((await readCourseState(db, course.courseId)).course?.status).toBe('Upcoming');
    expect(await readLedger(db, students[0]!.userId).then((l) => l.refunds)).toHaveLength(0);
  });

  it('a course that nobody booked and that has min_spots > 0 is cancelled too, with nothing to refund', async () => {
    const { db, course } = await setup({ minSpots: 1, booked: 0 });
    const result = await runSweep({ db, now: course.start - 2 * MINUTE_MS });
    expect(result.autoCancelledCourses).toEqual([course.courseId]);
    expect(result.refundedSeats).toBe(0);
  });

  it(`two sweeps at once (Promise.all): the course is cancelled once and each seat refunded exactly once (x${ROUNDS})`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { db, course, students } = await setup({ minSpots: 4, booked: 3 });
      const results = await Promise.all([runSweep({ db, now: course.start - DAY_MS }), runSweep({ db, now: course.start - DAY_MS })]);
      expect(results.flatMap((r) => r.autoCancelledCourses).filter((id) => id === course.courseId)).toHaveLength(1);
      expect(results.reduce((n, r) => n + r.refundedSeats, 0)).toBe(3);
      for (const s of students) {
        const ledger = await readLedger(db, s.userId);
        expect(ledger.refunds).toHaveLength(1);
        expect(ledger.balance).toBe(10_000);
      }
    }
  });

  it('moves statuses on at the exact instants: course Ongoing at start and Completed at end, class FINISHED and seat CONFIRMED at the class end', async () => {
    const { db, course, students } = await setup({ minSpots: 1, booked: 1, classCount: 2 });
    const [first, second] = course.classes;
    await runSweep({ db, now: course.start - 1 });
    let state = await readCourseState(db, course.courseId);
    expect(state.course?.status).toBe('Upcoming');

    await runSweep({ db, now: course.start });
    state = await readCourseState(db, course.courseId);
    expect(state.course?.status).toBe('Ongoing');
    expect(state.classes.map((c) => c.status)).toEqual(['UPCOMING', 'UPCOMING']);

    await runSweep({ db, now: first!.end - 1 });
    state = await readCourseState(db, course.courseId);
    expect(state.classes[0]?.status).toBe('UPCOMING');
    expect(state.classSeats.map((s) => s.status)).toEqual(['SCHEDULED', 'SCHEDULED']);

    const atEnd = await runSweep({ db, now: first!.end });
    expect(atEnd.finishedClasses).toBeGreaterThanOrEqual(1);
    state = await readCourseState(db, course.courseId);
    expect(state.classes.map((c) => c.status)).toEqual(['FINISHED', 'UPCOMING']);
    expect(state.classSeats.map((s) => s.status)).toEqual(['CONFIRMED', 'SCHEDULED']);
    expect(state.course?.status).toBe('Ongoing');

    await runSweep({ db, now: second!.end - 1 });
    expect((await readCourseState(db, course.courseId)).course?.status).toBe('Ongoing');
    await runSweep({ db, now: course.end });
    state = await readCourseState(db, course.courseId);
    expect(state.course?.status).toBe('Completed');
    expect(state.seats.map((s) => s.status)).toEqual(['Confirmed']);
    expect(state.classes.map((c) => c.status)).toEqual(['FINISHED', 'FINISHED']);
    expect(state.classSeats.map((s) => s.status)).toEqual(['CONFIRMED', 'CONFIRMED']);
    // Status moves never touch money.
    expect((await readLedger(db, students[0]!.userId)).refunds).toHaveLength(0);
  });

  it('single classes: SCHEDULED seats become CONFIRMED and the class FINISHED at its end; cancelled classes and seats stay as they are', async () => {
    const { app, db, teacher, topicId } = await setup({ booked: 0 });
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId, now: NOW, startsIn: 2 * DAY_MS });
    const gone = await makeClass(db, { teacherId: teacher.userId, topicId, now: NOW, startsIn: 2 * DAY_MS, status: 'CANCELLED' });
    const student = await makeUser(db, app, { now: NOW, credit: 5_000 });
    expect((await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {})).status).toBe(200);
    await runSweep({ db, now: cls.end - 1 });
    expect((await db.select().from(groupClasses).where(eq(groupClasses.id, cls.classId)))[0]?.status).toBe('UPCOMING');
    await runSweep({ db, now: cls.end });
    expect((await db.select().from(groupClasses).where(eq(groupClasses.id, cls.classId)))[0]?.status).toBe('FINISHED');
    expect(
      (await db.select().from(groupClassStudents).where(eq(groupClassStudents.group_class_id, cls.classId))).map((s) => s.status),
    ).toEqual(['CONFIRMED']);
    expect((await db.select().from(groupClasses).where(eq(groupClasses.id, gone.classId)))[0]?.status).toBe('CANCELLED');
  });

  it('a started course is never auto-cancelled, even by a late sweep', async () => {
    const { db, course } = await setup({ minSpots: 5, booked: 1 });
    const result = await runSweep({ db, now: course.start });
    expect(result.autoCancelledCourses).toEqual([]);
    expect((await readCourseState(db, course.courseId)).course?.status).toBe('Ongoing');
  });

  it('startSweeper runs at once and on its interval, and stop() waits for the run in progress', async () => {
    const { db, course } = await setup({ minSpots: 3, booked: 1 });
    const clock = createManualClock(course.start - DAY_MS - 1);
    const lines: string[] = [];
    const sweeper = startSweeper({
      db,
      clock,
      intervalMs: 20,
      logger: createLogger('info', (l) => lines.push(l)),
      publicUrl: 'http://localhost',
    });
    await new Promise((r) => setTimeout(r, 60));
    expect((await readCourseState(db, course.courseId)).course?.status).toBe('Upcoming');
    clock.set(course.start - DAY_MS);
    await expect.poll(async () => (await readCourseState(db, course.courseId)).course?.status, { timeout: 5_000 }).toBe('Cancelled');
    await sweeper.stop();
    expect(lines.some((l) => l.includes('"msg":"sweep"') && l.includes(String(course.courseId)))).toBe(true);
  });

  if (ctx.kind === 'postgres') {
    it('a course BOOK holding a later candidate course while its student is refunded in an earlier one does not deadlock the sweep (PostgreSQL)', async () => {
      const { db, teacher, topicId, course: first, students } = await setup({ minSpots: 3, booked: 1 });
      const student = students[0]!;
      // Created after the first (a higher id) and starting an hour before it: a candidate of the same sweep.
      const second = await makeCourse(db, {
        teacherId: teacher.userId,
        topicId,
        now: NOW,
        minSpots: 1,
        maxSpots: 6,
        startsIn: 7 * DAY_MS - 60 * MINUTE_MS,
      });
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      // What a BOOK of the second course by the refunded student does: course, then the wallet (user row).
      const booking = db.transaction(async (tx) => {
        await tx.execute(sql`select id from courses where id = ${second.courseId} for update`);
        locked();
        await held;
        await tx.execute(sql`select user_id from users where user_id = ${student.userId} for update`);
      });
      await isLocked;
      const sweeping = runSweep({ db, now: first.start - DAY_MS });
      await new Promise((r) => setTimeout(r, 300));
      release();
      await booking;
      expect((await sweeping).autoCancelledCourses).toEqual([first.courseId, second.courseId]);
      expect((await readLedger(db, student.userId)).balance).toBe(10_000);
    });

    it('another process holding the sweep lock makes this sweep skip (PostgreSQL)', async () => {
      const { db, course } = await setup({ minSpots: 3, booked: 1 });
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SWEEP_LOCK_KEY}::bigint)`);
        locked();
        await held;
      });
      await isLocked;
      const skipped = await runSweep({ db, now: course.start - DAY_MS });
      expect(skipped).toMatchObject({ ran: false, autoCancelledCourses: [] });
      expect((await readCourseState(db, course.courseId)).course?.status).toBe('Upcoming');
      release();
      await holder;
      expect((await runSweep({ db, now: course.start - DAY_MS })).autoCancelledCourses).toEqual([course.courseId]);
    });
  }
});
