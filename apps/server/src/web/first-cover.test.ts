import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { createManualClock } from '../clock';
import { rowsOf } from '../db/rows-of';
import { createLogger } from '../http/logger';
import { DEFAULT_WEB_DIST } from '../paths';
import { seedDemoData } from '../seed/seed-demo';
import { createMemoryStorage } from '../storage/memory-storage';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';

/*
 * The first cover a listing page shows is often its largest paint (Lighthouse measured the search
 * page's LCP waiting on a lazy cover of the recommendations, which open the page above the class
 * list). On each listing page of the demo, rendered on the server, the first cover in the document
 * loads at once with high priority, and it is the only one asking for high priority.
 */
const NOW = Date.UTC(2026, 2, 10, 12);

const coverTags = (html: string) => [...html.matchAll(/<img [^>]*src="[^"]*\/covers\/[^"]*"[^>]*>/g)].map((m) => m[0]);

describeEachDatabase('the first cover of a listing page loads first', (ctx) => {
  let agent: ReturnType<typeof createAgent>;
  let teacherPage: string;

  beforeAll(async () => {
    await seedDemoData({ db: ctx.database.db, now: NOW, passwordHash: 'not-a-real-hash', storage: createMemoryStorage() });
    const app = createApp({
      database: ctx.database,
      clock: createManualClock(NOW),
      logger: createLogger('silent'),
      webDist: DEFAULT_WEB_DIST,
      publicUrl: 'https://lingua.example',
    });
    agent = createAgent(app);
    // The demo teacher with the most upcoming classes, in their language.
    const [busiest] = rowsOf<{ teacher_id: number; language: string }>(
      await ctx.database.db.execute(
        sql`select teacher_id, language from group_classes where start_time > ${new Date(NOW)} and course_id is null group by teacher_id, language order by count(*) desc, teacher_id limit 1`,
      ),
    );
    teacherPage = `/group-class/teacher/${busiest!.teacher_id}/${busiest!.language}`;
  }, 120_000);

  it.each([
    ['the landing', () => '/group-class'],
    ['the search, single classes (recommendations first)', () => '/group-class/english'],
    ['the search, courses', () => '/group-class/english?classtype=2'],
    ['the teacher’s group classes', () => teacherPage],
  ])('%s', async (_page, path) => {
    const res = await agent.get(path());
    expect(res.status).toBe(200);
    const html = await res.text();
    const covers = coverTags(html);
    expect(covers.length).toBeGreaterThan(0);
    const [first, ...rest] = covers;
    expect(first).toMatch(/fetchpriority="high"/i);
    expect(first).not.toMatch(/loading="lazy"/);
    for (const other of rest) expect(other).not.toMatch(/fetchpriority="high"/i);
  });
});
