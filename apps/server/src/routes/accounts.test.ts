import { DAY_MS, MINUTE_MS } from '@app/domain';
import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { outbox } from '../db/schema-accounts';
import { SIGN_IN_MAX_FAILURES_PER_ACCOUNT } from '../accounts/throttle';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { createTestApp } from '../testing/test-app';

const PASSWORD = 'correct horse battery';
let n = 0;
const freshEmail = () => `student${++n}_${Math.floor(performance.now())}@example.test`;

describeEachDatabase('accounts', (ctx) => {
  it('signs up, sets an HttpOnly SameSite=Lax session cookie, and serves the foundation', async () => {
    const { app } = createTestApp(ctx.database);
    const agent = createAgent(app);
    const email = freshEmail();
    const res = await agent.post('/api/v1/account/signup', { email, password: PASSWORD, nickname: 'Ana', timezone_iana: 'Europe/Madrid' });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const foundation = await agent.get('/api/v2/me/foundation');
    expect(foundation.status).toBe(200);
    expect(await foundation.json()).toMatchObject({
      data: { language_list: [], user: { email, nickname: 'Ana', timezone_iana: 'Europe/Madrid', register_status: 1, is_confirm_email: false, role: 'STUDENT' } },
    });
  });

  it('marks the cookie Secure when served over https', async () => {
    const { app } = createTestApp(ctx.database);
    const res = await createAgent(app, { origin: 'https://example.test' }).post('/api/v1/account/signup', { email: freshEmail(), password: PASSWORD, nickname: 'S' });
    expect(res.headers.get('set-cookie')).toMatch(/Secure/);
  });

  it('delivers the confirmation link to the outbox; the link confirms the email once', async () => {
    const { app } = createTestApp(ctx.database);
    const agent = createAgent(app);
    const email = freshEmail();
    await agent.post('/api/v1/account/signup', { email, password: PASSWORD, nickname: 'Bo' });
    const [mail] = await ctx.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail?.to_address).toBe(email);
    const token = /token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeDefined();
    expect((await agent.post('/api/v1/account/confirm_email', { token })).status).toBe(200);
    const me = (await (await agent.get('/api/v2/me/foundation')).json()) as { data: { user: { is_confirm_email: boolean } } };
    expect(me.data.user.is_confirm_email).toBe(true);
    const again = await agent.post('/api/v1/account/confirm_email', { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { code: 'InvalidToken', field: 'token' } });
  });

  it('resends the confirmation link at most once a minute and five times a day; never once confirmed', async () => {
    const { app, clock } = createTestApp(ctx.database, Date.UTC(2026, 10, 23, 12));
    const agent = createAgent(app);
    const email = freshEmail();
    await agent.post('/api/v1/account/signup', { email, password: PASSWORD, nickname: 'Re' });
    const mails = async () => (await ctx.database.db.select().from(outbox).where(eq(outbox.to_address, email))).length;
    expect(await mails()).toBe(1);

    // The sign-up mail went out this instant: 59.999 s later is too soon, 60 s later is fine.
    clock.advance(MINUTE_MS - 1);
    const soon = await agent.post('/api/v1/account/resend_confirmation');
    expect(soon.status).toBe(429);
    expect(soon.headers.get('retry-after')).toBe('60');
    clock.advance(1);
    expect((await agent.post('/api/v1/account/resend_confirmation')).status).toBe(200);
    expect(await mails()).toBe(2);
    for (let i = 0; i < 3; i++) {
      clock.advance(MINUTE_MS);
      expect((await agent.post('/api/v1/account/resend_confirmation')).status).toBe(200);
    }
    clock.advance(MINUTE_MS);
    expect((await agent.post('/api/v1/account/resend_confirmation')).status).toBe(429);
    expect(await mails()).toBe(5);

    const [latest] = await ctx.database.db.select().from(outbox).where(eq(outbox.to_address, email)).orderBy(desc(outbox.id)).limit(1);
    const token = /token=([\w-]+)/.exec(latest?.body ?? '')?.[1];
    expect((await agent.post('/api/v1/account/confirm_email', { token })).status).toBe(200);
    clock.advance(DAY_MS);
    const confirmed = await agent.post('/api/v1/account/resend_confirmation');
    expect(confirmed.status).toBe(409);
    expect(await confirmed.json()).toMatchObject({ error: { code: 'AlreadyConfirmed' } });
    expect((await createAgent(app).post('/api/v1/account/resend_confirmation')).status).toBe(401);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const { app } = createTestApp(ctx.database);
    const email = freshEmail();
    await createAgent(app).post('/api/v1/account/signup', { email, password: PASSWORD, nickname: 'A' });
    const res = await createAgent(app).post('/api/v1/account/signup', { email: email.toUpperCase(), password: PASSWORD, nickname: 'B' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: 'EmailTaken', field: 'email' } });
  });

  it('answers bad input with a 400 that names the field', async () => {
    const { app } = createTestApp(ctx.database);
    const agent = createAgent(app);
    const shortPassword = await agent.post('/api/v1/account/signup', { email: freshEmail(), password: 'short', nickname: 'A' });
    expect(shortPassword.status).toBe(400);
    expect(await shortPassword.json()).toMatchObject({ error: { code: 'InvalidRequest', field: 'password' } });
    const badEmail = await agent.post('/api/v1/account/signup', { email: 'nope', password: PASSWORD, nickname: 'A' });
    expect(await badEmail.json()).toMatchObject({ error: { field: 'email' } });
    const notJson = await app.request('/api/v1/account/signin', { method: 'POST', headers: { 'X-Requested-With': 'app' }, body: '{' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: { code: 'InvalidJson', field: 'body' } });
  });

  it('refuses a state-changing call without the CSRF header', async () => {
    const { app } = createTestApp(ctx.database);
    const res = await createAgent(app).post('/api/v1/account/signup', { email: freshEmail(), password: PASSWORD, nickname: 'A' }, { csrf: false });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'CsrfHeaderMissing' } });
  });

  it('signs in and out; the foundation needs a session', async () => {
    const { app } = createTestApp(ctx.database);
    const email = freshEmail();
    await createAgent(app).post('/api/v1/account/signup', { email, password: PASSWORD, nickname: 'C' });
    const agent = createAgent(app);
    expect((await agent.get('/api/v2/me/foundation')).status).toBe(401);
    expect((await agent.post('/api/v1/account/signin', { email, password: 'wrong password!' })).status).toBe(401);
    expect((await agent.post('/api/v1/account/signin', { email: email.toUpperCase(), password: PASSWORD })).status).toBe(200);
    expect((await agent.get('/api/v2/me/foundation')).status).toBe(200);
    expect((await agent.post('/api/v1/account/signout')).status).toBe(200);
    expect((await agent.get('/api/v2/me/foundation')).status).toBe(401);
  });

  it(`throttles an account after ${SIGN_IN_MAX_FAILURES_PER_ACCOUNT} failures, even for the right password, until the window passes`, async () => {
    const { app, clock } = createTestApp(ctx.database);
    const email = freshEmail();
    await createAgent(app).post('/api/v1/account/signup', { email, password: PASSWORD, nickname: 'D' });
    const agent = createAgent(app);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await agent.post('/api/v1/account/signin', { email, password: `wrong ${i}` })).status).toBe(401);
    }
    const blocked = await agent.post('/api/v1/account/signin', { email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ error: { code: 'TooManyAttempts' } });
    clock.advance(15 * 60_000 + 1);
    expect((await agent.post('/api/v1/account/signin', { email, password: PASSWORD })).status).toBe(200);
  });

  it('says nothing about whether an unknown email exists', async () => {
    const { app } = createTestApp(ctx.database);
    const res = await createAgent(app).post('/api/v1/account/signin', { email: freshEmail(), password: PASSWORD });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'InvalidCredentials' } });
  });
});
