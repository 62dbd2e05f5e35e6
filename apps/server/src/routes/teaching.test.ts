import { TeachingResponseSchema } from '@app/api';
import { DAY_MS, HOUR_MS } from '@app/domain';
import { expect, it } from 'vitest';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { lessonBody, makeLessonTeacher } from '../testing/lesson-fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
type Agent = { get: (path: string) => Promise<Response> };

describeEachDatabase('GET /v1/me/teaching', (ctx) => {
  const read = async (agent: Agent, query = '') => {
    const res = await agent.get(`/api/v1/me/teaching${query}`);
    expect(res.status).toBe(200);
    return TeachingResponseSchema.parse(await res.json()).data;
  };

  async function setup() {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const one = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, startsIn: 2 * DAY_MS, capacity: 4 });
    const two = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, startsIn: 3 * DAY_MS });
    const students = await Promise.all([1, 2, 3].map(() => makeUser(db, app, { now: NOW, credit: 10_000 })));
    const book = (agent: (typeof students)[number]['agent'], classId: number) =>
      agent.post(`/api/v3/group_class/group_classes/${classId}/actions/BOOK`, {});
    for (const [i, classId] of [one.classId, two.classId, two.classId].entries()) {
      const student = students[i];
      if (!student) throw new Error('no student');
      expect((await book(student.agent, classId)).status).toBe(200);
    }
    return { app, clock, db, teacher, one, two, students };
  }

  it("lists the teacher's upcoming classes soonest first with live seats, capacity and the cancel rule (fewer than 2 booked)", async () => {
    const { teacher, one, two } = await setup();
    const { items, paging } = await read(teacher.agent);
    expect(paging).toEqual({ page: 1, total: 2, has_next: false });
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'class',
        group_class_id: one.classId,
        course_id: null,
        topic_id: teacher.topicId,
        title: 'Small talk at work',
        language: 'english',
        language_level: 3,
        category: 'CA002',
        start_time: new Date(one.start).toISOString(),
        end_time: new Date(one.end).toISOString(),
        status: 'UPCOMING',
        update_by: null,
        booked_spots: 1,
        max_spots: 4,
        can_cancel: true,
      }),
      expect.objectContaining({ kind: 'class', group_class_id: two.classId, booked_spots: 2, max_spots: 6, can_cancel: false }),
    ]);
  });

  it('a cancelled class moves to past with who cancelled; a dropped seat frees the cancel; start ends the cancel, end moves the class to past', async () => {
    const { clock, teacher, one, two, students } = await setup();
    expect((await teacher.agent.post(`/api/v3/group_class/group_classes/${one.classId}/actions/CANCEL`, {})).status).toBe(200);
    const past = await read(teacher.agent, '?scope=past');
    expect(past.items).toEqual([
      expect.objectContaining({
        group_class_id: one.classId,
        status: 'CANCELLED',
        update_by: String(teacher.userId),
        booked_spots: 0,
        can_cancel: false,
      }),
    ]);

    const [, second] = students;
    if (!second) throw new Error('no student');
    expect((await second.agent.post(`/api/v3/group_class/group_classes/${two.classId}/actions/CANCEL`, {})).status).toBe(200);
    clock.set(two.start - 1);
    expect((await read(teacher.agent)).items).toEqual([
      expect.objectContaining({ group_class_id: two.classId, booked_spots: 1, can_cancel: true }),
    ]);
    clock.set(two.start);
    expect((await read(teacher.agent)).items).toEqual([expect.objectContaining({ group_class_id: two.classId, can_cancel: false })]);
    clock.set(two.end - 1);
    expect((await read(teacher.agent)).paging.total).toBe(1);
    clock.set(two.end);
    expect((await read(teacher.agent)).paging.total).toBe(0);
    expect((await read(teacher.agent, '?scope=past')).items.map((i) => i.kind === 'class' && i.group_class_id)).toEqual([
      two.classId,
      one.classId,
    ]);
  });

  it('lists one-to-one lessons booked with the teacher, with the student; cancelled or ended, they are past', async () => {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const tutor = await makeLessonTeacher(db, app, { now: NOW });
    const student = await makeUser(db, app, { now: NOW, credit: 10_000 });
    const booked = await student.agent.post(
      '/api/v1/lessons',
      lessonBody({ teacherId: tutor.userId, language: tutor.language, start: tutor.block, isTrial: true }),
    );
    expect(booked.status).toBe(200);
    const later = await student.agent.post(
      '/api/v1/lessons',
      lessonBody({ teacherId: tutor.userId, language: tutor.language, start: tutor.block + HOUR_MS }),
    );
    const laterId = ((await later.json()) as { data: { lesson: { id: number } } }).data.lesson.id;
    const { items } = await read(tutor.agent);
    expect(items).toEqual([
      {
        kind: 'lesson',
        id: expect.any(Number) as number,
        language: tutor.language,
        start_time: new Date(tutor.block).toISOString(),
        end_time: new Date(tutor.block + HOUR_MS / 2).toISOString(),
        duration: 30,
        is_trial: true,
        price: 500,
        status: 'BOOKED',
        student: { user_id: student.userId, nickname: expect.any(String) as string, avatar_file_name: null },
        can_cancel: true,
      },
      expect.objectContaining({ kind: 'lesson', id: laterId, is_trial: false }),
    ]);
    expect((await student.agent.post(`/api/v1/lessons/${laterId}/actions/CANCEL`)).status).toBe(200);
    clock.set(tutor.block - 1);
    expect((await read(tutor.agent)).items.map((i) => i.kind === 'lesson' && i.can_cancel)).toEqual([true]);
    clock.set(tutor.block);
    expect((await read(tutor.agent)).items.map((i) => i.kind === 'lesson' && i.can_cancel)).toEqual([false]);
    clock.set(tutor.block + HOUR_MS / 2);
    expect((await read(tutor.agent)).items).toEqual([]);
    expect((await read(tutor.agent, '?scope=past')).items.map((i) => i.kind === 'lesson' && i.status)).toEqual(['CANCELLED', 'BOOKED']);
  });

  it('pages like one long list; every other teacher sees only their own', async () => {
    const { app, db, teacher, one, two } = await setup();
    const first = await read(teacher.agent, '?page_size=1');
    const second = await read(teacher.agent, '?page_size=1&page=2');
    expect(first.paging).toEqual({ page: 1, total: 2, has_next: true });
    expect(second.paging).toEqual({ page: 2, total: 2, has_next: false });
    expect([...first.items, ...second.items].map((i) => i.kind === 'class' && i.group_class_id)).toEqual([one.classId, two.classId]);
    const other = await makeTeacher(db, app, { now: NOW });
    expect(await read(other.agent)).toEqual({ items: [], paging: { page: 1, total: 0, has_next: false } });
  });

  it('a student gets 403 NotATeacher, a visitor 401; a bad scope or page size is a 400 naming it', async () => {
    const { app, teacher, students } = await setup();
    const [student] = students;
    if (!student) throw new Error('no student');
    const refused = await student.agent.get('/api/v1/me/teaching');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('NotATeacher');
    expect((await createAgent(app).get('/api/v1/me/teaching')).status).toBe(401);
    for (const [query, field] of [
      ['?scope=soon', 'scope'],
      ['?page_size=0', 'page_size'],
      ['?page=x', 'page'],
    ] as const) {
      const bad = await teacher.agent.get(`/api/v1/me/teaching${query}`);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: { field: string } }).error.field).toBe(field);
    }
  });
});
