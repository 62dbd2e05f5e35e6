import { DAY_MS, HOUR_MS, MINUTE_MS } from '@app/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { outbox, users } from '../db/schema-accounts';
import { courseStudents, groupClassStudents } from '../db/schema-catalog';
import { lessons } from '../db/schema-lessons';
import { mailOptOuts, reminderSends } from '../db/schema-mail';
import { makeCourse, makeCourseTopic } from '../testing/course-fixtures';
import { describeEachDatabase } from '../testing/databases';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';
import { sendDueReminders } from './class-reminders';

const BASE = Date.UTC(2026, 2, 10, 12);
/** Each test a month after the last: the suite shares one database, and no test's reminders fall due in another's window. */
let NOW = BASE;
let month = 0;
const URL = 'http://localhost';

describeEachDatabase('class reminders (issue 15)', (ctx) => {
  beforeEach(() => {
    month += 1;
    NOW = BASE + month * 30 * DAY_MS;
  });

  async function setup() {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const student = await makeUser(db, app, { now: NOW });
    const klass = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, startsIn: 3 * DAY_MS });
    return { app, db, teacher, student, klass };
  }

  async function seat(
    db: Db,
    {
      classId,
      studentId,
      bookedAt,
      status = 'SCHEDULED' as const,
    }: { classId: number; studentId: number; bookedAt: number; status?: 'SCHEDULED' | 'CANCELLED' },
  ) {
    const [row] = await db
      .insert(groupClassStudents)
      .values({ group_class_id: classId, student_id: studentId, status, created_at: new Date(bookedAt), updated_at: new Date(bookedAt) })
      .returning({ id: groupClassStudents.id });
    if (!row) throw new Error('no seat');
    return row.id;
  }

  const mailsOf = (db: Db, email: string) =>
    db
      .select({
        subject: outbox.subject,
        body: outbox.body,
        html: outbox.html,
        link: outbox.link,
        listUnsubscribe: outbox.list_unsubscribe,
      })
      .from(outbox)
      .where(eq(outbox.to_address, email))
      .orderBy(asc(outbox.id));

  it('the 24 h reminder from exactly start - 24 h (not 1 ms before), the 1 h one from exactly start - 1 h; each once, however often the job runs', async () => {
    const { db, student, klass } = await setup();
    const seatId = await seat(db, { classId: klass.classId, studentId: student.userId, bookedAt: NOW });

    expect(await sendDueReminders({ db, now: klass.start - DAY_MS - 1, publicUrl: URL })).toEqual({ queued: 0, optedOut: 0, skipped: 0 });
    expect(await mailsOf(db, student.email)).toEqual([]);

    expect(await sendDueReminders({ db, now: klass.start - DAY_MS, publicUrl: URL })).toEqual({ queued: 1, optedOut: 0, skipped: 0 });
    expect(await sendDueReminders({ db, now: klass.start - DAY_MS, publicUrl: URL })).toEqual({ queued: 0, optedOut: 0, skipped: 0 });
    expect(await sendDueReminders({ db, now: klass.start - DAY_MS + 1, publicUrl: URL })).toEqual({ queued: 0, optedOut: 0, skipped: 0 });
    expect(await sendDueReminders({ db, now: klass.start - HOUR_MS - 1, publicUrl: URL })).toEqual({ queued: 0, optedOut: 0, skipped: 0 });
    const [day, ...none] = await mailsOf(db, student.email);
    expect(none).toEqual([]);
    expect(day?.subject).toBe('Reminder: “Small talk at work” starts tomorrow at 12:00');
    expect(day?.link).toBe(`http://localhost/video-room/${klass.classId}`);
    expect(day?.body).toMatch(/Unsubscribe: http:\/\/localhost\/unsubscribe\?token=[\w-]{43}\n/);
    expect(day?.body).not.toContain('kp2026'); // never the passcode
    expect(day?.listUnsubscribe).toMatch(/^http:\/\/localhost\/api\/v1\/mail\/unsubscribe\/one_click\?token=[\w-]{43}$/);

    expect(await sendDueReminders({ db, now: klass.start - HOUR_MS, publicUrl: URL })).toEqual({ queued: 1, optedOut: 0, skipped: 0 });
    expect(await sendDueReminders({ db, now: klass.start - HOUR_MS + 1, publicUrl: URL })).toEqual({ queued: 0, optedOut: 0, skipped: 0 });
    expect(await sendDueReminders({ db, now: klass.start - 1, publicUrl: URL })).toEqual({ queued: 0, optedOut: 0, skipped: 0 });
    const mails = await mailsOf(db, student.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Reminder: “Small talk at work” starts tomorrow at 12:00',
      'Reminder: “Small talk at work” starts in 1 hour',
    ]);
    const rows = await db.select().from(reminderSends).where(eq(reminderSends.target_id, seatId));
    expect(rows.map((r) => [r.target, r.kind, r.outcome])).toEqual([
      ['class_seat', 'DAY_BEFORE', 'queued'],
      ['class_seat', 'HOUR_BEFORE', 'queued'],
    ]);
  });

  it('a run that wakes late sends only the 1 h one; nothing once started; booked after the 24 h point: only the 1 h one', async () => {
    const { db, student, klass, app, teacher } = await setup();
    await seat(db, { classId: klass.classId, studentId: student.userId, bookedAt: NOW });
    expect(await sendDueReminders({ db, now: klass.start - 30 * MINUTE_MS, publicUrl: URL })).toEqual({
      queued: 1,
      optedOut: 0,
      skipped: 0,
    });
    expect((await mailsOf(db, student.email)).map((m) => m.subject)).toEqual(['Reminder: “Small talk at work” starts in 30 minutes']);

    const later = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, startsIn: 4 * DAY_MS });
    const late = await makeUser(db, app, { now: NOW });
    await seat(db, { classId: later.classId, studentId: late.userId, bookedAt: later.start - 5 * HOUR_MS });
    expect(await sendDueReminders({ db, now: later.start - 5 * HOUR_MS + MINUTE_MS, publicUrl: URL })).toEqual({
      queued: 0,
      optedOut: 0,
      skipped: 0,
    });
    expect(await sendDueReminders({ db, now: later.start - HOUR_MS, publicUrl: URL })).toEqual({ queued: 1, optedOut: 0, skipped: 0 });
    expect((await mailsOf(db, late.email)).map((m) => m.subject)).toEqual(['Reminder: “Small talk at work” starts in 1 hour']);

    const other = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, startsIn: 5 * DAY_MS });
    const third = await makeUser(db, app, { now: NOW });
    await seat(db, { classId: other.classId, studentId: third.userId, bookedAt: NOW });
    expect(await sendDueReminders({ db, now: other.start, publicUrl: URL })).toEqual({ queued: 0, optedOut: 0, skipped: 0 });
    expect(await sendDueReminders({ db, now: other.start + MINUTE_MS, publicUrl: URL })).toEqual({ queued: 0, optedOut: 0, skipped: 0 });
    expect(await mailsOf(db, third.email)).toEqual([]);
  });

  it('none for a cancelled seat, a cancelled class, or a class seat whose course seat was cancelled', async () => {
    const { db, student, klass, app, teacher } = await setup();
    await seat(db, { classId: klass.classId, studentId: student.userId, bookedAt: NOW, status: 'CANCELLED' });
    const cancelled = await makeClass(db, {
      teacherId: teacher.userId,
      topicId: teacher.topicId,
      now: NOW,
      startsIn: 3 * DAY_MS,
      status: 'CANCELLED',
    });
    const other = await makeUser(db, app, { now: NOW });
    await seat(db, { classId: cancelled.classId, studentId: other.userId, bookedAt: NOW });
    // A seat cancelled after the 24 h reminder went out gets no 1 h one.
    const third = await makeUser(db, app, { now: NOW });
    const live = await seat(db, { classId: klass.classId, studentId: third.userId, bookedAt: NOW });
    expect(await sendDueReminders({ db, now: klass.start - DAY_MS, publicUrl: URL })).toEqual({ queued: 1, optedOut: 0, skipped: 0 });
    await db.update(groupClassStudents).set({ status: 'CANCELLED' }).where(eq(groupClassStudents.id, live));
    expect(await sendDueReminders({ db, now: klass.start - HOUR_MS, publicUrl: URL })).toEqual({ queued: 0, optedOut: 0, skipped: 0 });
    expect(await mailsOf(db, student.email)).toEqual([]);
    expect(await mailsOf(db, other.email)).toEqual([]);
    expect(await mailsOf(db, third.email)).toHaveLength(1);
  });

  it("each class of a booked course gets its reminders, naming the course; a dropped course seat's classes none", async () => {
    const { db, app, teacher } = await setup();
    const topicId = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(db, { teacherId: teacher.userId, topicId, now: NOW, classCount: 2, startsIn: 3 * DAY_MS });
    const student = await makeUser(db, app, { now: NOW, credit: 10_000 });
    expect((await student.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/BOOK`, {})).status).toBe(200);
    const [first, second] = course.classes;
    if (!first || !second) throw new Error('two classes');
    expect(await sendDueReminders({ db, now: first.start - DAY_MS, publicUrl: URL })).toEqual({ queued: 1, optedOut: 0, skipped: 0 });
    expect(await sendDueReminders({ db, now: second.start - HOUR_MS, publicUrl: URL })).toEqual({ queued: 1, optedOut: 0, skipped: 0 });
    const mails = await mailsOf(db, student.email);
    expect(mails.filter((m) => m.subject.startsWith('Reminder')).map((m) => m.subject)).toEqual([
      'Reminder: “Week 1” (Business English in 4 weeks) starts tomorrow at 12:00',
      'Reminder: “Week 2” (Business English in 4 weeks) starts in 1 hour',
    ]);
    expect(mails.find((m) => m.subject.includes('Week 2'))?.body).toContain('class 2 of 2 of your course “Business English in 4 weeks”');

    // The class seats stay live but the course seat is cancelled: the job reads the course seat too.
    const dropped = await makeUser(db, app, { now: NOW, credit: 10_000 });
    expect((await dropped.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/BOOK`, {})).status).toBe(200);
    await db.update(courseStudents).set({ status: 'Cancelled' }).where(eq(courseStudents.student_id, dropped.userId));
    expect(await sendDueReminders({ db, now: second.start - HOUR_MS, publicUrl: URL })).toEqual({ queued: 0, optedOut: 0, skipped: 0 });
    expect((await mailsOf(db, dropped.email)).filter((m) => m.subject.startsWith('Reminder'))).toEqual([]);
  });

  it("a lesson's student gets them, with the lesson's room; a cancelled lesson none", async () => {
    const { db, app, teacher, student } = await setup();
    const start = NOW + 2 * DAY_MS;
    const values = (studentId: number, status: 'BOOKED' | 'CANCELLED', offset: number) => ({
      teacher_id: teacher.userId,
      student_id: studentId,
      language: 'english',
      start_time: new Date(start + offset),
      duration: 60,
      is_trial: false,
      price: 1000,
      status,
      created_at: new Date(NOW),
      updated_at: new Date(NOW),
    });
    const [lesson] = await db
      .insert(lessons)
      .values(values(student.userId, 'BOOKED', 0))
      .returning({ id: lessons.id });
    const other = await makeUser(db, app, { now: NOW });
    await db.insert(lessons).values(values(other.userId, 'CANCELLED', 2 * HOUR_MS));
    expect(await sendDueReminders({ db, now: start - HOUR_MS, publicUrl: URL })).toEqual({ queued: 1, optedOut: 0, skipped: 0 });
    expect(await sendDueReminders({ db, now: start + 2 * HOUR_MS - HOUR_MS, publicUrl: URL })).toEqual({
      queued: 0,
      optedOut: 0,
      skipped: 0,
    });
    const [mail] = await mailsOf(db, student.email);
    expect(mail?.subject).toMatch(/^Reminder: English lesson with U\w+ starts in 1 hour$/);
    expect(mail?.link).toBe(`http://localhost/video-room/lesson-${lesson?.id}`);
    expect(await mailsOf(db, other.email)).toEqual([]);
  });

  it('a kind switched off is recorded and not mailed; the other kind still goes out', async () => {
    const { db, student, klass } = await setup();
    await seat(db, { classId: klass.classId, studentId: student.userId, bookedAt: NOW });
    await db.insert(mailOptOuts).values({ user_id: student.userId, kind: 'reminder_24h', created_at: new Date(NOW) });
    expect(await sendDueReminders({ db, now: klass.start - DAY_MS, publicUrl: URL })).toEqual({ queued: 0, optedOut: 1, skipped: 0 });
    expect(await sendDueReminders({ db, now: klass.start - DAY_MS + MINUTE_MS, publicUrl: URL })).toEqual({
      queued: 0,
      optedOut: 0,
      skipped: 0,
    });
    expect(await mailsOf(db, student.email)).toEqual([]);
    expect(await sendDueReminders({ db, now: klass.start - HOUR_MS, publicUrl: URL })).toEqual({ queued: 1, optedOut: 0, skipped: 0 });
    expect((await mailsOf(db, student.email)).map((m) => m.subject)).toEqual(['Reminder: “Small talk at work” starts in 1 hour']);
  });

  it('in Spanish for a Spanish reader', async () => {
    const { db, student, klass } = await setup();
    await db.update(users).set({ locale: 'es', timezone_iana: 'Europe/Madrid' }).where(eq(users.user_id, student.userId));
    await seat(db, { classId: klass.classId, studentId: student.userId, bookedAt: NOW });
    await sendDueReminders({ db, now: klass.start - DAY_MS, publicUrl: URL });
    const [mail] = await mailsOf(db, student.email);
    expect(mail?.subject).toMatch(/^Recordatorio: «Small talk at work» empieza mañana a las 1[34]:00$/);
    expect(mail?.html).toContain('<html lang="es">');
  });

  it('two runs at once (two processes) queue each reminder once', async () => {
    const { db, app, klass } = await setup();
    const students = [];
    for (let i = 0; i < 6; i++) {
      const s = await makeUser(db, app, { now: NOW });
      await seat(db, { classId: klass.classId, studentId: s.userId, bookedAt: NOW });
      students.push(s);
    }
    const runs = await Promise.all([0, 1, 2].map(() => sendDueReminders({ db, now: klass.start - DAY_MS, publicUrl: URL })));
    expect(runs.reduce((n, r) => n + r.queued, 0)).toBe(6);
    const rows = await db
      .select({ to: outbox.to_address })
      .from(outbox)
      .where(
        inArray(
          outbox.to_address,
          students.map((s) => s.email),
        ),
      );
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.to)).size).toBe(6);
    const sends = await db
      .select()
      .from(reminderSends)
      .where(
        and(
          eq(reminderSends.kind, 'DAY_BEFORE'),
          inArray(
            reminderSends.user_id,
            students.map((s) => s.userId),
          ),
        ),
      );
    expect(sends).toHaveLength(6);
  });
});
