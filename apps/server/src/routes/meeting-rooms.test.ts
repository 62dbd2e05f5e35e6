import { ClassRoomResponseSchema, TeacherRoomResponseSchema, VideoRoomResponseSchema } from '@app/api';
import { DAY_MS, JOIN_LEAD_MS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { groupClasses } from '../db/schema-catalog';
import { domainEvents } from '../db/schema-outbox';
import { makeCourse } from '../testing/course-fixtures';
import { describeEachDatabase } from '../testing/databases';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { lessonBody, makeLessonTeacher } from '../testing/lesson-fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
// The class fixture's own room (makeClass).
const ROOM = { account: '812 3456 7890', pass_code: 'kp2026', link: 'https://meet.invalid/j/81234567890' };
const DEFAULT_ROOM = { account: '845 9999 0000', pass_code: 'def123', link: 'https://zoom.us/j/84599990000?pwd=def' };
const SECRETS = [ROOM.account, ROOM.pass_code, ROOM.link];

type Agent = { get: (path: string) => Promise<Response> };
const door = async (agent: Agent, id: number | string) => {
  const res = await agent.get(`/api/v1/video-room/${id}`);
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, body: VideoRoomResponseSchema.parse(JSON.parse(text)).data };
};
const refusal = async (agent: Agent, id: number | string) => {
  const res = await agent.get(`/api/v1/video-room/${id}`);
  return { status: res.status, body: await res.json() };
};

