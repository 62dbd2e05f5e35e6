import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createLogger } from '../http/logger';
import { sendDueReminders } from '../jobs/class-reminders';
import { describeEachDatabase } from '../testing/databases';
import { drainTestEvents } from '../testing/drain';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { announceDemo, seedIfEmpty } from './on-start';
import { createMemoryStorage } from '../storage/memory-storage';

const NOW = Date.UTC(2026, 2, 10, 9, 5);

describeEachDatabase('seeding on first start', (ctx) => {
  it('seeds an empty database once, logs the counts, then leaves it alone', async () => {
    const lines: string[] = [];
    const logger = createLogger('debug', (l) => lines.push(l));
    const summary = await seedIfEmpty({ db: ctx.database.db, now: NOW, logger, storage: createMemoryStorage() });
    expect(summary?.counts.teachers).toBeGreaterThanOrEqual(40);
    expect(lines.some((l) => l.includes('"msg":"demo data seeded"') && l.includes('"teachers":'))).toBe(true);
    expect(await seedIfEmpty({ db: ctx.database.db, now: NOW + 60_000, logger, storage: createMemoryStorage() })).toBeNull();

    if (!summary) return;
    lines.length = 0;
    await announceDemo({ db: ctx.database.db, logger, summary, url: 'http://localhost:4321/', now: NOW });
    const accounts = lines.find((l) => l.includes('"msg":"demo accounts"')) ?? '';
    expect(accounts).toContain('http://localhost:4321/');
    for (const account of Object.values(DEMO_ACCOUNTS)) expect(accounts).toContain(account.email);
    // The unconfirmed demo student's confirmation link is in the outbox, on this server (PUBLIC_URL),
    // once the event worker has run.
    await drainTestEvents(ctx.database.db, { now: NOW, publicUrl: 'http://localhost:4321' });
    const result: unknown = await ctx.database.db.execute(sql`select to_address, body from outbox`);
    const res = result as { rows: { to_address: string; body: string }[] };
    expect(res.rows).toHaveLength(1);
    expect(res.rows[0]?.to_address).toBe(DEMO_ACCOUNTS.newStudent.email);
    expect(res.rows[0]?.body).toContain('http://localhost:4321/confirm-email?token=');
    // Seeded bookings whose reminders were already due are history: the reminder job mails nothing about them.
    expect(await sendDueReminders({ db: ctx.database.db, now: NOW, publicUrl: 'http://localhost:4321' })).toEqual({
      queued: 0,
      optedOut: 0,
      skipped: 0,
    });
  }, 120_000);
});
