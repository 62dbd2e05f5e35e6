import {
  DismissPopupResponseSchema,
  ErrorBodySchema,
  EVENTS_MAX_BATCH_BYTES,
  EventsReportResponseSchema,
  ExperimentAssignmentsResponseSchema,
  GlobalPopupResponseSchema,
} from '@app/api';
import { assignExperimentGroup, DAY_MS, EXPERIMENT_NAMES } from '@app/domain';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users as usersTable } from '../db/schema-accounts';
import { ledgerEntries } from '../db/schema-catalog';
import { EVENTS_ADDRESS_LIMIT, EVENTS_VISITOR_LIMIT } from '../events/event-limits';
import { analyticsEvents, marketingPopups } from '../db/schema-events';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { addSeat } from '../testing/search-fixtures';
import { storedEventsOf } from '../testing/domain-events';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
let serial = 0;

function event(name: string, props: Record<string, unknown>, ids: Record<string, unknown> = { browser_key: 'bk_visitor_1' }) {
  serial += 1;
  return {
    name,
    event_id: `evt_${String(serial).padStart(8, '0')}_${Math.random().toString(36).slice(2, 8)}`,
    occurred_at: NOW,
    path: '/group-class',
    ids,
    props,
  };
}
const pageView = (page: string, browserKey: string) => event('page_view', { page }, { browser_key: browserKey });
const bookClick = (browserKey: string) =>
  event('book_click', { item_type: 'class', item_id: '5', page: 'topic', value: 15, currency: 'USD' }, { browser_key: browserKey });
const purchase = (browserKey: string) =>
  event(
    'purchase',
    { item_type: 'class', item_id: '5', value: 15, currency: 'USD' },
    { browser_key: browserKey, booking_flow_id: '42177314400000010' },
  );
const share = () => event('share', { method: 'copy_link', content_type: 'course', item_id: '7' });

