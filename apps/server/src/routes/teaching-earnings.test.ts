import { DAY_MS, DEFAULT_PLATFORM_COMMISSION_BPS, HOUR_MS, MINUTE_MS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bookClass } from '../commands/book-class';
import { cancelBooking } from '../commands/cancel-booking';
import { topics } from '../db/schema-catalog';
import { teacherEarnings } from '../db/schema-teacher-earnings';
import { runSweep } from '../jobs/sweep';
import { makeCourse, makeCourseTopic } from '../testing/course-fixtures';
import { describeEachDatabase } from '../testing/databases';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { lessonBody, makeLessonTeacher } from '../testing/lesson-fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
type Json = Record<string, unknown> & {
  data: Record<string, unknown> & { summary: Summary; items: Row[] };
  error: Record<string, unknown>;
};
type Summary = { pending_cents: number; available_cents: number; lifetime_cents: number; commission_bps: number };
type Row = Record<string, unknown> & { kind: string; status: string; net_cents: number; available_at: string };
const json = async (res: Response): Promise<Json> => (await res.json()) as Json;
type Agent = { get: (p: string) => Promise<Response>; post: (p: string, body: unknown) => Promise<Response> };
const earnings = async (agent: Agent, query = '') => (await json(await agent.get(`/api/v1/teaching/earnings${query}`))).data;
const classBook = (id: number) => `/api/v3/group_class/group_classes/${id}/actions/BOOK`;
const classCancel = (id: number) => `/api/v3/group_class/group_classes/${id}/actions/CANCEL`;

