import { and, desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { requestEmailConfirmation } from '../accounts/email-confirmation';
import { outbox, users } from '../db/schema-accounts';
import { ledgerEntries } from '../db/schema-catalog';
import { WELCOME_CREDIT_CENTS, welcomeCreditKey } from '../money/welcome-credit';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { drainTestEvents } from '../testing/drain';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
let n = 0;
const freshEmail = () => `welcome${++n}_${Math.floor(performance.now())}@example.test`;

interface WalletBody {
  data: { balance: number; entries: { amount: number; kind: string }[] };
}

describeEachDatabase('welcome credit on the first email confirmation', (ctx) => {
  const db = () => ctx.database.db;
  const latestToken = async (email: string): Promise<string> => {
    await drainTestEvents(db(), { now: NOW });
    const [mail] = await db().select().from(outbox).where(eq(outbox.to_address, email)).orderBy(desc(outbox.id)).limit(1);
    const token = /token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
    if (!token) throw new Error('no confirmation link');
    return token;
  };
  const newLink = async (userId: number, email: string) => {
    await requestEmailConfirmation({ db: db(), userId, now: NOW });
    return latestToken(email);
  };

  it('a new student starts at 0 and gets the credit once, however many links confirm', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const agent = createAgent(app);
    const email = freshEmail();
    await agent.post('/api/v1/account/signup', { email, password: 'correct horse battery', nickname: 'Wen' });
    const signedIn = await agent.post('/api/v1/account/signin', { email, password: 'correct horse battery' });
    const userId = ((await signedIn.json()) as { data: { user: { user_id: number } } }).data.user.user_id;
    expect(((await (await agent.get('/api/v1/wallet')).json()) as WalletBody).data.balance).toBe(0);

    expect((await agent.post('/api/v1/account/confirm_email', { token: await latestToken(email) })).status).toBe(200);
    const wallet = ((await (await agent.get('/api/v1/wallet')).json()) as WalletBody).data;
    expect(wallet.balance).toBe(WELCOME_CREDIT_CENTS);
    expect(wallet.entries).toEqual([expect.objectContaining({ amount: WELCOME_CREDIT_CENTS, kind: 'WELCOME_CREDIT' })]);

    // A second link (asked for again) confirms too, but credits nothing more.
    expect((await agent.post('/api/v1/account/confirm_email', { token: await newLink(userId, email) })).status).toBe(200);
    expect(((await (await agent.get('/api/v1/wallet')).json()) as WalletBody).data.balance).toBe(WELCOME_CREDIT_CENTS);
    const rows = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.user_id, userId), eq(ledgerEntries.idempotency_key, welcomeCreditKey(userId))));
    expect(rows).toHaveLength(1);
  });

  it('two links confirmed at once credit once', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const email = freshEmail();
    await createAgent(app).post('/api/v1/account/signup', { email, password: 'correct horse battery', nickname: 'Rae' });
    const [user] = await db().select({ user_id: users.user_id }).from(users).where(eq(users.email, email));
    const userId = user!.user_id;
    const tokens = [await latestToken(email), await newLink(userId, email), await newLink(userId, email)];
    const answers = await Promise.all(tokens.map((token) => createAgent(app).post('/api/v1/account/confirm_email', { token })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const credits = await db().select().from(ledgerEntries).where(eq(ledgerEntries.user_id, userId));
    expect(credits.map((e) => [e.kind, e.amount])).toEqual([['WELCOME_CREDIT', WELCOME_CREDIT_CENTS]]);
  });

  it('a teacher confirming gets no welcome credit; an invalid token credits nothing', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const teacher = await makeUser(db(), app, { now: NOW, role: 'TEACHER', confirmed: false });
    // The link is mailed to the account's own address.
    expect(
      (await createAgent(app).post('/api/v1/account/confirm_email', { token: await newLink(teacher.userId, teacher.email) })).status,
    ).toBe(200);
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.user_id, teacher.userId))).toEqual([]);

    const student = await makeUser(db(), app, { now: NOW, confirmed: false });
    const bad = await createAgent(app).post('/api/v1/account/confirm_email', { token: 'x'.repeat(43) });
    expect(bad.status).toBe(400);
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.user_id, student.userId))).toEqual([]);
  });
});