describeEachDatabase('POST /api/events', (ctx) => {
  const db = () => ctx.database.db;
  const stored = async (eventId: string) => db().select().from(analyticsEvents).where(eq(analyticsEvents.event_id, eventId));
  const total = async () => (await db().select({ n: count() }).from(analyticsEvents))[0]?.n ?? 0;
  const error = async (res: Response) => ErrorBodySchema.parse(await res.json()).error;

  it('stores a batch from a visitor, and from a beacon without the CSRF header', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const visitor = createAgent(app);
    const a = share();
    const b = pageView('landing', 'bk_visitor_1');
    const res = await visitor.post(
      '/api/events',
      { events: [a, b] },
      { csrf: false, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ data: { accepted: 2, duplicates: 0 } });
    const [row] = await stored(a.event_id);
    expect(row).toMatchObject({
      name: 'share',
      user_id: null,
      browser_key: 'bk_visitor_1',
      path: '/group-class',
      props: { method: 'copy_link', content_type: 'course', item_id: '7' },
    });
    expect(row?.received_at.getTime()).toBe(NOW);
  });

  it('takes the user id from the session, never from the event', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const student = await makeUser(db(), app, { now: NOW });
    const claimed = event('page_view', { page: 'topic' }, { user_id: 999_999, browser_key: 'bk_student_1' });
    expect((await student.agent.post('/api/events', { events: [claimed] })).status).toBe(200);
    expect((await stored(claimed.event_id))[0]?.user_id).toBe(student.userId);
    const anonymous = event('page_view', { page: 'topic' }, { user_id: student.userId });
    expect((await createAgent(app).post('/api/events', { events: [anonymous] })).status).toBe(200);
    expect((await stored(anonymous.event_id))[0]?.user_id).toBeNull();
  });

  it('stores a retried event once', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const visitor = createAgent(app);
    const e = share();
    await visitor.post('/api/events', { events: [e] });
    const again = await visitor.post('/api/events', { events: [e, share()] });
    expect(await again.json()).toEqual({ data: { accepted: 1, duplicates: 1 } });
    expect(await stored(e.event_id)).toHaveLength(1);
  });

  it('refuses an oversized batch (413 naming body), 51 events, and an empty batch, storing nothing', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const visitor = createAgent(app);
    const before = await total();
    const padded = { events: [share()], pad: 'x'.repeat(EVENTS_MAX_BATCH_BYTES) };
    const big = await visitor.post('/api/events', padded);
    expect(big.status).toBe(413);
    expect(await error(big)).toMatchObject({ code: 'BodyTooLarge', field: 'body' });
    const many = await visitor.post('/api/events', { events: Array.from({ length: 51 }, () => share()) });
    expect(many.status).toBe(400);
    expect((await error(many)).field).toBe('events');
    expect((await visitor.post('/api/events', { events: [] })).status).toBe(400);
    expect(await total()).toBe(before);
  });

  it('refuses an unknown event name naming events.N.name, and the whole batch with it', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const good = share();
    const res = await createAgent(app).post('/api/events', { events: [good, event('scroll_depth', {})] });
    expect(res.status).toBe(400);
    expect(await error(res)).toMatchObject({ code: 'InvalidRequest', field: 'events.1.name' });
    expect(await stored(good.event_id)).toHaveLength(0);
  });

  it('refuses personal data: an email or name field, or an email-like value', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const visitor = createAgent(app);
    const withEmail = await visitor.post('/api/events', {
      events: [event('share', { method: 'copy_link', content_type: 'course', item_id: '7', email: 'emma@demo.test' })],
    });
    expect(withEmail.status).toBe(400);
    expect((await error(withEmail)).field).toBe('events.0.props.email');
    const withName = await visitor.post('/api/events', {
      events: [event('page_view', { page: 'landing' }, { browser_key: 'bk_visitor_1', name: 'Emma' })],
    });
    expect((await error(withName)).field).toBe('events.0.ids.name');
    const emailValue = await visitor.post('/api/events', {
      events: [event('card_view', { list: 'landing', item_type: 'class', item_id: 'emma@demo.test', position: 0 })],
    });
    expect((await error(emailValue)).field).toBe('events.0.props.item_id');
  });

  it('forged purchase events at full speed: one visitor id is held to its pace, and made-up ids to the address pace (429, Retry-After, nothing stored)', async () => {
    const { app, clock } = createTestApp(ctx.database, NOW + 30 * DAY_MS);
    const forger = createAgent(app);
    const batch = (key: string) => Array.from({ length: 50 }, () => purchase(key));
    const before = await total();
    const visitorAnswers = [];
    for (let i = 0; i < EVENTS_VISITOR_LIMIT.limit / 50 + 1; i++)
      visitorAnswers.push(await forger.post('/api/events', { events: batch('bk_forged_one') }));
    expect(visitorAnswers.slice(0, -1).map((r) => r.status)).toEqual(Array(EVENTS_VISITOR_LIMIT.limit / 50).fill(200));
    const refused = visitorAnswers.at(-1);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await error(refused as Response)).code).toBe('TooManyEventsFromVisitor');
    expect(await total()).toBe(before + EVENTS_VISITOR_LIMIT.limit);

    // A new visitor id per batch: the address pays for all of them.
    clock.advance(60_000);
    const statuses = [];
    for (let i = 0; i < EVENTS_ADDRESS_LIMIT.limit / 50 + 2; i++)
      statuses.push((await forger.post('/api/events', { events: batch(`bk_forged_${i}_x`) })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(EVENTS_ADDRESS_LIMIT.limit / 50);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    // Another address is not affected.
    expect((await createAgent(app).post('/api/events', { events: [share()] })).status).toBe(200);
  });

  it('a flood of purchase events adds nothing to the paid step: only ledger payments count', async () => {
    await db().execute(sql`delete from analytics_events`);
    const { app } = createTestApp(ctx.database, NOW);
    const admin = await makeUser(db(), app, { now: NOW, role: 'ADMIN' });
    for (let i = 0; i < 4; i++) {
      const key = `visitor_forge_${i}`;
      expect(
        (
          await createAgent(app).post('/api/events', {
            events: [pageView('topic', key), bookClick(key), pageView('payment', key), ...Array.from({ length: 40 }, () => purchase(key))],
          })
        ).status,
      ).toBe(200);
    }
    const report = EventsReportResponseSchema.parse(await (await admin.agent.get('/api/v1/admin/events_report')).json()).data;
    expect(report.funnel.find((f) => f.step === 'payment_view')?.visitors).toBe(4);
    expect(report.funnel.find((f) => f.step === 'paid')?.visitors).toBe(0);
  });

  it('still needs the CSRF header on every other write', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const res = await createAgent(app).post('/api/v3/group_class/feedbacks', { category: 'general', custom_msg: 'hi' }, { csrf: false });
    expect(res.status).toBe(403);
  });
});

