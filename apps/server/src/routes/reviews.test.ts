import { MyReviewResponseSchema, ReplyToReviewResponseSchema, TeacherReviewsResponseSchema } from '@app/api';
import { DAY_MS, DEFAULT_PLATFORM_COMMISSION_BPS, HOUR_MS, REVIEW_EDIT_WINDOW_MS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bookClass } from '../commands/book-class';
import { reviews, teachers } from '../db/schema-catalog';
import { domainEvents } from '../db/schema-outbox';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { lessonBody, makeLessonTeacher } from '../testing/lesson-fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
type Json = { data: unknown; error: { code: string; message: string; field?: string } };
const json = async (res: Response): Promise<Json> => (await res.json()) as Json;

describeEachDatabase('reviews after class (issue 17): /v2/me/reviews/:kind/:id and the teacher reply', (ctx) => {
  async function world() {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW });
    const book = async (userId: number) =>
      db.transaction((tx) =>
        bookClass({
          tx,
          actor: { kind: 'student', userId },
          now: NOW,
          classId: cls.classId,
          commissionBps: DEFAULT_PLATFORM_COMMISSION_BPS,
        }),
      );
    const ana = await makeUser(db, app, { now: NOW, credit: 10_000 });
    const ben = await makeUser(db, app, { now: NOW, credit: 10_000 });
    await book(ana.userId);
    await book(ben.userId);
    const path = `/api/v2/me/reviews/class/${cls.classId}`;
    const storedReviews = () => db.select().from(reviews).where(eq(reviews.teacher_id, teacher.userId));
    const rating = async () => (await db.select().from(teachers).where(eq(teachers.user_id, teacher.userId)))[0]?.overall_rating;
    return { app, clock, db, teacher, cls, ana, ben, path, storedReviews, rating };
  }

  it('a booked student reviews from the end of the class, once; the average and the lists come from the stored reviews', async () => {
    const { app, clock, db, teacher, cls, ana, ben, path, storedReviews, rating } = await world();
    const before = MyReviewResponseSchema.parse(await json(await ana.agent.get(path))).data;
    expect(before.review).toBeNull();
    expect(before.session).toMatchObject({
      kind: 'class',
      id: cls.classId,
      seat_status: 'SCHEDULED',
      attended: null,
      class_status: 'UPCOMING',
    });

    clock.set(cls.end - 1);
    const early = await ana.agent.put(path, { rating: 4, content: 'Too early' });
    expect(early.status).toBe(409);
    expect((await json(early)).error.code).toBe('ReviewNotOpen');
    expect(await storedReviews()).toEqual([]);

    clock.set(cls.end);
    const written = await ana.agent.put(path, { rating: 4, content: 'Clear and friendly.' });
    expect(written.status).toBe(200);
    const mine = MyReviewResponseSchema.parse(await json(written)).data.review;
    expect(mine).toMatchObject({ rating: 4, content: 'Clear and friendly.', create_time: new Date(cls.end).toISOString(), reply: null });
    expect(await rating()).toBe(4);
    clock.set(cls.end + HOUR_MS);
    expect((await ben.agent.put(path, { rating: 5, content: 'Loved it!' })).status).toBe(200);
    expect(await rating()).toBe(4.5);
    // Once per seat: a second write is an edit of the same row.
    expect(await storedReviews()).toHaveLength(2);
    const [anaRow] = (await storedReviews()).filter((r) => r.student_id === ana.userId);
    expect(anaRow).toMatchObject({
      lesson_count: 1,
      session_language: 'english',
      group_class_student_id: expect.any(Number) as unknown,
      lesson_id: null,
    });

    const list = TeacherReviewsResponseSchema.parse(
      await json(await createAgent(app).get(`/api/v2/teacher/${teacher.userId}/lesson_reviews`)),
    );
    expect(list.data.rating).toEqual({ average: 4.5, count: 2 });
    expect(list.data.review_list.map((r) => [r.user_info.user_id, r.rating, r.comment_info.content])).toEqual([
      [ben.userId, 5, 'Loved it!'],
      [ana.userId, 4, 'Clear and friendly.'],
    ]);
    const events = await db.select().from(domainEvents).where(eq(domainEvents.type, 'ReviewWritten'));
    expect(events.filter((e) => (e.payload as { teacherId: number }).teacherId === teacher.userId)).toHaveLength(2);
  });

  it('"editable for 7 days": an edit 1 ms before the 7 days is taken, at exactly 7 days it is refused and nothing changes', async () => {
    const { clock, ana, cls, path, storedReviews, rating } = await world();
    const writtenAt = cls.end + 2 * HOUR_MS;
    clock.set(writtenAt);
    expect((await ana.agent.put(path, { rating: 2, content: 'Hmm.' })).status).toBe(200);
    clock.set(writtenAt + REVIEW_EDIT_WINDOW_MS - 1);
    const edited = MyReviewResponseSchema.parse(await json(await ana.agent.put(path, { rating: 5, content: 'Better on reflection.' }))).data
      .review;
    expect(edited).toMatchObject({
      rating: 5,
      create_time: new Date(writtenAt).toISOString(),
      update_time: new Date(writtenAt + REVIEW_EDIT_WINDOW_MS - 1).toISOString(),
    });
    expect(await rating()).toBe(5);
    clock.set(writtenAt + REVIEW_EDIT_WINDOW_MS);
    const closed = await ana.agent.put(path, { rating: 1, content: 'Changed my mind' });
    expect(closed.status).toBe(409);
    expect((await json(closed)).error.code).toBe('ReviewEditClosed');
    expect((await storedReviews()).map((r) => [r.rating, r.content])).toEqual([[5, 'Better on reflection.']]);
  });

  it('refuses a student without a seat (404), a dropped seat, a student marked absent, and a rating outside 1-5', async () => {
    const { app, clock, db, teacher, cls, ana, ben, path, storedReviews } = await world();
    const stranger = await makeUser(db, app, { now: NOW });
    const dropper = await makeUser(db, app, { now: NOW, credit: 10_000 });
    await db.transaction((tx) =>
      bookClass({
        tx,
        actor: { kind: 'student', userId: dropper.userId },
        now: NOW,
        classId: cls.classId,
        commissionBps: DEFAULT_PLATFORM_COMMISSION_BPS,
      }),
    );
    expect((await dropper.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/CANCEL`)).status).toBe(200);
    clock.set(cls.start + 5 * 60_000);
    const marked = await teacher.agent.put(`/api/v1/teaching/classes/${cls.classId}/attendance`, {
      marks: [
        { student_id: ana.userId, attended: true },
        { student_id: ben.userId, attended: false },
      ],
    });
    expect(marked.status).toBe(200);
    clock.set(cls.end + DAY_MS);
    expect((await stranger.agent.get(path)).status).toBe(404);
    expect((await stranger.agent.put(path, { rating: 5, content: 'Never went' })).status).toBe(404);
    const dropped = await dropper.agent.put(path, { rating: 5, content: 'Dropped it' });
    expect([dropped.status, (await json(dropped)).error.code]).toEqual([409, 'ReviewNotOpen']);
    const absent = await ben.agent.put(path, { rating: 1, content: 'Was not there' });
    expect([absent.status, (await json(absent)).error.code]).toEqual([409, 'ReviewNotOpen']);
    for (const body of [
      { rating: 6, content: 'x' },
      { rating: 0, content: 'x' },
      { rating: 4.5, content: 'x' },
      { rating: 4, content: '  ' },
    ]) {
      const bad = await ana.agent.put(path, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect(await storedReviews()).toEqual([]);
    expect((await ana.agent.put(path, { rating: 3, content: 'Present and reviewing.' })).status).toBe(200);
  });

  it('"teachers may reply once": the reviewed teacher replies, a second reply is 409, another teacher 404, the list shows it', async () => {
    const { app, clock, db, teacher, cls, ana, path } = await world();
    clock.set(cls.end);
    const review = MyReviewResponseSchema.parse(await json(await ana.agent.put(path, { rating: 5, content: 'Great!' }))).data.review!;
    const other = await makeTeacher(db, app, { now: NOW });
    const replyPath = `/api/v2/teacher/reviews/${review.comment_id}/reply`;
    expect((await other.agent.post(replyPath, { content: 'Not mine' })).status).toBe(404);
    expect((await ana.agent.post(replyPath, { content: 'Student is not the teacher' })).status).toBe(404);
    clock.set(cls.end + DAY_MS);
    const replied = ReplyToReviewResponseSchema.parse(await json(await teacher.agent.post(replyPath, { content: 'Thank you, Ana!' })));
    expect(replied.data.reply).toEqual({ content: 'Thank you, Ana!', create_time: new Date(cls.end + DAY_MS).toISOString() });
    const again = await teacher.agent.post(replyPath, { content: 'Twice' });
    expect([again.status, (await json(again)).error.code]).toEqual([409, 'ReviewAlreadyReplied']);
    const list = TeacherReviewsResponseSchema.parse(
      await json(await createAgent(app).get(`/api/v2/teacher/${teacher.userId}/lesson_reviews`)),
    );
    expect(list.data.review_list[0]?.reply).toEqual(replied.data.reply);
    expect(MyReviewResponseSchema.parse(await json(await ana.agent.get(path))).data.review?.reply?.content).toBe('Thank you, Ana!');
    expect((await teacher.agent.post('/api/v2/teacher/reviews/987654321/reply', { content: 'x' })).status).toBe(404);
  });

  it('a one-to-one lesson is reviewed after its end by its student only; a cancelled lesson is not', async () => {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const tutor = await makeLessonTeacher(db, app, { now: NOW });
    const student = await makeUser(db, app, { now: NOW, credit: 10_000 });
    const other = await makeUser(db, app, { now: NOW, credit: 10_000 });
    const booked = await student.agent.post(
      '/api/v1/lessons',
      lessonBody({ teacherId: tutor.userId, language: tutor.language, start: tutor.block }),
    );
    expect(booked.status).toBe(200);
    const lessonId = ((await booked.json()) as { data: { lesson: { id: number } } }).data.lesson.id;
    const second = await other.agent.post(
      '/api/v1/lessons',
      lessonBody({ teacherId: tutor.userId, language: tutor.language, start: tutor.block + 2 * 30 * 60_000 }),
    );
    const cancelledId = ((await second.json()) as { data: { lesson: { id: number } } }).data.lesson.id;
    expect((await other.agent.post(`/api/v1/lessons/${cancelledId}/actions/CANCEL`)).status).toBe(200);
    const lessonEnd = tutor.block + 30 * 60_000;
    clock.set(lessonEnd);
    expect((await other.agent.put(`/api/v2/me/reviews/lesson/${lessonId}`, { rating: 5, content: 'Not my lesson' })).status).toBe(404);
    clock.set(tutor.block + 3 * 30 * 60_000);
    const refused = await other.agent.put(`/api/v2/me/reviews/lesson/${cancelledId}`, { rating: 5, content: 'Cancelled' });
    expect((await json(refused)).error.code).toBe('ReviewNotOpen');
    const written = MyReviewResponseSchema.parse(
      await json(await student.agent.put(`/api/v2/me/reviews/lesson/${lessonId}`, { rating: 4, content: 'Useful trial.' })),
    );
    expect(written.data.session).toMatchObject({
      kind: 'lesson',
      id: lessonId,
      status: 'BOOKED',
      end_time: new Date(lessonEnd).toISOString(),
    });
    expect((await db.select().from(teachers).where(eq(teachers.user_id, tutor.userId)))[0]?.overall_rating).toBe(4);
  });
});
