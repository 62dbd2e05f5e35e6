import {
  HAS_NEXT_HEADER,
  getTeacherGroupClassStatistics,
  getTeacherGroupClasses,
  getTeacherGroupCourses,
  getUserProfile,
  getUserProfiles,
  getSearchHistory,
} from '@app/api';
import { DAY_MS, FEEDBACK_TOO_LONG_MESSAGE, HOUR_MS, KEYWORD_TOO_LONG_MESSAGE } from '@app/domain';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema-accounts';
import { feedbacks, searchHistory } from '../db/schema-discovery';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import {
  addSeat,
  makeCourse,
  makeSearchTeacher,
  makeStudents,
  makeTopic,
  makeTopicClass,
  setFeatureToggle,
  uniqueLanguage,
} from '../testing/search-fixtures';
import { storedEventsOf } from '../testing/domain-events';
import { createTestApp } from '../testing/test-app';

/** Tuesday 10 March 2026, 12:00 UTC. */
const NOW = Date.UTC(2026, 2, 10, 12);
type Agent = { get: (path: string) => Promise<Response> };

async function call(agent: Agent, path: string) {
  const res = await agent.get(path);
  return { status: res.status, body: await res.json(), hasNext: res.headers.get(HAS_NEXT_HEADER) };
}
const errorOf = (body: unknown) => (body as { error: { code: string; message: string; field?: string } }).error;

