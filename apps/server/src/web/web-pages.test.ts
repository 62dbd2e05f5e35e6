import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createManualClock } from '../clock';
import { createLogger } from '../http/logger';
import { DEFAULT_WEB_DIST } from '../paths';
import { blogPosts, cmsContent } from '../db/schema-discovery';
import { learnRecord } from '../seed/data/content';
import { createAgent } from '../testing/agent';
import { makeCourse, makeCourseTopic } from '../testing/course-fixtures';
import { describeEachDatabase } from '../testing/databases';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { ensureLanguages, makeSearchTeacher, uniqueLanguage } from '../testing/teacher-fixtures';
import { webRendererPath } from './web-renderer';

const NOW = Date.UTC(2026, 2, 10, 12);
const PUBLIC_URL = 'https://lingua.example';

describe('the built web app (server rendering needs it)', () => {
  it('has its renderer beside dist: run `pnpm build` first', () => {
    expect(existsSync(join(DEFAULT_WEB_DIST, 'index.html'))).toBe(true);
    expect(existsSync(webRendererPath(DEFAULT_WEB_DIST))).toBe(true);
  });
});

const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as {
    shell: { viewer?: { data: unknown } };
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    router: { loaderData: Record<string, unknown> };
  } | null;
const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, unknown> | null;
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';

