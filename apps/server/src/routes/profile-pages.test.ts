import { PublicUserProfileResponseSchema, TeacherProfileResponseSchema, TopicDetailResponseSchema } from '@app/api';
import { DAY_MS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema-accounts';
import { teachers, topics } from '../db/schema-catalog';
import { storeLessonReviews } from '../testing/review-fixtures';
import { createAgent } from '../testing/agent';
import { makeCourse, makeCourseTopic } from '../testing/course-fixtures';
import { describeEachDatabase } from '../testing/databases';
import { makeTeacher, makeUser } from '../testing/fixtures';
import { makeCountry, makeSearchTeacher, setLanguageList, uniqueLanguage } from '../testing/teacher-fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; field?: string } }).error;
}

describeEachDatabase('topic detail, teacher profile and user profile pages', (ctx) => {
  const db = () => ctx.database.db;

  it('GET /v1/group_topics/{id}: a listed class topic with its teacher and teacher video, to anyone', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const teacher = await makeTeacher(db(), app, { now: NOW });
    await db()
      .update(teachers)
      .set({ video_url: '/media/intro.mp4', video_pic_url: '/api/assets/posters/t.svg' })
      .where(eq(teachers.user_id, teacher.userId));
    const res = await createAgent(app).get(`/api/v1/group_topics/${teacher.topicId}`);
    expect(res.status).toBe(200);
    const data = TopicDetailResponseSchema.parse(await res.json()).data;
    expect(data.group_topic).toMatchObject({
      id: teacher.topicId,
      title: 'Small talk at work',
      language: 'english',
      language_level: 3,
      category: 'CA002',
      price: 1500,
      status: 'APPROVE',
    });
    expect(data.teacher_info).toMatchObject({ id: teacher.userId, user_id: teacher.userId, teach_language: [] });
    expect(data.teacher_video).toEqual({
      cover_name: '/api/assets/posters/t.svg',
      qiniu_video_pic_url: '/api/assets/posters/t.svg',
      qiniu_video_url: '/media/intro.mp4',
      video_url: '/media/intro.mp4',
    });
    expect(data.kind).toBe('class');
    expect(data.course).toBeNull();
  });

  it('GET /v1/group_topics/{id}: a course topic carries its next open group (outcomes, class_amount, course price, outlines), else its latest', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const teacher = await makeTeacher(db(), app, { now: NOW });
    const topicId = await makeCourseTopic(db(), { teacherId: teacher.userId, now: NOW });
    const empty = TopicDetailResponseSchema.parse(await (await createAgent(app).get(`/api/v1/group_topics/${topicId}`)).json()).data;
    expect(empty).toMatchObject({ kind: 'course', course: null });

    const started = await makeCourse(db(), {
      teacherId: teacher.userId,
      topicId,
      now: NOW,
      startsIn: -8 * DAY_MS,
      classCount: 4,
      status: 'Ongoing',
    });
    const onlyPast = TopicDetailResponseSchema.parse(await (await createAgent(app).get(`/api/v1/group_topics/${topicId}`)).json()).data;
    expect(onlyPast.course?.course_id).toBe(started.courseId);

    const next = await makeCourse(db(), {
      teacherId: teacher.userId,
      topicId,
      now: NOW,
      startsIn: 12 * DAY_MS,
      classCount: 3,
      price: 1100,
      minSpots: 2,
      maxSpots: 5,
    });
    await makeCourse(db(), { teacherId: teacher.userId, topicId, now: NOW, startsIn: 30 * DAY_MS, classCount: 3 });
    const data = TopicDetailResponseSchema.parse(await (await createAgent(app).get(`/api/v1/group_topics/${topicId}`)).json()).data;
    expect(data.kind).toBe('course');
    expect(data.group_topic).toMatchObject({ id: topicId, title: 'Business English in 4 weeks' });
    expect(data.course).toEqual({
      course_id: next.courseId,
      class_amount: 3,
      price: 1100,
      course_price: 3300,
      min_spots: 2,
      max_spots: 5,
      outcomes: ['Lead a meeting', 'Write a clear e-mail'],
      outlines: [1, 2, 3].map((i) => ({ class_index: i, class_title: `Week ${i}`, description: `What week ${i} covers.` })),
    });
  });

  it('GET /v1/group_topics/{id}: 404 for an unlisted or unknown topic, 400 naming id for a bad one', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const teacher = await makeTeacher(db(), app, { now: NOW });
    await db().update(topics).set({ status: 'PENDING' }).where(eq(topics.id, teacher.topicId));
    const agent = createAgent(app);
    const hidden = await agent.get(`/api/v1/group_topics/${teacher.topicId}`);
    expect(hidden.status).toBe(404);
    expect(await errorOf(hidden)).toMatchObject({ code: 'NotFound' });
    expect((await agent.get('/api/v1/group_topics/987654321')).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const res = await agent.get(`/api/v1/group_topics/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: 'InvalidRequest', field: 'id' });
    }
  });

  it('GET /v1/teachers/{id}: the profile with prices, video, stats, favourites and the review total; is_favor for the signed-in viewer', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const language = uniqueLanguage();
    const country = await makeCountry(db(), { name: 'Spain' });
    const teacher = await makeSearchTeacher(db(), app, {
      now: NOW,
      language,
      isPro: true,
      rating: 4.8,
      sessionCount: 120,
      minPrice: 2000,
      trialPrice: 700,
      countryId: country.id,
      alsoSpeak: [{ language: 'english', level: 5 }],
      firstValidTime: NOW - 30 * DAY_MS,
      signature: 'Grammar without tears',
      about: 'Ten years of teaching.',
    });
    const fan = await makeUser(db(), app, { now: NOW });
    const stranger = await makeUser(db(), app, { now: NOW });
    expect((await fan.agent.post(`/api/v2/teachers/${teacher.userId}/favourite`)).status).toBe(200);
    await storeLessonReviews(db(), [
      {
        teacher_id: teacher.userId,
        student_id: fan.userId,
        content: 'Great class!',
        session_language: language,
        lesson_count: 3,
        create_time: new Date(NOW - DAY_MS),
      },
      {
        teacher_id: teacher.userId,
        student_id: stranger.userId,
        content: 'Muy bien',
        session_language: 'spanish',
        lesson_count: 1,
        create_time: new Date(NOW - 2 * DAY_MS),
      },
      {
        teacher_id: teacher.userId,
        student_id: stranger.userId,
        content: '  ',
        session_language: language,
        lesson_count: 1,
        create_time: new Date(NOW - 3 * DAY_MS),
      },
    ]);

    const seen = TeacherProfileResponseSchema.parse(await (await createAgent(app).get(`/api/v1/teachers/${teacher.userId}`)).json()).data;
    expect(seen.teacher_info).toMatchObject({
      id: teacher.userId,
      user_id: teacher.userId,
      is_pro: true,
      overall_rating: 4.8,
      country: 'Spain',
      origin_country_id: country.id,
      short_signature: 'Grammar without tears',
      about_teacher: 'Ten years of teaching.',
      teach_language: [{ language, level: 7 }],
    });
    expect(seen.teacher_video).toEqual({
      cover_name: '/media/posters/intro.svg',
      qiniu_video_pic_url: '/media/posters/intro.svg',
      qiniu_video_url: '/media/videos/intro.mp4',
      video_url: '/media/videos/intro.mp4',
    });
    expect(seen.course_info).toEqual({ has_trial: true, min_price: 2000, trial_price: 700, trial_session_count: 1 });
    expect(seen.teacher_stats).toEqual({
      first_valid_time: new Date(NOW - 30 * DAY_MS).toISOString(),
      pro_rating: 4.8,
      tutor_rating: 4.8,
      session_count: 120,
      student_count: 3,
      is_new: false,
      also_speak: [{ language: 'english', level: 5 }],
    });
    expect(seen).toMatchObject({ favourite_count: 1, is_favor: false, review_total: 2 });

    const mine = TeacherProfileResponseSchema.parse(await (await fan.agent.get(`/api/v1/teachers/${teacher.userId}`)).json()).data;
    expect(mine).toMatchObject({ favourite_count: 1, is_favor: true });
    const theirs = TeacherProfileResponseSchema.parse(await (await stranger.agent.get(`/api/v1/teachers/${teacher.userId}`)).json()).data;
    expect(theirs.is_favor).toBe(false);
  });

  it('GET /v1/teachers/{id}: 404 for a user who is not a teacher and for an unknown id; 400 naming id', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const student = await makeUser(db(), app, { now: NOW });
    const agent = createAgent(app);
    const notTeacher = await agent.get(`/api/v1/teachers/${student.userId}`);
    expect(notTeacher.status).toBe(404);
    expect(await errorOf(notTeacher)).toMatchObject({ code: 'NotFound' });
    expect((await agent.get('/api/v1/teachers/987654321')).status).toBe(404);
    expect(await errorOf(await agent.get('/api/v1/teachers/x1'))).toMatchObject({ code: 'InvalidRequest', field: 'id' });
  });

  it('GET /v1/users/{id}: a public profile with learning and spoken languages, never the email', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const country = await makeCountry(db(), { name: 'Japan' });
    const student = await makeUser(db(), app, { now: NOW });
    await db()
      .update(users)
      .set({ nickname: 'Aiko S.', avatar_file_name: '/api/assets/avatars/aiko-s.svg', origin_country_id: country.id })
      .where(eq(users.user_id, student.userId));
    await setLanguageList(db(), student.userId, [
      { language: 'spanish', level: 2, is_learning: true },
      { language: 'english', level: 4, is_learning: false },
      { language: 'german', level: 1, is_learning: true },
      { language: 'japanese', level: 7, is_learning: false },
      { language: 'french', level: 2, is_learning: false },
    ]);
    const res = await createAgent(app).get(`/api/v1/users/${student.userId}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('@fixture.test');
    expect(text).not.toContain('email');
    expect(PublicUserProfileResponseSchema.parse(JSON.parse(text)).data).toEqual({
      user_id: student.userId,
      nickname: 'Aiko S.',
      avatar_file_name: '/api/assets/avatars/aiko-s.svg',
      origin_country_id: country.id,
      country: 'Japan',
      learning_languages: [
        { language: 'spanish', level: 2 },
        { language: 'german', level: 1 },
      ],
      spoken_languages: [
        { language: 'japanese', level: 7, is_native: true },
        { language: 'english', level: 4, is_native: false },
      ],
      is_teacher: false,
      created_at: new Date(NOW).toISOString(),
    });
    const teacher = await makeTeacher(db(), app, { now: NOW });
    const asTeacher = PublicUserProfileResponseSchema.parse(await (await student.agent.get(`/api/v1/users/${teacher.userId}`)).json()).data;
    expect(asTeacher).toMatchObject({
      user_id: teacher.userId,
      is_teacher: true,
      country: null,
      learning_languages: [],
      spoken_languages: [],
    });
  });

  it('GET /v1/users/{id}: 404 unknown, 400 naming id', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const agent = createAgent(app);
    expect((await agent.get('/api/v1/users/987654321')).status).toBe(404);
    expect(await errorOf(await agent.get('/api/v1/users/9'.padEnd(30, '9')))).toMatchObject({ code: 'InvalidRequest', field: 'id' });
    expect(await errorOf(await agent.get('/api/v1/users/abc'))).toMatchObject({ code: 'InvalidRequest', field: 'id' });
  });
});
