import {
  HAS_NEXT_HEADER,
  countCourses,
  countGroupClasses,
  getAvailableClasses,
  getCategoryWithTags,
  getRecommendedClasses,
  searchCourses,
  searchGroupClasses,
} from '@app/api';
import { DAY_MS, HOUR_MS, KEYWORD_TOO_LONG_MESSAGE } from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema-accounts';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import {
  addCourseSeat,
  addSeat,
  ensureCategoryCatalog,
  makeCourse,
  makeSearchTeacher,
  makeStudents,
  makeTopic,
  makeTopicClass,
  setFeatureToggle,
  uniqueLanguage,
} from '../testing/search-fixtures';
import { createTestApp } from '../testing/test-app';

/** Tuesday 10 March 2026, 12:00 UTC. */
const NOW = Date.UTC(2026, 2, 10, 12);
type Agent = { get: (path: string) => Promise<Response> };

async function call(agent: Agent, path: string) {
  const res = await agent.get(path);
  const body: unknown = await res.json();
  return { status: res.status, body, hasNext: res.headers.get(HAS_NEXT_HEADER) };
}
const errorOf = (body: unknown) => (body as { error: { code: string; message: string; field?: string } }).error;

describeEachDatabase('group-class search', (ctx) => {
  async function setup() {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const visitor: Agent = { get: async (path) => app.request(path) };
    const language = uniqueLanguage();
    const teacher = await makeSearchTeacher(db, app, { now: NOW, isPro: true, nickname: 'Ms Search' });
    return { app, clock, db, visitor, language, teacher };
  }

  async function classesOf(agent: Agent, query: string) {
    const res = await call(agent, `/api/v3/group_class/group_classes?${query}`);
    expect(res.status).toBe(200);
    return { items: searchGroupClasses.response.parse(res.body), hasNext: res.hasNext };
  }

  it('lists only bookable-looking single classes, soonest first, with the card fields and live seats only', async () => {
    const { db, app, visitor, language, teacher } = await setup();
    const topic = await makeTopic(db, {
      teacherId: teacher.userId,
      now: NOW,
      language,
      title: 'Ordering food',
      category: 'CA005',
      tag: 'Travel',
      language_level: 2,
    });
    const later = await makeTopicClass(db, { topic, start: NOW + 2 * DAY_MS });
    const sooner = await makeTopicClass(db, { topic, start: NOW + 1 });
    await makeTopicClass(db, { topic, start: NOW }); // starts now: too late (ClassStart)
    await makeTopicClass(db, { topic, start: NOW - HOUR_MS / 2 }); // live
    await makeTopicClass(db, { topic, start: NOW + DAY_MS, status: 'CANCELLED' });
    const courseTopic = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language, is_course: true });
    await makeCourse(db, { topic: courseTopic, start: NOW + 3 * DAY_MS, classes: 2 }); // course sessions are not single classes
    const hidden = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language, status: 'PENDING' });
    await makeTopicClass(db, { topic: hidden, start: NOW + DAY_MS });
    const [a, b] = await makeStudents(db, app, { now: NOW, count: 2 });
    await addSeat(db, { classId: sooner.id, studentId: a!.userId, status: 'SCHEDULED', now: NOW });
    await addSeat(db, { classId: sooner.id, studentId: b!.userId, status: 'CANCELLED', now: NOW });

    const { items, hasNext } = await classesOf(visitor, `language=${language}&offset=0&length=60`);
    expect(items.map((i) => i.id)).toEqual([sooner.id, later.id]);
    expect(hasNext).toBe('0');
    expect(items[0]).toMatchObject({
      topic_id: topic.id,
      teacher_id: teacher.userId,
      title: 'Ordering food',
      language,
      language_level: 2,
      category: 'CA005',
      tag: 'Travel',
      price: 1500,
      student_capacity: 6,
      duration: 60,
      status: 'UPCOMING',
      start_time: new Date(NOW + 1).toISOString(),
      end_time: new Date(NOW + 1 + HOUR_MS).toISOString(),
      group_class_students: [{ student_id: a!.userId, status: 'SCHEDULED' }],
      teacher_info: { user_id: teacher.userId, nickname: 'Ms Search', avatar_file_name: `avatar-${teacher.userId}.svg`, is_pro: true },
    });
  });

  it('pages with offset and length, says X-Has-Next, and refuses a length over 60', async () => {
    const { db, visitor, language, teacher } = await setup();
    const topic = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language });
    const ids = [];
    for (let i = 1; i <= 5; i += 1) ids.push((await makeTopicClass(db, { topic, start: NOW + i * HOUR_MS })).id);
    // The landing strip: offset 0, length 3.
    const first = await classesOf(visitor, `offset=0&length=3&language=${language}`);
    expect(first.items.map((i) => i.id)).toEqual(ids.slice(0, 3));
    expect(first.hasNext).toBe('1');
    const second = await classesOf(visitor, `offset=3&length=3&language=${language}`);
    expect(second.items.map((i) => i.id)).toEqual(ids.slice(3));
    expect(second.hasNext).toBe('0');
    const exact = await classesOf(visitor, `offset=0&length=5&language=${language}`);
    expect(exact.hasNext).toBe('0');

    const tooLong = await call(visitor, `/api/v3/group_class/group_classes?length=61&language=${language}`);
    expect(tooLong.status).toBe(400);
    expect(errorOf(tooLong.body)).toMatchObject({ code: 'InvalidRequest', field: 'length' });
    expect((await call(visitor, '/api/v3/group_class/group_classes?offset=-1')).status).toBe(400);
  });

  it('group_by_topic=1 gives one card per topic (its next class), ordered by that class, and the amount counts topics', async () => {
    const { db, visitor, language, teacher } = await setup();
    const t1 = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language, title: 'One' });
    const t2 = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language, title: 'Two' });
    const t3 = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language, title: 'Three' });
    const t1a = await makeTopicClass(db, { topic: t1, start: NOW + 1 * HOUR_MS });
    await makeTopicClass(db, { topic: t1, start: NOW + 2 * HOUR_MS });
    await makeTopicClass(db, { topic: t1, start: NOW + 3 * HOUR_MS });
    await makeTopicClass(db, { topic: t2, start: NOW + 5 * HOUR_MS, status: 'CANCELLED' });
    const t2b = await makeTopicClass(db, { topic: t2, start: NOW + 6 * HOUR_MS });
    const t3a = await makeTopicClass(db, { topic: t3, start: NOW + 4 * HOUR_MS });

    const all = await classesOf(visitor, `group_by_topic=1&offset=0&length=60&language=${language}`);
    expect(all.items.map((i) => i.id)).toEqual([t1a.id, t3a.id, t2b.id]);
    const page = await classesOf(visitor, `group_by_topic=1&offset=1&length=1&language=${language}`);
    expect(page.items.map((i) => i.id)).toEqual([t3a.id]);
    expect(page.hasNext).toBe('1');
    const last = await classesOf(visitor, `group_by_topic=1&offset=2&length=1&language=${language}`);
    expect(last.hasNext).toBe('0');

    const grouped = await call(visitor, `/api/v3/group_class/group_classes_amount?group_by_topic=1&language=${language}`);
    expect(countGroupClasses.response.parse(grouped.body)).toEqual({ amount: 3 });
    const ungrouped = await call(visitor, `/api/v3/group_class/group_classes_amount?language=${language}`);
    expect(countGroupClasses.response.parse(ungrouped.body)).toEqual({ amount: 5 });
  });

  it("group_by_topic=1 reads on past a long run of one topic's classes (several scan batches) and keeps classes with equal starts apart", async () => {
    const { db, visitor, language, teacher } = await setup();
    const busy = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language, title: 'Busy' });
    const late = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language, title: 'Late' });
    const twin = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language, title: 'Twin' });
    const first = await makeTopicClass(db, { topic: busy, start: NOW + 60_000 });
    for (let i = 2; i <= 130; i += 1) await makeTopicClass(db, { topic: busy, start: NOW + i * 60_000 });
    // The first batch reads 92 rows (1.5 per wanted card): it ends at the 92nd busy class. A class
    // with the same start but a larger id is the first row of the next batch and must not be lost.
    const tie = await makeTopicClass(db, { topic: twin, start: NOW + 92 * 60_000 });
    const lateClass = await makeTopicClass(db, { topic: late, start: NOW + 200 * 60_000 });
    const { items, hasNext } = await classesOf(visitor, `group_by_topic=1&offset=0&length=60&language=${language}`);
    expect(items.map((i) => i.id)).toEqual([first.id, tie.id, lateClass.id]);
    expect(hasNext).toBe('0');
    const second = await classesOf(visitor, `group_by_topic=1&offset=2&length=1&language=${language}`);
    expect(second.items.map((i) => i.id)).toEqual([lateClass.id]);
    const amount = await call(visitor, `/api/v3/group_class/group_classes_amount?group_by_topic=1&language=${language}`);
    expect(amount.body).toEqual({ amount: 3 });
  });

  it('filters by level codes, category, tag, price, keyword and start window', async () => {
    const { db, visitor, language, teacher } = await setup();
    const a1 = await makeTopic(db, {
      teacherId: teacher.userId,
      now: NOW,
      language,
      language_level: 0,
      title: 'Café basics',
      description: 'Order coffee politely',
      category: 'CA005',
      tag: 'Travel',
      price: 900,
    });
    const a1b = await makeTopic(db, {
      teacherId: teacher.userId,
      now: NOW,
      language,
      language_level: 1,
      title: 'Greetings',
      category: 'CA001',
      price: 1500,
    });
    const b2 = await makeTopic(db, {
      teacherId: teacher.userId,
      now: NOW,
      language,
      language_level: 4,
      title: 'IELTS speaking',
      category: 'CA003',
      tag: 'IELTS',
      price: 2500,
    });
    const c1 = await makeTopicClass(db, { topic: a1, start: NOW + HOUR_MS });
    const c2 = await makeTopicClass(db, { topic: a1b, start: NOW + 2 * HOUR_MS });
    const c3 = await makeTopicClass(db, { topic: b2, start: NOW + 3 * DAY_MS });
    const ids = async (q: string) => (await classesOf(visitor, `language=${language}&${q}`)).items.map((i) => i.id);

    expect(await ids('language_level=1')).toEqual([c1.id, c2.id]); // A1 is level index 0 and 1
    expect(await ids('language_level=4')).toEqual([c3.id]);
    expect(await ids('language_level=1&language_level=4')).toEqual([c1.id, c2.id, c3.id]);
    expect(await ids('language_level=1,4')).toEqual([c1.id, c2.id, c3.id]);
    expect(await ids('category=CA003')).toEqual([c3.id]);
    expect(await ids('category[0]=CA001&category[1]=CA005')).toEqual([c1.id, c2.id]);
    expect(await ids('tag=IELTS')).toEqual([c3.id]);
    expect(await ids('price=10-20')).toEqual([c2.id]);
    expect(await ids('price=20-')).toEqual([c3.id]);
    expect(await ids('price=-9')).toEqual([c1.id]);
    expect(await ids(`keyword=${encodeURIComponent('  ielts!! ')}`)).toEqual([c3.id]);
    expect(await ids(`keyword=${encodeURIComponent('café coffee')}`)).toEqual([c1.id]);
    expect(await ids('keyword=coffee%20ielts')).toEqual([]);
    expect(await ids(`start_time=${encodeURIComponent(new Date(NOW + DAY_MS).toISOString())}`)).toEqual([c3.id]);
    expect(await ids(`end_time=${NOW + 2 * HOUR_MS}`)).toEqual([c1.id]);
    expect(await ids(`start_time=${encodeURIComponent('2026-03-10T13:00:00+01:00')}&end_time=${NOW + 3 * HOUR_MS}`)).toEqual([
      c1.id,
      c2.id,
    ]);
  });

  it("reads weekday and time_list in user_timezone, else in the signed-in user's zone, else UTC", async () => {
    const { db, app, visitor, language, teacher } = await setup();
    const topic = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language });
    // Monday 16 March 2026 23:30 UTC = Tuesday 08:30 in Tokyo.
    const cls = await makeTopicClass(db, { topic, start: Date.UTC(2026, 2, 16, 23, 30) });
    const ids = async (agent: Agent, q: string) => (await classesOf(agent, `language=${language}&${q}`)).items.map((i) => i.id);

    expect(await ids(visitor, 'weekday=0&time_list=23')).toEqual([cls.id]);
    expect(await ids(visitor, 'weekday=1&time_list=8')).toEqual([]);
    expect(await ids(visitor, 'weekday=1&time_list=8&user_timezone=Asia/Tokyo')).toEqual([cls.id]);
    expect(await ids(visitor, 'weekday=0&user_timezone=Asia/Tokyo')).toEqual([]);
    expect(await ids(visitor, 'time_list=8,9,10,11&user_timezone=Asia/Tokyo')).toEqual([cls.id]);

    const tokyo = await makeUser(db, app, { now: NOW });
    await db.update(users).set({ timezone_iana: 'Asia/Tokyo' }).where(eq(users.user_id, tokyo.userId));
    expect(await ids(tokyo.agent, 'weekday=1')).toEqual([cls.id]);
    expect(await ids(tokyo.agent, 'weekday=0&user_timezone=UTC')).toEqual([cls.id]);
  });

  it('refuses bad filters with a 400 naming the field, and a keyword over 200 characters with GC883', async () => {
    const { visitor, language } = await setup();
    const bad = async (q: string) => {
      const res = await call(visitor, `/api/v3/group_class/group_classes?language=${language}&${q}`);
      expect(res.status).toBe(400);
      return errorOf(res.body);
    };
    expect(await bad('user_timezone=Mars/Base')).toMatchObject({ code: 'InvalidRequest', field: 'user_timezone' });
    expect(await bad(`user_timezone=${encodeURIComponent('+05:00')}`)).toMatchObject({ field: 'user_timezone' });
    expect(await bad('language_level=7')).toMatchObject({ field: expect.stringMatching(/^language_level/) as unknown });
    expect(await bad('weekday=7')).toMatchObject({ field: expect.stringMatching(/^weekday/) as unknown });
    expect(await bad('time_list=24')).toMatchObject({ field: expect.stringMatching(/^time_list/) as unknown });
    expect(await bad('price=cheap')).toMatchObject({ field: 'price' });
    expect(await bad('price=20-10')).toMatchObject({ field: 'price' });
    expect(await bad('start_time=yesterday')).toMatchObject({ field: 'start_time' });
    expect(await bad('language=en%20glish')).toMatchObject({ field: 'language' });
    expect(await bad(`keyword=${'a'.repeat(201)}`)).toEqual({ code: 'GC883', message: KEYWORD_TOO_LONG_MESSAGE, field: 'keyword' });
    expect(KEYWORD_TOO_LONG_MESSAGE).toBe('200 characters only, please input valid keyword');
    // 200 characters are fine, and characters the rule strips do not count.
    expect((await call(visitor, `/api/v3/group_class/group_classes?language=${language}&keyword=${'a'.repeat(200)}`)).status).toBe(200);
    expect(
      (await call(visitor, `/api/v3/group_class/group_classes?language=${language}&keyword=${'a'.repeat(200)}${'!'.repeat(50)}`)).status,
    ).toBe(200);
    const amount = await call(visitor, `/api/v3/group_class/group_classes_amount?keyword=${'b'.repeat(201)}`);
    expect(errorOf(amount.body).code).toBe('GC883');
  });

  it("lists upcoming courses with outlines and live seats, one card per course topic, and topic_id lists a topic's groups", async () => {
    const { db, app, visitor, language, teacher } = await setup();
    const topic = await makeTopic(db, {
      teacherId: teacher.userId,
      now: NOW,
      language,
      is_course: true,
      title: 'Business English',
      category: 'CA002',
      price: 1200,
    });
    const other = await makeTopic(db, {
      teacherId: teacher.userId,
      now: NOW,
      language,
      is_course: true,
      title: 'Exam prep',
      category: 'CA003',
    });
    const g1 = await makeCourse(db, { topic, start: NOW + 2 * DAY_MS, classes: 3, minSpots: 2, maxSpots: 5 });
    const g2 = await makeCourse(db, { topic, start: NOW + 4 * DAY_MS, classes: 3, status: 'ReadyForSchedule' });
    const o1 = await makeCourse(db, { topic: other, start: NOW + 3 * DAY_MS, classes: 2 });
    await makeCourse(db, { topic, start: NOW + DAY_MS, status: 'Cancelled' });
    await makeCourse(db, { topic, start: NOW - DAY_MS, status: 'Ongoing' });
    const [s1, s2] = await makeStudents(db, app, { now: NOW, count: 2 });
    await addCourseSeat(db, { courseId: g1.id, studentId: s1!.userId, now: NOW });
    await addCourseSeat(db, { courseId: g1.id, studentId: s2!.userId, status: 'Cancelled', now: NOW });

    const list = async (q: string) => {
      const res = await call(visitor, `/api/v3/group_class/courses/?language=${language}&${q}`);
      expect(res.status).toBe(200);
      return { items: searchCourses.response.parse(res.body), hasNext: res.hasNext };
    };
    const flat = await list('offset=0&length=60');
    expect(flat.items.map((c) => c.id)).toEqual([g1.id, o1.id, g2.id]);
    expect(flat.items[0]).toMatchObject({
      course_id: g1.id,
      topic_id: topic.id,
      title: 'Business English',
      price: 1200,
      class_amount: 3,
      min_spots: 2,
      max_spots: 5,
      category: 'CA002',
      duration: 60,
      status: 'Upcoming',
      course_students: [{ student_id: s1!.userId, status: 'Scheduled' }],
      teacher_info: { user_id: teacher.userId, is_pro: true },
    });
    expect(flat.items[0]!.outlines.map((o) => o.start_time)).toEqual(
      [0, 1, 2].map((i) => new Date(NOW + 2 * DAY_MS + i * 7 * DAY_MS).toISOString()),
    );

    const grouped = await list('group_by_topic=1&offset=0&length=3');
    expect(grouped.items.map((c) => c.id)).toEqual([g1.id, o1.id]);
    const groups = await list(`topic_id=${topic.id}&offset=0&length=1`);
    expect(groups.items.map((c) => c.id)).toEqual([g1.id]);
    expect(groups.hasNext).toBe('1');
    expect((await list(`topic_id=${topic.id}&offset=1&length=60`)).items.map((c) => c.id)).toEqual([g2.id]);
    expect((await list('category=CA003')).items.map((c) => c.id)).toEqual([o1.id]);

    const amount = await call(visitor, `/api/v3/group_class/courses_amount?group_by_topic=1&language=${language}`);
    expect(countCourses.response.parse(amount.body)).toEqual({ amount: 2 });
    const groupsAmount = await call(visitor, `/api/v3/group_class/courses_amount?topic_id=${topic.id}&language=${language}`);
    expect(countCourses.response.parse(groupsAmount.body)).toEqual({ amount: 2 });
    expect((await call(visitor, '/api/v3/group_class/courses/?length=61')).status).toBe(400);
  });

  it('with the course-entry flag off the course list is empty and the amount 0', async () => {
    const { db, visitor, language, teacher } = await setup();
    const topic = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language, is_course: true });
    await makeCourse(db, { topic, start: NOW + 2 * DAY_MS });
    try {
      await setFeatureToggle(db, 'course_entry', false);
      const list = await call(visitor, `/api/v3/group_class/courses/?language=${language}`);
      expect(list.body).toEqual([]);
      expect(list.hasNext).toBe('0');
      expect((await call(visitor, `/api/v3/group_class/courses_amount?language=${language}`)).body).toEqual({ amount: 0 });
      expect((await call(visitor, '/api/v3/client_conf/gc_feature_toggles/course_entry')).body).toEqual({ status: 'OFF' });
    } finally {
      await setFeatureToggle(db, 'course_entry', true);
    }
    expect(searchCourses.response.parse((await call(visitor, `/api/v3/group_class/courses/?language=${language}`)).body)).toHaveLength(1);
  });

  it('category_with_tags lists [category, ...tags] for the filters minus category and tag', async () => {
    const { db, visitor, language, teacher } = await setup();
    await ensureCategoryCatalog(db);
    const ielts = await makeTopic(db, {
      teacherId: teacher.userId,
      now: NOW,
      language,
      category: 'CA003',
      tag: 'IELTS',
      language_level: 4,
    });
    const travel = await makeTopic(db, {
      teacherId: teacher.userId,
      now: NOW,
      language,
      category: 'CA005',
      tag: 'Travel',
      language_level: 2,
    });
    const toefl = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language, category: 'CA003', tag: 'TOEFL' });
    await makeTopicClass(db, { topic: ielts, start: NOW + DAY_MS });
    await makeTopicClass(db, { topic: travel, start: NOW + DAY_MS });
    await makeTopicClass(db, { topic: toefl, start: NOW + DAY_MS, status: 'CANCELLED' });
    const list = async (q: string) =>
      getCategoryWithTags.response.parse((await call(visitor, `/api/v3/group_class/category_with_tags?language=${language}&${q}`)).body);

    expect(await list('fetch_type=all')).toEqual([['CA001'], ['CA002'], ['CA003', 'IELTS'], ['CA004'], ['CA005', 'Travel']]);
    expect(await list('')).toEqual([
      ['CA003', 'IELTS'],
      ['CA005', 'Travel'],
    ]);
    expect(await list('language_level=2')).toEqual([['CA005', 'Travel']]);
    // category and tag are not filters of this call
    expect(await list('category=CA001&tag=TOEFL')).toEqual([
      ['CA003', 'IELTS'],
      ['CA005', 'Travel'],
    ]);
    expect((await call(visitor, '/api/v3/group_class/category_with_tags?fetch_type=some')).status).toBe(400);
  });

  it("recommend_classes: without a record the most-booked topics; with one, topics like the student's bookings", async () => {
    const { db, app, visitor, language, teacher } = await setup();
    const popular = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language, category: 'CA005', title: 'Popular' });
    const quiet = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language, category: 'CA001', title: 'Quiet' });
    const business = await makeTopic(db, {
      teacherId: teacher.userId,
      now: NOW,
      language,
      category: 'CA002',
      language_level: 3,
      title: 'Business',
    });
    const booked = await makeTopic(db, {
      teacherId: teacher.userId,
      now: NOW,
      language,
      category: 'CA002',
      language_level: 3,
      title: 'Booked before',
    });
    const full = await makeTopicClass(db, { topic: popular, start: NOW + HOUR_MS, capacity: 2 });
    const popularNext = await makeTopicClass(db, { topic: popular, start: NOW + 2 * HOUR_MS });
    const quietClass = await makeTopicClass(db, { topic: quiet, start: NOW + 30 * 60_000 });
    const businessClass = await makeTopicClass(db, { topic: business, start: NOW + 3 * HOUR_MS });
    const bookedClass = await makeTopicClass(db, { topic: booked, start: NOW + 4 * HOUR_MS });
    await makeTopicClass(db, { topic: quiet, start: NOW + 8 * DAY_MS }); // beyond the 7-day window
    const students = await makeStudents(db, app, { now: NOW, count: 3 });
    await addSeat(db, { classId: full.id, studentId: students[0]!.userId, now: NOW });
    await addSeat(db, { classId: full.id, studentId: students[1]!.userId, now: NOW });
    await addSeat(db, { classId: popularNext.id, studentId: students[2]!.userId, now: NOW });
    await addSeat(db, { classId: bookedClass.id, studentId: students[2]!.userId, now: NOW });

    const rec = async (agent: Agent, q: string) => {
      const res = await call(
        agent,
        `/api/v2/group_class/group_classes/recommend_classes?group_by_topic=1&kind=search_page&language=${language}&${q.includes('num=') ? q : `num=3&${q}`}`,
      );
      expect(res.status).toBe(200);
      return getRecommendedClasses.response.parse(res.body).data;
    };
    const forVisitor = await rec(visitor, 'student_has_record=0');
    expect(forVisitor.basis).toBe('popular');
    // Popular has 3 live seats; its full class is skipped for the next bookable one.
    expect(forVisitor.classes.map((c) => c.group_class.id)).toEqual([popularNext.id, bookedClass.id, quietClass.id]);
    expect((await rec(visitor, 'student_has_record=1')).basis).toBe('popular');

    const learner = await makeUser(db, app, { now: NOW });
    await addSeat(db, { classId: bookedClass.id, studentId: learner.userId, now: NOW });
    const mine = await rec(learner.agent, 'student_has_record=1');
    expect(mine.basis).toBe('history');
    expect(mine.classes[0]!.group_class.id).toBe(businessClass.id);
    expect(mine.classes.map((c) => c.group_class.topic_id)).not.toContain(booked.id);
    expect(mine.classes).toHaveLength(3);
    expect((await rec(learner.agent, 'student_has_record=0')).basis).toBe('popular');

    const one = await rec(visitor, 'student_has_record=0&num=1');
    expect(one.classes).toHaveLength(1);
    expect((await call(visitor, '/api/v2/group_class/group_classes/recommend_classes?num=0')).status).toBe(400);
    expect((await call(visitor, '/api/v2/group_class/group_classes/recommend_classes?kind=other')).status).toBe(400);
  });

  it("available_classes pages a topic's upcoming classes; an unknown topic is 404", async () => {
    const { db, visitor, language, teacher } = await setup();
    const topic = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language });
    const ids = [];
    for (let i = 1; i <= 3; i += 1) ids.push((await makeTopicClass(db, { topic, start: NOW + i * DAY_MS })).id);
    await makeTopicClass(db, { topic, start: NOW + DAY_MS / 2, status: 'CANCELLED' });
    const page = async (q: string) => {
      const res = await call(visitor, `/api/v2/group_class/group_classes/available_classes?topic_id=${topic.id}&${q}`);
      expect(res.status).toBe(200);
      return getAvailableClasses.response.parse(res.body).data;
    };
    const first = await page('page=1&page_size=2');
    expect(first.classes.map((c) => c.id)).toEqual(ids.slice(0, 2));
    expect(first.paging).toEqual({ page: 1, total: 3, has_next: true });
    const second = await page('page=2&page_size=2');
    expect(second.classes.map((c) => c.id)).toEqual(ids.slice(2));
    expect(second.paging).toEqual({ page: 2, total: 3, has_next: false });
    expect((await page('page=1&page_size=60')).paging.has_next).toBe(false);

    const unknown = await call(visitor, '/api/v2/group_class/group_classes/available_classes?topic_id=987654321');
    expect(unknown.status).toBe(404);
    expect((await call(visitor, `/api/v2/group_class/group_classes/available_classes?topic_id=${topic.id}&page_size=61`)).status).toBe(400);
    expect(errorOf((await call(visitor, '/api/v2/group_class/group_classes/available_classes')).body).field).toBe('topic_id');
  });
});
