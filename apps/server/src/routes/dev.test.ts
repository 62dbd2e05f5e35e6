import { expect, it } from 'vitest';
import { outbox } from '../db/schema-accounts';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);

interface OutboxBody {
  data: { messages: { id: number; to: string; subject: string; text: string; link: string | null; created_at: string }[] };
}

describeEachDatabase('GET /v1/dev/outbox', (ctx) => {
  it('lists the mail newest first with the confirmation link, to a signed-in admin, outside production', async () => {
    const { app, clock, drain } = createTestApp(ctx.database, NOW);
    const admin = await makeUser(ctx.database.db, app, { now: NOW, role: 'ADMIN' });
    const first = `outbox-a-${Date.now()}@example.test`;
    const second = `outbox-b-${Date.now()}@example.test`;
    await createAgent(app).post('/api/v1/account/signup', { email: first, password: 'correct horse battery', nickname: 'A' });
    await drain();
    clock.advance(60_000);
    await createAgent(app).post('/api/v1/account/signup', { email: second, password: 'correct horse battery', nickname: 'B' });
    await drain();

    const res = await admin.agent.get('/api/v1/dev/outbox');
    expect(res.status).toBe(200);
    const { messages } = ((await res.json()) as OutboxBody).data;
    const mine = messages.filter((m) => m.to === first || m.to === second);
    expect(mine.map((m) => m.to)).toEqual([second, first]);
    expect(mine[0]).toMatchObject({ subject: 'Confirm your email address', created_at: new Date(NOW + 60_000).toISOString() });
    expect(mine[0]?.link).toMatch(/^http:\/\/localhost\/confirm-email\?token=[\w-]+$/);
    expect(mine[0]?.text).toContain(mine[0]?.link ?? 'no link');
    // The link in the outbox confirms the account.
    const token = new URL(mine[0]?.link ?? 'http://x').searchParams.get('token');
    expect((await createAgent(app).post('/api/v1/account/confirm_email', { token })).status).toBe(200);
  });

  it('answers at most the newest 100', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const admin = await makeUser(ctx.database.db, app, { now: NOW, role: 'ADMIN' });
    await ctx.database.db.insert(outbox).values(
      Array.from({ length: 105 }, (_, i) => ({
        to_address: `bulk${i}@example.test`,
        subject: 's',
        body: 'b',
        created_at: new Date(NOW),
      })),
    );
    const { messages } = ((await (await admin.agent.get('/api/v1/dev/outbox')).json()) as OutboxBody).data;
    expect(messages).toHaveLength(100);
    expect(messages[0]).toMatchObject({ to: 'bulk104@example.test', link: null });
    expect(messages.map((m) => m.id)).toEqual([...messages.map((m) => m.id)].sort((a, b) => b - a));
  });

  it('is closed to visitors (401) and to signed-in non-admins (404): nobody else reads the addresses and tokens', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const visitor = await createAgent(app).get('/api/v1/dev/outbox');
    expect(visitor.status).toBe(401);
    expect(JSON.stringify(await visitor.json())).not.toContain('@');
    for (const role of ['STUDENT', 'TEACHER'] as const) {
      const user = await makeUser(ctx.database.db, app, { now: NOW, role });
      const res = await user.agent.get('/api/v1/dev/outbox');
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'NotFound' } });
    }
  });

  it('is not there with NODE_ENV=production, even for an admin: 404', async () => {
    const { app } = createTestApp(ctx.database, NOW, { production: true });
    const admin = await makeUser(ctx.database.db, app, { now: NOW, role: 'ADMIN' });
    const res = await admin.agent.get('/api/v1/dev/outbox');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'NotFound' } });
  });
});
