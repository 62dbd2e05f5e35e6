import { FavouritesResponseSchema, FavouriteTopicResponseSchema } from '@app/api';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema-accounts';
import { teacherLanguages, topics } from '../db/schema-catalog';
import { topicFavourites } from '../db/schema-discovery';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { makeCourse, makeSearchTeacher, makeTopic, makeTopicClass } from '../testing/search-fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
const iso = (ms: number) => new Date(ms).toISOString();
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; field?: string } }).error;

describeEachDatabase('favourites: saved topics and the favourites page', (ctx) => {
  function setup() {
    const { app, clock } = createTestApp(ctx.database, NOW);
    return { app, clock, db: ctx.database.db, visitor: createAgent(app) };
  }

  it('saving a topic: add and remove are idempotent; signed-in only; unknown or unlisted topic 404; an unlisted one can still be removed', async () => {
    const { app, db, visitor } = setup();
    const teacher = await makeSearchTeacher(db, app, { now: NOW });
    const topic = await makeTopic(db, { teacherId: teacher.userId, now: NOW });
    const student = await makeUser(db, app, { now: NOW });
    const path = `/api/v2/group_topics/${topic.id}/favourite`;
    const fav = async (res: Response) => {
      expect(res.status).toBe(200);
      return FavouriteTopicResponseSchema.parse(await res.json()).data;
    };

    expect(await fav(await student.agent.post(path))).toEqual({ topic_id: topic.id, is_favor: true });
    expect(await fav(await student.agent.post(path))).toEqual({ topic_id: topic.id, is_favor: true });
    expect(await db.select().from(topicFavourites).where(eq(topicFavourites.topic_id, topic.id))).toHaveLength(1);
    expect(await fav(await student.agent.delete(path))).toEqual({ topic_id: topic.id, is_favor: false });
    expect(await fav(await student.agent.delete(path))).toEqual({ topic_id: topic.id, is_favor: false });
    expect(await db.select().from(topicFavourites).where(eq(topicFavourites.topic_id, topic.id))).toHaveLength(0);

    const anonymous = await visitor.post(path);
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).code).toBe('NotSignedIn');
    expect((await visitor.delete(path)).status).toBe(401);
    expect((await student.agent.post(path, undefined, { csrf: false })).status).toBe(403);
    const missing = await student.agent.post('/api/v2/group_topics/987654321/favourite');
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).code).toBe('NotFound');
    expect((await student.agent.delete('/api/v2/group_topics/987654321/favourite')).status).toBe(404);
    const bad = await student.agent.post('/api/v2/group_topics/abc/favourite');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).field).toBe('id');

    await fav(await student.agent.post(path));
    await db.update(topics).set({ status: 'ARCHIVED' }).where(eq(topics.id, topic.id));
    expect((await student.agent.post(path)).status).toBe(404);
    expect(await fav(await student.agent.delete(path))).toEqual({ topic_id: topic.id, is_favor: false });
    expect(await db.select().from(topicFavourites).where(eq(topicFavourites.topic_id, topic.id))).toHaveLength(0);
  });

  it("GET /v2/me/favourites: the user's own saved teachers and listed topics, newest first, with the profile language, price and next class", async () => {
    const { app, clock, db, visitor } = setup();
    const lucia = await makeSearchTeacher(db, app, { now: NOW, nickname: 'Lucía' });
    await db.insert(teacherLanguages).values([
      { teacher_id: lucia.userId, language: 'french', level: 5, teaches: true },
      { teacher_id: lucia.userId, language: 'spanish', level: 7, teaches: true },
      { teacher_id: lucia.userId, language: 'german', level: 7, teaches: false },
    ]);
    const tom = await makeSearchTeacher(db, app, { now: NOW, nickname: 'Tom' });
    const single = await makeTopic(db, {
      teacherId: lucia.userId,
      now: NOW,
      title: 'Ordering tapas',
      language: 'spanish',
      language_level: 2,
    });
    // Not its next class: cancelled, already started, or a course's.
    await makeTopicClass(db, { topic: single, start: NOW + DAY_MS, status: 'CANCELLED' });
    await makeTopicClass(db, { topic: single, start: NOW - 10 * MINUTE_MS });
    const next = await makeTopicClass(db, { topic: single, start: NOW + 2 * DAY_MS });
    await makeTopicClass(db, { topic: single, start: NOW + 5 * DAY_MS });
    const course = await makeTopic(db, { teacherId: tom.userId, now: NOW, title: 'Business English', is_course: true, duration: 45 });
    await makeCourse(db, { topic: course, start: NOW + 3 * DAY_MS });
    const quiet = await makeTopic(db, { teacherId: tom.userId, now: NOW, title: 'Nothing scheduled' });
    const archived = await makeTopic(db, { teacherId: tom.userId, now: NOW, title: 'Archived later' });
    const student = await makeUser(db, app, { now: NOW });
    const other = await makeUser(db, app, { now: NOW });

    const saves = [
      `/api/v2/teachers/${tom.userId}/favourite`,
      `/api/v2/group_topics/${single.id}/favourite`,
      `/api/v2/group_topics/${archived.id}/favourite`,
      `/api/v2/teachers/${lucia.userId}/favourite`,
      `/api/v2/group_topics/${course.id}/favourite`,
      `/api/v2/group_topics/${quiet.id}/favourite`,
    ];
    for (const path of saves) {
      expect((await student.agent.post(path)).status).toBe(200);
      clock.advance(MINUTE_MS);
    }
    expect((await other.agent.post(`/api/v2/group_topics/${single.id}/favourite`)).status).toBe(200);
    await db.update(topics).set({ status: 'ARCHIVED' }).where(eq(topics.id, archived.id));
    const [luciaAvatar] = await db.select({ avatar: users.avatar_file_name }).from(users).where(eq(users.user_id, lucia.userId));

    const res = await student.agent.get('/api/v2/me/favourites');
    expect(res.status).toBe(200);
    const { data } = FavouritesResponseSchema.parse(await res.json());
    expect(data.teachers).toEqual([
      {
        teacher_id: lucia.userId,
        nickname: 'Lucía',
        avatar_file_name: luciaAvatar?.avatar ?? null,
        is_pro: false,
        language: 'spanish',
        min_price: 1000,
        saved_at: iso(NOW + 3 * MINUTE_MS),
      },
      expect.objectContaining({ teacher_id: tom.userId, nickname: 'Tom', language: null, saved_at: iso(NOW) }),
    ]);
    expect(data.topics).toEqual([
      expect.objectContaining({ topic_id: quiet.id, kind: 'class', next_class: null, saved_at: iso(NOW + 5 * MINUTE_MS) }),
      expect.objectContaining({
        topic_id: course.id,
        kind: 'course',
        title: 'Business English',
        next_class: { start_time: iso(NOW + 3 * DAY_MS), end_time: iso(NOW + 3 * DAY_MS + 45 * MINUTE_MS) },
      }),
      {
        topic_id: single.id,
        kind: 'class',
        title: 'Ordering tapas',
        intro_cover: null,
        language: 'spanish',
        language_level: 2,
        price: 1500,
        next_class: { start_time: next.start_time.toISOString(), end_time: iso(NOW + 2 * DAY_MS + HOUR_MS) },
        saved_at: iso(NOW + MINUTE_MS),
      },
    ]);

    const theirs = FavouritesResponseSchema.parse(await (await other.agent.get('/api/v2/me/favourites')).json()).data;
    expect(theirs).toEqual({ teachers: [], topics: [expect.objectContaining({ topic_id: single.id })] });
    const anonymous = await visitor.get('/api/v2/me/favourites');
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).code).toBe('NotSignedIn');
  });
});
