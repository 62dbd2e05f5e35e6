import { expect, it } from 'vitest';
import { outbox } from '../db/schema-accounts';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);

interface OutboxBody {
  data: {
    messages: {
      id: number;
      to: string;
      subject: string;
      text: string;
      link: string | null;
      created_at: string;
      delivery: 'pending' | 'sent' | 'failed';
      last_error: string | null;
      attachments: { filename: string; content_type: string }[];
    }[];
  };
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
    // No SMTP_URL here: the mail stays in the outbox, and the page says it has not left.
    expect(mine[0]).toMatchObject({ delivery: 'pending', last_error: null, attachments: [] });
    // The link in the outbox confirms the account.
    const token = new URL(mine[0]?.link ?? 'http://x').searchParams.get('token');
    expect((await createAgent(app).post('/api/v1/account/confirm_email', { token })).status).toBe(200);
  });

  it('says whether each mail left by SMTP, why the last try failed, and names its files without their content', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const admin = await makeUser(ctx.database.db, app, { now: NOW, role: 'ADMIN' });
    const ics = 'BEGIN:VCALENDAR\r\nSECRET-CONTENT\r\nEND:VCALENDAR\r\n';
    const tag = `delivery-${Date.now()}`;
    const mail = (state: string) => ({ to_address: `${tag}-${state}@example.test`, subject: state, body: 'b', created_at: new Date(NOW) });
    await ctx.database.db.insert(outbox).values([
      {
        ...mail('waiting'),
        attachments: [
          { filename: 'class-7.ics', contentType: 'text/calendar; method=PUBLISH', content: ics },
          { filename: 'notes.txt', contentType: 'text/plain', content: 'n' },
        ],
      },
      // A 4xx answer: a retry is coming, so it is still pending, with the reason.
      { ...mail('retrying'), attempts: 1, last_error: '451 try again later' },
      { ...mail('sent'), attempts: 1, sent_at: new Date(NOW + 1000), message_id: '<outbox-x@localhost>' },
      { ...mail('failed'), attempts: 1, failed_at: new Date(NOW + 1000), last_error: '550 no such mailbox' },
    ]);

    const res = await admin.agent.get('/api/v1/dev/outbox');
    expect(res.status).toBe(200);
    const { messages } = ((await res.json()) as OutboxBody).data;
    const byState = new Map(messages.filter((m) => m.to.startsWith(tag)).map((m) => [m.subject, m]));
    expect(byState.get('waiting')).toMatchObject({
      delivery: 'pending',
      last_error: null,
      attachments: [
        { filename: 'class-7.ics', content_type: 'text/calendar; method=PUBLISH' },
        { filename: 'notes.txt', content_type: 'text/plain' },
      ],
    });
    expect(byState.get('retrying')).toMatchObject({ delivery: 'pending', last_error: '451 try again later', attachments: [] });
    expect(byState.get('sent')).toMatchObject({ delivery: 'sent', last_error: null });
    expect(byState.get('failed')).toMatchObject({ delivery: 'failed', last_error: '550 no such mailbox' });
    // Names and types only: the file itself is the mail's, not the page's.
    expect(JSON.stringify(messages)).not.toContain('SECRET-CONTENT');
    expect(Object.keys(byState.get('waiting')?.attachments[0] ?? {}).sort()).toEqual(['content_type', 'filename']);
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
