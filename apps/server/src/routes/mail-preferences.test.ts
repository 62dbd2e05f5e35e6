import { DAY_MS } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { outbox } from '../db/schema-accounts';
import { groupClassStudents } from '../db/schema-catalog';
import { sendDueReminders } from '../jobs/class-reminders';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { storedEventsOf } from '../testing/domain-events';
import { createTestApp } from '../testing/test-app';
import { UNSUBSCRIBE_TOKEN_TTL_MS } from '../mail/mail-preferences';

const NOW = Date.UTC(2026, 2, 10, 12);

describeEachDatabase('mail preferences and unsubscribe links (issue 15)', (ctx) => {
  it('GET answers every kind on by default; PATCH switches kinds and answers them all; bad input is a 400 naming the field; signed out 401', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const user = await makeUser(ctx.database.db, app, { now: NOW });
    const read = await user.agent.get('/api/v1/me/settings/mail');
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ data: { preferences: { reminder_24h: true, reminder_1h: true, teacher_new_booking: true } } });

    const off = await user.agent.patch('/api/v1/me/settings/mail', { reminder_24h: false, teacher_new_booking: false });
    expect(await off.json()).toEqual({ data: { preferences: { reminder_24h: false, reminder_1h: true, teacher_new_booking: false } } });
    const again = await user.agent.patch('/api/v1/me/settings/mail', { reminder_24h: false, teacher_new_booking: true });
    expect(await again.json()).toEqual({ data: { preferences: { reminder_24h: false, reminder_1h: true, teacher_new_booking: true } } });
    // A command of its own (issue 19): one MailPreferencesSet per save that changed something, naming only what changed.
    expect((await user.agent.patch('/api/v1/me/settings/mail', { reminder_24h: false, reminder_1h: true })).status).toBe(200);
    expect(await storedEventsOf(ctx.database.db, { type: 'MailPreferencesSet', userId: user.userId })).toEqual([
      { userId: user.userId, switchedOff: ['reminder_24h', 'teacher_new_booking'], switchedOn: [] },
      { userId: user.userId, switchedOff: [], switchedOn: ['teacher_new_booking'] },
    ]);

    const empty = await user.agent.patch('/api/v1/me/settings/mail', {});
    expect(empty.status).toBe(400);
    const wrong = await user.agent.patch('/api/v1/me/settings/mail', { reminder_1h: 'no' });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).toContain('reminder_1h');
    const unknown = await user.agent.patch('/api/v1/me/settings/mail', { newsletter: false });
    expect(unknown.status).toBe(400);
    expect((await createAgent(app).get('/api/v1/me/settings/mail')).status).toBe(401);
  });

  async function reminderToken() {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const student = await makeUser(db, app, { now: NOW });
    const klass = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, startsIn: 3 * DAY_MS });
    await db.insert(groupClassStudents).values({
      group_class_id: klass.classId,
      student_id: student.userId,
      status: 'SCHEDULED',
      created_at: new Date(NOW),
      updated_at: new Date(NOW),
    });
    // A run at this class's own 24 h point; other tests' classes sit elsewhere in time.
    await sendDueReminders({ db, now: klass.start - DAY_MS, publicUrl: 'http://localhost' });
    const [mail] = await db.select().from(outbox).where(eq(outbox.to_address, student.email)).orderBy(asc(outbox.id));
    const token = /unsubscribe\?token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
    const oneClick = mail?.list_unsubscribe;
    if (!token || !oneClick) throw new Error('no unsubscribe link in the reminder');
    return { app, student, token, oneClick, klass };
  }

  it('the link, signed out: GET shows the kind and a masked address and changes nothing; POST switches that kind off (again harmless)', async () => {
    const { app, student, token } = await reminderToken();
    const anon = createAgent(app);
    const view = await anon.get(`/api/v1/mail/unsubscribe?token=${token}`);
    expect(view.status).toBe(200);
    const masked = `${student.email.slice(0, 1)}***@fixture.test`;
    expect(await view.json()).toEqual({ data: { kind: 'reminder_24h', masked_email: masked, subscribed: true } });
    expect(await (await student.agent.get('/api/v1/me/settings/mail')).json()).toMatchObject({
      data: { preferences: { reminder_24h: true } },
    });

    const done = await anon.post('/api/v1/mail/unsubscribe', { token });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ data: { kind: 'reminder_24h', masked_email: masked, subscribed: false } });
    expect((await anon.post('/api/v1/mail/unsubscribe', { token })).status).toBe(200);
    // A command of its own (issue 19): one MailUnsubscribed, none for the second use.
    expect(await storedEventsOf(ctx.database.db, { type: 'MailUnsubscribed', userId: student.userId })).toEqual([
      { userId: student.userId, kind: 'reminder_24h' },
    ]);
    expect(await (await student.agent.get('/api/v1/me/settings/mail')).json()).toEqual({
      data: { preferences: { reminder_24h: false, reminder_1h: true, teacher_new_booking: true } },
    });
    expect(await (await anon.get(`/api/v1/mail/unsubscribe?token=${token}`)).json()).toMatchObject({ data: { subscribed: false } });
  });

  it('a bad, unknown or too old token is a 400 InvalidToken naming token, and changes nothing', async () => {
    const { app, token } = await reminderToken();
    const anon = createAgent(app);
    for (const bad of ['short', 'x'.repeat(43), `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`]) {
      const view = await anon.get(`/api/v1/mail/unsubscribe?token=${bad}`);
      expect(view.status).toBe(400);
      const post = await anon.post('/api/v1/mail/unsubscribe', { token: bad });
      expect(post.status).toBe(400);
      expect(JSON.stringify(await post.json())).toContain('token');
    }
    const { app: later } = createTestApp(ctx.database, NOW + 3 * DAY_MS - DAY_MS + UNSUBSCRIBE_TOKEN_TTL_MS);
    const old = await createAgent(later).post('/api/v1/mail/unsubscribe', { token });
    expect(old.status).toBe(400);
    expect(await old.json()).toMatchObject({ error: { code: 'InvalidToken' } });
  });

  it("a mail client's one-click POST (RFC 8058): form-encoded, no CSRF header, no session", async () => {
    const { app, student, oneClick } = await reminderToken();
    const path = oneClick.replace('http://localhost', '');
    const res = await app.request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await (await student.agent.get('/api/v1/me/settings/mail')).json()).toMatchObject({
      data: { preferences: { reminder_24h: false } },
    });
    expect(await storedEventsOf(ctx.database.db, { type: 'MailUnsubscribed', userId: student.userId })).toEqual([
      { userId: student.userId, kind: 'reminder_24h' },
    ]);
    const bad = await app.request('http://localhost/api/v1/mail/unsubscribe/one_click?token=nope', {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(bad.status).toBe(400);
  });
});
