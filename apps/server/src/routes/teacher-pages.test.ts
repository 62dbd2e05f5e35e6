import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { createManualClock } from '../clock';
import { createLogger } from '../http/logger';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { ensureLanguages, makeCountry, setLanguageList } from '../testing/teacher-fixtures';

const NOW = Date.UTC(2026, 2, 10, 12);
const webDist = mkdtempSync(join(tmpdir(), 'teacher-pages-web-'));
const INDEX_HTML = '<!doctype html><title>web app shell</title>';
writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
});

describeEachDatabase('teacher page routing (/teachers, /instant-lessons)', (ctx) => {
  let seeded: Promise<{ countrySlug: string }> | undefined;
  async function setup({ withWeb = true } = {}) {
    const db = ctx.database.db;
    const app = createApp({
      database: ctx.database,
      clock: createManualClock(NOW),
      logger: createLogger('silent'),
      webDist: withWeb ? webDist : undefined,
    });
    seeded ??= (async () => {
      await ensureLanguages(db, [
        { text_code: 'english', name: 'English' },
        { text_code: 'spanish', name: 'Spanish' },
        { text_code: 'french', name: 'French' },
        { text_code: 'chinese (cantonese)', name: 'Chinese (Cantonese)' },
      ]);
      const country = await makeCountry(db);
      return { countrySlug: country.slug };
    })();
    const { countrySlug } = await seeded;
    return { app, db, visitor: createAgent(app), countrySlug };
  }
  const expectServed = async (res: Response) => {
    expect(res.status).toBe(200);
    // The shell (this test has no web renderer), with the page's title written in by the SEO step (page-seo.test.ts).
    expect(await res.text()).toMatch(/^<!doctype html><title>[^<]+<\/title>$/);
  };
  const expectNotFound = async (res: Response) => {
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('Page not found');
  };
  const expectRedirect = (res: Response, location: string) => {
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(location);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  };

  it('no language: 302 no-cache to english for visitors, to the learning language for signed-in users, keeping the query', async () => {
    const { app, db, visitor } = await setup();
    expectRedirect(await visitor.get('/teachers'), '/teachers/english');
    expectRedirect(await visitor.get('/teachers/'), '/teachers/english');
    expectRedirect(await visitor.get('/teachers?day=1,2&keyword=ielts'), '/teachers/english?day=1,2&keyword=ielts');
    const learner = await makeUser(db, app, { now: NOW });
    await setLanguageList(db, learner.userId, [
      { language: 'english', level: 7, is_learning: false },
      { language: 'spanish', level: 1, is_learning: true },
    ]);
    expectRedirect(await learner.agent.get('/teachers'), '/teachers/spanish');
    // A learning language that is not configured falls back to english.
    const odd = await makeUser(db, app, { now: NOW });
    await setLanguageList(db, odd.userId, [{ language: 'klingon', level: 1, is_learning: true }]);
    expectRedirect(await odd.agent.get('/teachers'), '/teachers/english');
  });

  it('professional and tutoring redirect with teacher_type pro / tutor, keeping a country segment', async () => {
    const { visitor, countrySlug } = await setup();
    expectRedirect(await visitor.get('/teachers/professional'), '/teachers/english?teacher_type=pro');
    expectRedirect(await visitor.get('/teachers/Tutoring?day=3&teacher_type=pro'), '/teachers/english?day=3&teacher_type=tutor');
    expectRedirect(await visitor.get(`/teachers/professional/${countrySlug}`), `/teachers/english/${countrySlug}?teacher_type=pro`);
  });

  it('unknown languages, speaking forms outside the ten, unknown countries and extra segments are a not-found page', async () => {
    const { visitor, countrySlug } = await setup();
    for (const path of [
      '/teachers/klingon',
      '/teachers/dutch-speaking',
      '/teachers/english/atlantis',
      `/teachers/english/${countrySlug}/more`,
      '/teachers/%E0%A4%A',
      '/teachers/tutoring/%00',
      '/teachers/english/a%00b',
      `/teachers/${'x'.repeat(101)}`,
      '/instant-lessons/klingon',
      '/instant-lessons/english/more',
    ]) {
      await expectNotFound(await visitor.get(path));
    }
    // Without a web app the same page still answers.
    const { visitor: bare } = await setup({ withWeb: false });
    await expectNotFound(await bare.get('/teachers/klingon'));
  });

  it('valid pages fall through to the web app for visitors', async () => {
    const { visitor, countrySlug } = await setup();
    for (const path of [
      '/teachers/english',
      '/teachers/Spanish?day=1',
      `/teachers/english/${countrySlug}`,
      '/teachers/korean-speaking',
      '/teachers/chinese%20(cantonese)',
      '/instant-lessons',
      '/instant-lessons/french',
    ]) {
      await expectServed(await visitor.get(path));
    }
  });

  it('signed-in auto-match: 302 to the top spoken language with isAutoMatched=1, once, unless the cookie or the query says otherwise', async () => {
    const { app, db, countrySlug } = await setup();
    const beginner = await makeUser(db, app, { now: NOW });
    await setLanguageList(db, beginner.userId, [
      { language: 'english', level: 2, is_learning: true },
      { language: 'french', level: 4, is_learning: false },
      { language: 'spanish', level: 7, is_learning: false },
    ]);
    expectRedirect(await beginner.agent.get('/teachers/english'), '/teachers/english?speaks=spanish&isAutoMatched=1');
    expectRedirect(
      await beginner.agent.get('/teachers/english?tags=CA003&day=1'),
      '/teachers/english?speaks=spanish&tags=CA003&isAutoMatched=1',
    );
    expectRedirect(
      await beginner.agent.get(`/teachers/english/${countrySlug}`),
      `/teachers/english/${countrySlug}?speaks=spanish&isAutoMatched=1`,
    );
    await expectServed(await beginner.agent.get('/teachers/english?speaks=spanish&isAutoMatched=1'));
    await expectServed(await beginner.agent.get('/teachers/english?isAutoMatched=1'));
    await expectServed(await beginner.agent.get('/teachers/english?speaks=spanish'));
    await expectServed(await beginner.agent.get('/teachers/english?speaks=french'));
    await expectServed(await beginner.agent.get('/teachers/french'));
    await expectServed(await beginner.agent.get('/teachers/spanish-speaking'));
    beginner.agent.jar.set('kp.also_speak_is_myself', '1');
    await expectServed(await beginner.agent.get('/teachers/english'));
    beginner.agent.jar.delete('kp.also_speak_is_myself');
    expectRedirect(await beginner.agent.get('/teachers/english'), '/teachers/english?speaks=spanish&isAutoMatched=1');

    const advanced = await makeUser(db, app, { now: NOW });
    await setLanguageList(db, advanced.userId, [
      { language: 'english', level: 3, is_learning: true },
      { language: 'spanish', level: 7, is_learning: false },
    ]);
    await expectServed(await advanced.agent.get('/teachers/english'));
  });
});