describeEachDatabase('staff events report', (ctx) => {
  const db = () => ctx.database.db;

  it('is 404 to a student and 401 to a visitor, as if it did not exist', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const student = await makeUser(db(), app, { now: NOW });
    expect((await student.agent.get('/api/v1/admin/events_report')).status).toBe(404);
    expect((await student.agent.get('/api/v1/admin/experiment_assignments?user_id=1')).status).toBe(404);
    expect((await createAgent(app).get('/api/v1/admin/events_report')).status).toBe(401);
  });

  it('counts events per UTC day and name over 14 days, and the funnel per visitor in order', async () => {
    await db().execute(sql`delete from analytics_events`);
    const { app, clock } = createTestApp(ctx.database, NOW);
    const admin = await makeUser(db(), app, { now: NOW, role: 'ADMIN' });
    const visitor = createAgent(app);
    const post = async (events: unknown[]) => {
      expect((await visitor.post('/api/events', { events })).status).toBe(200);
    };

    // 14 days ago (outside the window: the window is today and the 13 days before).
    clock.set(NOW - 14 * DAY_MS);
    await post([share()]);
    // 13 days ago at 00:00 UTC exactly: the first day inside.
    clock.set(Math.floor(NOW / DAY_MS) * DAY_MS - 13 * DAY_MS);
    await post([share(), pageView('landing', 'visitor_a')]);
    clock.set(NOW);
    // Funnel: a reaches every step; b stops at the payment page; c books without a topic view
    // (not counted past step 1); d only views.
    // a pays (signed in, with a class payment in the ledger); e sends a purchase event but paid nothing.
    const payer = await makeUser(db(), app, { now: NOW });
    await db()
      .insert(ledgerEntries)
      .values({
        user_id: payer.userId,
        amount: -1500,
        kind: 'CLASS_PAYMENT',
        idempotency_key: `funnel-test:${payer.userId}`,
        created_at: new Date(NOW),
      });
    expect(
      (
        await payer.agent.post('/api/events', {
          events: [pageView('topic', 'visitor_a'), bookClick('visitor_a'), pageView('payment', 'visitor_a'), purchase('visitor_a')],
        })
      ).status,
    ).toBe(200);
    await post([pageView('course', 'visitor_b'), bookClick('visitor_b'), pageView('payment', 'visitor_b')]);
    await post([bookClick('visitor_c'), pageView('payment', 'visitor_c'), purchase('visitor_c')]);
    await post([pageView('topic', 'visitor_e'), bookClick('visitor_e'), pageView('payment', 'visitor_e'), purchase('visitor_e')]);
    await post([pageView('topic', 'visitor_d'), pageView('topic', 'visitor_d')]);

    const res = await admin.agent.get('/api/v1/admin/events_report');
    expect(res.status, await res.clone().text()).toBe(200);
    const report = EventsReportResponseSchema.parse(await res.json()).data;
    expect(report.days).toHaveLength(14);
    expect(report.days[0]).toBe('2026-02-25');
    expect(report.days.at(-1)).toBe('2026-03-10');
    expect(report.by_day.filter((r) => r.day === '2026-02-25')).toEqual([
      { day: '2026-02-25', name: 'page_view', count: 1 },
      { day: '2026-02-25', name: 'share', count: 1 },
    ]);
    expect(report.by_day.find((r) => r.day === '2026-03-10' && r.name === 'page_view')?.count).toBe(9);
    expect(report.totals.find((t) => t.name === 'share')?.count).toBe(1);
    expect(report.funnel).toEqual([
      { step: 'topic_view', visitors: 4, rate: null },
      { step: 'book_click', visitors: 3, rate: 3 / 4 },
      { step: 'payment_view', visitors: 3, rate: 1 },
      { step: 'paid', visitors: 1, rate: 1 / 3 },
    ]);
    const users = (await db().select({ n: count() }).from(usersTable))[0]?.n;
    for (const e of report.experiments) expect(e.test_group + e.control_group).toBe(users);
    expect(report.experiments.map((e) => e.experiment_name)).toEqual(Object.values(EXPERIMENT_NAMES));
  });

  it("answers one user's experiment groups, the same as /v2/user/exp_groups gives that user", async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const admin = await makeUser(db(), app, { now: NOW, role: 'ADMIN' });
    const student = await makeUser(db(), app, { now: NOW });
    const res = await admin.agent.get(`/api/v1/admin/experiment_assignments?user_id=${student.userId}`);
    const mine = await student.agent.get(`/api/v2/user/exp_groups?experiment_name=${Object.values(EXPERIMENT_NAMES).join(',')}`);
    const seen = ExperimentAssignmentsResponseSchema.parse(await res.json()).data.groups;
    expect(seen).toEqual(((await mine.json()) as { data: unknown }).data);
    expect(seen[0]?.group).toBe(assignExperimentGroup({ userId: student.userId, experimentName: EXPERIMENT_NAMES.lessonActivation }));
  });
});

