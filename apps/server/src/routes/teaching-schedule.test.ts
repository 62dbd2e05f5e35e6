import { CreateCourseResponseSchema, ScheduleClassesResponseSchema, ScheduleOptionsResponseSchema } from '@app/api';
import { DAY_MS, HOUR_MS, LESSON_SLOT_MS } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { courses, groupClasses, teachers, topics } from '../db/schema-catalog';
import { teacherOpenSlots } from '../db/schema-discovery';
import { lessons } from '../db/schema-lessons';
import { domainEvents } from '../db/schema-outbox';
import { describeEachDatabase } from '../testing/databases';
import { makeCourseTopic } from '../testing/course-fixtures';
import { makeTopicTeacher, topicDraft } from '../testing/topic-fixtures';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';

// Sunday 2026-03-01 12:00 UTC (07:00 in New York, EST). New York springs forward on Sunday 2026-03-08.
const NOW = Date.UTC(2026, 2, 1, 12);
const ZONE = 'America/New_York';
type Agent = { post: (path: string, body?: unknown) => Promise<Response>; get: (path: string) => Promise<Response> };

describeEachDatabase('POST /v1/teaching/classes and /v1/teaching/courses', (ctx) => {
  async function setup() {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const schedule = (agent: Agent, body: Record<string, unknown>) =>
      agent.post('/api/v1/teaching/classes', { topic_id: teacher.topicId, zone: ZONE, ...body });
    const classesOf = () =>
      db.select().from(groupClasses).where(eq(groupClasses.teacher_id, teacher.userId)).orderBy(asc(groupClasses.start_time));
    const eventsOf = async (type: string) =>
      (await db.select().from(domainEvents).where(eq(domainEvents.type, type))).filter(
        (e) => (e.payload as { teacherId?: number }).teacherId === teacher.userId,
      );
    return { app, clock, db, teacher, schedule, classesOf, eventsOf };
  }

  it('previews a weekly series across the DST change: each Sunday at 02:30, the gap Sunday refused with the next valid time; nothing written', async () => {
    const { teacher, schedule, classesOf } = await setup();
    const res = await schedule(teacher.agent, { date: '2026-03-01', time: '02:30', series: { weekdays: [7], weeks: 3 }, dry_run: true });
    expect(res.status).toBe(200);
    const { data } = ScheduleClassesResponseSchema.parse(await res.json());
    expect(data.created).toBe(false);
    // The first Sunday (today, 02:30 already passed) is in the past; the 8th is the gap; the 15th is fine (EDT).
    expect(
      data.occurrences.map((o) => [o.date, o.start?.iso ?? null, o.problems.map((p) => p.code), o.next_valid?.local_time ?? null]),
    ).toEqual([
      ['2026-03-01', '2026-03-01T02:30:00-05:00', ['ScheduleInPast'], null],
      ['2026-03-08', null, ['ScheduleDstGap'], '03:00'],
      ['2026-03-15', '2026-03-15T02:30:00-04:00', [], null],
    ]);
    expect(data.occurrences[1]?.next_valid).toEqual({
      iso: '2026-03-08T03:00:00-04:00',
      local_date: '2026-03-08',
      local_time: '03:00',
      offset: 'UTC-04:00',
    });
    expect(await classesOf()).toEqual([]);
  });

  it('schedules Mondays and Wednesdays at 10:00 for 2 weeks: 4 classes copied from the topic, shown in New York time with the offset across the change', async () => {
    const { teacher, schedule, classesOf, eventsOf } = await setup();
    const res = await schedule(teacher.agent, { date: '2026-03-02', time: '10:00', series: { weekdays: [1, 3], weeks: 2 } });
    expect(res.status).toBe(200);
    const { data } = ScheduleClassesResponseSchema.parse(await res.json());
    expect(data.created).toBe(true);
    expect(data.occurrences.map((o) => o.start?.iso)).toEqual([
      '2026-03-02T10:00:00-05:00',
      '2026-03-04T10:00:00-05:00',
      '2026-03-09T10:00:00-04:00',
      '2026-03-11T10:00:00-04:00',
    ]);
    const rows = await classesOf();
    expect(rows.map((r) => r.id)).toEqual(data.occurrences.map((o) => o.group_class_id));
    for (const r of rows) {
      expect(r).toMatchObject({
        topic_id: teacher.topicId,
        course_id: null,
        class_index: 1,
        title: 'Small talk at work',
        intro: 'Practise everyday office conversation.',
        status: 'READY_FOR_SCHEDULE',
        student_capacity: 6,
        price: 1500,
        language: 'english',
        zoom_link: '',
      });
      expect(r.end_time.getTime() - r.start_time.getTime()).toBe(HOUR_MS);
    }
    const [event] = await eventsOf('ClassesScheduled');
    expect(event?.payload).toEqual({ teacherId: teacher.userId, topicId: teacher.topicId, classIds: rows.map((r) => r.id) });
    // The teaching list shows them; a student finds one on its class page.
    const listed = (await (await teacher.agent.get('/api/v1/me/teaching')).json()) as { data: { items: { group_class_id?: number }[] } };
    expect(listed.data.items.map((i) => i.group_class_id)).toEqual(rows.map((r) => r.id));
    const page = await teacher.agent.get(`/api/v2/group_class/group_classes/${rows[0]?.id}`);
    expect(page.status).toBe(200);
  });

  it('all or nothing: a series with one DST-gap occurrence is refused 409 ScheduleDstGap naming it, and writes nothing', async () => {
    const { teacher, schedule, classesOf, eventsOf } = await setup();
    const res = await schedule(teacher.agent, { date: '2026-03-07', time: '02:30', series: { weekdays: [6, 7], weeks: 2 } });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: { code: 'ScheduleDstGap', message: expect.stringContaining('2026-03-08 02:30') as unknown },
    });
    expect(await classesOf()).toEqual([]);
    expect(await eventsOf('ClassesScheduled')).toEqual([]);
  });

  it('lead time 24 h: 1 ms short is ScheduleTooSoon, exactly 24 h is scheduled; a past time is ScheduleInPast', async () => {
    const { clock, teacher, schedule } = await setup();
    const start = Date.parse('2026-03-03T15:00:00Z'); // Tuesday 10:00 EST
    clock.set(start - DAY_MS + 1);
    const soon = await schedule(teacher.agent, { date: '2026-03-03', time: '10:00' });
    expect(soon.status).toBe(409);
    expect(await soon.json()).toMatchObject({ error: { code: 'ScheduleTooSoon', field: 'time' } });
    clock.set(start - DAY_MS);
    expect((await schedule(teacher.agent, { date: '2026-03-03', time: '10:00' })).status).toBe(200);
    clock.set(start + 1);
    expect(await (await schedule(teacher.agent, { date: '2026-03-03', time: '10:00' })).json()).toMatchObject({
      error: { code: 'ScheduleInPast' },
    });
  });

  it("overlaps with the teacher's class, course class and booked lesson are refused; back-to-back and cancelled classes are not", async () => {
    const { db, app, teacher, schedule } = await setup();
    // 2026-03-05 10:00 EST = 15:00Z = NOW + 4 days 3 h.
    const at = Date.parse('2026-03-05T15:00:00Z');
    await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, startsIn: at - NOW - HOUR_MS }); // 09:00-10:00
    await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, startsIn: at - NOW, status: 'CANCELLED' });
    const backToBack = await schedule(teacher.agent, { date: '2026-03-05', time: '10:00', dry_run: true });
    expect(ScheduleClassesResponseSchema.parse(await backToBack.json()).data.occurrences[0]?.problems).toEqual([]);
    const overlapping = await schedule(teacher.agent, { date: '2026-03-05', time: '09:30' });
    expect(overlapping.status).toBe(409);
    expect(await overlapping.json()).toMatchObject({ error: { code: 'ScheduleOverlap' } });

    const student = await makeUser(db, app, { now: NOW });
    await db.insert(lessons).values({
      teacher_id: teacher.userId,
      student_id: student.userId,
      language: 'english',
      start_time: new Date(Date.parse('2026-03-06T15:30:00Z')),
      duration: 30,
      is_trial: false,
      price: 1500,
      status: 'BOOKED',
      created_at: new Date(NOW),
      updated_at: new Date(NOW),
    });
    const overLesson = await schedule(teacher.agent, { date: '2026-03-06', time: '10:00' });
    expect(await overLesson.json()).toMatchObject({ error: { code: 'ScheduleOverlap' } });
    expect((await schedule(teacher.agent, { date: '2026-03-06', time: '11:00' })).status).toBe(200);
  });

  it("takes the teacher's open one-to-one slots the class covers out of the calendar", async () => {
    const { db, teacher, schedule } = await setup();
    const start = Date.parse('2026-03-05T15:00:00Z');
    const slots = [start - LESSON_SLOT_MS, start, start + LESSON_SLOT_MS, start + HOUR_MS].map((s) => ({
      teacher_id: teacher.userId,
      start_time: new Date(s),
    }));
    await db.insert(teacherOpenSlots).values(slots);
    await db
      .update(teachers)
      .set({ first_available_time: new Date(start - LESSON_SLOT_MS) })
      .where(eq(teachers.user_id, teacher.userId));
    expect((await schedule(teacher.agent, { date: '2026-03-05', time: '10:00' })).status).toBe(200);
    const left = await db
      .select()
      .from(teacherOpenSlots)
      .where(eq(teacherOpenSlots.teacher_id, teacher.userId))
      .orderBy(asc(teacherOpenSlots.start_time));
    expect(left.map((s) => s.start_time.getTime())).toEqual([start - LESSON_SLOT_MS, start + HOUR_MS]);
  });

  it("only the topic's own teacher: another teacher 403 NotYourTopic, a student 403 NotATeacher, an unknown topic 404; bad input 400 naming the field", async () => {
    const { db, app, teacher, schedule } = await setup();
    const other = await makeTeacher(db, app, { now: NOW });
    const student = await makeUser(db, app, { now: NOW });
    const body = { date: '2026-03-05', time: '10:00' };
    expect(await (await schedule(other.agent, body)).json()).toMatchObject({ error: { code: 'NotYourTopic' } });
    expect((await schedule(other.agent, body)).status).toBe(403);
    expect((await schedule(student.agent, body)).status).toBe(403);
    expect(await (await teacher.agent.post('/api/v1/teaching/classes', { ...body, topic_id: 999_999, zone: ZONE })).json()).toMatchObject({
      error: { code: 'NotFound' },
    });
    const bad = async (over: Record<string, unknown>, field: string) => {
      const res = await schedule(teacher.agent, { ...body, ...over });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'InvalidRequest', field } });
    };
    await bad({ date: '2026-02-30' }, 'date');
    await bad({ time: '24:00' }, 'time');
    await bad({ zone: 'Mars/Base' }, 'zone');
    await bad({ series: { weekdays: [1, 2, 3, 4, 5, 6, 7], weeks: 6 } }, 'series.weeks');
    await bad({ series: { weekdays: [], weeks: 2 } }, 'series.weekdays');
  });

  it('schedule options: my approved topics and my zone', async () => {
    const { db, teacher } = await setup();
    await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const res = await teacher.agent.get('/api/v1/teaching/schedule_options');
    const { data } = ScheduleOptionsResponseSchema.parse(await res.json());
    expect(data.topics.map((t) => [t.id === teacher.topicId, t.is_course])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(data.zone).toBe('UTC');
  });

  it('creates a course of a course topic: the course and its weekly classes in one go, each with course_id and class_index', async () => {
    const { db, teacher, eventsOf } = await setup();
    const topicId = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const body = {
      topic_id: topicId,
      date: '2026-03-05',
      time: '18:00',
      zone: ZONE,
      class_amount: 4,
      min_spots: 2,
      max_spots: 5,
      price: 1300,
    };
    const preview = CreateCourseResponseSchema.parse(
      await (await teacher.agent.post('/api/v1/teaching/courses', { ...body, dry_run: true })).json(),
    );
    expect(preview.data).toMatchObject({ created: false, course_id: null });
    expect(preview.data.occurrences.map((o) => o.start?.iso)).toEqual([
      '2026-03-05T18:00:00-05:00',
      '2026-03-12T18:00:00-04:00',
      '2026-03-19T18:00:00-04:00',
      '2026-03-26T18:00:00-04:00',
    ]);
    const res = await teacher.agent.post('/api/v1/teaching/courses', body);
    expect(res.status).toBe(200);
    const { data } = CreateCourseResponseSchema.parse(await res.json());
    const [course] = await db.select().from(courses).where(eq(courses.topic_id, topicId));
    expect(course).toMatchObject({
      id: data.course_id,
      teacher_id: teacher.userId,
      price: 1300,
      class_amount: 4,
      min_spots: 2,
      max_spots: 5,
      status: 'ReadyForSchedule',
      outcomes: ['Run a meeting in English.'],
      start_time: new Date('2026-03-05T23:00:00Z'),
      end_time: new Date('2026-03-26T23:00:00Z'),
    });
    const classes = await db
      .select()
      .from(groupClasses)
      .where(eq(groupClasses.course_id, course?.id ?? 0))
      .orderBy(asc(groupClasses.class_index));
    expect(classes.map((c) => [c.class_index, c.student_capacity, c.price, c.status])).toEqual([
      [1, 5, 1300, 'READY_FOR_SCHEDULE'],
      [2, 5, 1300, 'READY_FOR_SCHEDULE'],
      [3, 5, 1300, 'READY_FOR_SCHEDULE'],
      [4, 5, 1300, 'READY_FOR_SCHEDULE'],
    ]);
    expect((await eventsOf('CourseCreated'))[0]?.payload).toEqual({
      teacherId: teacher.userId,
      topicId,
      courseId: course?.id,
      classIds: classes.map((c) => c.id),
    });
    // The course's classes now block the teacher's calendar.
    const clash = await teacher.agent.post('/api/v1/teaching/classes', {
      topic_id: teacher.topicId,
      zone: ZONE,
      date: '2026-03-12',
      time: '18:30',
    });
    expect(await clash.json()).toMatchObject({ error: { code: 'ScheduleOverlap' } });
    // The course page of the topic lists it as a group.
    const groups = await teacher.agent.get(`/api/v3/group_class/courses/?topic_id=${topicId}&offset=0&length=10&language=english`);
    expect(groups.status).toBe(200);
    expect(((await groups.json()) as { id: number }[]).map((g) => g.id)).toContain(course?.id);
  });

  it('a teacher makes a course topic in the console (is_course) and a course of it with an outline per class (000 §3 "Group course")', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTopicTeacher(db, app, { now: NOW });
    const made = await teacher.agent.post('/api/v1/teaching/topics', { ...topicDraft(), is_course: true });
    expect(made.status).toBe(200);
    const topicId = ((await made.json()) as { data: { topic: { id: number } } }).data.topic.id;
    const [topic] = await db.select().from(topics).where(eq(topics.id, topicId));
    expect(topic?.is_course).toBe(true);
    // Without is_course it stays a class topic, which a course is not made of.
    const plain = await teacher.agent.post('/api/v1/teaching/topics', topicDraft({ title: 'Small talk at work in English' }));
    const plainId = ((await plain.json()) as { data: { topic: { id: number } } }).data.topic.id;
    expect((await db.select().from(topics).where(eq(topics.id, plainId)))[0]?.is_course).toBe(false);

    const outlines = [
      { class_title: 'Tell me about yourself', description: 'A two-minute story of your career.' },
      { class_title: 'Strengths and weaknesses', description: '' },
      { class_title: 'Questions for them', description: 'What to ask at the end.' },
    ];
    const body = {
      topic_id: topicId,
      date: '2026-03-05',
      time: '18:00',
      zone: ZONE,
      class_amount: 3,
      min_spots: 2,
      max_spots: 6,
      price: 1300,
    };
    const short = await teacher.agent.post('/api/v1/teaching/courses', { ...body, outlines: outlines.slice(0, 2) });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: { code: 'InvalidRequest', field: 'outlines' } });
    const res = await teacher.agent.post('/api/v1/teaching/courses', { ...body, outlines });
    expect(res.status).toBe(200);
    const { data } = CreateCourseResponseSchema.parse(await res.json());
    const classes = await db
      .select()
      .from(groupClasses)
      .where(eq(groupClasses.course_id, data.course_id ?? 0))
      .orderBy(asc(groupClasses.class_index));
    expect(classes.map((c) => [c.class_index, c.title, c.intro])).toEqual([
      [1, 'Tell me about yourself', 'A two-minute story of your career.'],
      [2, 'Strengths and weaknesses', ''],
      [3, 'Questions for them', 'What to ask at the end.'],
    ]);
  });

  it('a course starts at least 72 h ahead (1 ms short refused); min above max and a class topic are refused', async () => {
    const { clock, db, teacher } = await setup();
    const topicId = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const body = {
      topic_id: topicId,
      date: '2026-03-05',
      time: '18:00',
      zone: ZONE,
      class_amount: 3,
      min_spots: 2,
      max_spots: 6,
      price: 1300,
    };
    const first = Date.parse('2026-03-05T23:00:00Z');
    clock.set(first - 72 * HOUR_MS + 1);
    expect(await (await teacher.agent.post('/api/v1/teaching/courses', body)).json()).toMatchObject({ error: { code: 'ScheduleTooSoon' } });
    const swapped = await teacher.agent.post('/api/v1/teaching/courses', { ...body, min_spots: 4, max_spots: 3 });
    expect(swapped.status).toBe(400);
    expect(await swapped.json()).toMatchObject({ error: { code: 'InvalidRequest', field: 'min_spots' } });
    const tooMany = await teacher.agent.post('/api/v1/teaching/courses', { ...body, max_spots: 7 });
    expect(await tooMany.json()).toMatchObject({ error: { field: 'max_spots' } });
    const classTopic = await teacher.agent.post('/api/v1/teaching/courses', { ...body, topic_id: teacher.topicId });
    expect(await classTopic.json()).toMatchObject({ error: { code: 'TopicNotSchedulable', field: 'topic_id' } });
    clock.set(first - 72 * HOUR_MS);
    expect((await teacher.agent.post('/api/v1/teaching/courses', body)).status).toBe(200);
    const courseClasses = await db.select().from(groupClasses).where(eq(groupClasses.teacher_id, teacher.userId));
    expect(courseClasses.filter((c) => c.course_id !== null)).toHaveLength(3);
  });
});
