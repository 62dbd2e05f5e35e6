import { DAY_MS, HOUR_MS, MINUTE_MS } from '@app/domain';
import { desc, eq } from 'drizzle-orm';
import { SIGNED_IN_HINT_COOKIE } from '@app/api';
import { expect, it } from 'vitest';
import { PASSWORD_HASH_COST } from '../auth/password';
import { outbox, users } from '../db/schema-accounts';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { createTestApp, TEST_PASSWORD_HASH_COST } from '../testing/test-app';
import { SIGN_UP_ADDRESS_LIMIT } from './accounts';

const PASSWORD = 'correct horse battery';
let n = 0;
const freshEmail = () => `student${++n}_${Math.floor(performance.now())}@example.test`;

describeEachDatabase('accounts', (ctx) => {
  const signUp = (agent: ReturnType<typeof createAgent>, email: string, nickname = 'Ana') =>
    agent.post('/api/v1/account/signup', { email, password: PASSWORD, nickname, timezone_iana: 'Europe/Madrid' });
  // The confirmation mail is written by the event worker; `drain` runs it as the server would, just after the request.
  const latestMail = async (email: string, drain: () => Promise<unknown>) => {
    await drain();
    return (await ctx.database.db.select().from(outbox).where(eq(outbox.to_address, email)).orderBy(desc(outbox.id)).limit(1))[0];
  };

  it('signs up without signing in: "check your email", no cookie; the link confirms once and signs its owner in (HttpOnly, SameSite=Lax)', async () => {
    const { app, drain } = createTestApp(ctx.database);
    const agent = createAgent(app);
    const email = freshEmail();
    const res = await signUp(agent, email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { next: 'check_email', email } });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await agent.get('/api/v2/me/foundation')).status).toBe(401);

    const mail = await latestMail(email, drain);
    expect(mail?.subject).toBe('Confirm your email address');
    const token = /token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
    const confirmed = await agent.post('/api/v1/account/confirm_email', { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ data: { ok: true, user: { email, is_confirm_email: true } } });
    const cookie = confirmed.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(await (await agent.get('/api/v2/me/foundation')).json()).toMatchObject({
      data: {
        language_list: [],
        user: { email, nickname: 'Ana', timezone_iana: 'Europe/Madrid', register_status: 1, is_confirm_email: true, role: 'STUDENT' },
      },
    });
    const again = await createAgent(app).post('/api/v1/account/confirm_email', { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { code: 'InvalidToken', field: 'token' } });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('marks the cookie Secure when served over https', async () => {
    const { app, drain } = createTestApp(ctx.database);
    const agent = createAgent(app, { origin: 'https://example.test' });
    const email = freshEmail();
    await signUp(agent, email);
    const token = /token=([\w-]+)/.exec((await latestMail(email, drain))?.body ?? '')?.[1];
    expect((await agent.post('/api/v1/account/confirm_email', { token })).headers.get('set-cookie')).toMatch(/Secure/);
  });

  it('answers a registered address exactly as a new one, whatever its case, and mails its owner "you already have an account" instead', async () => {
    const { app, drain } = createTestApp(ctx.database, undefined, { publicUrl: 'https://learn.example' });
    const email = freshEmail();
    const first = await signUp(createAgent(app), email, 'A');
    const second = await signUp(createAgent(app), email.toUpperCase(), 'B');
    expect(second.status).toBe(first.status);
    expect(second.headers.get('set-cookie')).toBe(first.headers.get('set-cookie'));
    expect(Object.keys(((await second.json()) as { data: object }).data)).toEqual(
      Object.keys(((await first.json()) as { data: object }).data),
    );
    const mail = await latestMail(email.toUpperCase(), drain);
    expect(mail?.subject).toBe('You already have an account');
    expect(mail?.link).toBe('https://learn.example/signin');
    expect(mail?.body).toContain('https://learn.example/signin');
  });

  it('builds mail links on PUBLIC_URL, never on the Host header', async () => {
    const { app, drain } = createTestApp(ctx.database, undefined, { publicUrl: 'https://learn.example' });
    const email = freshEmail();
    await signUp(createAgent(app, { origin: 'http://evil.example' }), email);
    const mail = await latestMail(email, drain);
    expect(mail?.link).toMatch(/^https:\/\/learn\.example\/confirm-email\?token=[\w-]+$/);
    expect(mail?.body).not.toContain('evil.example');
  });

  it(`allows ${SIGN_UP_ADDRESS_LIMIT.limit} sign-ups an hour from one address, then 429 TooManySignUpsFromAddress with Retry-After (other addresses unaffected)`, async () => {
    const { app, clock, drain } = createTestApp(ctx.database, Date.UTC(2026, 4, 1, 10));
    const agent = createAgent(app);
    for (let i = 0; i < SIGN_UP_ADDRESS_LIMIT.limit; i++) expect((await signUp(agent, freshEmail())).status).toBe(200);
    const email = freshEmail();
    const refused = await signUp(agent, email);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: 'TooManySignUpsFromAddress' } });
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(await latestMail(email, drain)).toBeUndefined();
    expect((await signUp(createAgent(app), freshEmail())).status).toBe(200);
    clock.advance(HOUR_MS);
    expect((await signUp(agent, email)).status).toBe(200);
  });

  it('resends the confirmation link at most once a minute and five times a day; never once confirmed', async () => {
    const { app, clock, drain } = createTestApp(ctx.database, Date.UTC(2026, 10, 23, 12));
    const agent = createAgent(app);
    const email = freshEmail();
    await agent.post('/api/v1/account/signup', { email, password: PASSWORD, nickname: 'Re' });
    expect((await agent.post('/api/v1/account/signin', { email, password: PASSWORD })).status).toBe(200);
    const mails = async () => {
      await drain();
      return (await ctx.database.db.select().from(outbox).where(eq(outbox.to_address, email))).length;
    };
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

    const latest = await latestMail(email, drain);
    const token = /token=([\w-]+)/.exec(latest?.body ?? '')?.[1];
    expect((await agent.post('/api/v1/account/confirm_email', { token })).status).toBe(200);
    clock.advance(DAY_MS);
    const confirmed = await agent.post('/api/v1/account/resend_confirmation');
    expect(confirmed.status).toBe(409);
    expect(await confirmed.json()).toMatchObject({ error: { code: 'AlreadyConfirmed' } });
    expect((await createAgent(app).post('/api/v1/account/resend_confirmation')).status).toBe(401);
  });

  it('writes the mails in the language of the sign-up page, and in the one the settings choose later', async () => {
    const { app, clock, drain } = createTestApp(ctx.database, Date.UTC(2026, 10, 24, 12));
    const agent = createAgent(app);
    const email = freshEmail();
    expect((await agent.post('/api/v1/account/signup', { email, password: PASSWORD, nickname: 'Lucía', locale: 'es' })).status).toBe(200);
    expect((await latestMail(email, drain))?.subject).toBe('Confirma tu dirección de correo');
    expect(
      (await agent.post('/api/v1/account/signup', { email: freshEmail(), password: PASSWORD, nickname: 'X', locale: 'fr' })).status,
    ).toBe(400);

    expect((await agent.post('/api/v1/account/signin', { email, password: PASSWORD })).status).toBe(200);
    expect((await agent.patch('/api/v1/me/settings', { locale: 'en' })).status).toBe(200);
    clock.advance(MINUTE_MS);
    expect((await agent.post('/api/v1/account/resend_confirmation')).status).toBe(200);
    expect((await latestMail(email, drain))?.subject).toBe('Confirm your email address');
  });

  it('issue 17: the confirmation link (and a resent one) carries the page the person signed up from, and the clock they saw', async () => {
    const { app, clock, drain } = createTestApp(ctx.database, Date.UTC(2026, 10, 25, 12));
    const agent = createAgent(app);
    const email = freshEmail();
    const classPath = '/group-class-online/class/42?classID=42';
    const body = { email, password: PASSWORD, nickname: 'Back', is_am: 1, return_to: classPath };
    expect((await agent.post('/api/v1/account/signup', body)).status).toBe(200);
    const link = (mailBody: string | undefined) => new URL(/https?:\/\/\S+\/confirm-email\?\S+/.exec(mailBody ?? '')?.[0] ?? 'http://x/');
    expect(link((await latestMail(email, drain))?.body).searchParams.get('returnTo')).toBe(classPath);

    expect((await agent.post('/api/v1/account/signin', { email, password: PASSWORD })).status).toBe(200);
    expect(await (await agent.get('/api/v2/me/foundation')).json()).toMatchObject({ data: { user: { is_am: 1 } } });
    clock.advance(MINUTE_MS);
    expect((await agent.post('/api/v1/account/resend_confirmation', { return_to: '/my-classes' })).status).toBe(200);
    expect(link((await latestMail(email, drain))?.body).searchParams.get('returnTo')).toBe('/my-classes');
    clock.advance(MINUTE_MS);
    expect((await agent.post('/api/v1/account/resend_confirmation')).status).toBe(200);
    expect(link((await latestMail(email, drain))?.body).searchParams.has('returnTo')).toBe(false);

    // Never another host: the link would send the person there.
    for (const return_to of ['//evil.test/x', 'https://evil.test', '/\\evil.test', '/api/v1/wallet']) {
      const refused = await agent.post('/api/v1/account/resend_confirmation', { return_to });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { field: 'return_to' } });
      const signUpRefused = await agent.post('/api/v1/account/signup', { ...body, email: freshEmail(), return_to });
      expect(await signUpRefused.json()).toMatchObject({ error: { field: 'return_to' } });
    }
  });

  it('answers bad input with a 400 that names the field', async () => {
    const { app } = createTestApp(ctx.database);
    const agent = createAgent(app);
    const shortPassword = await agent.post('/api/v1/account/signup', { email: freshEmail(), password: 'short', nickname: 'A' });
    expect(shortPassword.status).toBe(400);
    expect(await shortPassword.json()).toMatchObject({ error: { code: 'InvalidRequest', field: 'password' } });
    // The form's rule, on the server too: never the account's own address as its password.
    const sameAsEmail = await agent.post('/api/v1/account/signup', {
      email: 'same-as@example.test',
      password: 'Same-As@example.test',
      nickname: 'A',
    });
    expect(sameAsEmail.status).toBe(400);
    expect(await sameAsEmail.json()).toMatchObject({ error: { code: 'WeakPassword', field: 'password' } });
    const badEmail = await agent.post('/api/v1/account/signup', { email: 'nope', password: PASSWORD, nickname: 'A' });
    expect(await badEmail.json()).toMatchObject({ error: { field: 'email' } });
    const notJson = await app.request('/api/v1/account/signin', { method: 'POST', headers: { 'X-Requested-With': 'app' }, body: '{' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: { code: 'InvalidJson', field: 'body' } });
  });

  it('refuses a state-changing call without the CSRF header', async () => {
    const { app } = createTestApp(ctx.database);
    const res = await createAgent(app).post(
      '/api/v1/account/signup',
      { email: freshEmail(), password: PASSWORD, nickname: 'A' },
      { csrf: false },
    );
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

  it("keeps a readable signed-in hint in step with the session cookie, so a visitor's browser never asks for the foundation (issue 17)", async () => {
    const { app } = createTestApp(ctx.database);
    const email = freshEmail();
    await createAgent(app).post('/api/v1/account/signup', { email, password: PASSWORD, nickname: 'H' });
    const agent = createAgent(app);
    const signedIn = await agent.post('/api/v1/account/signin', { email, password: PASSWORD });
    const hint = signedIn.headers.getSetCookie().find((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`)) ?? '';
    expect(hint).toMatch(/SameSite=Lax/);
    expect(hint).not.toMatch(/HttpOnly/);
    expect(agent.jar.get(SIGNED_IN_HINT_COOKIE)).toBe('1');
    await agent.post('/api/v1/account/signout');
    expect(agent.jar.has(SIGNED_IN_HINT_COOKIE)).toBe(false);

    // A session from before the hint gets it with its next page; a hint without a session is dropped.
    await agent.post('/api/v1/account/signin', { email, password: PASSWORD });
    agent.jar.delete(SIGNED_IN_HINT_COOKIE);
    await agent.get('/group-class');
    expect(agent.jar.get(SIGNED_IN_HINT_COOKIE)).toBe('1');
    const sid = agent.jar.get('sid');
    agent.jar.delete('sid');
    await agent.get('/group-class');
    expect(agent.jar.has(SIGNED_IN_HINT_COOKIE)).toBe(false);

    // A session ended elsewhere: its one 401 also forgets the session in this browser.
    agent.jar.set('sid', `${sid ?? ''}x`);
    agent.jar.set(SIGNED_IN_HINT_COOKIE, '1');
    expect((await agent.get('/api/v2/me/foundation')).status).toBe(401);
    expect(agent.jar.has('sid')).toBe(false);
    expect(agent.jar.has(SIGNED_IN_HINT_COOKIE)).toBe(false);
  });

  it('says nothing about whether an unknown email exists', async () => {
    const { app } = createTestApp(ctx.database);
    const res = await createAgent(app).post('/api/v1/account/signin', { email: freshEmail(), password: PASSWORD });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'InvalidCredentials' } });
  });
});

describeEachDatabase('password hash cost', (ctx) => {
  const storedCost = async (email: string) => {
    const [row] = await ctx.database.db.select({ hash: users.password_hash }).from(users).where(eq(users.email, email));
    return Number(row?.hash.split('$')[1]);
  };

  it('writes a sign-up at the OWASP cost in production, and at the cost a test app names', async () => {
    const email = freshEmail();
    const production = createAgent(createTestApp(ctx.database, Date.UTC(2026, 2, 10, 12), { production: true }).app);
    expect(
      (await production.post('/api/v1/account/signup', { email, password: PASSWORD, nickname: 'Ana', timezone_iana: 'UTC' })).status,
    ).toBe(200);
    expect(await storedCost(email)).toBe(PASSWORD_HASH_COST);

    const cheap = freshEmail();
    const test = createAgent(createTestApp(ctx.database).app);
    expect(
      (await test.post('/api/v1/account/signup', { email: cheap, password: PASSWORD, nickname: 'Bo', timezone_iana: 'UTC' })).status,
    ).toBe(200);
    expect(await storedCost(cheap)).toBe(TEST_PASSWORD_HASH_COST);
  });

  it('refuses to build a production app that would hash below the OWASP cost', () => {
    expect(() => createTestApp(ctx.database, Date.UTC(2026, 2, 10, 12), { production: true, passwordHashCost: 2 ** 16 })).toThrow(
      'passwordHashCost 65536 is below 131072',
    );
  });
});
