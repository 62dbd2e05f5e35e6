import { DEFAULT_PLATFORM_COMMISSION_BPS } from '@app/domain';
import {
  BookCourseResponseSchema,
  CancelCourseResponseSchema,
  CheckBookStatusResponseSchema,
  CourseDetailResponseSchema,
  CourseOrderDetailResponseSchema,
  ErrorBodySchema,
  GroupClassDetailResponseSchema,
  OrderResponseSchema,
  WalletResponseSchema,
} from '@app/api';
import {
  COURSE_CANCEL_TOO_LATE_MESSAGE,
  type CourseStatus,
  DAY_MS,
  DROP_COURSE_CLASS_MESSAGE,
  MINUTE_MS,
  TEACHER_CANCEL_COURSE_NOT_ALLOWED_MESSAGE,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema-accounts';
import { courses, groupClassStudents } from '../db/schema-catalog';
import { domainEvents } from '../db/schema-outbox';
import { makeCourse, makeCourseTopic, readCourseState, readLedger } from '../testing/course-fixtures';
import { describeEachDatabase } from '../testing/databases';
import { mailsTo, makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';
import { courseRoutes } from './courses';

const NOW = Date.UTC(2026, 2, 10, 12);
type Agent = { get: (p: string) => Promise<Response>; post: (p: string, body?: unknown) => Promise<Response> };

const detailPath = (id: number | string) => `/api/v3/group_class/courses/${id}`;
const checkPath = (id: number | string) => `/api/v2/group_class/courses/${id}/check_book_status`;
const bookPath = (id: number | string) => `/api/v3/group_class/courses/${id}/actions/BOOK`;
const cancelPath = (id: number | string) => `/api/v3/group_class/courses/${id}/actions/CANCEL`;
const orderPath = (id: number | string) => `/api/v3/group_class/course_orders/${id}`;

async function errorOf(res: Response) {
  return ErrorBodySchema.parse(await res.json()).error;
}

/** The student's answer of the course CANCEL action (the teacher's is `course-cancelled`). */
function spotCancelled(body: unknown) {
  const { data } = CancelCourseResponseSchema.parse(body);
  if (data.kind !== 'spot-cancelled') throw new Error(`expected spot-cancelled, got ${data.kind}`);
  return data;
}

describeEachDatabase('group courses', (ctx) => {
  async function setup({
    price = 1000,
    classCount = 3,
    minSpots = 1,
    maxSpots = 4,
    status = 'Upcoming',
    startsIn = 7 * DAY_MS,
    credit = 10_000,
  }: {
    price?: number;
    classCount?: number;
    minSpots?: number;
    maxSpots?: number;
    status?: CourseStatus;
    startsIn?: number;
    credit?: number;
  } = {}) {
    const { app, clock, storage } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const topicId = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW, storage });
    const course = await makeCourse(db, {
      teacherId: teacher.userId,
      topicId,
      now: NOW,
      price,
      classCount,
      minSpots,
      maxSpots,
      status,
      startsIn,
    });
    const student = await makeUser(db, app, { now: NOW, credit });
    return { app, clock, db, teacher, topicId, course, student };
  }
  const check = async (agent: Agent, id: number) =>
    CheckBookStatusResponseSchema.parse(await (await agent.get(checkPath(id))).json()).data.status;
  const book = async (agent: Agent, id: number) => agent.post(bookPath(id), {});

  it('GET course: anyone reads the 000 §3 fields, outlines from its classes, teacher and topic; materials only for booked students', async () => {
    const { app, course, student, teacher, topicId } = await setup();
    const visitor = await app.request(detailPath(course.courseId));
    expect(visitor.status).toBe(200);
    const seen = CourseDetailResponseSchema.parse(await visitor.json()).data;
    expect(seen.group_course).toMatchObject({
      id: course.courseId,
      course_id: course.courseId,
      topic_id: topicId,
      teacher_id: teacher.userId,
      title: 'Business English in 4 weeks',
      language: 'english',
      language_level: 4,
      category: 'CA003',
      price: 1000,
      class_amount: 3,
      duration: 60,
      min_spots: 1,
      max_spots: 4,
      status: 'Upcoming',
      update_by: null,
      start_time: new Date(course.start).toISOString(),
      end_time: new Date(course.end).toISOString(),
      outcomes: ['Lead a meeting', 'Write a clear e-mail'],
      course_students: [],
    });
    expect(seen.group_course.outlines.map((o) => [o.group_class_id, o.class_title, o.description, o.start_time])).toEqual(
      course.classes.map((c, i) => [c.id, `Week ${i + 1}`, `What week ${i + 1} covers.`, new Date(c.start).toISOString()]),
    );
    expect(seen.group_course.outlines.every((o) => o.attachments.length === 0)).toBe(true);
    expect(seen.teacher_info.user_id).toBe(teacher.userId);
    expect(seen.group_topic).toMatchObject({
      id: topicId,
      title: 'Business English in 4 weeks',
      description: 'Meetings, e-mails and small talk, one topic a week.',
    });

    expect((await book(student.agent, course.courseId)).status).toBe(200);
    const booked = CourseDetailResponseSchema.parse(await (await student.agent.get(detailPath(course.courseId))).json()).data.group_course;
    expect(booked.course_students).toEqual([
      expect.objectContaining({ student_id: student.userId, status: 'Scheduled', update_by: String(student.userId) }),
    ]);
    expect(booked.outlines[0]?.attachments.map((a) => a.file_name)).toEqual(['week-plan.txt']);
    expect(booked.outlines[0]?.attachments[0]?.file_url).toMatch(new RegExp(`/group_classes/${course.classIds[0]}/attachments/\\d+$`));
    // The download route of the class serves the file to the course student (they hold a class seat).
    const file = await student.agent.get(booked.outlines[0]?.attachments[0]?.file_url ?? '');
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('Week 1: meetings');
    // A visitor still sees the seat, never the files.
    const again = CourseDetailResponseSchema.parse(await (await app.request(detailPath(course.courseId))).json()).data.group_course;
    expect(again.course_students).toHaveLength(1);
    expect(again.outlines.every((o) => o.attachments.length === 0)).toBe(true);
  });

  it('GET course: unknown id 404, bad id 400 naming the field, and the list path (trailing slash) is not taken for an id', async () => {
    const { app, clock } = await setup();
    expect((await app.request(detailPath(987_654_321))).status).toBe(404);
    const bad = await app.request(detailPath('abc'));
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ code: 'InvalidRequest', field: 'id' });
    const list = await app.request('/api/v3/group_class/courses/?offset=0&length=2');
    expect(list.status === 400 ? (await errorOf(list)).field : 'not a 400').not.toBe('id');
    // On its own, this module does not answer the list path at all, whatever the mounting order.
    const alone = courseRoutes({ database: ctx.database, clock, commissionBps: DEFAULT_PLATFORM_COMMISSION_BPS });
    expect((await alone.request('/v3/group_class/courses/')).status).toBe(404);
    expect((await alone.request('/v3/group_class/courses')).status).toBe(404);
  });

  it('check_book_status: CanBook, teacher CantBookBySelf, HasBooked after BOOK, ClassNotExist, ClassStart at start, ClassEnd at end; visitors 401', async () => {
    const { app, clock, course, student, teacher } = await setup();
    expect(await check(student.agent, course.courseId)).toBe('CanBook');
    expect(await check(teacher.agent, course.courseId)).toBe('CantBookBySelf');
    expect(await check(student.agent, 987_654_321)).toBe('ClassNotExist');
    expect((await app.request(checkPath(course.courseId))).status).toBe(401);
    expect((await student.agent.get(checkPath('x'))).status).toBe(400);
    await book(student.agent, course.courseId);
    expect(await check(student.agent, course.courseId)).toBe('HasBooked');
    const other = await makeUser(ctx.database.db, app, { now: NOW });
    clock.set(course.start - 1);
    expect(await check(other.agent, course.courseId)).toBe('CanBook');
    clock.set(course.start);
    expect(await check(other.agent, course.courseId)).toBe('ClassStart');
    clock.set(course.end);
    expect(await check(other.agent, course.courseId)).toBe('ClassEnd');
  });

  it('check_book_status: SpotEmpty when full, ClassCancelled when cancelled, TimeNotAvailable when a class of the course clashes with a booked class', async () => {
    const { app, db, course, student, teacher } = await setup({ maxSpots: 1 });
    const rival = await makeUser(db, app, { now: NOW, credit: 10_000 });
    expect((await book(rival.agent, course.courseId)).status).toBe(200);
    expect(await check(student.agent, course.courseId)).toBe('SpotEmpty');

    const open = await setup();
    const clash = await makeClass(db, {
      teacherId: teacher.userId,
      topicId: open.topicId,
      now: NOW,
      startsIn: open.course.classes[1]!.start - NOW + 30 * MINUTE_MS,
    });
    expect((await open.student.agent.post(`/api/v3/group_class/group_classes/${clash.classId}/actions/BOOK`, {})).status).toBe(200);
    expect(await check(open.student.agent, open.course.courseId)).toBe('TimeNotAvailable');
    const refused = await book(open.student.agent, open.course.courseId);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ code: 'TimeNotAvailable', message: 'This time slot was occupied by your class.' });
    // Back to back is not a clash.
    const next = await setup();
    const adjacent = await makeClass(db, {
      teacherId: teacher.userId,
      topicId: next.topicId,
      now: NOW,
      startsIn: next.course.classes[0]!.end - NOW,
    });
    expect((await next.student.agent.post(`/api/v3/group_class/group_classes/${adjacent.classId}/actions/BOOK`, {})).status).toBe(200);
    expect(await check(next.student.agent, next.course.courseId)).toBe('CanBook');

    const cancelled = await setup({ status: 'Cancelled' });
    expect(await check(cancelled.student.agent, cancelled.course.courseId)).toBe('ClassCancelled');
    const res = await book(cancelled.student.agent, cancelled.course.courseId);
    expect(await errorOf(res)).toEqual({ code: 'ClassCancelled', message: 'This class has been canceled.' });
  });

  it('BOOK charges price x class_amount once and takes the course seat plus a SCHEDULED seat in each class; class pages and meeting details work', async () => {
    const { app, clock, db, course, student } = await setup({ price: 1200, classCount: 4 });
    const res = await book(student.agent, course.courseId);
    expect(res.status).toBe(200);
    const { order, balance } = BookCourseResponseSchema.parse(await res.json()).data;
    expect(balance).toBe(10_000 - 4_800);
    expect(order).toMatchObject({ course_id: course.courseId, course_student: { student_id: student.userId, status: 'Scheduled' } });
    expect(order.class_seats.map((s) => [s.group_class_id, s.status])).toEqual(course.classIds.map((id) => [id, 'SCHEDULED']));
    // Each class seat names the course seat it was taken with.
    expect((await readCourseState(db, course.courseId)).classSeats.map((s) => s.course_student_id)).toEqual(
      course.classIds.map(() => order.order_id),
    );
    const ledger = await readLedger(db, student.userId);
    expect(ledger.entries.filter((e) => e.kind === 'COURSE_PAYMENT').map((e) => e.amount)).toEqual([-4_800]);
    expect(ledger.balance).toBe(5_200);
    // The wallet says what the charge was for: the course seat (the order page's id).
    const wallet = WalletResponseSchema.parse(await (await student.agent.get('/api/v1/wallet')).json()).data;
    expect(wallet.entries.find((e) => e.kind === 'COURSE_PAYMENT')?.item).toEqual({
      kind: 'course',
      student_booked_id: order.order_id,
      course_id: course.courseId,
      title: expect.any(String) as unknown,
      start_time: new Date(course.classes[0]!.start).toISOString(),
    });

    // The class page of the first class knows the student, and shows the meeting from 10 min before.
    const firstClass = course.classes[0]!;
    clock.set(firstClass.start - 10 * MINUTE_MS);
    const page = GroupClassDetailResponseSchema.parse(
      await (await student.agent.get(`/api/v2/group_class/group_classes/${firstClass.id}`)).json(),
    ).data;
    expect(page.group_class.group_class_students).toEqual([expect.objectContaining({ student_id: student.userId, status: 'SCHEDULED' })]);
    expect(page.group_class.communication_tools).not.toBeNull();
    // The booking id of each class seat opens its class order (the group-course class page, bid).
    const bid = order.class_seats[1]!.group_class_student_id;
    const classOrder = OrderResponseSchema.parse(
      await (await student.agent.get(`/api/v3/group_class/group_class_orders/${bid}`)).json(),
    ).data;
    expect(classOrder).toMatchObject({ group_class_id: course.classIds[1], group_class_student: { status: 'SCHEDULED' } });
    expect((await app.request(bookPath(course.courseId), { method: 'POST', headers: { 'X-Requested-With': 'app' } })).status).toBe(401);
  });

  it('BOOK refusals: CantBookBySelf with the course text, HasBooked, SpotEmpty, 402 InsufficientBalance; none takes money or seats', async () => {
    const { app, db, course, student, teacher } = await setup({ maxSpots: 1, price: 1000, classCount: 3 });
    const self = await book(teacher.agent, course.courseId);
    expect(self.status).toBe(409);
    expect(await errorOf(self)).toEqual({ code: 'CantBookBySelf', message: 'Sorry, you can not book a course with yourself.' });

    const poor = await makeUser(db, app, { now: NOW, credit: 2_999 });
    const broke = await book(poor.agent, course.courseId);
    expect(broke.status).toBe(402);
    expect((await errorOf(broke)).code).toBe('InsufficientBalance');
    expect((await readLedger(db, poor.userId)).balance).toBe(2_999);
    expect((await readCourseState(db, course.courseId)).classSeats).toHaveLength(0);

    expect((await book(student.agent, course.courseId)).status).toBe(200);
    expect(await errorOf(await book(student.agent, course.courseId))).toEqual({
      code: 'HasBooked',
      message: 'You have already booked this class.',
    });
    const late = await makeUser(db, app, { now: NOW, credit: 10_000 });
    expect(await errorOf(await book(late.agent, course.courseId))).toEqual({
      code: 'SpotEmpty',
      message: 'This class has been fully booked.',
    });
    expect((await readLedger(db, late.userId)).balance).toBe(10_000);
    expect((await readLedger(db, student.userId)).balance).toBe(7_000);
    expect(await errorOf(await book(student.agent, 987_654_321))).toMatchObject({ code: 'NotFound' });
    expect((await student.agent.post(bookPath(course.courseId), { booking_flow_id: 'not valid!' })).status).toBe(400);
  });

  it('BOOK moves a ReadyForSchedule course and its classes to Upcoming, so the spot can be cancelled', async () => {
    const { db, course, student } = await setup({ status: 'ReadyForSchedule' });
    expect((await book(student.agent, course.courseId)).status).toBe(200);
    const state = await readCourseState(db, course.courseId);
    expect(state.course?.status).toBe('Upcoming');
    expect(state.classes.map((c) => c.status)).toEqual(['UPCOMING', 'UPCOMING', 'UPCOMING']);
    expect((await student.agent.post(cancelPath(course.courseId))).status).toBe(200);
  });

  it('CANCEL at 24 h + 1 ms before start refunds once and cancels the class seats; at exactly 24 h it is refused with the domain message', async () => {
    const { app, clock, db, course, student } = await setup({ price: 1000, classCount: 3 });
    await book(student.agent, course.courseId);
    clock.set(course.start - DAY_MS);
    const late = await student.agent.post(cancelPath(course.courseId));
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toEqual({ code: 'CancelWindowClosed', message: COURSE_CANCEL_TOO_LATE_MESSAGE });

    clock.set(course.start - DAY_MS - 1);
    const res = await student.agent.post(cancelPath(course.courseId));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('error');
    const done = spotCancelled(body);
    expect(done).toMatchObject({
      refunded: 3_000,
      balance: 10_000,
      message: 'This course has been canceled.',
      order: { course_student: { status: 'Cancelled', update_by: String(student.userId) } },
    });
    expect(done.order.class_seats.map((s) => s.status)).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED']);
    const state = await readCourseState(db, course.courseId);
    expect(state.classSeats.every((s) => s.status === 'CANCELLED' && s.update_by === String(student.userId))).toBe(true);

    const again = await student.agent.post(cancelPath(course.courseId));
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({ code: 'ClassCancelled', message: 'This class has been canceled.' });
    expect((await readLedger(db, student.userId)).refunds).toHaveLength(1);

    // The freed seat can be booked again; the rebooked spot is a new order.
    clock.set(NOW);
    expect((await book(student.agent, course.courseId)).status).toBe(200);
    expect((await readLedger(db, student.userId)).balance).toBe(7_000);
    const visitor = await app.request(cancelPath(course.courseId), { method: 'POST', headers: { 'X-Requested-With': 'app' } });
    expect(visitor.status).toBe(401);
  });

  it('CANCEL: another student and an unknown course get 404; a course that is not Upcoming is not cancellable; bad id 400', async () => {
    const { app, db, course, student } = await setup();
    await book(student.agent, course.courseId);
    const other = await makeUser(db, app, { now: NOW });
    const res = await other.agent.post(cancelPath(course.courseId));
    expect(res.status).toBe(404);
    expect(JSON.stringify(await res.json())).not.toContain(String(student.userId));
    expect((await student.agent.post(cancelPath(987_654_321))).status).toBe(404);
    expect(await errorOf(await student.agent.post(cancelPath('1.5')))).toMatchObject({ code: 'InvalidRequest', field: 'id' });
    await db.update(courses).set({ status: 'Ongoing' }).where(eq(courses.id, course.courseId));
    expect(await errorOf(await student.agent.post(cancelPath(course.courseId)))).toEqual({
      code: 'CourseNotCancellable',
      message: 'Course could not be canceled.',
    });
  });

  it("CANCEL by the course's teacher: the whole course, before it starts and while fewer than 2 spots are taken; every seat refunded once, the student mailed", async () => {
    const { clock, db, course, student, teacher } = await setup();
    await book(student.agent, course.courseId);
    clock.set(course.start - 1);
    const res = await teacher.agent.post(cancelPath(course.courseId));
    expect(res.status).toBe(200);
    expect(CancelCourseResponseSchema.parse(await res.json()).data).toEqual({ kind: 'course-cancelled', refunded_seats: 1 });
    const state = await readCourseState(db, course.courseId);
    expect(state.course).toMatchObject({ status: 'Cancelled', update_by: String(teacher.userId) });
    expect(state.classes.map((c) => c.status)).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED']);
    expect(state.seats.map((s) => s.status)).toEqual(['Cancelled']);
    expect(state.classSeats.every((s) => s.status === 'CANCELLED' && s.update_by === String(teacher.userId))).toBe(true);
    expect((await readLedger(db, student.userId)).balance).toBe(10_000);
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.user_id, student.userId));
    const mails = await mailsTo(db, user!.email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^You joined the course /),
      'Your course was cancelled by the teacher',
    ]);
    const events = await db.select().from(domainEvents).where(eq(domainEvents.type, 'CourseCancelled'));
    expect(events.map((e) => e.payload)).toContainEqual({
      courseId: course.courseId,
      by: 'teacher',
      refunds: [expect.objectContaining({ studentId: student.userId, seatKind: 'course', amountCents: 3_000 })],
    });

    // Asked again: the course is Cancelled now; nothing is refunded twice.
    const again = await teacher.agent.post(cancelPath(course.courseId));
    expect(await errorOf(again)).toEqual({ code: 'TeacherCancelNotAllowed', message: TEACHER_CANCEL_COURSE_NOT_ALLOWED_MESSAGE });
    expect((await readLedger(db, student.userId)).refunds).toHaveLength(1);
  });

  it("CANCEL by the course's teacher is refused with 2 spots taken, and at the start", async () => {
    const { app, clock, db, course, student, teacher } = await setup();
    const second = await makeUser(db, app, { now: NOW, credit: 10_000 });
    await book(student.agent, course.courseId);
    await book(second.agent, course.courseId);
    const full = await teacher.agent.post(cancelPath(course.courseId));
    expect(full.status).toBe(409);
    expect(await errorOf(full)).toEqual({ code: 'TeacherCancelNotAllowed', message: TEACHER_CANCEL_COURSE_NOT_ALLOWED_MESSAGE });
    await student.agent.post(cancelPath(course.courseId));
    clock.set(course.start);
    expect(await errorOf(await teacher.agent.post(cancelPath(course.courseId)))).toMatchObject({ code: 'TeacherCancelNotAllowed' });
    expect((await readCourseState(db, course.courseId)).course?.status).toBe('Upcoming');
  });

  it('a class of a course cannot be dropped on its own', async () => {
    const { course, student, db } = await setup();
    await book(student.agent, course.courseId);
    const res = await student.agent.post(`/api/v3/group_class/group_classes/${course.classIds[0]}/actions/CANCEL`);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: 'CourseClassNotDroppable', message: DROP_COURSE_CLASS_MESSAGE });
    expect((await readCourseState(db, course.courseId)).classSeats.every((s) => s.status === 'SCHEDULED')).toBe(true);
  });

  it('course order: its own student reads it with the course; another student 404, visitor 401, bad id 400', async () => {
    const { app, db, course, student } = await setup();
    const { order } = BookCourseResponseSchema.parse(await (await book(student.agent, course.courseId)).json()).data;
    const res = await student.agent.get(orderPath(order.order_id));
    expect(res.status).toBe(200);
    const detail = CourseOrderDetailResponseSchema.parse(await res.json()).data;
    expect(detail.order).toEqual(order);
    expect(detail.group_course.id).toBe(course.courseId);
    const other = await makeUser(db, app, { now: NOW });
    const hidden = await other.agent.get(orderPath(order.order_id));
    expect(hidden.status).toBe(404);
    expect(JSON.stringify(await hidden.json())).not.toContain(String(course.courseId));
    expect((await app.request(orderPath(order.order_id))).status).toBe(401);
    expect(await errorOf(await student.agent.get(orderPath('abc')))).toMatchObject({ code: 'InvalidRequest', field: 'id' });
    expect((await student.agent.get(orderPath(987_654_321))).status).toBe(404);
  });

  it('a rebooked spot keeps the old order apart from the new one', async () => {
    const { db, course, student } = await setup();
    const first = BookCourseResponseSchema.parse(await (await book(student.agent, course.courseId)).json()).data.order;
    await student.agent.post(cancelPath(course.courseId));
    const second = BookCourseResponseSchema.parse(await (await book(student.agent, course.courseId)).json()).data.order;
    const old = CourseOrderDetailResponseSchema.parse(await (await student.agent.get(orderPath(first.order_id))).json()).data.order;
    expect(old.course_student.status).toBe('Cancelled');
    expect(old.class_seats.map((s) => s.status)).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED']);
    expect(second.class_seats.map((s) => s.status)).toEqual(['SCHEDULED', 'SCHEDULED', 'SCHEDULED']);
    expect(new Set([...old.class_seats, ...second.class_seats].map((s) => s.group_class_student_id)).size).toBe(6);
    expect((await readLedger(db, student.userId)).balance).toBe(7_000);
  });

  it('an order and its cancel use the class seats linked to the course seat, not other seats of the same instant', async () => {
    const { db, course, student } = await setup();
    // A seat in the first class written at the very instant of the booking but not through it (an
    // older, cancelled placement): pairing by created_at would have taken it for the order's seat.
    const at = new Date(NOW);
    const [stray] = await db
      .insert(groupClassStudents)
      .values({
        group_class_id: course.classIds[0]!,
        student_id: student.userId,
        status: 'CANCELLED',
        update_by: 'ADMIN',
        operator: 'ADMIN',
        created_at: at,
        updated_at: at,
      })
      .returning({ id: groupClassStudents.id });
    const { order } = BookCourseResponseSchema.parse(await (await book(student.agent, course.courseId)).json()).data;
    expect(order.class_seats.map((s) => s.group_class_student_id)).not.toContain(stray!.id);
    expect(order.class_seats.map((s) => s.status)).toEqual(['SCHEDULED', 'SCHEDULED', 'SCHEDULED']);
    const read = CourseOrderDetailResponseSchema.parse(await (await student.agent.get(orderPath(order.order_id))).json()).data.order;
    expect(read).toEqual(order);

    const cancelled = spotCancelled(await (await student.agent.post(cancelPath(course.courseId))).json()).order;
    expect(cancelled.class_seats.map((s) => [s.group_class_student_id, s.status])).toEqual(
      order.class_seats.map((s) => [s.group_class_student_id, 'CANCELLED']),
    );
    const strayAfter = (await readCourseState(db, course.courseId)).classSeats.find((s) => s.id === stray!.id);
    expect(strayAfter).toMatchObject({ status: 'CANCELLED', update_by: 'ADMIN', course_student_id: null });
  });
});
