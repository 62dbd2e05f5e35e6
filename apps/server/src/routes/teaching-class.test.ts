import { TeachingClassResponseSchema } from '@app/api';
import { ATTENDANCE_WINDOW_AFTER_END_MS, DAY_MS, JOIN_LEAD_MS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { userLanguages } from '../db/schema-accounts';
import { classAttendance } from '../db/schema-class-attendance';
import { domainEvents } from '../db/schema-outbox';
import { describeEachDatabase } from '../testing/databases';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { makeMaterial } from '../testing/material-fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);

describeEachDatabase('the teacher of a class: GET /v1/teaching/classes/:id and PUT .../attendance', (ctx) => {
  async function setup() {
    const { app, clock, storage } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, startsIn: 2 * DAY_MS, capacity: 4 });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => makeUser(db, app, { now: NOW, credit: 10_000 })));
    if (!a || !b || !c) throw new Error('no students');
    await db.insert(userLanguages).values({ user_id: a.userId, language: 'english', level: 4, is_learning: true, position: 0 });
    for (const s of [a, b])
      expect((await s.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {})).status).toBe(200);
    return { app, clock, db, teacher, cls, a, b, c, storage };
  }
  const read = async (agent: { get: (p: string) => Promise<Response> }, id: number) => {
    const res = await agent.get(`/api/v1/teaching/classes/${id}`);
    expect(res.status).toBe(200);
    return TeachingClassResponseSchema.parse(await res.json()).data;
  };
  const marks = (...m: [number, boolean][]) => ({ marks: m.map(([student_id, attended]) => ({ student_id, attended })) });

  it('shows her the booked students with level (when known) and what she may do now, by the domain rules', async () => {
    const { clock, teacher, cls, a, b } = await setup();
    const before = await read(teacher.agent, cls.classId);
    expect(before.students).toEqual([
      expect.objectContaining({ user_id: a.userId, level: 4, status: 'SCHEDULED', attended: null, marked_at: null }),
      expect.objectContaining({ user_id: b.userId, level: null, status: 'SCHEDULED', attended: null }),
    ]);
    expect(before.students[0]?.nickname).toMatch(/^U/);
    expect(before).toMatchObject({ can_cancel: false, can_join: false, attendance_open: false });
    expect(before.attendance_closes_at).toBe(new Date(cls.end + ATTENDANCE_WINDOW_AFTER_END_MS).toISOString());
    expect(before.group_class.taken_seats).toBe(2);

    // A dropped seat leaves the roster and frees the cancel (fewer than 2 booked).
    await b.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/CANCEL`);
    const dropped = await read(teacher.agent, cls.classId);
    expect(dropped.students.map((s) => s.user_id)).toEqual([a.userId]);
    expect(dropped.can_cancel).toBe(true);

    clock.set(cls.start - JOIN_LEAD_MS);
    expect(await read(teacher.agent, cls.classId)).toMatchObject({ can_join: true, can_cancel: true, attendance_open: false });
    clock.set(cls.start);
    expect(await read(teacher.agent, cls.classId)).toMatchObject({ can_join: true, can_cancel: false, attendance_open: true });
  });

  it("tells her the class's meeting room: its own, else her default, and whether she may still change it", async () => {
    const { clock, teacher, cls } = await setup();
    // The fixture class has its own room.
    expect((await read(teacher.agent, cls.classId)).room).toEqual({
      override: { account: '812 3456 7890', pass_code: 'kp2026', link: 'https://meet.invalid/j/81234567890' },
      room: { account: '812 3456 7890', pass_code: 'kp2026', link: 'https://meet.invalid/j/81234567890' },
      can_edit: true,
    });
    const mine = { account: '987 6543 2100', pass_code: 'abc', link: 'https://zoom.us/j/98765432100' };
    expect((await teacher.agent.put('/api/v1/teaching/room', mine)).status).toBe(200);
    expect((await teacher.agent.put(`/api/v1/teaching/classes/${cls.classId}/room`, { room: null })).status).toBe(200);
    expect((await read(teacher.agent, cls.classId)).room).toEqual({ override: null, room: mine, can_edit: true });
    clock.set(cls.end);
    expect((await read(teacher.agent, cls.classId)).room.can_edit).toBe(false);
  });

  it('refuses anyone but her: 403 NotYourClass for a teacher of another class and a student, 404 ClassNotExist, 401 signed out', async () => {
    const { app, db, clock, cls, a } = await setup();
    const other = await makeTeacher(db, app, { now: NOW });
    await makeClass(db, { teacherId: other.userId, topicId: other.topicId, now: NOW });
    for (const agent of [other.agent, a.agent]) {
      const res = await agent.get(`/api/v1/teaching/classes/${cls.classId}`);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 'NotYourClass' } });
    }
    clock.set(cls.start);
    const put = await other.agent.put(`/api/v1/teaching/classes/${cls.classId}/attendance`, marks([a.userId, true]));
    expect(put.status).toBe(403);
    expect(await put.json()).toMatchObject({ error: { code: 'NotYourClass' } });
    expect(await db.select().from(classAttendance)).toEqual([]);
    const missing = await other.agent.get('/api/v1/teaching/classes/99999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'ClassNotExist' } });
    expect((await app.request(`/api/v1/teaching/classes/${cls.classId}`)).status).toBe(401);
  });

  it('marks attendance from start until end + 7 days, re-marks in place, refuses a student without a live seat; one event per request', async () => {
    const { clock, db, teacher, cls, a, b, c } = await setup();
    const url = `/api/v1/teaching/classes/${cls.classId}/attendance`;
    const refused = async (body: unknown, code: string, status = 409) => {
      const res = await teacher.agent.put(url, body);
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject({ error: { code } });
    };
    clock.set(cls.start - 1);
    await refused(marks([a.userId, true]), 'AttendanceNotOpen');
    clock.set(cls.start);
    await refused(marks([a.userId, true], [c.userId, false]), 'StudentNotBooked');
    expect(await db.select().from(classAttendance)).toEqual([]);

    const saved = await teacher.agent.put(url, marks([a.userId, true], [b.userId, false]));
    expect(saved.status).toBe(200);
    const body = TeachingClassResponseSchema.parse(await saved.json()).data;
    expect(body.students.map((s) => [s.user_id, s.attended])).toEqual([
      [a.userId, true],
      [b.userId, false],
    ]);
    expect(body.students[0]?.marked_at).toBe(new Date(cls.start).toISOString());

    clock.set(cls.end + ATTENDANCE_WINDOW_AFTER_END_MS - 1);
    expect((await teacher.agent.put(url, marks([b.userId, true]))).status).toBe(200);
    expect((await read(teacher.agent, cls.classId)).students.map((s) => s.attended)).toEqual([true, true]);
    expect(await db.select().from(classAttendance).where(eq(classAttendance.group_class_id, cls.classId))).toHaveLength(2);
    const events = (await db.select().from(domainEvents)).filter((e) => e.type === 'AttendanceMarked');
    expect(events.map((e) => ({ type: e.type, ...(e.payload as object) }))).toEqual([
      {
        type: 'AttendanceMarked',
        classId: cls.classId,
        teacherId: teacher.userId,
        marks: [
          { studentId: a.userId, attended: true },
          { studentId: b.userId, attended: false },
        ],
      },
      { type: 'AttendanceMarked', classId: cls.classId, teacherId: teacher.userId, marks: [{ studentId: b.userId, attended: true }] },
    ]);

    clock.set(cls.end + ATTENDANCE_WINDOW_AFTER_END_MS);
    await refused(marks([a.userId, false]), 'AttendanceClosed');
    expect((await read(teacher.agent, cls.classId)).attendance_open).toBe(false);
  });

  it('a bad body is a 400 naming the field; a cancelled class is ClassCancelled', async () => {
    const { app, db, clock, cls, a } = await setup();
    const teacher2 = await makeTeacher(db, app, { now: NOW });
    const solo = await makeClass(db, { teacherId: teacher2.userId, topicId: teacher2.topicId, now: NOW, startsIn: 2 * DAY_MS });
    expect((await teacher2.agent.post(`/api/v3/group_class/group_classes/${solo.classId}/actions/CANCEL`, {})).status).toBe(200);
    clock.set(solo.start);
    const cancelled = await teacher2.agent.put(`/api/v1/teaching/classes/${solo.classId}/attendance`, marks([a.userId, true]));
    expect(cancelled.status).toBe(409);
    expect(await cancelled.json()).toMatchObject({ error: { code: 'ClassCancelled' } });
    const bad = await teacher2.agent.put(`/api/v1/teaching/classes/${cls.classId}/attendance`, { marks: [] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'InvalidRequest', field: 'marks' } });
  });

  it('the teacher downloads her own class material; a stranger still cannot', async () => {
    const { app, db, teacher, cls, storage } = await setup();
    const file = await makeMaterial(db, storage, {
      teacherId: teacher.userId,
      topicId: teacher.topicId,
      name: 'phrases.md',
      text: '# Phrases',
      now: NOW,
    });
    const url = `/api/v3/group_class/group_classes/${cls.classId}/attachments/${file.id}`;
    const ok = await teacher.agent.get(url);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('# Phrases');
    expect((await read(teacher.agent, cls.classId)).group_class.attachments).toEqual([{ file_name: 'phrases.md', file_url: url }]);
    const stranger = await makeUser(db, app, { now: NOW });
    expect((await stranger.agent.get(url)).status).toBe(404);
  });
});