describeEachDatabase('the video room door: GET /v1/video-room/:id', (ctx) => {
  async function setup() {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, startsIn: 2 * DAY_MS });
    const [booked, stranger] = await Promise.all([1, 2].map(() => makeUser(db, app, { now: NOW, credit: 10_000 })));
    if (!booked || !stranger) throw new Error('no users');
    expect((await booked.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {})).status).toBe(200);
    return { app, clock, db, teacher, cls, booked, stranger };
  }

  it('a booked student: no secrets at start - 10 min - 1 ms (too early, opens_at), the room at exactly start - 10 min, ended at the end', async () => {
    const { clock, cls, booked } = await setup();
    clock.set(cls.start - JOIN_LEAD_MS - 1);
    const early = await door(booked.agent, cls.classId);
    expect(early.body).toMatchObject({ kind: 'class', id: cls.classId, viewer: 'student', access: 'too-early', room: null });
    expect(early.body.opens_at).toBe(new Date(cls.start - JOIN_LEAD_MS).toISOString());
    for (const secret of SECRETS) expect(early.text).not.toContain(secret);

    clock.set(cls.start - JOIN_LEAD_MS);
    const open = await door(booked.agent, cls.classId);
    expect(open.body).toMatchObject({ access: 'open', opens_at: null, room: ROOM });

    clock.set(cls.end - 1);
    expect((await door(booked.agent, cls.classId)).body.access).toBe('open');
    clock.set(cls.end);
    const ended = await door(booked.agent, cls.classId);
    expect(ended.body).toMatchObject({ access: 'ended', room: null });
    for (const secret of SECRETS) expect(ended.text).not.toContain(secret);
  });

  it('the teacher opens her own class from start - 10 min too; a student who did not book never gets the room', async () => {
    const { clock, cls, teacher, stranger } = await setup();
    clock.set(cls.start - JOIN_LEAD_MS - 1);
    expect((await door(teacher.agent, cls.classId)).body).toMatchObject({ viewer: 'teacher', access: 'too-early' });
    clock.set(cls.start - JOIN_LEAD_MS);
    expect((await door(teacher.agent, cls.classId)).body).toMatchObject({ viewer: 'teacher', access: 'open', room: ROOM });
    const refused = await door(stranger.agent, cls.classId);
    expect(refused.body).toMatchObject({ viewer: 'student', access: 'not-booked', room: null, opens_at: null });
    for (const secret of SECRETS) expect(refused.text).not.toContain(secret);
  });

  it('a cancelled class answers cancelled; an unknown class or lesson is a listed 404; a malformed id a 400; signed out a 401', async () => {
    const { app, cls, teacher, booked } = await setup();
    expect((await teacher.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/CANCEL`, {})).status).toBe(200);
    expect((await door(booked.agent, cls.classId)).body).toMatchObject({ access: 'cancelled', room: null });
    expect(await refusal(booked.agent, 9_999_999)).toMatchObject({ status: 404, body: { error: { code: 'NotFound' } } });
    expect(await refusal(booked.agent, 'lesson-9999999')).toMatchObject({ status: 404, body: { error: { code: 'NotFound' } } });
    expect((await refusal(booked.agent, 'abc')).status).toBe(400);
    expect((await app.request(`http://localhost/api/v1/video-room/${cls.classId}`)).status).toBe(401);
  });

  it("a class without its own room uses the teacher's default, read when the door opens (a later change of the default reaches it)", async () => {
    const { clock, db, cls, teacher, booked } = await setup();
    await db.update(groupClasses).set({ zoom_account: '', zoom_pass_code: '', zoom_link: '' }).where(eq(groupClasses.id, cls.classId));
    clock.set(cls.start);
    expect((await door(booked.agent, cls.classId)).body).toMatchObject({ access: 'open', room: null });
    expect((await teacher.agent.put('/api/v1/teaching/room', DEFAULT_ROOM)).status).toBe(200);
    expect((await door(booked.agent, cls.classId)).body.room).toEqual(DEFAULT_ROOM);
    // The class page sends the same room inside the window.
    const detail = (await (await booked.agent.get(`/api/v2/group_class/group_classes/${cls.classId}`)).json()) as {
      data: { group_class: { communication_tools: unknown } };
    };
    expect(detail.data.group_class.communication_tools).toEqual({ zoom: DEFAULT_ROOM });
  });

  it('a course class admits the course student by the class seat the course gave them', async () => {
    const { app, clock, db, teacher } = await setup();
    const course = await makeCourse(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, startsIn: 5 * DAY_MS });
    const student = await makeUser(db, app, { now: NOW, credit: 10_000 });
    expect((await student.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/BOOK`, {})).status).toBe(200);
    const first = course.classes[0];
    if (!first) throw new Error('no course class');
    clock.set(first.start - JOIN_LEAD_MS);
    expect((await door(student.agent, first.id)).body).toMatchObject({
      access: 'open',
      room: { link: 'https://meet.invalid/j/84511112222' },
    });
  });

  it("a one-to-one lesson's room (lesson-<id>) opens for its student and teacher from start - 10 min, in the teacher's default room", async () => {
    const { app, clock, db } = await setup();
    const teacher = await makeLessonTeacher(db, app, { now: NOW });
    const student = await makeUser(db, app, { now: NOW, credit: 10_000 });
    const start = teacher.block;
    const booked = await student.agent.post(
      '/api/v1/lessons',
      lessonBody({ teacherId: teacher.userId, language: teacher.language, start }),
    );
    expect(booked.status).toBe(200);
    const lessonId = ((await booked.json()) as { data: { lesson: { id: number } } }).data.lesson.id;
    expect((await teacher.agent.put('/api/v1/teaching/room', DEFAULT_ROOM)).status).toBe(200);
    clock.set(start - JOIN_LEAD_MS - 1);
    expect((await door(student.agent, `lesson-${lessonId}`)).body).toMatchObject({ kind: 'lesson', access: 'too-early', room: null });
    clock.set(start - JOIN_LEAD_MS);
    expect((await door(student.agent, `lesson-${lessonId}`)).body).toMatchObject({ access: 'open', room: DEFAULT_ROOM });
    expect((await door(teacher.agent, `lesson-${lessonId}`)).body).toMatchObject({ viewer: 'teacher', access: 'open' });
    const other = await makeUser(db, app, { now: NOW });
    expect((await door(other.agent, `lesson-${lessonId}`)).body).toMatchObject({ viewer: 'other', access: 'not-booked', room: null });
  });
});

describeEachDatabase('meeting rooms: PUT /v1/teaching/room and /v1/teaching/classes/:id/room', (ctx) => {
  async function setup() {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const other = await makeTeacher(db, app, { now: NOW });
    const student = await makeUser(db, app, { now: NOW });
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, startsIn: DAY_MS });
    return { app, clock, db, teacher, other, student, cls };
  }

  it('the teacher reads null, sets her default (stored with its event), reads it back; a student is refused with NotATeacher', async () => {
    const { db, teacher, student } = await setup();
    expect(TeacherRoomResponseSchema.parse(await (await teacher.agent.get('/api/v1/teaching/room')).json()).data.room).toBeNull();
    const put = await teacher.agent.put('/api/v1/teaching/room', { ...DEFAULT_ROOM, account: ' 84599990000 ' });
    expect(put.status).toBe(200);
    const expected = { ...DEFAULT_ROOM, account: '84599990000' };
    expect(TeacherRoomResponseSchema.parse(await put.json()).data.room).toEqual(expected);
    expect(TeacherRoomResponseSchema.parse(await (await teacher.agent.get('/api/v1/teaching/room')).json()).data.room).toEqual(expected);
    const events = await db.select().from(domainEvents).where(eq(domainEvents.type, 'TeacherRoomSet'));
    expect(events.map((e) => e.payload)).toContainEqual({ teacherId: teacher.userId });
    expect(await (await student.agent.put('/api/v1/teaching/room', DEFAULT_ROOM)).json()).toMatchObject({ error: { code: 'NotATeacher' } });
  });

  it('bad input is a 400 naming the field: an http link, a short meeting id, a long passcode', async () => {
    const { teacher } = await setup();
    for (const [field, value] of [
      ['link', 'http://zoom.us/j/1'],
      ['account', '1234'],
      ['pass_code', 'x'.repeat(11)],
    ] as const) {
      const res = await teacher.agent.put('/api/v1/teaching/room', { ...DEFAULT_ROOM, [field]: value });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(field);
    }
  });

  it('a class override wins over the default, null goes back to the default; another teacher gets 404; ended and cancelled classes are refused', async () => {
    const { clock, teacher, other, cls } = await setup();
    await teacher.agent.put('/api/v1/teaching/room', DEFAULT_ROOM);
    const path = `/api/v1/teaching/classes/${cls.classId}/room`;
    const set = await teacher.agent.put(path, { room: ROOM });
    expect(ClassRoomResponseSchema.parse(await set.json()).data).toEqual({ override: ROOM, room: ROOM });
    const cleared = await teacher.agent.put(path, { room: null });
    expect(ClassRoomResponseSchema.parse(await cleared.json()).data).toEqual({ override: null, room: DEFAULT_ROOM });
    expect(await (await other.agent.put(path, { room: ROOM })).json()).toMatchObject({ error: { code: 'NotFound' } });
    expect((await teacher.agent.put('/api/v1/teaching/classes/9999999/room', { room: ROOM })).status).toBe(404);

    clock.set(cls.end - 1);
    expect((await teacher.agent.put(path, { room: ROOM })).status).toBe(200);
    clock.set(cls.end);
    const ended = await teacher.agent.put(path, { room: ROOM });
    expect([ended.status, await ended.json()]).toMatchObject([409, { error: { code: 'ClassEnd' } }]);
  });

  it('a cancelled class keeps its room', async () => {
    const { teacher, cls } = await setup();
    expect((await teacher.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/CANCEL`, {})).status).toBe(200);
    const res = await teacher.agent.put(`/api/v1/teaching/classes/${cls.classId}/room`, { room: ROOM });
    expect([res.status, await res.json()]).toMatchObject([409, { error: { code: 'ClassCancelled' } }]);
  });
});
