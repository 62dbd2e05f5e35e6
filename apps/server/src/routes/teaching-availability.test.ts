import { AvailabilityResponseSchema, LessonBookingOptionsResponseSchema } from '@app/api';
import { AVAILABILITY_HORIZON_MS, DAY_MS, HOUR_MS, LESSON_SLOT_MS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema-accounts';
import { teachers } from '../db/schema-catalog';
import { teacherOpenSlots } from '../db/schema-discovery';
import { domainEvents } from '../db/schema-outbox';
import { rollAvailabilityHorizons } from '../jobs/availability-roll';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { lessonBody, makeLessonTeacher } from '../testing/lesson-fixtures';
import { createTestApp } from '../testing/test-app';

// Tuesday 10 March 2026, 12:00 UTC; Madrid is UTC+01:00 until 29 March.
const NOW = Date.UTC(2026, 2, 10, 12);
const at = (iso: string): number => Date.parse(iso);
const OFFER = { has_trial: true, trial_price: 500, min_price: 1500, instant_booking: false };
const HOURS = {
  zone: 'Europe/Madrid',
  weekly: [
    { weekday: 1, start: '09:00', end: '10:00' },
    { weekday: 4, start: '18:00', end: '19:00' },
  ],
  exceptions: [
    { date: '2026-03-16', ranges: [] },
    { date: '2026-03-19', ranges: [{ start: '10:00', end: '10:30' }] },
  ],
  offer: OFFER,
};
// Thursday 12, Monday 16 (off), Thursday 19 (10:00 only), Monday 23: 14 days from NOW.
const EXPECTED_SLOTS = [
  '2026-03-12T17:00:00.000Z',
  '2026-03-12T17:30:00.000Z',
  '2026-03-19T09:00:00.000Z',
  '2026-03-23T08:00:00.000Z',
  '2026-03-23T08:30:00.000Z',
];

type Json = { error?: { code: string; field?: string } };

describeEachDatabase("a teacher's one-to-one availability: GET/PUT /v1/teaching/availability", (ctx) => {
  async function setup() {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeLessonTeacher(db, app, { now: NOW });
    const student = await makeUser(db, app, { now: NOW, credit: 10_000 });
    const slotsSeen = async () => {
      const res = await student.agent.get(`/api/v1/lessons/booking_options?teacher_id=${teacher.userId}&language=${teacher.language}`);
      expect(res.status).toBe(200);
      return LessonBookingOptionsResponseSchema.parse(await res.json()).data.open_slots;
    };
    const put = async (body: unknown) => teacher.agent.put('/api/v1/teaching/availability', body);
    const view = async () => AvailabilityResponseSchema.parse(await (await teacher.agent.get('/api/v1/teaching/availability')).json()).data;
    return { app, clock, db, teacher, student, slotsSeen, put, view };
  }

  it("before she saves: no hours, the profile's zone, her offer from the teachers row", async () => {
    const { db, teacher, view } = await setup();
    await db.update(users).set({ timezone_iana: 'America/Mexico_City' }).where(eq(users.user_id, teacher.userId));
    expect(await view()).toMatchObject({
      zone: 'America/Mexico_City',
      zone_offset: 'UTC-06:00',
      weekly: [],
      exceptions: [],
      offer: OFFER,
      is_set: false,
      horizon_days: 56,
    });
  });

  it('"the booking pages read these instead of seeded open slots": weekly hours in her zone, a day off and a replaced day', async () => {
    const { db, teacher, slotsSeen, put, view } = await setup();
    const res = await put(HOURS);
    expect(res.status).toBe(200);
    const saved = AvailabilityResponseSchema.parse(await res.json()).data;
    expect(saved).toMatchObject({ zone: 'Europe/Madrid', zone_offset: 'UTC+01:00', is_set: true, first_open_slot: EXPECTED_SLOTS[0] });
    expect(saved.exceptions).toEqual(HOURS.exceptions);
    // The fixture's own slots are gone; only what she set is open, for 14 days on the booking page.
    expect(await slotsSeen()).toEqual(EXPECTED_SLOTS);
    // 8 weeks are written: 2 slots on each Monday and Thursday, less the day off and the replaced day.
    expect(saved.open_slots).toBe(8 * 4 - 2 - 1);
    const [row] = await db.select({ first: teachers.first_available_time }).from(teachers).where(eq(teachers.user_id, teacher.userId));
    expect(row?.first?.toISOString()).toBe(EXPECTED_SLOTS[0]);
    expect((await view()).weekly).toEqual(HOURS.weekly);
    const events = await db.select().from(domainEvents).where(eq(domainEvents.type, 'AvailabilitySet'));
    expect(events.length).toBeGreaterThan(0);
  });

  it('the offer is saved with the hours: prices and instant booking reach the booking page', async () => {
    const { student, teacher, put } = await setup();
    expect((await put({ ...HOURS, offer: { has_trial: false, trial_price: 0, min_price: 2000, instant_booking: true } })).status).toBe(200);
    const res = await student.agent.get(`/api/v1/lessons/booking_options?teacher_id=${teacher.userId}&language=${teacher.language}`);
    const options = LessonBookingOptionsResponseSchema.parse(await res.json()).data;
    expect(options.options.map((o) => [o.key, o.price])).toEqual([
      ['lesson-30', 2000],
      ['lesson-60', 4000],
    ]);
    expect(options.teacher.instant_booking).toBe(true);
  });

  it('4xx name the field: times, grid, overlap, a past exception (her today), the offer; nothing is written', async () => {
    const { put, slotsSeen } = await setup();
    const before = await slotsSeen();
    const cases: [unknown, string][] = [
      [{ ...HOURS, weekly: [{ weekday: 1, start: '10:00', end: '09:00' }] }, 'weekly.0.end'],
      [{ ...HOURS, weekly: [{ weekday: 1, start: '09:15', end: '10:00' }] }, 'weekly.0.start'],
      [{ ...HOURS, weekly: [...HOURS.weekly, { weekday: 1, start: '09:30', end: '11:00' }] }, 'weekly.2.start'],
      [{ ...HOURS, exceptions: [{ date: '2026-03-09', ranges: [] }] }, 'exceptions.0.date'],
      [{ ...HOURS, exceptions: [{ date: '2026-02-30', ranges: [] }] }, 'exceptions.0.date'],
      [{ ...HOURS, zone: 'Mars/Olympus' }, 'zone'],
      [{ ...HOURS, offer: { ...OFFER, trial_price: 1600 } }, 'offer.trial_price'],
      [{ ...HOURS, offer: { ...OFFER, min_price: 100 } }, 'offer.min_price'],
    ];
    for (const [body, field] of cases) {
      const res = await put(body);
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as Json).error).toMatchObject({ code: 'InvalidRequest', field });
    }
    expect(await slotsSeen()).toEqual(before);
  });

  it('teacher-only: a student is refused 403 NotATeacher; signed out 401', async () => {
    const { app, student } = await setup();
    const get = await student.agent.get('/api/v1/teaching/availability');
    expect(get.status).toBe(403);
    expect(((await get.json()) as Json).error?.code).toBe('NotATeacher');
    expect((await student.agent.put('/api/v1/teaching/availability', HOURS)).status).toBe(403);
    expect((await app.request('/api/v1/teaching/availability')).status).toBe(401);
  });

  it("a booked lesson's time stays unavailable when she saves again; a student's cancel reopens it only while her hours still hold it", async () => {
    const { teacher, student, slotsSeen, put } = await setup();
    expect((await put(HOURS)).status).toBe(200);
    const start = at(EXPECTED_SLOTS[0] ?? '');
    const booked = await student.agent.post(
      '/api/v1/lessons',
      lessonBody({ teacherId: teacher.userId, language: teacher.language, start, duration: 60 }),
    );
    expect(booked.status).toBe(200);
    const lessonId = ((await booked.json()) as { data: { lesson: { id: number } } }).data.lesson.id;
    expect(await slotsSeen()).toEqual(EXPECTED_SLOTS.slice(2));
    expect((await put(HOURS)).status).toBe(200);
    expect(await slotsSeen()).toEqual(EXPECTED_SLOTS.slice(2));

    // She closes Thursdays; the student cancels: the lesson's time does not come back.
    expect((await put({ ...HOURS, weekly: [HOURS.weekly[0]] })).status).toBe(200);
    expect((await student.agent.post(`/api/v1/lessons/${lessonId}/actions/CANCEL`, {})).status).toBe(200);
    expect(await slotsSeen()).toEqual(['2026-03-19T09:00:00.000Z', '2026-03-23T08:00:00.000Z', '2026-03-23T08:30:00.000Z']);
  });

  it("a student's cancel reopens the slots her hours still offer", async () => {
    const { teacher, student, slotsSeen, put } = await setup();
    expect((await put(HOURS)).status).toBe(200);
    const start = at(EXPECTED_SLOTS[3] ?? '');
    const booked = await student.agent.post(
      '/api/v1/lessons',
      lessonBody({ teacherId: teacher.userId, language: teacher.language, start }),
    );
    const lessonId = ((await booked.json()) as { data: { lesson: { id: number } } }).data.lesson.id;
    expect(await slotsSeen()).not.toContain(EXPECTED_SLOTS[3]);
    expect((await student.agent.post(`/api/v1/lessons/${lessonId}/actions/CANCEL`, {})).status).toBe(200);
    expect(await slotsSeen()).toEqual(EXPECTED_SLOTS);
  });

  it('the sweep rolls the horizon forward once a day, idempotently; a teacher who never set hours is left alone', async () => {
    const { db, teacher, put } = await setup();
    const other = await makeLessonTeacher(db, createTestApp(ctx.database, NOW).app, { now: NOW });
    expect((await put(HOURS)).status).toBe(200);
    const slotsOf = async (id: number) =>
      (await db.select().from(teacherOpenSlots).where(eq(teacherOpenSlots.teacher_id, id))).map((r) => r.start_time.getTime());
    const otherBefore = await slotsOf(other.userId);

    // Within a day nothing is due.
    expect(await rollAvailabilityHorizons({ db, now: NOW + DAY_MS - 1 })).toBe(0);
    const later = NOW + 3 * DAY_MS + HOUR_MS;
    expect(await rollAvailabilityHorizons({ db, now: later })).toBeGreaterThanOrEqual(1);
    const rolled = await slotsOf(teacher.userId);
    expect(Math.min(...rolled)).toBeGreaterThanOrEqual(later);
    expect(Math.max(...rolled)).toBeLessThan(later + AVAILABILITY_HORIZON_MS);
    expect(Math.max(...rolled)).toBeGreaterThan(NOW + AVAILABILITY_HORIZON_MS);
    const [mine] = await db.select().from(teacherOpenSlots).where(eq(teacherOpenSlots.teacher_id, teacher.userId)).limit(1);
    expect(mine?.start_time.getTime() ?? 0).toBeGreaterThanOrEqual(later);
    // The roll is the system's command: one AvailabilityRolled event for her, with her slots' count.
    const rolledEvents = async () =>
      (await db.select().from(domainEvents).where(eq(domainEvents.type, 'AvailabilityRolled')))
        .map((row) => row.payload as { teacherId: number; openSlots: number })
        .filter((event) => event.teacherId === teacher.userId);
    expect(await rolledEvents()).toEqual([{ teacherId: teacher.userId, openSlots: rolled.length }]);
    // A second run at the same time finds nothing due for her, and records nothing.
    await rollAvailabilityHorizons({ db, now: later });
    expect(await slotsOf(teacher.userId)).toEqual(rolled);
    expect(await rolledEvents()).toHaveLength(1);
    expect(await slotsOf(other.userId)).toEqual(otherBefore);
    expect(rolled.every((s) => (s - at('2026-03-12T17:00Z')) % LESSON_SLOT_MS === 0)).toBe(true);
  });
});
