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
 * Listing pages of the demo, rendered on the server.
 *
 * The first cover a listing page shows is often its largest paint (Lighthouse measured the search
 * page's LCP waiting on a lazy cover of the recommendations, which open the page above the class
 * list). On each listing page of the demo, rendered on the server, the first cover in the document
 * loads at once with high priority, and it is the only one asking for high priority.
 */
const NOW = Date.UTC(2026, 2, 10, 12);

const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
const coverTags = (html: string) => [...html.matchAll(/<img [^>]*src="[^"]*\/covers\/[^"]*"[^>]*>/g)].map((m) => m[0]);

describeEachDatabase('listing pages of the demo rendered on the server', (ctx) => {
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
  ])('the first cover loads first: %s', async (_page, path) => {
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

  it('the search page brings every read it makes, the course cards’ learner faces too', async () => {
    const html = await (await agent.get('/group-class/english')).text();
    const state = JSON.parse(/<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as {
      queries: { queries: { queryKey: unknown[] }[] };
    };
    const read = state.queries.queries.map((q) => q.queryKey[1]);
    // Asked for after hydration, the faces' answer re-rendered the page in one long task.
    expect(read).toEqual(expect.arrayContaining(['/v3/group_class/courses/', '/v3/users/profiles']));
    expect(rootOf(html)).toMatch(/<img [^>]*src="[^"]*\/avatars\//);
  });

  it('the teacher profile: the intro video’s poster, at the top, loads at once and first', async () => {
    const [teacher] = rowsOf<{ user_id: number; language: string }>(
      await ctx.database.db.execute(
        sql`select t.user_id, l.language from teachers t join teacher_languages l on l.teacher_id = t.user_id and l.teaches
            where t.video_pic_url like '%/posters/%' and t.video_url is null order by t.user_id limit 1`,
      ),
    );
    const html = await (await agent.get(`/teacher/${teacher!.user_id}/${teacher!.language}`)).text();
    const poster = /<img [^>]*src="[^"]*\/posters\/[^"]*"[^>]*>/.exec(rootOf(html))?.[0];
    expect(poster).toMatch(/fetchpriority="high"/i);
    expect(poster).not.toMatch(/loading="lazy"/);
  });
});