describeEachDatabase('marketing global popup', (ctx) => {
  const db = () => ctx.database.db;

  it('shows the newest active popup until the user dismisses it; others still see it', async () => {
    const { app, clock } = createTestApp(ctx.database, NOW);
    await db().delete(marketingPopups);
    const [old] = await db()
      .insert(marketingPopups)
      .values({ title: 'Old', body: 'old', starts_at: new Date(NOW - 10 * DAY_MS), ends_at: null })
      .returning();
    const [current] = await db()
      .insert(marketingPopups)
      .values({
        title: 'New',
        body: 'Try a group class',
        cta_label: 'Find one',
        cta_link: '/group-class',
        starts_at: new Date(NOW - DAY_MS),
        ends_at: new Date(NOW + DAY_MS),
      })
      .returning();
    const [later] = await db()
      .insert(marketingPopups)
      .values({ title: 'Later', body: 'later', starts_at: new Date(NOW + DAY_MS) })
      .returning();
    const emma = await makeUser(db(), app, { now: NOW });
    const tom = await makeUser(db(), app, { now: NOW });
    const popup = async (agent: typeof emma.agent) =>
      GlobalPopupResponseSchema.parse(await (await agent.get('/api/v2/marketing/global_popup')).json()).data.popup;

    expect(await popup(emma.agent)).toEqual({
      id: current?.id,
      title: 'New',
      body: 'Try a group class',
      cta_label: 'Find one',
      cta_link: '/group-class',
    });
    const res = await emma.agent.post(`/api/v2/marketing/global_popup/${current?.id}/dismiss`);
    expect(DismissPopupResponseSchema.parse(await res.json()).data).toEqual({ popup_id: current?.id, dismissed: true });
    expect((await emma.agent.post(`/api/v2/marketing/global_popup/${current?.id}/dismiss`)).status).toBe(200);
    // A command of its own (issue 19): one PopupDismissed, none for the second close.
    expect(await storedEventsOf(db(), { type: 'PopupDismissed', userId: emma.userId })).toEqual([
      { userId: emma.userId, popupId: current?.id },
    ]);
    expect((await popup(emma.agent))?.id).toBe(old?.id);
    expect((await popup(tom.agent))?.id).toBe(current?.id);
    // Windows are [starts_at, ends_at): 1 ms before the end the current one still shows; at the
    // end it is gone and the later one has just started.
    clock.set(NOW + DAY_MS - 1);
    expect((await popup(tom.agent))?.id).toBe(current?.id);
    clock.set(NOW + DAY_MS);
    expect((await popup(tom.agent))?.id).toBe(later?.id);
  });

  it('issue 17: a popup for newcomers to group classes skips anyone who ever had a class seat, even a dropped one', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    await db().delete(marketingPopups);
    const [forNewcomers] = await db()
      .insert(marketingPopups)
      .values({ title: 'New: live group classes', body: 'b', starts_at: new Date(NOW - DAY_MS), audience: 'new-to-group-classes' })
      .returning();
    const [forEveryone] = await db()
      .insert(marketingPopups)
      .values({ title: 'Spring offer', body: 'b', starts_at: new Date(NOW - 2 * DAY_MS) })
      .returning();
    const newcomer = await makeUser(db(), app, { now: NOW });
    const regular = await makeUser(db(), app, { now: NOW });
    const teacher = await makeTeacher(db(), app, { now: NOW });
    const cls = await makeClass(db(), { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, startsIn: 3 * DAY_MS });
    await addSeat(db(), { classId: cls.classId, studentId: regular.userId, status: 'CANCELLED', now: NOW - DAY_MS });
    const popup = async (agent: typeof newcomer.agent) =>
      GlobalPopupResponseSchema.parse(await (await agent.get('/api/v2/marketing/global_popup')).json()).data.popup?.id;
    expect(await popup(newcomer.agent)).toBe(forNewcomers?.id);
    // The newest popup is not for her: the one for everyone shows instead.
    expect(await popup(regular.agent)).toBe(forEveryone?.id);
    await expect(
      db()
        .insert(marketingPopups)
        .values({ title: 'x', body: 'x', starts_at: new Date(NOW), audience: 'students' }),
    ).rejects.toThrow();
  });

  it('is for signed-in users only; an unknown popup is 404', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    expect((await createAgent(app).get('/api/v2/marketing/global_popup')).status).toBe(401);
    const emma = await makeUser(db(), app, { now: NOW });
    expect((await emma.agent.post('/api/v2/marketing/global_popup/2147483000/dismiss')).status).toBe(404);
    expect((await emma.agent.post('/api/v2/marketing/global_popup/abc/dismiss')).status).toBe(400);
  });
});

describe('report window', () => {
  it('starts at the UTC midnight 13 days before today', async () => {
    const { reportWindowStart } = await import('../events/events-report');
    expect(new Date(reportWindowStart(NOW, 14)).toISOString()).toBe('2026-02-25T00:00:00.000Z');
    expect(reportWindowStart(Date.UTC(2026, 2, 10), 1)).toBe(Date.UTC(2026, 2, 10));
  });
});
