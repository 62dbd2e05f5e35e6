import { DAY_MS, HOUR_MS, LESSON_SLOT_MS } from '@app/domain';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/databases';
import { makeCourse, makeCourseTopic, readCourseState } from '../testing/course-fixtures';
import { mailsTo, makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { lessonBody, makeLessonTeacher } from '../testing/lesson-fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
type Json = Record<string, unknown> & { data: Record<string, unknown>; error: Record<string, unknown> };
const json = async (res: Response): Promise<Json> => (await res.json()) as Json;

describeEachDatabase('group-class booking', (ctx) => {
  async function setup({ capacity = 6, startsIn = 3 * DAY_MS, price = 1500 } = {}) {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, capacity, startsIn, price });
    const student = await makeUser(db, app, { now: NOW, credit: 10_000 });
    return { app, clock, db, teacher, cls, student };
  }
  const check = async (agent: { get: (p: string) => Promise<Response> }, classId: number) =>
    (await json(await agent.get(`/api/v2/group_class/group_classes/${classId}/check_book_status`))).data.status;

  it('check_book_status answers CanBook, then HasBooked after paying; the teacher gets CantBookBySelf', async () => {
    const { cls, student, teacher } = await setup();
    expect(await check(student.agent, cls.classId)).toBe('CanBook');
    expect(await check(teacher.agent, cls.classId)).toBe('CantBookBySelf');
    const paid = await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {});
    expect(paid.status).toBe(200);
    expect((await json(paid)).data).toMatchObject({
      balance: 8_500,
      order: { group_class_id: cls.classId, group_class_student: { status: 'SCHEDULED', student_id: student.userId } },
    });
    expect(await check(student.agent, cls.classId)).toBe('HasBooked');
  });

  it('check_book_status: ClassNotExist, ClassStart at start, ClassEnd at end', async () => {
    const { cls, student, clock } = await setup();
    expect(await check(student.agent, 987_654_321)).toBe('ClassNotExist');
    clock.set(cls.start - 1);
    expect(await check(student.agent, cls.classId)).toBe('CanBook');
    clock.set(cls.start);
    expect(await check(student.agent, cls.classId)).toBe('ClassStart');
    clock.set(cls.end);
    expect(await check(student.agent, cls.classId)).toBe('ClassEnd');
  });

  it('refuses a full class with SpotEmpty and the spec message, and takes no money', async () => {
    const { app, db, cls, student } = await setup({ capacity: 1 });
    const other = await makeUser(db, app, { now: NOW, credit: 5_000 });
    expect((await other.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {})).status).toBe(200);
    expect(await check(student.agent, cls.classId)).toBe('SpotEmpty');
    const refused = await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {});
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toEqual({ code: 'SpotEmpty', message: 'This class has been fully booked.' });
    expect((await json(await student.agent.get('/api/v1/wallet'))).data.balance).toBe(10_000);
  });

  it('a booked one-to-one lesson inside the class time is a clash (TimeNotAvailable); cancelled, it no longer is', async () => {
    const { app, db, cls, student } = await setup();
    const tutor = await makeLessonTeacher(db, app, { now: NOW });
    expect(tutor.block).toBe(cls.start);
    const booked = await student.agent.post(
      '/api/v1/lessons',
      lessonBody({ teacherId: tutor.userId, language: tutor.language, start: cls.start + LESSON_SLOT_MS }),
    );
    expect(booked.status).toBe(200);
    expect(await check(student.agent, cls.classId)).toBe('TimeNotAvailable');
    const refused = await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {});
    expect((await json(refused)).error.code).toBe('TimeNotAvailable');
    const lessonId = ((await booked.json()) as { data: { lesson: { id: number } } }).data.lesson.id;
    expect((await student.agent.post(`/api/v1/lessons/${lessonId}/actions/CANCEL`)).status).toBe(200);
    expect(await check(student.agent, cls.classId)).toBe('CanBook');
  });

  it('answers TimeNotAvailable when the student holds an overlapping class', async () => {
    const { db, cls, student, teacher } = await setup();
    const overlapping = await makeClass(db, {
      teacherId: teacher.userId,
      topicId: teacher.topicId,
      now: NOW,
      startsIn: cls.start - NOW + HOUR_MS / 2,
    });
    await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {});
    expect(await check(student.agent, overlapping.classId)).toBe('TimeNotAvailable');
    const refused = await student.agent.post(`/api/v3/group_class/group_classes/${overlapping.classId}/actions/BOOK`, {});
    expect((await json(refused)).error).toEqual({ code: 'TimeNotAvailable', message: 'This time slot was occupied by your class.' });
  });

  it('refuses payment beyond the balance with 402 InsufficientBalance', async () => {
    const { app, db, cls } = await setup({ price: 1500 });
    const poor = await makeUser(db, app, { now: NOW, credit: 1_499 });
    const res = await poor.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {});
    expect(res.status).toBe(402);
    expect((await json(res)).error.code).toBe('InsufficientBalance');
  });

  it('drop at 24 h + 1 ms before start succeeds and refunds; at exactly 24 h it is refused', async () => {
    const { app, db, cls, student, clock } = await setup();
    await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {});
    clock.set(cls.start - 24 * HOUR_MS);
    const late = await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/CANCEL`);
    expect(late.status).toBe(409);
    expect((await json(late)).error.code).toBe('DropWindowClosed');

    const early = await makeUser(db, app, { now: NOW, credit: 10_000 });
    clock.set(NOW);
    await early.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {});
    clock.set(cls.start - 24 * HOUR_MS - 1);
    const dropped = await early.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/CANCEL`);
    expect(dropped.status).toBe(200);
    expect((await json(dropped)).data).toMatchObject({
      kind: 'dropped',
      refunded: 1_500,
      balance: 10_000,
      order: { group_class_student: { status: 'CANCELLED' } },
    });
    const again = await early.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/CANCEL`);
    expect((await json(again)).error).toEqual({ code: 'ClassCancelled', message: 'This class has been canceled.' });
    expect((await json(await early.agent.get('/api/v1/wallet'))).data.balance).toBe(10_000);
    // Booked, then dropped by themselves: the confirmation, then the drop with its refund.
    const mails = await mailsTo(db, early.email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^You're booked: /), 'You dropped the class']);
    expect(mails[1]?.body).toContain('$15.00 is back in your wallet.');
  });

  it('an order is visible to its own student only: others get 404, visitors 401', async () => {
    const { app, db, cls, student } = await setup();
    const booked = await json(await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {}));
    const orderId = (booked.data.order as { order_id: number }).order_id;
    expect((await student.agent.get(`/api/v3/group_class/group_class_orders/${orderId}`)).status).toBe(200);
    const other = await makeUser(db, app, { now: NOW });
    const res = await other.agent.get(`/api/v3/group_class/group_class_orders/${orderId}`);
    expect(res.status).toBe(404);
    expect(JSON.stringify(await res.json())).not.toContain(String(student.userId));
    expect((await app.request(`/api/v3/group_class/group_class_orders/${orderId}`)).status).toBe(401);
    expect((await other.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/CANCEL`)).status).toBe(404);
  });

  it('bad ids are a 400 naming the field', async () => {
    const { student } = await setup();
    const res = await student.agent.get('/api/v3/group_class/group_class_orders/abc');
    expect(res.status).toBe(400);
    expect((await json(res)).error).toMatchObject({ code: 'InvalidRequest', field: 'id' });
  });

  it('the teacher may cancel while fewer than 2 spots are booked; the booked student is refunded once', async () => {
    const { app, db, cls, student, teacher } = await setup();
    await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {});
    const res = await teacher.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/CANCEL`);
    expect((await json(res)).data).toEqual({ kind: 'class-cancelled', refunded_seats: 1 });
    expect((await json(await student.agent.get('/api/v1/wallet'))).data.balance).toBe(10_000);
    expect(await check(student.agent, cls.classId)).toBe('ClassCancelled');
    // The student is told, once, with the refund and a link to the booking.
    const [booked, mail, ...more] = await mailsTo(db, student.email);
    expect(more).toEqual([]);
    expect(booked?.subject).toMatch(/^You're booked: /);
    expect(mail?.subject).toBe('Your class was cancelled by the teacher');
    expect(mail?.body).toContain('$15.00 is back in your wallet.');
    expect(mail?.link).toMatch(
      new RegExp(`^http://localhost/group-class-online/class/${cls.classId}\\?classID=${cls.classId}&studentBookedID=\\d+$`),
    );
    const other = await setup();
    await other.student.agent.post(`/api/v3/group_class/group_classes/${other.cls.classId}/actions/BOOK`, {});
    const second = await makeUser(db, app, { now: NOW, credit: 5_000 });
    await second.agent.post(`/api/v3/group_class/group_classes/${other.cls.classId}/actions/BOOK`, {});
    const refused = await other.teacher.agent.post(`/api/v3/group_class/group_classes/${other.cls.classId}/actions/CANCEL`);
    expect((await json(refused)).error.code).toBe('TeacherCancelNotAllowed');
  });

  it('the wallet lists every charge and refund with what it was for (the class seat and its title); a top-up has none', async () => {
    const { cls, student, teacher } = await setup();
    const paid = await json(await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {}));
    const seatId = (paid.data as { order: { group_class_student: { id: number } } }).order.group_class_student.id;
    await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/CANCEL`);
    const wallet = (await json(await student.agent.get('/api/v1/wallet'))).data as {
      entries: { kind: string; amount: number; item: unknown }[];
    };
    const item = {
      kind: 'class',
      student_booked_id: seatId,
      group_class_id: cls.classId,
      title: expect.any(String) as unknown,
      start_time: new Date(cls.start).toISOString(),
    };
    expect(wallet.entries.map((e) => ({ kind: e.kind, amount: e.amount, item: e.item }))).toEqual([
      { kind: 'REFUND', amount: 1500, item },
      { kind: 'CLASS_PAYMENT', amount: -1500, item },
      expect.objectContaining({ item: null }),
    ]);
    // The teacher sees none of the student's rows.
    expect(JSON.stringify((await json(await teacher.agent.get('/api/v1/wallet'))).data)).not.toContain(`"student_booked_id":${seatId}`);
  });

  it('refuses to sell one class of a course on its own (join the course instead)', async () => {
    const { app, db, teacher } = await setup();
    const topicId = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(db, { teacherId: teacher.userId, topicId, now: NOW });
    const student = await makeUser(db, app, { now: NOW, credit: 10_000 });
    const check = await student.agent.get(`/api/v2/group_class/group_classes/${course.classIds[0]}/check_book_status`);
    expect((await json(check)).data.status).toBe('ClassNotExist');
    const res = await student.agent.post(`/api/v3/group_class/group_classes/${course.classIds[0]}/actions/BOOK`, {});
    expect(res.status).toBe(409);
    expect((await json(res)).error.code).toBe('CourseClassNotBookable');
    expect((await json(await student.agent.get('/api/v1/wallet'))).data.balance).toBe(10_000);
  });

  it('"There was a problem": refused before the class, allowed from start until 1 day after the end; the seat becomes PROBLEM', async () => {
    const { cls, student, clock } = await setup();
    await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {});
    const report = () =>
      student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/PROBLEM`, { reason: 'The teacher did not join.' });
    clock.set(cls.start - 1);
    const early = await report();
    expect(early.status).toBe(409);
    expect((await json(early)).error.code).toBe('ProblemReportClosed');
    clock.set(cls.end + DAY_MS);
    expect((await report()).status).toBe(409);
    clock.set(cls.end + DAY_MS - 1);
    const ok = await report();
    expect(ok.status).toBe(200);
    expect((await json(ok)).data).toMatchObject({ order: { group_class_student: { status: 'PROBLEM' } } });
    expect((await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/PROBLEM`, { reason: '' })).status).toBe(400);
  });

  it('"There was a problem" from someone without a seat is a 404', async () => {
    const { app, db, cls, clock } = await setup();
    const other = await makeUser(db, app, { now: NOW });
    clock.set(cls.start);
    expect((await other.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/PROBLEM`, { reason: 'x' })).status).toBe(404);
  });

  it('000 §5 gate: a student with register_status <= 4 and an unconfirmed email cannot pay for a class, a course or a lesson (403 ConfirmEmailRequired), whatever their balance; nothing is written', async () => {
    const { app, db, cls, teacher } = await setup();
    const courseTopic = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(db, { teacherId: teacher.userId, topicId: courseTopic, now: NOW, startsIn: 10 * DAY_MS });
    const tutor = await makeLessonTeacher(db, app, { now: NOW });
    const unconfirmed = await makeUser(db, app, { now: NOW, credit: 10_000, registerStatus: 4, confirmed: false });
    const tries = [
      await unconfirmed.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {}),
      await unconfirmed.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/BOOK`, {}),
      await unconfirmed.agent.post(
        '/api/v1/lessons',
        lessonBody({ teacherId: tutor.userId, language: tutor.language, start: tutor.block + 7 * DAY_MS }),
      ),
    ];
    for (const res of tries) {
      expect(res.status).toBe(403);
      expect((await json(res)).error.code).toBe('ConfirmEmailRequired');
    }
    expect((await json(await unconfirmed.agent.get('/api/v1/wallet'))).data.balance).toBe(10_000);
    // register_status 5 is past the gate (inclusive at 4), confirmed or not.
    const registered = await makeUser(db, app, { now: NOW, credit: 10_000, registerStatus: 5, confirmed: false });
    expect((await registered.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {})).status).toBe(200);
  });

  it('a class of a course is never cancelled alone by its teacher (409 CourseClassNotCancellable, our rule extending 000 §6): nothing changes, nobody loses the class they paid for', async () => {
    const { app, db, teacher } = await setup();
    const courseTopic = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(db, { teacherId: teacher.userId, topicId: courseTopic, now: NOW, startsIn: 10 * DAY_MS });
    const student = await makeUser(db, app, { now: NOW, credit: 10_000 });
    expect((await student.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/BOOK`, {})).status).toBe(200);
    const refused = await teacher.agent.post(`/api/v3/group_class/group_classes/${course.classIds[1]}/actions/CANCEL`);
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toEqual({
      code: 'CourseClassNotCancellable',
      message: 'This class is part of a course. A class of a course cannot be cancelled on its own.',
    });
    const state = await readCourseState(db, course.courseId);
    expect(state.classes.map((c) => c.status)).toEqual(['UPCOMING', 'UPCOMING', 'UPCOMING']);
    expect(state.classSeats.map((s) => s.status)).toEqual(['SCHEDULED', 'SCHEDULED', 'SCHEDULED']);
    // The teacher's schedule offers no Cancel class on it.
    const { items } = (await json(await teacher.agent.get('/api/v1/me/teaching?scope=upcoming'))).data as {
      items: { kind: string; group_class_id?: number; can_cancel: boolean }[];
    };
    expect(items.filter((i) => i.kind === 'class' && course.classIds.includes(i.group_class_id ?? -1)).map((i) => i.can_cancel)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