describeEachDatabase('public pages rendered on the server with their data', (ctx) => {
  async function setup() {
    const clock = createManualClock(NOW);
    const app = createApp({
      database: ctx.database,
      clock,
      logger: createLogger('silent'),
      webDist: DEFAULT_WEB_DIST,
      publicUrl: PUBLIC_URL,
    });
    const teacher = await makeTeacher(ctx.database.db, app, { now: NOW });
    const lesson = await makeClass(ctx.database.db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW });
    return { app, teacher, lesson, visitor: createAgent(app) };
  }

  it('the topic page: its content, title, description, canonical link and a schema.org Course in the first HTML', async () => {
    const { visitor, teacher } = await setup();
    const res = await visitor.get(`/group-class-online/topic/${teacher.topicId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    const html = await res.text();
    expect(rootOf(html)).toContain('Small talk at work');
    expect(rootOf(html)).toContain('Practise everyday office conversation.');
    expect(html).toContain('<title>Small talk at work | Linguaroom</title>');
    expect(html).toContain('<meta name="description" content="Practise everyday office conversation." />');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/group-class-online/topic/${teacher.topicId}" />`);
    expect(jsonLdOf(html)).toMatchObject({ '@context': 'https://schema.org', '@type': 'Course', name: 'Small talk at work' });
    // The whole page's reads come with it: nothing left to ask after hydration.
    const read = stateOf(html)?.queries.queries.map((q) => q.queryKey[1]);
    expect(read).toEqual(expect.arrayContaining(['/v2/teacher/group_classes', '/v2/teacher/:id/lesson_reviews']));
    // The page's chunks are not preloaded: competing with the stylesheet, they put the first paint
    // off by 1-1.5 s in Lighthouse's mobile run (README "Speed"); the browser asks for them at hydration.
    expect(html).not.toMatch(/modulepreload[^>]*topic-page/);
    // No inline script (the CSP): the state is data, and no part was left for a script to reveal.
    expect(html).not.toMatch(/<script(?![^>]*\b(type="application\/(json|ld\+json)"|src=))[^>]*>/);
    expect(html).not.toMatch(/ style="/);
  });

  it('the class page: a schema.org Event at the class times', async () => {
    const { visitor, lesson } = await setup();
    const html = await (await visitor.get(`/group-class-online/class/${lesson.classId}`)).text();
    expect(rootOf(html)).toContain('Small talk at work');
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Event',
      name: 'Small talk at work',
      startDate: new Date(lesson.start).toISOString(),
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    });
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/group-class-online/class/${lesson.classId}" />`);
  });

  it('the landing page lists the upcoming class, rendered at the server clock, and carries its loader data for hydration', async () => {
    const { visitor } = await setup();
    const html = await (await visitor.get('/group-class')).text();
    expect(rootOf(html)).toContain('data-testid="class-card"');
    expect(rootOf(html)).toContain('Small talk at work');
    const state = stateOf(html);
    // The landing reads through its loader (no query cache on its first load, issue 16's budget).
    expect(JSON.stringify(Object.values(state?.router.loaderData ?? {}))).toContain('Small talk at work');
    expect(state?.queries.queries).toEqual([]);
    expect(state?.shell.viewer?.data).toBeNull();
    expect(html).toContain(`"now":${NOW}`);
  });

  it("one visitor's session never reaches another's page", async () => {
    const { app, visitor } = await setup();
    const student = await makeUser(ctx.database.db, app, { now: NOW });
    const signedIn = await (await student.agent.get('/group-class')).text();
    const viewer = (html: string) => stateOf(html)?.shell.viewer?.data;
    expect(JSON.stringify(viewer(signedIn))).toContain(student.email);
    const anonymous = await (await visitor.get('/group-class')).text();
    expect(viewer(anonymous)).toBeNull();
    expect(anonymous).not.toContain(student.email);
  });

  it('every page that names itself in the browser carries the same title in its first HTML', async () => {
    const { visitor, teacher } = await setup();
    const titleOf = async (path: string) => /<title>([^<]*)<\/title>/.exec(await (await visitor.get(path)).text())?.[1];
    expect(await titleOf('/group-class/english')).toBe('English group classes | Linguaroom');
    expect(await titleOf(`/group-class/teacher/${teacher.userId}/english`)).toMatch(/^U\S+&#39;s group classes \| Linguaroom$/);
    expect(await titleOf(`/teacher/${teacher.userId}/english`)).toMatch(/^U\S+, English teacher \| Linguaroom$/);
    expect(await titleOf('/blog')).toBe('Blog | Linguaroom');
    expect(await titleOf('/blog?language=french')).toBe('Learning French: articles | Linguaroom');
  });

  it('the teacher search page holds its first page of teachers', async () => {
    const { app, visitor } = await setup();
    const language = uniqueLanguage();
    await ensureLanguages(ctx.database.db, [{ text_code: language, name: language }]);
    await makeSearchTeacher(ctx.database.db, app, { now: NOW, language, nickname: 'Searchable Sofia' });
    const html = await (await visitor.get(`/teachers/${language}`)).text();
    expect(rootOf(html)).toContain('data-testid="teacher-card"');
    expect(rootOf(html)).toContain('Searchable Sofia');
    expect(stateOf(html)?.queries.queries.some((q) => q.queryKey[1] === '/v2/teachers')).toBe(true);
    // The header's texts come from the content record: read on the server too, so they do not change at hydration.
    expect(stateOf(html)?.queries.queries.some((q) => q.queryKey[1] === '/v3/cms/gateway/filter')).toBe(true);
  });

  /** What the first HTML of a detail page shows: the page, the not-found screen, or a loading skeleton. */
  async function firstScreen(visitor: ReturnType<typeof createAgent>, path: string) {
    const res = await visitor.get(path);
    const root = rootOf(await res.text());
    const screen = root.includes('data-screen="not-found"') ? 'not-found' : root.includes('aria-busy="true"') ? 'loading' : 'page';
    return `${path}: ${res.status} ${screen}`;
  }

  it('a detail page whose id the API does not know (or a malformed id) answers 404 with the not-found screen', async () => {
    const { visitor } = await setup();
    const paths = [
      '/group-class-online/class/99999999',
      '/group-class-online/class/abc',
      '/group-class-online/topic/99999999',
      '/group-class-online/topic/abc',
      '/group-course/99999999',
      '/group-course/abc',
      '/group-class/teacher/99999999/english',
      '/group-class/teacher/abc/english',
      '/teacher/99999999/english',
      '/teacher/99999999',
      '/teacher/abc/english',
      '/blog/no-such-post',
    ];
    const screens = [];
    for (const path of paths) screens.push(await firstScreen(visitor, path));
    expect(screens).toEqual(paths.map((path) => `${path}: 404 not-found`));
    // The screen's own title, as the browser sets it.
    const html = await (await visitor.get('/group-class-online/class/99999999')).text();
    expect(html).toContain('<title>Page not found | Linguaroom</title>');
  });

  it('a 404 page names no canonical address (it is no page) and asks robots not to index it', async () => {
    const { visitor, lesson } = await setup();
    const missing = await (await visitor.get('/group-class-online/class/99999999')).text();
    expect(missing).not.toContain('rel="canonical"');
    expect(missing).toContain('<meta name="robots" content="noindex" />');
    const found = await (await visitor.get(`/group-class-online/class/${lesson.classId}`)).text();
    expect(found).toContain('rel="canonical"');
    expect(found).not.toContain('name="robots"');
  });

  it('the same detail pages with a known id answer 200 with their content', async () => {
    const { visitor, teacher, lesson } = await setup();
    const courseTopicId = await makeCourseTopic(ctx.database.db, { teacherId: teacher.userId, now: NOW });
    const slug = `known-post-${teacher.userId}`;
    await ctx.database.db.insert(blogPosts).values({
      display_language: 'en',
      learning_language: 'english',
      title: 'A known post',
      summary: 'Its summary.',
      slug,
      published_at: new Date(NOW - 60_000),
    });
    const paths = [
      `/group-class-online/class/${lesson.classId}`,
      `/group-class-online/topic/${teacher.topicId}`,
      `/group-course/${courseTopicId}`,
      `/group-class/teacher/${teacher.userId}/english`,
      `/teacher/${teacher.userId}/english`,
      `/blog/${slug}`,
    ];
    const screens = [];
    for (const path of paths) screens.push(await firstScreen(visitor, path));
    expect(screens).toEqual(paths.map((path) => `${path}: 200 page`));
  });

  it('a path that names no page answers 404 with the not-found screen', async () => {
    const { visitor } = await setup();
    const paths = ['/no-such-page', '/group-class/teacher/5', '/teaching/nothing/here', '/a/b/c/d?x=1'];
    const screens = [];
    for (const path of paths) screens.push(await firstScreen(visitor, path));
    expect(screens).toEqual(paths.map((path) => `${path}: 404 not-found`));
    const html = await (await visitor.get('/no-such-page')).text();
    expect(html).toContain('<title>Page not found | Linguaroom</title>');
    expect(html).not.toContain('rel="canonical"');
  });

  it('API paths, assets and static files keep their own answers', async () => {
    const { visitor } = await setup();
    const api = await visitor.get('/api/v2/no-such-endpoint');
    expect([api.status, api.headers.get('Content-Type')]).toEqual([404, expect.stringMatching(/^application\/json/)]);
    const chunk = await visitor.get('/assets/gone-after-a-deploy.js');
    expect([chunk.status, chunk.headers.get('Content-Type')]).toEqual([404, expect.stringMatching(/^application\/json/)]);
    const icon = await visitor.get('/favicon.svg');
    expect([icon.status, icon.headers.get('Content-Type')]).toEqual([200, expect.stringMatching(/^image\/svg/)]);
  });

  it('a learn page of an unknown locale, or of a path without a content record, answers 404 with the not-found screen', async () => {
    const { visitor } = await setup();
    const language = uniqueLanguage();
    await ctx.database.db
      .insert(cmsContent)
      .values({ lang: 'en', path: `/learn/${language}`, record: { ...learnRecord(language) }, updated_at: new Date(NOW) });
    const paths = ['/xx/learn/english', `/en/learn/${uniqueLanguage()}`, `/es/learn/${language}`, `/en/learn/${language}`];
    const screens = [];
    for (const path of paths) screens.push(await firstScreen(visitor, path));
    expect(screens).toEqual([
      '/xx/learn/english: 404 not-found',
      expect.stringMatching(/: 404 not-found$/),
      `/es/learn/${language}: 404 not-found`,
      `/en/learn/${language}: 200 page`,
    ]);
  });

  it('an unknown language on the teacher search or instant lessons answers 404 with the not-found screen', async () => {
    const { visitor } = await setup();
    await ensureLanguages(ctx.database.db, [{ text_code: 'english', name: 'English' }]);
    const paths = [
      '/teachers/klingon',
      '/teachers/klingon/somewhere',
      '/teachers/dutch-speaking',
      '/instant-lessons/klingon',
      '/instant-lessons/english/more',
    ];
    const screens = [];
    for (const path of paths) screens.push(await firstScreen(visitor, path));
    expect(screens).toEqual(paths.map((path) => `${path}: 404 not-found`));
    expect(await firstScreen(visitor, '/instant-lessons/english')).toBe('/instant-lessons/english: 200 page');
    // A country only the server's routing reads (the web app has no list of countries): its own page,
    // still a 404, and whole (not marked with the encoding of the rendered page it replaces).
    const country = await visitor.get('/teachers/english/atlantis', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect([country.status, country.headers.get('Content-Encoding')]).toEqual([404, null]);
    expect(await country.text()).toContain('<h1>Page not found</h1>');
  });

  it("a course's class addressed with a language the site does not teach answers 404 with the not-found screen (001 §2.4)", async () => {
    const { visitor, teacher, lesson } = await setup();
    await ensureLanguages(ctx.database.db, [{ text_code: 'english', name: 'English' }]);
    const topicId = await makeCourseTopic(ctx.database.db, { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(ctx.database.db, { teacherId: teacher.userId, topicId, now: NOW });
    const courseClass = `/group-class-online/class/${course.classIds[0]}`;
    const paths = [
      `${courseClass}?language=klingon`,
      `${courseClass}?language=English`,
      `/group-class-online/class/${lesson.classId}?language=klingon`,
    ];
    const screens = [];
    for (const path of paths) screens.push(await firstScreen(visitor, path));
    // A class of no course is shown whatever the language says.
    expect(screens).toEqual([`${paths[0]}: 404 not-found`, `${paths[1]}: 200 page`, `${paths[2]}: 200 page`]);
  });

  it("the course page of a class topic answers the move to the topic's own page", async () => {
    const { visitor, teacher } = await setup();
    const res = await visitor.get(`/group-course/${teacher.topicId}`);
    expect([res.status, res.headers.get('Location')]).toEqual([301, `/group-class-online/topic/${teacher.topicId}`]);
  });

  it('a signed-in-only page is the shell, for the browser to render', async () => {
    const { visitor } = await setup();
    const html = await (await visitor.get('/my-classes')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="server-state"');
  });
});