describeEachDatabase('teaching earnings (issue 14)', (ctx) => {
  async function setup({ commissionBps }: { commissionBps?: number } = {}) {
    const { app, clock } = createTestApp(ctx.database, NOW, commissionBps === undefined ? {} : { commissionBps });
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const student = await makeUser(db, app, { now: NOW, credit: 20_000 });
    return { app, clock, db, teacher, student };
  }
  const rowsOf = (db: typeof ctx.database.db, teacherId: number) =>
    db.select().from(teacherEarnings).where(eq(teacherEarnings.teacher_id, teacherId)).orderBy(teacherEarnings.id);

  it('a booked class credits the teacher the price less 20 %: pending until end + 1 day - 1 ms, available from exactly end + 1 day', async () => {
    const { clock, db, teacher, student } = await setup();
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, price: 1499 });
    expect((await student.agent.post(classBook(cls.classId), {})).status).toBe(200);

    const first = await earnings(teacher.agent);
    // 1499 x 20 % = 299.8 -> 300 commission (half up), 1199 to the teacher.
    expect(first.summary).toEqual({
      pending_cents: 1199,
      available_cents: 0,
      lifetime_cents: 1199,
      commission_bps: DEFAULT_PLATFORM_COMMISSION_BPS,
    });
    expect(first.items).toEqual([
      expect.objectContaining({
        kind: 'EARNING',
        status: 'pending',
        gross_cents: 1499,
        commission_cents: 300,
        net_cents: 1199,
        commission_bps: 2000,
        available_at: new Date(cls.end + DAY_MS).toISOString(),
        reversed_at: null,
        student: { user_id: student.userId, nickname: expect.any(String) as unknown },
        item: { kind: 'class', group_class_id: cls.classId, title: 'Small talk at work', start_time: new Date(cls.start).toISOString() },
      }),
    ]);
    expect(first.paging).toEqual({ page: 1, total: 1, has_next: false });

    clock.set(cls.end + DAY_MS - 1);
    expect((await earnings(teacher.agent)).summary).toMatchObject({ pending_cents: 1199, available_cents: 0 });
    clock.set(cls.end + DAY_MS);
    const at = await earnings(teacher.agent);
    expect(at.summary).toMatchObject({ pending_cents: 0, available_cents: 1199, lifetime_cents: 1199 });
    expect(at.items[0]!.status).toBe('available');
    clock.set(cls.end + DAY_MS + 1);
    expect((await earnings(teacher.agent)).summary).toMatchObject({ pending_cents: 0, available_cents: 1199 });
  });

  it('the commission is the setting, and the rate used is stored on the row', async () => {
    const { db, teacher, student } = await setup({ commissionBps: 1250 });
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, price: 1000 });
    await student.agent.post(classBook(cls.classId), {});
    expect(await rowsOf(db, teacher.userId)).toEqual([
      expect.objectContaining({ kind: 'EARNING', gross_cents: 1000, commission_cents: 125, net_cents: 875, commission_bps: 1250 }),
    ]);
    expect((await earnings(teacher.agent)).summary.commission_bps).toBe(1250);
  });

  it('a student drop reverses the credit once; asked again, nothing more is written', async () => {
    const { db, teacher, student } = await setup();
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, price: 1500 });
    await student.agent.post(classBook(cls.classId), {});
    expect((await student.agent.post(classCancel(cls.classId), {})).status).toBe(200);
    await student.agent.post(classCancel(cls.classId), {});
    const rows = await rowsOf(db, teacher.userId);
    expect(rows.map((r) => [r.kind, r.gross_cents, r.commission_cents, r.net_cents])).toEqual([
      ['EARNING', 1500, 300, 1200],
      ['REVERSAL', -1500, -300, -1200],
    ]);
    expect(rows[1]!.available_at).toEqual(rows[0]!.available_at);
    const page = await earnings(teacher.agent);
    expect(page.summary).toMatchObject({ pending_cents: 0, available_cents: 0, lifetime_cents: 0 });
    expect(page.items.map((r) => r.status)).toEqual(['reversal', 'reversed']);
    expect(page.items[1]!.reversed_at).toBe(page.items[0]!.created_at);
  });

  it('a teacher cancel reverses every seat of the class; staff cancel reverses too (through the refund-once path)', async () => {
    const { app, db, teacher, student } = await setup();
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, price: 1000 });
    await student.agent.post(classBook(cls.classId), {});
    expect((await teacher.agent.post(classCancel(cls.classId), {})).status).toBe(200);
    expect((await earnings(teacher.agent)).items.map((r) => r.status)).toEqual(['reversal', 'reversed']);

    const other = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, price: 1000, startsIn: 4 * DAY_MS });
    const second = await makeUser(db, app, { now: NOW, credit: 5_000 });
    await student.agent.post(classBook(other.classId), {});
    await second.agent.post(classBook(other.classId), {});
    const during = other.start + 10 * MINUTE_MS;
    await db.transaction((tx) =>
      cancelBooking({ tx, actor: { kind: 'staff', userId: 1 }, now: during, target: { classId: other.classId } }),
    );
    const rows = await rowsOf(db, teacher.userId);
    expect(rows.filter((r) => r.kind === 'REVERSAL')).toHaveLength(3);
    expect(rows.reduce((sum, r) => sum + r.net_cents, 0)).toBe(0);
  });

  it('a course spot credits once, available a day after the last class; cancel my spot reverses it', async () => {
    const { clock, db, teacher, student } = await setup();
    const topicId = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(db, { teacherId: teacher.userId, topicId, now: NOW, classCount: 3, price: 1000 });
    expect((await student.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/BOOK`, {})).status).toBe(200);
    const lastEnd = NOW + 7 * DAY_MS + 2 * 7 * DAY_MS + HOUR_MS;
    const page = await earnings(teacher.agent);
    expect(page.items).toEqual([
      expect.objectContaining({
        gross_cents: 3000,
        net_cents: 2400,
        available_at: new Date(lastEnd + DAY_MS).toISOString(),
        item: expect.objectContaining({ kind: 'course', course_id: course.courseId }) as unknown,
      }),
    ]);
    clock.set(NOW + DAY_MS);
    expect((await student.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/CANCEL`, {})).status).toBe(200);
    expect((await earnings(teacher.agent)).items.map((r) => r.status)).toEqual(['reversal', 'reversed']);
  });

  it("a course's auto-cancel (minimum not met) reverses the earning", async () => {
    const { db, teacher, student } = await setup();
    const topicId = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(db, { teacherId: teacher.userId, topicId, now: NOW, minSpots: 2, price: 1000 });
    await student.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/BOOK`, {});
    await runSweep({ db, now: NOW + 7 * DAY_MS - DAY_MS });
    const page = await earnings(teacher.agent);
    expect(page.items.map((r) => r.status)).toEqual(['reversal', 'reversed']);
    expect(page.summary.lifetime_cents).toBe(0);
  });

  it('a lesson credits the teacher; its cancel reverses once', async () => {
    const { app, db, student } = await setup();
    const tutor = await makeLessonTeacher(db, app, { now: NOW });
    const booked = await student.agent.post(
      '/api/v1/lessons',
      lessonBody({ teacherId: tutor.userId, language: tutor.language, start: tutor.block }),
    );
    expect(booked.status).toBe(200);
    const lesson = (await json(booked)).data.lesson as { id: number; price: number };
    const page = await earnings(tutor.agent);
    expect(page.items).toEqual([
      expect.objectContaining({
        gross_cents: lesson.price,
        available_at: new Date(tutor.block + 30 * MINUTE_MS + DAY_MS).toISOString(),
        item: expect.objectContaining({ kind: 'lesson', lesson_id: lesson.id, is_trial: false }) as unknown,
      }),
    ]);
    expect((await student.agent.post(`/api/v1/lessons/${lesson.id}/actions/CANCEL`, {})).status).toBe(200);
    await student.agent.post(`/api/v1/lessons/${lesson.id}/actions/CANCEL`, {});
    expect((await earnings(tutor.agent)).items.map((r) => r.status)).toEqual(['reversal', 'reversed']);
  });

  it("an open problem report keeps that student's earning held past the window; the other student's becomes available", async () => {
    const { app, clock, db, teacher, student } = await setup();
    const other = await makeUser(db, app, { now: NOW, credit: 5_000 });
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, price: 1000 });
    await student.agent.post(classBook(cls.classId), {});
    await other.agent.post(classBook(cls.classId), {});
    clock.set(cls.end + HOUR_MS);
    const reported = await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/PROBLEM`, {
      reason: 'No teacher.',
    });
    expect(reported.status).toBe(200);
    clock.set(cls.end + DAY_MS);
    const page = await earnings(teacher.agent);
    expect(page.summary).toMatchObject({ pending_cents: 800, available_cents: 800, lifetime_cents: 1600 });
    const byStudent = Object.fromEntries(page.items.map((r) => [(r.student as { user_id: number }).user_id, r.status]));
    expect(byStudent).toEqual({ [student.userId]: 'held', [other.userId]: 'available' });
  });

  it('a problem report on any class of a course spot holds the course earning past its window', async () => {
    const { clock, db, teacher, student } = await setup();
    const topicId = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(db, { teacherId: teacher.userId, topicId, now: NOW, classCount: 2, price: 1000 });
    await student.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/BOOK`, {});
    const firstEnd = NOW + 7 * DAY_MS + HOUR_MS;
    const lastEnd = firstEnd + 7 * DAY_MS;
    clock.set(firstEnd + HOUR_MS);
    const reported = await student.agent.post(`/api/v3/group_class/group_classes/${course.classIds[0]}/actions/PROBLEM`, {
      reason: 'The sound kept cutting out.',
    });
    expect(reported.status).toBe(200);
    clock.set(lastEnd + DAY_MS);
    const page = await earnings(teacher.agent);
    expect(page.items.map((r) => r.status)).toEqual(['held']);
    expect(page.summary).toMatchObject({ pending_cents: 1600, available_cents: 0, lifetime_cents: 1600 });
  });

  it('the history pages newest first', async () => {
    const { db, teacher, student } = await setup();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const cls = await makeClass(db, {
        teacherId: teacher.userId,
        topicId: teacher.topicId,
        now: NOW,
        price: 1000,
        startsIn: (3 + i) * DAY_MS,
      });
      await student.agent.post(classBook(cls.classId), {});
      ids.push(cls.classId);
    }
    const one = await earnings(teacher.agent, '?page=1&page_size=2');
    expect(one.paging).toEqual({ page: 1, total: 3, has_next: true });
    expect(one.items.map((r) => (r.item as { group_class_id: number }).group_class_id)).toEqual([ids[2], ids[1]]);
    const two = await earnings(teacher.agent, '?page=2&page_size=2');
    expect(two.paging).toEqual({ page: 2, total: 3, has_next: false });
    expect(two.items.map((r) => (r.item as { group_class_id: number }).group_class_id)).toEqual([ids[0]]);
  });

  it('CSV: an attachment, a header line, amounts in USD with 2 decimals, ISO times, titles escaped and defused', async () => {
    const { clock, db, teacher, student } = await setup();
    await db.update(topics).set({ title: '=Say "hi", then chat' }).where(eq(topics.id, teacher.topicId));
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, price: 1505 });
    await student.agent.post(classBook(cls.classId), {});
    await student.agent.post(classCancel(cls.classId), {});
    clock.set(Date.UTC(2026, 2, 11, 9));
    const res = await teacher.agent.get('/api/v1/teaching/earnings.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="earnings-2026-03-11\.csv"/);
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,type,status,available_at,reversed_at,item,item_id,title,item_start,student,gross_usd,commission_usd,net_usd,commission_rate_percent',
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    const available = new Date(cls.end + DAY_MS).toISOString();
    expect(lines[1]).toContain(`,reversal,reversal,${available},,class,${cls.classId},"'=Say ""hi"", then chat",`);
    expect(lines[1]).toMatch(/,-15\.05,-3\.01,-12\.04,20\.00$/);
    expect(lines[2]).toMatch(/,earning,reversed,/);
    expect(lines[2]).toMatch(/,15\.05,3\.01,12\.04,20\.00$/);
    expect(lines[2]).toContain(`,${new Date(NOW).toISOString()},earning,`);
  });

  it('refuses anyone but a teacher: 403 NotATeacher for a student, 401 signed out', async () => {
    const { app, student } = await setup();
    for (const path of ['/api/v1/teaching/earnings', '/api/v1/teaching/earnings.csv']) {
      const res = await student.agent.get(path);
      expect(res.status).toBe(403);
      expect((await json(res)).error).toMatchObject({ code: 'NotATeacher' });
      expect((await app.request(path)).status).toBe(401);
    }
  });

  it('the booking command credits once per seat, even if asked to credit again', async () => {
    const { db, teacher, student } = await setup();
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, price: 1000 });
    const { seat } = await db.transaction((tx) =>
      bookClass({ tx, actor: { kind: 'student', userId: student.userId }, now: NOW, classId: cls.classId, commissionBps: 2000 }),
    );
    const { creditEarningOnce } = await import('../commands/earning-writes');
    const again = await db.transaction((tx) =>
      creditEarningOnce(tx, {
        teacherId: teacher.userId,
        studentId: student.userId,
        grossCents: 1000,
        commissionBps: 2000,
        end: cls.end,
        now: NOW,
        link: { groupClassStudentId: seat.id },
      }),
    );
    expect(again).toBe(false);
    expect(await rowsOf(db, teacher.userId)).toHaveLength(1);
  });
});
