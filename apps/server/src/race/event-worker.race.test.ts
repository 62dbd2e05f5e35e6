import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows-of';
import { recordEvents } from '../outbox/record-events';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/smtp-test-server';
import { useServerPair } from './server-pair';

/*
 * Two real server processes (`pnpm start`'s way) on one throw-away PostgreSQL database, each running
 * its event worker and its mail delivery (SMTP_URL: a real SMTP server in this test process). Events
 * committed from a third connection wake both (LISTEN/NOTIFY); between them every (event, handler)
 * is handled exactly once, and every mail reaches the SMTP server exactly once.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const EVENTS = 400;

describe.skipIf(!TEST_DATABASE_URL)('event workers on two server processes [postgres]', () => {
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp?.stop();
  });
  // Started after the SMTP server (its hooks run in order), so the processes deliver to it.
  const pair = useServerPair({
    databaseUrl: TEST_DATABASE_URL ?? '',
    env: () => ({ ...process.env, SMTP_URL: smtp?.url ?? '' }),
    poolSize: 4,
  });

  it(`${EVENTS} confirmation requests committed in bursts are mailed once each, promptly, by the two workers together`, async () => {
    const db = pair.database().db;
    const [user] = rowsOf<{ user_id: number }>(await db.execute(sql`select user_id from users order by user_id limit 1`));
    if (!user) throw new Error('no seeded user');
    const now = Date.now();
    for (let i = 0; i < EVENTS; i += 20) {
      await db.transaction((tx) =>
        recordEvents(tx, {
          events: Array.from({ length: 20 }, (_, k) => ({
            type: 'EmailConfirmationRequested' as const,
            userId: user.user_id,
            token: `race-${i + k}-token-0123456789`,
          })),
          now,
        }),
      );
    }
    const mailed = async () =>
      rowsOf<{ n: number; links: number }>(
        await db.execute(sql`select count(*)::int as n, count(distinct link)::int as links from outbox where link like '%token=race-%'`),
      )[0];
    const deadline = Date.now() + 60_000;
    while (((await mailed())?.n ?? 0) < EVENTS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    // A moment more, for a duplicate that a broken claim would write late.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await mailed()).toEqual({ n: EVENTS, links: EVENTS });
    const marks = rowsOf<{ done: number; once: number }>(
      await db.execute(sql`
      select count(*) filter (where h.done_at is not null)::int as done, count(*) filter (where h.attempts = 1)::int as once
      from event_handlings h join domain_events e on e.id = h.event_id
      where h.handler = 'confirmation-mail' and e.payload->>'token' like 'race-%'`),
    )[0];
    expect(marks).toEqual({ done: EVENTS, once: EVENTS });

    // Delivered by the two processes' senders together: each mail once, with its own Message-ID.
    const arrived = () => (smtp?.received ?? []).filter((m) => m.readable.includes('token=race-'));
    while (arrived().length < EVENTS && Date.now() < deadline + 30_000) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(arrived()).toHaveLength(EVENTS);
    expect(new Set(arrived().map((m) => m.header('message-id'))).size).toBe(EVENTS);
    expect(new Set(arrived().map((m) => /token=(race-\d+)/.exec(m.readable)?.[1])).size).toBe(EVENTS);
    const states = rowsOf<{ sent: number; attempts_once: number }>(
      await db.execute(sql`select count(*) filter (where sent_at is not null)::int as sent, count(*) filter (where attempts = 1)::int as attempts_once
        from outbox where link like '%token=race-%'`),
    )[0];
    expect(states).toEqual({ sent: EVENTS, attempts_once: EVENTS });
    for (const server of pair.servers())
      expect(server.log()).not.toMatch(/event handler (failed|gave up)|event worker run failed|mail delivery/);
  }, 150_000);
});