describeEachDatabase('teacher group-class page, profiles, history, feedback, toggles', (ctx) => {
  function setup() {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const visitor: Agent = { get: async (path) => app.request(path) };
    return { app, clock, db: ctx.database.db, visitor };
  }

  it("teacher group_classes: the teacher's classes with levels (comma-joined), weekdays, daytime and paging", async () => {
    const { app, db, visitor } = setup();
    const teacher = await makeSearchTeacher(db, app, { now: NOW });
    const other = await makeSearchTeacher(db, app, { now: NOW });
    const language = uniqueLanguage();
    const a2 = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language, language_level: 2 });
    const b2 = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language, language_level: 4 });
    const c1 = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language: 'english', language_level: 5 });
    const foreign = await makeTopic(db, { teacherId: other.userId, now: NOW, language, language_level: 2 });
    // Wednesday 11 March 09:00 UTC (slot 2) and Thursday 12 March 21:00 UTC (slot 5).
    const wed = await makeTopicClass(db, { topic: a2, start: Date.UTC(2026, 2, 11, 9) });
    await makeTopicClass(db, { topic: a2, start: Date.UTC(2026, 2, 13, 9) });
    const thu = await makeTopicClass(db, { topic: b2, start: Date.UTC(2026, 2, 12, 21) });
    const eng = await makeTopicClass(db, { topic: c1, start: Date.UTC(2026, 2, 14, 10) });
    await makeTopicClass(db, { topic: foreign, start: Date.UTC(2026, 2, 11, 10) });

    const page = async (q: string) => {
      const res = await call(visitor, `/api/v2/teacher/group_classes?teacher_id=${teacher.userId}&${q}`);
      expect(res.status).toBe(200);
      return getTeacherGroupClasses.response.parse(res.body).data;
    };
    const grouped = await page('group_by_topic=1&page=1&page_size=60');
    expect(grouped.classes.map((c) => c.id)).toEqual([wed.id, thu.id, eng.id]);
    expect(grouped.paging).toEqual({ page: 1, total: 3, has_next: false });
    expect((await page('page=1&page_size=60')).paging.total).toBe(4);
    expect((await page(`group_by_topic=1&language=${language}`)).classes.map((c) => c.id)).toEqual([wed.id, thu.id]);
    expect((await page('group_by_topic=1&levels=2,4')).classes.map((c) => c.id)).toEqual([wed.id, thu.id]);
    expect((await page('group_by_topic=1&weekdays=3')).classes.map((c) => c.id)).toEqual([thu.id]);
    expect((await page('group_by_topic=1&daytime=2')).classes.map((c) => c.id)).toEqual([wed.id, eng.id]);
    expect((await page('group_by_topic=1&daytime=2&user_timezone=Asia/Tokyo')).classes.map((c) => c.id)).toEqual([]);
    const first = await page('group_by_topic=1&page=1&page_size=2');
    expect(first.paging).toEqual({ page: 1, total: 3, has_next: true });
    expect((await page('group_by_topic=1&page=2&page_size=2')).classes.map((c) => c.id)).toEqual([eng.id]);

    expect((await call(visitor, '/api/v2/teacher/group_classes?teacher_id=987654321')).status).toBe(404);
    expect(errorOf((await call(visitor, '/api/v2/teacher/group_classes')).body).field).toBe('teacher_id');
    expect((await call(visitor, `/api/v2/teacher/group_classes?teacher_id=${teacher.userId}&page_size=61`)).status).toBe(400);
    expect((await call(visitor, `/api/v2/teacher/group_classes?teacher_id=${teacher.userId}&daytime=6`)).status).toBe(400);
  });

  it('teacher group_class_courses: upcoming courses with paging; empty while course entry is off', async () => {
    const { app, db, visitor } = setup();
    const teacher = await makeSearchTeacher(db, app, { now: NOW });
    const topic = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language: uniqueLanguage(), is_course: true });
    const g1 = await makeCourse(db, { topic, start: NOW + DAY_MS, classes: 2 });
    const g2 = await makeCourse(db, { topic, start: NOW + 2 * DAY_MS, classes: 2 });
    await makeCourse(db, { topic, start: NOW + 3 * DAY_MS, classes: 2, status: 'Cancelled' });
    const page = async (q: string) =>
      getTeacherGroupCourses.response.parse(
        (await call(visitor, `/api/v2/teacher/group_class_courses?teacher_id=${teacher.userId}&${q}`)).body,
      ).data;
    const first = await page('page=1&page_size=1');
    expect(first.courses.map((c) => c.id)).toEqual([g1.id]);
    expect(first.paging).toEqual({ page: 1, total: 2, has_next: true });
    expect((await page('page=2&page_size=1')).courses.map((c) => c.id)).toEqual([g2.id]);
    try {
      await setFeatureToggle(db, 'course_entry', false);
      expect(await page('page=1&page_size=60')).toEqual({ courses: [], paging: { page: 1, total: 0, has_next: false } });
    } finally {
      await setFeatureToggle(db, 'course_entry', true);
    }
    expect((await call(visitor, '/api/v2/teacher/group_class_courses?teacher_id=987654321')).status).toBe(404);
  });

  it('teacher statistics: students attended, classes completed, topics created and the languages offered', async () => {
    const { app, db, visitor } = setup();
    const teacher = await makeSearchTeacher(db, app, { now: NOW });
    const lang = uniqueLanguage();
    const t1 = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language: lang });
    const t2 = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language: lang });
    await makeTopic(db, { teacherId: teacher.userId, now: NOW, language: 'english' });
    await makeTopic(db, { teacherId: teacher.userId, now: NOW, language: 'german', status: 'PENDING' });
    const [s1, s2, s3, s4] = await makeStudents(db, app, { now: NOW, count: 4 });
    const done1 = await makeTopicClass(db, { topic: t1, start: NOW - 3 * DAY_MS, status: 'FINISHED' });
    const done2 = await makeTopicClass(db, { topic: t2, start: NOW - 2 * DAY_MS });
    const empty = await makeTopicClass(db, { topic: t2, start: NOW - DAY_MS }); // ended, nobody came
    const cancelled = await makeTopicClass(db, { topic: t1, start: NOW - DAY_MS, status: 'CANCELLED' });
    const future = await makeTopicClass(db, { topic: t1, start: NOW + DAY_MS });
    await addSeat(db, { classId: done1.id, studentId: s1!.userId, status: 'CONFIRMED', now: NOW });
    await addSeat(db, { classId: done1.id, studentId: s2!.userId, status: 'CONFIRMED', now: NOW });
    await addSeat(db, { classId: done2.id, studentId: s1!.userId, status: 'SCHEDULED', now: NOW });
    await addSeat(db, { classId: done2.id, studentId: s3!.userId, status: 'CANCELLED', now: NOW });
    await addSeat(db, { classId: empty.id, studentId: s4!.userId, status: 'PROBLEM', now: NOW });
    await addSeat(db, { classId: cancelled.id, studentId: s4!.userId, status: 'CANCELLED', now: NOW });
    await addSeat(db, { classId: future.id, studentId: s4!.userId, status: 'SCHEDULED', now: NOW });

    const res = await call(visitor, `/api/v2/teacher/${teacher.userId}/group_class_statistics`);
    expect(res.status).toBe(200);
    expect(getTeacherGroupClassStatistics.response.parse(res.body).data).toEqual({
      scheduled_distinct_student_count: 2,
      completed_class_count: 2,
      topic_count: 3,
      languages: [lang, 'english'],
    });
    expect((await call(visitor, '/api/v2/teacher/987654321/group_class_statistics')).status).toBe(404);
    expect(errorOf((await call(visitor, '/api/v2/teacher/abc/group_class_statistics')).body).field).toBe('id');
  });

  it('profiles: a list in the order asked (unknown ids left out, at most 100), and one profile or 404', async () => {
    const { app, db, visitor } = setup();
    const a = await makeUser(db, app, { now: NOW });
    const b = await makeUser(db, app, { now: NOW });
    await db.update(users).set({ nickname: 'Bea', avatar_file_name: 'bea.svg', origin_country_id: 34 }).where(eq(users.user_id, b.userId));
    const list = await call(visitor, `/api/v3/users/profiles?user_ids=${b.userId},987654321,${a.userId}`);
    expect(list.status).toBe(200);
    const profiles = getUserProfiles.response.parse(list.body);
    expect(profiles.map((p) => p.user_id)).toEqual([b.userId, a.userId]);
    expect(profiles[0]).toEqual({ user_id: b.userId, nickname: 'Bea', avatar_file_name: 'bea.svg' });
    expect(Object.keys(profiles[0]!).sort()).toEqual(['avatar_file_name', 'nickname', 'user_id']);

    const ids = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    const tooMany = await call(visitor, `/api/v3/users/profiles?user_ids=${ids}`);
    expect(tooMany.status).toBe(400);
    expect(errorOf(tooMany.body).field).toBe('user_ids');
    expect((await call(visitor, `/api/v3/users/profiles?user_ids=${Array.from({ length: 100 }, (_, i) => i + 1).join(',')}`)).status).toBe(
      200,
    );
    expect(errorOf((await call(visitor, '/api/v3/users/profiles')).body).field).toBe('user_ids');
    expect((await call(visitor, '/api/v3/users/profiles?user_ids=1,x')).status).toBe(400);

    const one = await call(visitor, `/api/v3/users/profiles/${b.userId}`);
    expect(getUserProfile.response.parse(one.body)).toEqual({
      user_id: b.userId,
      nickname: 'Bea',
      avatar_file_name: 'bea.svg',
      origin_country_id: 34,
    });
    expect(Object.keys(one.body as object)).not.toContain('email');
    expect((await call(visitor, '/api/v3/users/profiles/987654321')).status).toBe(404);
    expect(errorOf((await call(visitor, '/api/v3/users/profiles/abc')).body).field).toBe('teacher_id');
  });

  it('search history: signed-in only, sanitised, newest first without repeats, at most 20, private, and cleared by DELETE', async () => {
    const { app, db } = setup();
    const me = await makeUser(db, app, { now: NOW });
    const other = await makeUser(db, app, { now: NOW });
    const post = async (agent: typeof me.agent, word: unknown) => agent.post('/api/v3/group_class/search/history', { word });

    const visitorRead = await app.request('/api/v3/group_class/search/history');
    expect(visitorRead.status).toBe(401);
    const visitorWrite = await app.request('/api/v3/group_class/search/history', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'app' },
      body: JSON.stringify({ word: 'x' }),
    });
    expect(visitorWrite.status).toBe(401);
    expect(
      (await app.request('/api/v3/group_class/search/history', { method: 'DELETE', headers: { 'X-Requested-With': 'app' } })).status,
    ).toBe(401);

    expect((await post(me.agent, '  IELTS!! ')).status).toBe(200);
    await post(me.agent, 'café talk');
    const afterRepeat = await post(me.agent, 'ielts');
    expect(getSearchHistory.response.parse(await afterRepeat.json())).toEqual(['ielts', 'café talk']);
    expect(getSearchHistory.response.parse(await (await me.agent.get('/api/v3/group_class/search/history')).json())).toEqual([
      'ielts',
      'café talk',
    ]);
    expect(await (await other.agent.get('/api/v3/group_class/search/history')).json()).toEqual([]);

    const long = await post(me.agent, 'k'.repeat(201));
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: unknown }).error).toEqual({ code: 'GC883', message: KEYWORD_TOO_LONG_MESSAGE, field: 'word' });
    expect((await post(me.agent, 'k'.repeat(200))).status).toBe(200);
    const blank = await post(me.agent, '!!! ');
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { error: { field: string } }).error.field).toBe('word');
    expect((await post(me.agent, 42)).status).toBe(400);
    expect((await me.agent.post('/api/v3/group_class/search/history', { word: 'no csrf' }, { csrf: false })).status).toBe(403);

    for (let i = 0; i < 25; i += 1) await post(me.agent, `word ${i}`);
    const history = getSearchHistory.response.parse(await (await me.agent.get('/api/v3/group_class/search/history')).json());
    expect(history).toHaveLength(20);
    expect(history[0]).toBe('word 24');
    const [stored] = await db.select({ n: count() }).from(searchHistory).where(eq(searchHistory.user_id, me.userId));
    expect(stored?.n).toBe(20);
    // Commands of their own (issue 19): one SearchWordSaved per save that changed the history, none for the top word again.
    expect(getSearchHistory.response.parse(await (await post(me.agent, 'word 24')).json())).toEqual(history);
    expect(await storedEventsOf(db, { type: 'SearchWordSaved', userId: me.userId })).toHaveLength(4 + 25);

    const cleared = await me.agent.delete('/api/v3/group_class/search/history');
    expect(await cleared.json()).toEqual([]);
    expect(await (await me.agent.delete('/api/v3/group_class/search/history')).json()).toEqual([]);
    expect(await storedEventsOf(db, { type: 'SearchHistoryCleared', userId: me.userId })).toEqual([{ userId: me.userId, removed: 20 }]);
    expect(await (await me.agent.get('/api/v3/group_class/search/history')).json()).toEqual([]);
    expect(await (await other.agent.get('/api/v3/group_class/search/history')).json()).toEqual([]);
  });

  it('feedback: stored for users and visitors; blank and over-5000 texts are refused with the spec code', async () => {
    const { app, db } = setup();
    const me = await makeUser(db, app, { now: NOW });
    const send = (body: unknown, agent = me.agent) => agent.post('/api/v3/group_class/feedbacks', body);
    const ok = await send({ category: 'topic', custom_msg: '  More business topics please  ' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ data: { ok: true } });
    const [row] = await db.select().from(feedbacks).where(eq(feedbacks.user_id, me.userId));
    expect(row).toMatchObject({ category: 'topic', custom_msg: 'More business topics please' });
    // A command of its own (issue 19): one FeedbackSent per stored feedback.
    expect(await storedEventsOf(db, { type: 'FeedbackSent', userId: me.userId })).toEqual([
      { feedbackId: row?.id, userId: me.userId, category: 'topic' },
    ]);

    const visitor = await app.request('/api/v3/group_class/feedbacks', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'app' },
      body: JSON.stringify({ category: 'general', custom_msg: 'from a visitor ' + String(NOW) }),
    });
    expect(visitor.status).toBe(200);
    const [anon] = await db
      .select()
      .from(feedbacks)
      .where(eq(feedbacks.custom_msg, 'from a visitor ' + String(NOW)));
    expect(anon?.user_id).toBeNull();

    const tooLong = await send({ category: 'general', custom_msg: 'x'.repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: unknown }).error).toEqual({
      code: 'ErrFeedbackCustomMsgLengthTooLong',
      message: FEEDBACK_TOO_LONG_MESSAGE,
      field: 'custom_msg',
    });
    expect(FEEDBACK_TOO_LONG_MESSAGE).toBe('No more than 5000 characters');
    expect((await send({ category: 'general', custom_msg: 'x'.repeat(5000) })).status).toBe(200);
    const blank = await send({ category: 'general', custom_msg: '   ' });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { error: { code: string } }).error.code).toBe('ErrFeedbackCustomMsgEmpty');
    const badCategory = await send({ category: 'spam', custom_msg: 'hi' });
    expect(((await badCategory.json()) as { error: { field: string } }).error.field).toBe('category');
    expect((await send(undefined)).status).toBe(400);
    const [total] = await db.select({ n: count() }).from(feedbacks);
    expect(total?.n).toBe(3);
  });

  it('feature toggles: a missing row is ON, a row decides otherwise', async () => {
    const { db, visitor } = setup();
    const path = '/api/v3/client_conf/gc_feature_toggles/group_class_student_toggle';
    expect((await call(visitor, path)).body).toEqual({ status: 'ON' });
    try {
      await setFeatureToggle(db, 'group_class_student_toggle', false);
      expect((await call(visitor, path)).body).toEqual({ status: 'OFF' });
    } finally {
      await setFeatureToggle(db, 'group_class_student_toggle', true);
    }
    expect((await call(visitor, path)).body).toEqual({ status: 'ON' });
    expect((await call(visitor, '/api/v3/client_conf/gc_feature_toggles/course_entry')).body).toEqual({ status: 'ON' });
  });

  it("a teacher's classes that are full are still listed (Fully booked is a card state), cancelled seats never count", async () => {
    const { app, db, visitor } = setup();
    const teacher = await makeSearchTeacher(db, app, { now: NOW });
    const topic = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language: uniqueLanguage(), student_capacity: 2 });
    const cls = await makeTopicClass(db, { topic, start: NOW + 5 * HOUR_MS });
    const [a, b, c] = await makeStudents(db, app, { now: NOW, count: 3 });
    await addSeat(db, { classId: cls.id, studentId: a!.userId, now: NOW });
    await addSeat(db, { classId: cls.id, studentId: b!.userId, status: 'CANCELLED', now: NOW });
    await addSeat(db, { classId: cls.id, studentId: c!.userId, status: 'PROBLEM', now: NOW });
    const data = getTeacherGroupClasses.response.parse(
      (await call(visitor, `/api/v2/teacher/group_classes?teacher_id=${teacher.userId}`)).body,
    ).data;
    expect(data.classes[0]!.group_class_students.map((s) => s.status)).toEqual(['SCHEDULED', 'PROBLEM']);
  });
});
