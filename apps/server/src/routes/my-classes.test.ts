import { ErrorBodySchema, type MyBookingRow, type MyClassRow, MyClassesResponseSchema } from '@app/api';
import { DAY_MS } from '@app/domain';
import { expect, it } from 'vitest';
import { createAgent } from '../testing/agent';
import { makeCourse, makeCourseTopic } from '../testing/course-fixtures';
import { describeEachDatabase } from '../testing/databases';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { addSeat } from '../testing/search-fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);

describeEachDatabase('GET /v1/me/classes', (ctx) => {
  async function setup() {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const student = await makeUser(db, app, { now: NOW, credit: 50_000 });
    const cls = (startsIn: number, status: 'UPCOMING' | 'CANCELLED' = 'UPCOMING') =>
      makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, startsIn, status });

    // Single classes: booked in 3 days, live now, dropped, cancelled by the teacher, ended yesterday.
    const soon = await cls(3 * DAY_MS);
    const booked = (await (await student.agent.post(`/api/v3/group_class/group_classes/${soon.classId}/actions/BOOK`, {})).json()) as {
      data: { order: { order_id: number } };
    };
    const live = await cls(-30 * 60_000);
    const liveSeat = await addSeat(db, { classId: live.classId, studentId: student.userId, now: NOW - DAY_MS });
    const dropped = await cls(5 * DAY_MS);
    const droppedSeat = await addSeat(db, { classId: dropped.classId, studentId: student.userId, status: 'CANCELLED', now: NOW - DAY_MS });
    const cancelled = await cls(6 * DAY_MS, 'CANCELLED');
    const cancelledSeat = await addSeat(db, { classId: cancelled.classId, studentId: student.userId, now: NOW - DAY_MS });
    const ended = await cls(-DAY_MS);
    const endedSeat = await addSeat(db, { classId: ended.classId, studentId: student.userId, status: 'CONFIRMED', now: NOW - 2 * DAY_MS });

    // Courses: one booked (its classes are not listed one by one), one booked then cancelled.
    const courseTopic = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(db, {
      teacherId: teacher.userId,
      topicId: courseTopic,
      now: NOW,
      startsIn: 10 * DAY_MS,
      classCount: 3,
    });
    const courseOrder = (await (await student.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/BOOK`, {})).json()) as {
      data: { order: { order_id: number } };
    };
    const left = await makeCourse(db, {
      teacherId: teacher.userId,
      topicId: courseTopic,
      now: NOW,
      startsIn: 20 * DAY_MS,
      classCount: 2,
      classGapMs: 2 * DAY_MS,
    });
    const leftOrder = (await (await student.agent.post(`/api/v3/group_class/courses/${left.courseId}/actions/BOOK`, {})).json()) as {
      data: { order: { order_id: number } };
    };
    expect((await student.agent.post(`/api/v3/group_class/courses/${left.courseId}/actions/CANCEL`)).status).toBe(200);

    // Someone else's bookings never show.
    const other = await makeUser(db, app, { now: NOW, credit: 50_000 });
    await other.agent.post(`/api/v3/group_class/group_classes/${soon.classId}/actions/BOOK`, {});
    await addSeat(db, { classId: ended.classId, studentId: other.userId, status: 'CONFIRMED', now: NOW - 2 * DAY_MS });

    return {
      app,
      clock,
      teacher,
      student,
      other,
      soon,
      live,
      dropped,
      course,
      left,
      ids: {
        soon: booked.data.order.order_id,
        live: liveSeat.id,
        dropped: droppedSeat.id,
        cancelled: cancelledSeat.id,
        ended: endedSeat.id,
        course: courseOrder.data.order.order_id,
        left: leftOrder.data.order.order_id,
      },
    };
  }
  const list = async (agent: { get: (p: string) => Promise<Response> }, query: string) => {
    const res = await agent.get(`/api/v1/me/classes${query}`);
    expect(res.status).toBe(200);
    const data = MyClassesResponseSchema.parse(await res.json()).data;
    // These bookings are classes and courses only (lessons: routes/lessons.test.ts).
    expect(data.classes.every((r) => r.kind !== 'lesson')).toBe(true);
    return { ...data, classes: data.classes.filter((r: MyBookingRow): r is MyClassRow => r.kind !== 'lesson') };
  };

  it('upcoming: every booking not yet ended, a class in progress included, soonest first; a course is one row; dropped and cancelled ones ahead stay here with their status (issue 17)', async () => {
    const { student, teacher, soon, live, course, ids } = await setup();
    const { classes, paging } = await list(student.agent, '');
    expect(classes.map((r) => [r.kind, r.student_booked_id, r.seat_status])).toEqual([
      ['class', ids.live, 'SCHEDULED'],
      ['class', ids.soon, 'SCHEDULED'],
      ['class', ids.dropped, 'CANCELLED'],
      ['class', ids.cancelled, 'SCHEDULED'],
      ['course', ids.course, 'Scheduled'],
      ['course', ids.left, 'Cancelled'],
    ]);
    expect(classes[3]?.class_status).toBe('CANCELLED');
    // The student left the course themselves: My classes can say Canceled even if it is terminated later.
    expect(classes[5]?.seat_update_by).toBe(String(student.userId));
    expect(paging).toEqual({ page: 1, total: 6, has_next: false });
    expect(classes[0]).toMatchObject({
      group_class_id: live.classId,
      course_id: null,
      course_student_id: null,
      seat_status: 'SCHEDULED',
      class_status: 'UPCOMING',
      course_status: null,
    });
    expect(classes[1]).toEqual({
      kind: 'class',
      student_booked_id: ids.soon,
      group_class_id: soon.classId,
      course_id: null,
      course_student_id: null,
      topic_id: teacher.topicId,
      title: 'Small talk at work',
      language: 'english',
      language_level: 3,
      category: 'CA002',
      start_time: new Date(soon.start).toISOString(),
      end_time: new Date(soon.end).toISOString(),
      class_amount: null,
      teacher: { user_id: teacher.userId, nickname: expect.any(String) as string, avatar_file_name: null },
      seat_status: 'SCHEDULED',
      seat_update_by: String(student.userId),
      class_status: 'UPCOMING',
      course_status: null,
    });
    expect(classes[4]).toMatchObject({
      kind: 'course',
      student_booked_id: ids.course,
      course_student_id: ids.course,
      course_id: course.courseId,
      group_class_id: null,
      class_amount: 3,
      title: 'Business English in 4 weeks',
      seat_status: 'Scheduled',
      course_status: 'Upcoming',
      class_status: null,
      start_time: new Date(course.start).toISOString(),
      end_time: new Date(course.end).toISOString(),
    });
  });

  it('past: ended bookings only, latest first, never one whose date is ahead (issue 17); the tabs split every booking exactly once', async () => {
    const { student, ids } = await setup();
    const { classes, paging } = await list(student.agent, '?scope=past');
    expect(classes.map((r) => [r.kind, r.student_booked_id, r.seat_status])).toEqual([['class', ids.ended, 'CONFIRMED']]);
    expect(paging).toEqual({ page: 1, total: 1, has_next: false });
  });

  it('moves a class from upcoming to past exactly at its end', async () => {
    const { student, clock, live, ids } = await setup();
    clock.set(live.end - 1);
    expect((await list(student.agent, '')).classes.map((r) => r.student_booked_id)).toContain(ids.live);
    clock.set(live.end);
    expect((await list(student.agent, '')).classes.map((r) => r.student_booked_id)).not.toContain(ids.live);
    expect((await list(student.agent, '?scope=past')).classes.filter((r) => r.kind === 'class').map((r) => r.student_booked_id)).toEqual([
      ids.live,
      ids.ended,
    ]);
  });

  it('moves a dropped class from upcoming to past at its end, not before (issue 17)', async () => {
    const { student, clock, dropped, ids } = await setup();
    const droppedEnd = dropped.end;
    clock.set(droppedEnd - 1);
    expect((await list(student.agent, '')).classes.map((r) => r.student_booked_id)).toContain(ids.dropped);
    expect((await list(student.agent, '?scope=past')).classes.map((r) => r.student_booked_id)).not.toContain(ids.dropped);
    clock.set(droppedEnd);
    expect((await list(student.agent, '')).classes.map((r) => r.student_booked_id)).not.toContain(ids.dropped);
    expect((await list(student.agent, '?scope=past')).classes.map((r) => r.student_booked_id)).toContain(ids.dropped);
  });

  it('pages in the same order as one long page, with has_next until the last page', async () => {
    const { student } = await setup();
    const all = (await list(student.agent, '?page_size=60')).classes.map((r) => `${r.kind}:${r.student_booked_id}`);
    const first = await list(student.agent, '?page=1&page_size=4');
    const second = await list(student.agent, '?page=2&page_size=4');
    expect(first.paging).toEqual({ page: 1, total: 6, has_next: true });
    expect(second.paging).toEqual({ page: 2, total: 6, has_next: false });
    expect([...first.classes, ...second.classes].map((r) => `${r.kind}:${r.student_booked_id}`)).toEqual(all);
    expect((await list(student.agent, '?page=3&page_size=4')).classes).toEqual([]);
  });

  it('shows each student only their own bookings; a student without any gets empty tabs', async () => {
    const { other, app, soon } = await setup();
    const mine = await list(other.agent, '');
    expect(mine.classes.map((r) => r.group_class_id)).toEqual([soon.classId]);
    const nobody = await makeUser(ctx.database.db, app, { now: NOW });
    expect(await list(nobody.agent, '?scope=past')).toEqual({ classes: [], paging: { page: 1, total: 0, has_next: false } });
  });

  it('visitors 401; a bad scope, page or page_size is a 400 naming it', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    expect((await createAgent(app).get('/api/v1/me/classes')).status).toBe(401);
    const { agent } = await makeUser(ctx.database.db, app, { now: NOW });
    for (const [query, field] of [
      ['?scope=future', 'scope'],
      ['?page=0', 'page'],
      ['?page=x', 'page'],
      ['?page_size=61', 'page_size'],
      ['?scope=past&scope=upcoming', 'scope'],
    ] as const) {
      const res = await agent.get(`/api/v1/me/classes${query}`);
      expect(res.status, query).toBe(400);
      expect(ErrorBodySchema.parse(await res.json()).error).toMatchObject({ code: 'InvalidRequest', field });
    }
  });
});
