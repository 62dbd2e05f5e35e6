import { ErrorBodySchema } from '@app/api';
import { MINUTE_MS } from '@app/domain';
import { expect, it } from 'vitest';
import { SIGN_IN_ACCOUNT_ADDRESS_LIMIT, SIGN_IN_ACCOUNT_PACE_AFTER, SIGN_IN_ADDRESS_LIMIT, SIGN_IN_WINDOW_MS } from '../accounts/throttle';
import { hashPassword } from '../auth/password';
import { users } from '../db/schema-accounts';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { createTestApp, TEST_PASSWORD_HASH_COST } from '../testing/test-app';

const PASSWORD = 'correct horse battery';
let n = 0;

describeEachDatabase('sign-in throttle (shared counters, taken before the password check)', (ctx) => {
  const account = async () => {
    const email = `owner${++n}_${Math.floor(performance.now())}@example.test`;
    await ctx.database.db
      .insert(users)
      .values({ email, password_hash: await hashPassword(PASSWORD, TEST_PASSWORD_HASH_COST), nickname: 'Owner', created_at: new Date() });
    return email;
  };
  const signIn = (agent: ReturnType<typeof createAgent>, email: string, password: string, headers?: Record<string, string>) =>
    agent.post('/api/v1/account/signin', { email, password }, headers ? { headers } : undefined);
  const code = async (res: Response) => ErrorBodySchema.parse(await res.clone().json()).error.code;

  it('40 parallel attempts on one account from one address (39 wrong, then the right one): at most the limit reach the password check, the rest 429 with Retry-After', async () => {
    const { app } = createTestApp(ctx.database, Date.UTC(2026, 5, 1, 9));
    const email = await account();
    const attacker = createAgent(app);
    const answers = await Promise.all([
      ...Array.from({ length: 39 }, (_, i) => signIn(attacker, email, `wrong guess ${i}`)),
      signIn(attacker, email, PASSWORD),
    ]);
    const statuses = answers.map((r) => r.status);
    const checked = statuses.filter((s) => s === 401 || s === 200).length;
    // A right password is not a failure (it is taken back), so it may free one more check.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(SIGN_IN_ACCOUNT_ADDRESS_LIMIT.limit);
    expect(checked).toBeLessThanOrEqual(SIGN_IN_ACCOUNT_ADDRESS_LIMIT.limit + 1);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused.length).toBe(40 - checked);
    for (const r of refused) {
      expect(await code(r)).toBe('TooManySignInsForAccountFromAddress');
      expect(Number(r.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
  });

  it(`walls one account from one address after ${SIGN_IN_ACCOUNT_ADDRESS_LIMIT.limit} failures, even for the right password; the owner still signs in from a new address meanwhile`, async () => {
    const { app, clock } = createTestApp(ctx.database, Date.UTC(2026, 5, 2, 9));
    const email = await account();
    const attacker = createAgent(app);
    for (let i = 0; i < SIGN_IN_ACCOUNT_ADDRESS_LIMIT.limit; i++) expect((await signIn(attacker, email, `wrong ${i}`)).status).toBe(401);
    const walled = await signIn(attacker, email, PASSWORD);
    expect(walled.status).toBe(429);
    expect(await code(walled)).toBe('TooManySignInsForAccountFromAddress');
    expect(Number(walled.headers.get('Retry-After'))).toBe(SIGN_IN_WINDOW_MS / 1000);

    const owner = createAgent(app);
    expect((await signIn(owner, email, PASSWORD)).status).toBe(200);
    expect((await owner.get('/api/v2/me/foundation')).status).toBe(200);
    expect((await signIn(attacker, email, `wrong again`)).status).toBe(429);
    // Successes are not failures: the owner signs in again and again.
    for (let i = 0; i < SIGN_IN_ACCOUNT_ADDRESS_LIMIT.limit + 1; i++) expect((await signIn(owner, email, PASSWORD)).status).toBe(200);
    clock.advance(SIGN_IN_WINDOW_MS);
    expect((await signIn(attacker, email, PASSWORD)).status).toBe(200);
  });

  it(`walls one address after ${SIGN_IN_ADDRESS_LIMIT.limit} failures over any accounts; other addresses are not affected`, async () => {
    const { app } = createTestApp(ctx.database, Date.UTC(2026, 5, 3, 9));
    const sprayer = createAgent(app);
    // Unknown addresses cost the same check (a dummy hash) and count the same.
    const victims = [
      ...Array.from({ length: Math.ceil(SIGN_IN_ADDRESS_LIMIT.limit / 4) }, (_, i) => `nobody${i}_${++n}@example.test`),
      await account(),
    ];
    let failures = 0;
    for (const email of victims) {
      for (let i = 0; i < 4 && failures < SIGN_IN_ADDRESS_LIMIT.limit; i++, failures++)
        expect((await signIn(sprayer, email, `spray ${i}`)).status).toBe(401);
    }
    const walled = await signIn(sprayer, victims.at(-1) ?? '', 'spray again');
    expect(walled.status).toBe(429);
    expect(await code(walled)).toBe('TooManySignInsFromAddress');
    expect(walled.headers.get('Retry-After')).not.toBeNull();
    expect((await signIn(createAgent(app), victims.at(-1) ?? '', PASSWORD)).status).toBe(200);
  }, 120_000);

  it(`paces an account failed ${SIGN_IN_ACCOUNT_PACE_AFTER} times from several addresses to one attempt a minute from anywhere (a pace, not a wall)`, async () => {
    const { app, clock } = createTestApp(ctx.database, Date.UTC(2026, 5, 4, 9));
    const email = await account();
    for (let a = 0; a < SIGN_IN_ACCOUNT_PACE_AFTER / SIGN_IN_ACCOUNT_ADDRESS_LIMIT.limit; a++) {
      const attacker = createAgent(app);
      for (let i = 0; i < SIGN_IN_ACCOUNT_ADDRESS_LIMIT.limit; i++)
        expect((await signIn(attacker, email, `wrong ${a} ${i}`)).status).toBe(401);
    }
    const owner = createAgent(app);
    expect((await signIn(owner, email, 'a typo, once')).status).toBe(401);
    const paced = await signIn(owner, email, PASSWORD);
    expect(paced.status).toBe(429);
    expect(await code(paced)).toBe('SignInPacedForAccount');
    const wait = Number(paced.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    clock.advance(MINUTE_MS);
    expect((await signIn(owner, email, PASSWORD)).status).toBe(200);
  });

  it('reads the client address from X-Forwarded-For only through a trusted proxy (TRUST_PROXY)', async () => {
    const email = await account();
    // Trusted: two people behind one proxy are two addresses.
    const behindProxy = createTestApp(ctx.database, Date.UTC(2026, 5, 5, 9), {
      trustProxy: { kind: 'addresses', addresses: new Set(['10.99.0.1']) },
    }).app;
    const proxy = createAgent(behindProxy, { address: '10.99.0.1' });
    for (let i = 0; i < SIGN_IN_ACCOUNT_ADDRESS_LIMIT.limit; i++)
      expect((await signIn(proxy, email, `wrong ${i}`, { 'X-Forwarded-For': '203.0.113.7' })).status).toBe(401);
    expect((await signIn(proxy, email, PASSWORD, { 'X-Forwarded-For': '203.0.113.7' })).status).toBe(429);
    expect((await signIn(proxy, email, PASSWORD, { 'X-Forwarded-For': '198.51.100.9' })).status).toBe(200);

    // Not trusted (the default): a made-up X-Forwarded-For does not get a client past its wall.
    const direct = createTestApp(ctx.database, Date.UTC(2026, 5, 6, 9)).app;
    const client = createAgent(direct);
    for (let i = 0; i < SIGN_IN_ACCOUNT_ADDRESS_LIMIT.limit; i++)
      expect((await signIn(client, email, `wrong ${i}`, { 'X-Forwarded-For': `192.0.2.${i}` })).status).toBe(401);
    expect((await signIn(client, email, PASSWORD, { 'X-Forwarded-For': '192.0.2.200' })).status).toBe(429);
  });
});
