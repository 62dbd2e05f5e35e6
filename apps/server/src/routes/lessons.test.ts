import { LessonBookingOptionsResponseSchema, MyClassesResponseSchema, TrialInfoResponseSchema, WalletResponseSchema } from '@app/api';
import { DAY_MS, HOUR_MS, LESSON_SLOT_MS } from '@app/domain';
import { expect, it } from 'vitest';
import { studentLessonStats } from '../db/schema-discovery';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { mailsTo, makeUser } from '../testing/fixtures';
import { lessonBody, makeLessonTeacher } from '../testing/lesson-fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
type Json = { data: Record<string, unknown>; error: { code: string; message: string; field?: string } };
const json = async (res: Response): Promise<Json> => (await res.json()) as Json;

describeEachDatabase('one-to-one lessons', (ctx) => {
  async function setup(options: { instantBooking?: boolean; hasTrial?: boolean; trialPrice?: number; credit?: number } = {}) {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeLessonTeacher(db, app, { now: NOW, ...options });
    const student = await makeUser(db, app, { now: NOW, credit: options.credit ?? 10_000 });
    const optionsOf = async (agent: { get: (p: string) => Promise<Response> }, query = '') => {
      const res = await agent.get(`/api/v1/lessons/booking_options?teacher_id=${teacher.userId}&language=${teacher.language}${query}`);
      expect(res.status).toBe(200);
      return LessonBookingOptionsResponseSchema.parse(await res.json()).data;
    };
    const book = (agent: typeof student.agent, body: Partial<Parameters<typeof lessonBody>[0]> = {}) =>
      agent.post('/api/v1/lessons', lessonBody({ teacherId: teacher.userId, language: teacher.language, start: teacher.block, ...body }));
    const balance = async () => WalletResponseSchema.parse(await (await student.agent.get('/api/v1/wallet')).json()).data.balance;
    return { app, clock, db, teacher, student, optionsOf, book, balance };
  }

  it('booking options: the teacher, trial + 30 + 60 min, open slots of the next 14 days; a visitor has no balance', async () => {
    const { app, teacher, student, optionsOf } = await setup();
    const visitor = await optionsOf(createAgent(app));
    expect(visitor.teacher).toMatchObject({ user_id: teacher.userId, instant_booking: false });
    expect(visitor.options).toEqual([
      { key: 'trial', is_trial: true, duration: 30, price: 500 },
      { key: 'lesson-30', is_trial: false, duration: 30, price: 1500 },
      { key: 'lesson-60', is_trial: false, duration: 60, price: 3000 },
    ]);
    expect(visitor.open_slots).toEqual(teacher.slots.map((s) => new Date(s).toISOString()));
    expect(visitor).toMatchObject({ balance: null, trial_offered: true, lead_ms: 2 * HOUR_MS, language: teacher.language });
    const signedIn = await optionsOf(student.agent, '&book_trial_only=1');
    expect(signedIn.options.map((o) => o.key)).toEqual(['trial']);
    expect(signedIn.balance).toBe(10_000);
  });

  it('booking options: 404 for an unknown teacher or a language the teacher does not teach; 400 naming a bad flag', async () => {
    const { app, teacher } = await setup();
    const agent = createAgent(app);
    expect((await agent.get(`/api/v1/lessons/booking_options?teacher_id=987654321&language=${teacher.language}`)).status).toBe(404);
    expect((await agent.get(`/api/v1/lessons/booking_options?teacher_id=${teacher.userId}&language=klingon`)).status).toBe(404);
    const bad = await agent.get(
      `/api/v1/lessons/booking_options?teacher_id=${teacher.userId}&language=${teacher.language}&instant_book=yes`,
    );
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.field).toBe('instant_book');
  });

  it('books the trial: one charge linked to the lesson, the slot is gone, the trial is used, the lesson is in My classes', async () => {
    const { teacher, student, optionsOf, book, balance } = await setup();
    const res = await book(student.agent, { isTrial: true });
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data).toMatchObject({
      balance: 9_500,
      lesson: {
        teacher_id: teacher.userId,
        student_id: student.userId,
        duration: 30,
        is_trial: true,
        price: 500,
        status: 'BOOKED',
        start_time: new Date(teacher.block).toISOString(),
      },
    });
    expect(await balance()).toBe(9_500);
    const wallet = WalletResponseSchema.parse(await (await student.agent.get('/api/v1/wallet')).json()).data;
    expect(wallet.entries[0]).toMatchObject({
      kind: 'LESSON_PAYMENT',
      amount: -500,
      item: {
        kind: 'lesson',
        lesson_id: (data.lesson as { id: number }).id,
        is_trial: true,
        start_time: new Date(teacher.block).toISOString(),
      },
    });
    const after = await optionsOf(student.agent);
    expect(after.open_slots).not.toContain(new Date(teacher.block).toISOString());
    expect(after.options.map((o) => o.key)).toEqual(['lesson-30', 'lesson-60']);
    expect(TrialInfoResponseSchema.parse(await (await student.agent.get('/api/v2/session/trial_info')).json()).data.has_trial).toBe(false);
    const mine = MyClassesResponseSchema.parse(await (await student.agent.get('/api/v1/me/classes')).json()).data;
    expect(mine.classes).toEqual([
      expect.objectContaining({
        kind: 'lesson',
        student_booked_id: (data.lesson as { id: number }).id,
        is_trial: true,
        lesson_status: 'BOOKED',
        duration: 30,
        price: 500,
      }),
    ]);
    const again = await book(student.agent, { isTrial: true, start: teacher.block + LESSON_SLOT_MS });
    expect(again.status).toBe(409);
    expect((await json(again)).error.code).toBe('TrialNotAvailable');
  });

  it('a 60-minute lesson takes two consecutive slots; its second half cannot be booked again', async () => {
    const { app, db, teacher, student, book } = await setup();
    expect((await book(student.agent, { duration: 60 })).status).toBe(200);
    const other = await makeUser(db, app, { now: NOW, credit: 10_000 });
    const clash = await book(other.agent, { start: teacher.block + LESSON_SLOT_MS });
    expect(clash.status).toBe(409);
    expect((await json(clash)).error).toEqual({
      code: 'SlotNotAvailable',
      message: 'This time is no longer available. Please pick another time.',
    });
    expect((await book(other.agent, { start: teacher.block + 2 * LESSON_SLOT_MS, duration: 60 })).status).toBe(409);
    expect((await book(other.agent, { start: teacher.block + 2 * LESSON_SLOT_MS })).status).toBe(200);
  });

  it('lead time: exactly 2 h ahead is bookable, 2 h - 1 ms is not; 30 min ahead only with instant_book and an instant teacher', async () => {
    const near = await setup();
    near.clock.set(NOW + 1);
    expect((await json(await near.book(near.student.agent, { start: NOW + 2 * HOUR_MS }))).error.code).toBe('SlotNotAvailable');
    near.clock.set(NOW);
    expect((await near.book(near.student.agent, { start: NOW + 2 * HOUR_MS })).status).toBe(200);
    expect((await near.book(near.student.agent, { start: NOW + LESSON_SLOT_MS, instantBook: true })).status).toBe(409);
    const instant = await setup({ instantBooking: true });
    expect((await instant.optionsOf(instant.student.agent, '&instant_book=1')).lead_ms).toBe(15 * 60_000);
    expect((await instant.book(instant.student.agent, { start: NOW + LESSON_SLOT_MS })).status).toBe(409);
    expect((await instant.book(instant.student.agent, { start: NOW + LESSON_SLOT_MS, instantBook: true })).status).toBe(200);
  });

  it('refusals change nothing: visitor 401, no CSRF header 403, bad input 400 naming the field, own lesson, low balance 402, unconfirmed email 403', async () => {
    const { app, db, teacher, student, book, balance } = await setup();
    expect((await book(createAgent(app))).status).toBe(401);
    expect(
      (
        await student.agent.post(
          '/api/v1/lessons',
          lessonBody({ teacherId: teacher.userId, language: teacher.language, start: teacher.block }),
          { csrf: false },
        )
      ).status,
    ).toBe(403);
    const bad = await student.agent.post('/api/v1/lessons', {
      ...lessonBody({ teacherId: teacher.userId, language: teacher.language, start: teacher.block }),
      duration: 45,
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.field).toBe('duration');
    const own = await book(teacher.agent);
    expect(own.status).toBe(409);
    expect((await json(own)).error.code).toBe('OwnLesson');
    const poor = await makeUser(db, app, { now: NOW, credit: 1_499 });
    const short = await book(poor.agent);
    expect(short.status).toBe(402);
    expect((await json(short)).error.code).toBe('InsufficientBalance');
    const unconfirmed = await makeUser(db, app, { now: NOW, credit: 5_000, registerStatus: 2, confirmed: false });
    const gate = await book(unconfirmed.agent);
    expect(gate.status).toBe(403);
    expect((await json(gate)).error.code).toBe('ConfirmEmailRequired');
    expect(await balance()).toBe(10_000);
    expect((await book(student.agent)).status).toBe(200);
  });

  it('cancelling more than 24 h ahead refunds once, reopens the slot and gives the trial back; within 24 h it is refused', async () => {
    const { app, db, clock, teacher, student, optionsOf, book, balance } = await setup();
    const booked = (await json(await book(student.agent, { isTrial: true }))).data.lesson as { id: number };
    const other = await makeUser(db, app, { now: NOW, credit: 1_000 });
    expect((await other.agent.post(`/api/v1/lessons/${booked.id}/actions/CANCEL`)).status).toBe(404);
    clock.set(teacher.block - DAY_MS);
    const late = await student.agent.post(`/api/v1/lessons/${booked.id}/actions/CANCEL`);
    expect(late.status).toBe(409);
    expect((await json(late)).error.code).toBe('LessonCancelWindowClosed');
    clock.set(teacher.block - DAY_MS - 1);
    const cancelled = await student.agent.post(`/api/v1/lessons/${booked.id}/actions/CANCEL`);
    expect(cancelled.status).toBe(200);
    expect((await json(cancelled)).data).toMatchObject({ refunded: 500, balance: 10_000, lesson: { status: 'CANCELLED' } });
    const twice = await student.agent.post(`/api/v1/lessons/${booked.id}/actions/CANCEL`);
    expect((await json(twice)).error.code).toBe('LessonCancelled');
    expect((await mailsTo(db, student.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your lesson is booked: /),
      'You cancelled your lesson',
    ]);
    expect(await balance()).toBe(10_000);
    const reopened = await optionsOf(student.agent);
    expect(reopened.open_slots).toContain(new Date(teacher.block).toISOString());
    expect(reopened.options[0]?.key).toBe('trial');
    // Its date is still ahead: it stays in Upcoming, marked cancelled, until its end (issue 17).
    const myClasses = async (scope: string) =>
      MyClassesResponseSchema.parse(await (await student.agent.get(`/api/v1/me/classes?scope=${scope}`)).json()).data.classes;
    expect(await myClasses('upcoming')).toEqual([expect.objectContaining({ kind: 'lesson', lesson_status: 'CANCELLED' })]);
    expect(await myClasses('past')).toEqual([]);
  });

  it('a booked lesson counts as completed from its end (inclusive), a cancelled one never; at 5 completed the trial is no longer offered (001 §4.2)', async () => {
    const { db, clock, teacher, student, optionsOf, book } = await setup();
    await db.insert(studentLessonStats).values({ user_id: student.userId, completed_lessons: 4 });
    const trialInfo = async () => TrialInfoResponseSchema.parse(await (await student.agent.get('/api/v2/session/trial_info')).json()).data;
    expect((await book(student.agent, { start: teacher.block + LESSON_SLOT_MS })).status).toBe(200);
    const cancelled = (await json(await book(student.agent))).data.lesson as { id: number };
    expect((await student.agent.post(`/api/v1/lessons/${cancelled.id}/actions/CANCEL`)).status).toBe(200);
    const end = teacher.block + 2 * LESSON_SLOT_MS;
    clock.set(end - 1);
    expect(await trialInfo()).toEqual({ has_trial: true, completed_lessons: 4 });
    expect((await optionsOf(student.agent)).trial_offered).toBe(true);
    clock.set(end);
    expect(await trialInfo()).toEqual({ has_trial: true, completed_lessons: 5 });
    expect((await optionsOf(student.agent)).trial_offered).toBe(false);
  });

  it('the teacher cancels until the start: the student is refunded in full and gets the trial back, the slot stays closed; at the start it is refused', async () => {
    const { app, db, clock, teacher, student, optionsOf, book, balance } = await setup();
    const trial = (await json(await book(student.agent, { isTrial: true }))).data.lesson as { id: number };
    const later = (await json(await book(student.agent, { start: teacher.block + LESSON_SLOT_MS }))).data.lesson as { id: number };
    const stranger = await makeLessonTeacher(db, app, { now: NOW });
    expect((await stranger.agent.post(`/api/v1/lessons/${trial.id}/actions/CANCEL`)).status).toBe(404);
    clock.set(teacher.block - 1);
    const cancelled = await teacher.agent.post(`/api/v1/lessons/${trial.id}/actions/CANCEL`);
    expect(cancelled.status).toBe(200);
    expect((await json(cancelled)).data).toMatchObject({ refunded: 500, lesson: { status: 'CANCELLED' } });
    expect(await balance()).toBe(10_000 - 1500);
    // Two confirmations, then the cancel.
    const mail = (await mailsTo(db, student.email)).at(-1);
    expect(mail).toMatchObject({ subject: 'Your lesson was cancelled by the teacher', link: 'http://localhost/my-classes?tab=past' });
    expect(mail?.body).toContain('$5.00 is back in your wallet.');
    const after = await optionsOf(student.agent);
    expect(after.options[0]?.key).toBe('trial');
    expect(after.open_slots).not.toContain(new Date(teacher.block).toISOString());
    clock.set(teacher.block + LESSON_SLOT_MS);
    const started = await teacher.agent.post(`/api/v1/lessons/${later.id}/actions/CANCEL`);
    expect(started.status).toBe(409);
    expect((await json(started)).error).toEqual({ code: 'LessonStarted', message: 'A lesson can only be cancelled before it starts.' });
    expect(await balance()).toBe(10_000 - 1500);
  });

  it('a free trial (trial price 0) books without a ledger row', async () => {
    const { student, book, balance } = await setup({ trialPrice: 0 });
    expect((await json(await book(student.agent, { isTrial: true }))).data).toMatchObject({ balance: 10_000, lesson: { price: 0 } });
    expect(await balance()).toBe(10_000);
    expect(WalletResponseSchema.parse(await (await student.agent.get('/api/v1/wallet')).json()).data.entries.map((e) => e.kind)).toEqual([
      'TOP_UP',
    ]);
  });
});
