import { CalendarFeedCreatedResponseSchema, CalendarFeedResponseSchema } from '@app/api';
import { DAY_MS, readInZone } from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema-accounts';
import { createAgent } from '../testing/agent';
import { parseIcs } from '../testing/parse-ics';
import { makeCourse, makeCourseTopic } from '../testing/course-fixtures';
import { describeEachDatabase } from '../testing/databases';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { lessonBody, makeLessonTeacher } from '../testing/lesson-fixtures';
import { storedEventsOf } from '../testing/domain-events';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
const PUBLIC_URL = 'https://linguaroom.example';
const ZONE = 'America/New_York';

describeEachDatabase('calendar files and the private feed (issue 15 "Calendar")', (ctx) => {
  async function setup() {
    const { app, clock } = createTestApp(ctx.database, NOW, { publicUrl: PUBLIC_URL });
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const student = await makeUser(db, app, { now: NOW, credit: 50_000 });
    await db.update(users).set({ timezone_iana: ZONE }).where(eq(users.user_id, student.userId));
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, startsIn: 2 * DAY_MS });
    expect((await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {})).status).toBe(200);
    const courseTopic = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(db, {
      teacherId: teacher.userId,
      topicId: courseTopic,
      now: NOW,
      startsIn: 10 * DAY_MS,
      classCount: 3,
    });
    expect((await student.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/BOOK`, {})).status).toBe(200);
    const tutor = await makeLessonTeacher(db, app, { now: NOW });
    const lesson = await student.agent.post(
      '/api/v1/lessons',
      lessonBody({ teacherId: tutor.userId, language: tutor.language, start: tutor.block }),
    );
    expect(lesson.status).toBe(200);
    const lessonId = ((await lesson.json()) as { data: { lesson: { id: number } } }).data.lesson.id;
    return { app, clock, db, teacher, student, cls, course, lessonId };
  }

  it("a booked class's .ics: one event at the student's wall time in her zone (TZID and its VTIMEZONE), the room door's link, no passcode, only her as attendee", async () => {
    const { student, cls, db } = await setup();
    const response = await student.agent.get(`/api/v1/me/calendar/classes/${cls.classId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(`class-${cls.classId}.ics`);
    const text = await response.text();
    expect(text).not.toContain('kp2026');
    expect(text).not.toContain('meet.invalid');
    const { events, zones } = parseIcs(text);
    expect(zones).toEqual([ZONE]);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.tzid).toBe(ZONE);
    expect(event?.start).toBe(cls.start);
    expect(event?.localStart).toBe(readInZone({ instant: cls.start, zone: ZONE }).local_time);
    expect(event?.status).toBe('CONFIRMED');
    expect(event?.location).toBe(`${PUBLIC_URL}/video-room/${cls.classId}`);
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.user_id, student.userId));
    expect(event?.attendees.map((a) => a.toLowerCase())).toEqual([`mailto:${row?.email}`]);
    // The same UID on every download, so a calendar updates rather than duplicates.
    const again = parseIcs(await (await student.agent.get(`/api/v1/me/calendar/classes/${cls.classId}`)).text());
    expect(again.events[0]?.uid).toBe(event?.uid);
  });

  it('a class of a course seat and a lesson have their own files; another student gets 404, a visitor 401', async () => {
    const { app, db, student, course, lessonId, cls } = await setup();
    const courseClassId = course.classIds[1];
    const courseFile = parseIcs(await (await student.agent.get(`/api/v1/me/calendar/classes/${courseClassId}`)).text());
    expect(courseFile.events[0]?.summary).toMatch(/\(class 2 of 3\) with /);
    const lessonFile = parseIcs(await (await student.agent.get(`/api/v1/me/calendar/lessons/${lessonId}`)).text());
    expect(lessonFile.events[0]?.location).toBe(`${PUBLIC_URL}/video-room/lesson-${lessonId}`);

    const other = await makeUser(db, app, { now: NOW });
    expect((await other.agent.get(`/api/v1/me/calendar/classes/${cls.classId}`)).status).toBe(404);
    expect((await other.agent.get(`/api/v1/me/calendar/lessons/${lessonId}`)).status).toBe(404);
    expect((await other.agent.get('/api/v1/me/calendar/classes/abc')).status).toBe(404);
    expect((await createAgent(app).get(`/api/v1/me/calendar/classes/${cls.classId}`)).status).toBe(401);
  });

  it('the feed: created in settings, read without a session; after a drop the class is CANCELLED (a higher SEQUENCE); a reset stops the old address', async () => {
    const { app, student, cls, course, lessonId } = await setup();
    expect(CalendarFeedResponseSchema.parse(await (await student.agent.get('/api/v1/me/calendar-feed')).json()).data.feed).toBeNull();
    const created = CalendarFeedCreatedResponseSchema.parse(await (await student.agent.post('/api/v1/me/calendar-feed', {})).json()).data
      .feed;
    expect(created.https_url).toMatch(new RegExp(`^${PUBLIC_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(created.webcal_url).toBe(created.https_url.replace('https:', 'webcal:'));
    expect(CalendarFeedResponseSchema.parse(await (await student.agent.get('/api/v1/me/calendar-feed')).json()).data.feed).toEqual(created);

    const calendarApp = createAgent(app);
    const path = new URL(created.https_url).pathname;
    const feed = await calendarApp.get(path);
    expect(feed.status).toBe(200);
    const { events } = parseIcs(await feed.text());
    expect(events).toHaveLength(1 + course.classIds.length + 1);
    expect(events.map((e) => e.status)).toEqual(events.map(() => 'CONFIRMED'));
    expect(events.some((e) => e.location.endsWith(`/video-room/lesson-${lessonId}`))).toBe(true);

    expect((await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/CANCEL`, {})).status).toBe(200);
    const afterDrop = parseIcs(await (await calendarApp.get(path)).text()).events.find((e) =>
      e.location.endsWith(`/video-room/${cls.classId}`),
    );
    expect(afterDrop?.status).toBe('CANCELLED');
    expect(afterDrop?.sequence).toBe(1);

    const reset = CalendarFeedCreatedResponseSchema.parse(await (await student.agent.post('/api/v1/me/calendar-feed', {})).json()).data
      .feed;
    expect(reset.https_url).not.toBe(created.https_url);
    expect((await calendarApp.get(path)).status).toBe(404);
    expect((await calendarApp.get(new URL(reset.https_url).pathname)).status).toBe(200);
    expect((await calendarApp.get('/api/calendar/not-a-token.ics')).status).toBe(404);
    // A command of its own (issue 19): made, then reset; the secret token is in no event.
    expect(await storedEventsOf(ctx.database.db, { type: 'CalendarFeedReset', userId: student.userId })).toEqual([
      { userId: student.userId, created: true },
      { userId: student.userId, created: false },
    ]);
  });

  it("the teacher's feed lists the classes she teaches, with no student's name or address", async () => {
    const { teacher, student, cls, db } = await setup();
    const created = CalendarFeedCreatedResponseSchema.parse(await (await teacher.agent.post('/api/v1/me/calendar-feed', {})).json()).data
      .feed;
    const text = await (await teacher.agent.get(new URL(created.https_url).pathname)).text();
    const [row] = await db.select({ email: users.email, nickname: users.nickname }).from(users).where(eq(users.user_id, student.userId));
    expect(text).not.toContain(row?.email ?? '@');
    expect(text).not.toContain(row?.nickname ?? '?');
    const taught = parseIcs(text).events.find((e) => e.location.endsWith(`/video-room/${cls.classId}`));
    expect(taught?.summary).toMatch(/^Teaching: /);
  });
});
