import { HOUR_MS, MINUTE_MS, PASSWORD_RESET_TTL_MS, EMAIL_CHANGE_TTL_MS } from '@app/domain';
import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { outbox, sessions, users } from '../db/schema-accounts';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { drainTestEvents } from '../testing/drain';
import { makeUser } from '../testing/fixtures';
import { createTestApp, TEST_PASSWORD_HASH_COST } from '../testing/test-app';

const NOW = Date.UTC(2026, 10, 26, 10);
/** Each test hashes and checks passwords with scrypt at 128 MiB: seconds each on a loaded machine. */
const SCRYPT_TIMEOUT_MS = 180_000;
const PASSWORD = 'old password 123';
const NEW_PASSWORD = 'new password 456';
const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describeEachDatabase('accounts a person can manage (issue 17)', (ctx) => {
  const db = () => ctx.database.db;
  /** A user whose password is PASSWORD, and a way to sign in as them from a browser of `userAgent`. */
  async function setUp() {
    const test = createTestApp(ctx.database, NOW, { publicUrl: 'https://learn.example' });
    const user = await makeUser(db(), test.app, { now: NOW });
    await db()
      .update(users)
      .set({ password_hash: await hashPassword(PASSWORD, TEST_PASSWORD_HASH_COST) })
      .where(eq(users.user_id, user.userId));
    const signIn = async (userAgent = CHROME_LINUX, password = PASSWORD) => {
      const agent = createAgent(test.app);
      const res = await agent.post('/api/v1/account/signin', { email: user.email, password }, { headers: { 'User-Agent': userAgent } });
      return { agent, status: res.status };
    };
    return { ...test, user, signIn };
  }
  // The reset and email-change mails are written by the event worker (issue 19); drain runs it as the server would, just after the request.
  const mails = async (to: string) => {
    await drainTestEvents(db(), { now: NOW, publicUrl: 'https://learn.example' });
    return db().select().from(outbox).where(eq(outbox.to_address, to)).orderBy(desc(outbox.id));
  };
  const tokenOf = (body: string | undefined) => /token=([\w-]+)/.exec(body ?? '')?.[1] ?? '';

  it(
    'forgot password: the same answer for a known and an unknown address, a mail only to the known one; the link resets once and ends every session',
    async () => {
      const { app, user, signIn } = await setUp();
      const a = await signIn();
      const b = await signIn(SAFARI_IPHONE);
      const known = await createAgent(app).post('/api/v1/account/forgot_password', { email: user.email.toUpperCase() });
      const unknown = await createAgent(app).post('/api/v1/account/forgot_password', { email: 'nobody-here@fixture.test' });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(await known.json()).toEqual(await unknown.json());
      expect(known.headers.get('set-cookie')).toBeNull();
      expect(await mails('nobody-here@fixture.test')).toEqual([]);
      const [mail] = await mails(user.email);
      expect(mail?.subject).toBe('Reset your password');
      expect(mail?.link).toMatch(/^https:\/\/learn\.example\/reset-password\?token=[\w-]{43}$/);
      const token = tokenOf(mail?.link ?? undefined);
      // Only the hash is stored.
      expect(JSON.stringify(await db().query.passwordResets.findMany())).not.toContain(token);

      const visitor = createAgent(app);
      expect(await (await visitor.get(`/api/v1/account/reset_password?token=${token}`)).json()).toEqual({
        data: { valid: true, expires_at: new Date(NOW + PASSWORD_RESET_TTL_MS).toISOString() },
      });
      const weak = await visitor.post('/api/v1/account/reset_password', { token, password: 'short' });
      expect(weak.status).toBe(400);
      expect(await weak.json()).toMatchObject({ error: { code: 'WeakPassword', field: 'password' } });
      expect((await visitor.post('/api/v1/account/reset_password', { token, password: NEW_PASSWORD })).status).toBe(200);

      // Every session ended; the old password no longer signs in, the new one does.
      expect((await a.agent.get('/api/v2/me/foundation')).status).toBe(401);
      expect((await b.agent.get('/api/v2/me/foundation')).status).toBe(401);
      expect((await signIn(CHROME_LINUX, PASSWORD)).status).toBe(401);
      expect((await signIn(CHROME_LINUX, NEW_PASSWORD)).status).toBe(200);
      // One use.
      const again = await visitor.post('/api/v1/account/reset_password', { token, password: 'another password 789' });
      expect(await again.json()).toMatchObject({ error: { code: 'InvalidResetToken', field: 'token' } });
      expect((await visitor.get(`/api/v1/account/reset_password?token=${token}`)).status).toBe(400);
    },
    SCRYPT_TIMEOUT_MS,
  );

  it(
    'a reset link works 1 ms before its hour is up and not at it',
    async () => {
      const { app, clock, user } = await setUp();
      await createAgent(app).post('/api/v1/account/forgot_password', { email: user.email });
      const token = tokenOf((await mails(user.email))[0]?.link ?? undefined);
      const visitor = createAgent(app);
      clock.set(NOW + PASSWORD_RESET_TTL_MS - 1);
      expect((await visitor.get(`/api/v1/account/reset_password?token=${token}`)).status).toBe(200);
      clock.set(NOW + PASSWORD_RESET_TTL_MS);
      expect((await visitor.get(`/api/v1/account/reset_password?token=${token}`)).status).toBe(400);
      const late = await visitor.post('/api/v1/account/reset_password', { token, password: NEW_PASSWORD });
      expect(await late.json()).toMatchObject({ error: { code: 'InvalidResetToken' } });
    },
    SCRYPT_TIMEOUT_MS,
  );

  it(
    'forgot password is throttled per address asked for, registered or not, and per client address',
    async () => {
      const { app, clock, user } = await setUp();
      for (const email of [user.email, 'ghost@fixture.test']) {
        for (let i = 0; i < 3; i += 1) expect((await createAgent(app).post('/api/v1/account/forgot_password', { email })).status).toBe(200);
        const fourth = await createAgent(app).post('/api/v1/account/forgot_password', { email });
        expect(fourth.status).toBe(429);
        expect(await fourth.json()).toMatchObject({ error: { code: 'TooManyPasswordResetsForAccount' } });
      }
      expect(await mails(user.email)).toHaveLength(3);
      const one = createAgent(app);
      for (let i = 0; i < 10; i += 1) await one.post('/api/v1/account/forgot_password', { email: `x${i}@fixture.test` });
      expect(await (await one.post('/api/v1/account/forgot_password', { email: 'y@fixture.test' })).json()).toMatchObject({
        error: { code: 'TooManyPasswordResetsFromAddress' },
      });
      clock.advance(HOUR_MS);
      expect((await one.post('/api/v1/account/forgot_password', { email: 'y@fixture.test' })).status).toBe(200);
    },
    SCRYPT_TIMEOUT_MS,
  );

  it(
    'change password: the current one is required; the other sessions end, this one stays',
    async () => {
      const { user, signIn } = await setUp();
      const here = await signIn();
      const there = await signIn(SAFARI_IPHONE);
      const wrong = await here.agent.post('/api/v1/me/password', { current_password: 'not it at all', new_password: NEW_PASSWORD });
      expect(wrong.status).toBe(403);
      expect(await wrong.json()).toMatchObject({ error: { code: 'CurrentPasswordWrong', field: 'current_password' } });
      const same = await here.agent.post('/api/v1/me/password', { current_password: PASSWORD, new_password: user.email });
      expect(await same.json()).toMatchObject({ error: { code: 'WeakPassword', field: 'new_password' } });
      const ok = await here.agent.post('/api/v1/me/password', { current_password: PASSWORD, new_password: NEW_PASSWORD });
      // The fixture's own session and the iPhone's.
      expect(await ok.json()).toEqual({ data: { ended: 2 } });
      expect((await here.agent.get('/api/v2/me/foundation')).status).toBe(200);
      expect((await there.agent.get('/api/v2/me/foundation')).status).toBe(401);
      expect((await signIn(CHROME_LINUX, NEW_PASSWORD)).status).toBe(200);
    },
    SCRYPT_TIMEOUT_MS,
  );

  it(
    'wrong current passwords are throttled per user: the sixth in 15 minutes is refused, even the right one',
    async () => {
      const { signIn } = await setUp();
      const { agent } = await signIn();
      for (let i = 0; i < 5; i += 1)
        expect((await agent.post('/api/v1/me/password', { current_password: 'wrong one!', new_password: NEW_PASSWORD })).status).toBe(403);
      const sixth = await agent.post('/api/v1/me/password', { current_password: PASSWORD, new_password: NEW_PASSWORD });
      expect(await sixth.json()).toMatchObject({ error: { code: 'TooManyPasswordAttempts' } });
    },
    SCRYPT_TIMEOUT_MS,
  );

  it(
    "sessions: listed with device and last use, this one marked; end one, then all others; never another user's",
    async () => {
      const { app, clock, user, signIn } = await setUp();
      // The fixture's session has no user agent.
      await db().delete(sessions).where(eq(sessions.user_id, user.userId));
      const phone = await signIn(SAFARI_IPHONE);
      clock.advance(10 * MINUTE_MS);
      const laptop = await signIn(CHROME_LINUX);
      clock.advance(10 * MINUTE_MS);
      const third = await signIn('curl/8.5.0');
      clock.advance(10 * MINUTE_MS);
      // A request of the phone's moves its last use (at most every few minutes).
      await phone.agent.get('/api/v2/me/foundation');
      const listed = (await (await laptop.agent.get('/api/v1/me/sessions')).json()) as {
        data: { sessions: { id: number; browser: string | null; os: string | null; last_used_at: string; current: boolean }[] };
      };
      expect(listed.data.sessions.map(({ browser, os, current, last_used_at }) => ({ browser, os, current, last_used_at }))).toEqual([
        { browser: 'Chrome', os: 'Linux', current: true, last_used_at: new Date(NOW + 30 * MINUTE_MS).toISOString() },
        { browser: 'Safari', os: 'iOS', current: false, last_used_at: new Date(NOW + 30 * MINUTE_MS).toISOString() },
        { browser: null, os: null, current: false, last_used_at: new Date(NOW + 20 * MINUTE_MS).toISOString() },
      ]);
      const [, phoneRow, curlRow] = listed.data.sessions;
      expect(await (await laptop.agent.delete(`/api/v1/me/sessions/${phoneRow?.id}`)).json()).toEqual({ data: { ended: 1 } });
      expect((await phone.agent.get('/api/v2/me/foundation')).status).toBe(401);
      const stranger = await makeUser(db(), app, { now: NOW });
      expect((await stranger.agent.delete(`/api/v1/me/sessions/${curlRow?.id}`)).status).toBe(404);
      expect((await third.agent.get('/api/v2/me/foundation')).status).toBe(200);
      expect(await (await laptop.agent.post('/api/v1/me/sessions/end_others')).json()).toEqual({ data: { ended: 1 } });
      expect((await third.agent.get('/api/v2/me/foundation')).status).toBe(401);
      expect((await laptop.agent.get('/api/v2/me/foundation')).status).toBe(200);
    },
    SCRYPT_TIMEOUT_MS,
  );

  it(
    'change email: password required; a link to the new address; opening it moves the account and tells the old address; once',
    async () => {
      const { app, user, signIn } = await setUp();
      const { agent } = await signIn();
      const newEmail = `moved-${user.userId}@fixture.test`;
      expect(await (await agent.post('/api/v1/me/email', { new_email: newEmail, current_password: 'nope nope' })).json()).toMatchObject({
        error: { code: 'CurrentPasswordWrong' },
      });
      expect(
        await (await agent.post('/api/v1/me/email', { new_email: user.email.toUpperCase(), current_password: PASSWORD })).json(),
      ).toMatchObject({
        error: { code: 'SameEmail', field: 'new_email' },
      });
      const asked = await agent.post('/api/v1/me/email', { new_email: newEmail, current_password: PASSWORD });
      expect(await asked.json()).toEqual({ data: { next: 'check_new_email', new_email: newEmail } });
      // Nothing changes until the link is opened.
      expect(await (await agent.get('/api/v2/me/foundation')).json()).toMatchObject({ data: { user: { email: user.email } } });
      const [mail] = await mails(newEmail);
      expect(mail?.subject).toBe('Confirm your new email address');
      expect(mail?.link).toMatch(/^https:\/\/learn\.example\/confirm-email-change\?token=/);
      const token = tokenOf(mail?.link ?? undefined);
      const confirmed = await createAgent(app).post('/api/v1/account/confirm_email_change', { token });
      expect(await confirmed.json()).toMatchObject({ data: { user: { email: newEmail } } });
      const [notice] = await mails(user.email);
      expect(notice?.subject).toBe('Your email address was changed');
      expect(notice?.body).toContain(`m***@fixture.test`);
      expect(notice?.link).toBe('https://learn.example/forgot-password');
      expect(await (await createAgent(app).post('/api/v1/account/confirm_email_change', { token })).json()).toMatchObject({
        error: { code: 'InvalidEmailChangeToken' },
      });
      const signedInWithNew = await createAgent(app).post('/api/v1/account/signin', { email: newEmail, password: PASSWORD });
      expect(signedInWithNew.status).toBe(200);
    },
    SCRYPT_TIMEOUT_MS,
  );

  it(
    'change email to an address that has an account: the same answer, no mail to it, nothing changes; a link expires after a day',
    async () => {
      const { app, clock, signIn } = await setUp();
      const { agent } = await signIn();
      const other = await makeUser(db(), app, { now: NOW });
      const res = await agent.post('/api/v1/me/email', { new_email: other.email, current_password: PASSWORD });
      expect(await res.json()).toEqual({ data: { next: 'check_new_email', new_email: other.email } });
      expect(await mails(other.email)).toEqual([]);

      const fresh = `fresh-${other.userId}@fixture.test`;
      await agent.post('/api/v1/me/email', { new_email: fresh, current_password: PASSWORD });
      const token = tokenOf((await mails(fresh))[0]?.link ?? undefined);
      clock.advance(EMAIL_CHANGE_TTL_MS);
      expect(await (await createAgent(app).post('/api/v1/account/confirm_email_change', { token })).json()).toMatchObject({
        error: { code: 'InvalidEmailChangeToken' },
      });
    },
    SCRYPT_TIMEOUT_MS,
  );
});
