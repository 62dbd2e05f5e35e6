import { GroupClassDetailResponseSchema } from '@app/api';
import { MINUTE_MS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema-accounts';
import { groupClasses } from '../db/schema-catalog';
import { describeEachDatabase } from '../testing/databases';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { makeMaterial } from '../testing/material-fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);

describeEachDatabase('group-class detail', (ctx) => {
  async function setup() {
    const { app, clock, storage } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW });
    const file = await makeMaterial(db, storage, {
      teacherId: teacher.userId,
      topicId: teacher.topicId,
      name: 'phrases.md',
      text: '# Useful phrases\n- Could you repeat that?',
      now: NOW,
    });
    const student = await makeUser(db, app, { now: NOW, credit: 10_000 });
    expect((await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {})).status).toBe(200);
    return { app, clock, db, teacher, cls, student, fileId: file.id };
  }
  const detail = async (agent: { get: (p: string) => Promise<Response> }, id: number) => {
    const res = await agent.get(`/api/v2/group_class/group_classes/${id}`);
    expect(res.status).toBe(200);
    return GroupClassDetailResponseSchema.parse(await res.json()).data;
  };

  it("shows a class to a visitor, with its topic, teacher and the seat count, no one's seat, and no meeting details", async () => {
    const { app, cls, teacher, student } = await setup();
    const res = await app.request(`/api/v2/group_class/group_classes/${cls.classId}`);
    const raw = await res.text();
    const data = GroupClassDetailResponseSchema.parse(JSON.parse(raw)).data;
    expect(data.group_class).toMatchObject({
      id: cls.classId,
      title: 'Small talk at work',
      language: 'english',
      category: 'CA002',
      communication_tools: null,
      topic_count: 1,
    });
    expect(data.group_class.attachments[0]?.file_name).toBe('phrases.md');
    expect(data.group_class).toMatchObject({ group_class_students: [], taken_seats: 1 });
    const nickname = (await ctx.database.db.select({ nickname: users.nickname }).from(users).where(eq(users.user_id, student.userId)))[0]
      ?.nickname;
    expect(raw).not.toContain(`${nickname}`);
    expect(raw).not.toMatch(new RegExp(`"(student_id|user_id)":${student.userId}\\b`));
    expect(data.teacher_info.user_id).toBe(teacher.userId);
    expect(data.group_course).toBeNull();
  });

  it("a booked student sees their own seat and the count, never another student's id or name; another student only counts; the teacher sees the roster", async () => {
    const { app, db, cls, teacher, student } = await setup();
    const classmate = await makeUser(db, app, { now: NOW, credit: 10_000 });
    expect((await classmate.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {})).status).toBe(200);
    const dropped = await makeUser(db, app, { now: NOW, credit: 10_000 });
    expect((await dropped.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {})).status).toBe(200);
    expect((await dropped.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/CANCEL`)).status).toBe(200);
    const nicknames = new Map(
      (await db.select({ id: users.user_id, nickname: users.nickname, avatar: users.avatar_file_name }).from(users)).map((u) => [u.id, u]),
    );

    const mine = (await detail(student.agent, cls.classId)).group_class;
    expect(mine.group_class_students).toEqual([expect.objectContaining({ student_id: student.userId, status: 'SCHEDULED' })]);
    expect(mine.taken_seats).toBe(2);
    expect(JSON.stringify(mine)).not.toContain(`:${classmate.userId},`);
    expect(JSON.stringify(mine)).not.toContain(`"${nicknames.get(classmate.userId)?.nickname ?? 'none'}"`);

    // Signed in without a seat (or with only a cancelled one): counts, and their own cancelled seat.
    const outsider = await makeUser(db, app, { now: NOW });
    expect((await detail(outsider.agent, cls.classId)).group_class).toMatchObject({ group_class_students: [], taken_seats: 2 });
    const gone = (await detail(dropped.agent, cls.classId)).group_class;
    expect(gone).toMatchObject({ taken_seats: 2 });
    expect(gone.group_class_students).toEqual([expect.objectContaining({ student_id: dropped.userId, status: 'CANCELLED' })]);

    const roster = (await detail(teacher.agent, cls.classId)).group_class;
    expect(roster.group_class_students.map((s) => [s.student_id, s.nickname, s.status])).toEqual([
      [student.userId, nicknames.get(student.userId)?.nickname, 'SCHEDULED'],
      [classmate.userId, nicknames.get(classmate.userId)?.nickname, 'SCHEDULED'],
      [dropped.userId, nicknames.get(dropped.userId)?.nickname, 'CANCELLED'],
    ]);
    expect(roster).toMatchObject({ taken_seats: 2 });
  });

  it('sends the meeting details to the booked student from exactly 10 min before start until the end', async () => {
    const { clock, cls, student } = await setup();
    clock.set(cls.start - 10 * MINUTE_MS - 1);
    expect((await detail(student.agent, cls.classId)).group_class.communication_tools).toBeNull();
    clock.set(cls.start - 10 * MINUTE_MS);
    expect((await detail(student.agent, cls.classId)).group_class.communication_tools).toEqual({
      zoom: { account: '812 3456 7890', pass_code: 'kp2026', link: 'https://meet.invalid/j/81234567890' },
    });
    clock.set(cls.end - 1);
    expect((await detail(student.agent, cls.classId)).group_class.communication_tools).not.toBeNull();
    clock.set(cls.end);
    expect((await detail(student.agent, cls.classId)).group_class.communication_tools).toBeNull();
  });

  it('never sends meeting details to another student, a visitor or the student after dropping', async () => {
    const { app, db, clock, cls, student } = await setup();
    const other = await makeUser(db, app, { now: NOW });
    clock.set(cls.start);
    expect((await detail(other.agent, cls.classId)).group_class.communication_tools).toBeNull();
    expect(JSON.stringify(await (await app.request(`/api/v2/group_class/group_classes/${cls.classId}`)).json())).not.toContain('kp2026');
    clock.set(NOW);
    await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/CANCEL`);
    clock.set(cls.start);
    expect((await detail(student.agent, cls.classId)).group_class.communication_tools).toBeNull();
  });

  it('serves the material file only to a booked student of a class that is not cancelled', async () => {
    const { app, db, cls, student, fileId } = await setup();
    const url = `/api/v3/group_class/group_classes/${cls.classId}/attachments/${fileId}`;
    const ok = await student.agent.get(url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-disposition')).toBe(`attachment; filename="phrases.md"; filename*=UTF-8''phrases.md`);
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await ok.text()).toContain('Could you repeat that?');
    const other = await makeUser(db, app, { now: NOW });
    expect((await other.agent.get(url)).status).toBe(404);
    expect((await app.request(url)).status).toBe(401);
    await db.update(groupClasses).set({ status: 'CANCELLED' }).where(eq(groupClasses.id, cls.classId));
    expect((await student.agent.get(url)).status).toBe(404);
  });

  it('answers 404 for an unknown class and 400 for a malformed attachment id', async () => {
    const { student, cls } = await setup();
    expect((await student.agent.get('/api/v2/group_class/group_classes/99999999')).status).toBe(404);
    const bad = await student.agent.get(`/api/v3/group_class/group_classes/${cls.classId}/attachments/x`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { field: 'attachment_id' } });
  });
});
