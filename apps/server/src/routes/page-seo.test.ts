import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SEO_TITLE, getDefaultTeacherLanguageSeo } from '@app/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createManualClock } from '../clock';
import { contentLanguagesFor, injectPageSeo } from '../content/page-seo';
import { blogPosts, cmsContent } from '../db/schema-discovery';
import { createLogger } from '../http/logger';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { ensureLanguages } from '../testing/teacher-fixtures';

const NOW = Date.UTC(2026, 2, 10, 12);
const SHELL =
  '<!doctype html><html><head><title>Shell title</title><meta name="description" content="Shell description" /></head><body></body></html>';
const webDist = mkdtempSync(join(tmpdir(), 'page-seo-web-'));
writeFileSync(join(webDist, 'index.html'), SHELL);
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
});

const unescape = (text: string | undefined) =>
  text?.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
const head = (html: string) => ({
  title: unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
  description: unescape(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]),
});

describe('contentLanguagesFor (001 §7.2 language mapping)', () => {
  it('orders Accept-Language by quality, maps zh-CN / zh-TW / pt, adds primary subtags and English last', () => {
    expect(contentLanguagesFor('zh-CN,zh;q=0.9,en;q=0.5')).toEqual(['zh-hans', 'zh', 'en']);
    expect(contentLanguagesFor('en;q=0.2, zh-TW')).toEqual(['zh-hant', 'zh', 'en']);
    expect(contentLanguagesFor('pt')).toEqual(['pt-pt', 'en']);
    expect(contentLanguagesFor('es-MX')).toEqual(['es-mx', 'es', 'en']);
    expect(contentLanguagesFor(undefined)).toEqual(['en']);
    expect(contentLanguagesFor('*, <script>, fr;q=0')).toEqual(['en']);
  });

  it('injectPageSeo escapes what it writes and keeps the shell where a value is blank', () => {
    const out = injectPageSeo(SHELL, { title: 'A <b>"bold"</b> & $1 title', description: '' });
    expect(out).toContain('<title>A &lt;b&gt;&quot;bold&quot;&lt;/b&gt; &amp; $1 title</title>');
    expect(head(out).description).toBe('Shell description');
    expect(injectPageSeo(SHELL, null)).toBe(SHELL);
  });

  it('injectPageSeo replaces a description tag written over several lines (as the formatted index.html has it)', () => {
    const wrapped = '<head><title>Shell</title>\n    <meta\n      name="description"\n      content="Shell description"\n    />\n</head>';
    const out = injectPageSeo(wrapped, { title: 'Spanish teachers', description: 'Find a Spanish teacher.' });
    expect(head(out).description).toBe('Find a Spanish teacher.');
    expect(out).not.toContain('Shell description');
  });
});

describeEachDatabase('page title and description in the served HTML (SEO for crawlers without JavaScript)', (ctx) => {
  let seeded: Promise<void> | undefined;
  async function setup() {
    const db = ctx.database.db;
    seeded ??= (async () => {
      await ensureLanguages(db, [
        { text_code: 'english', name: 'English' },
        { text_code: 'spanish', name: 'Spanish' },
        { text_code: 'arabic', name: 'Arabic' },
      ]);
      const at = new Date(NOW);
      await db.insert(cmsContent).values([
        {
          lang: 'en',
          path: '/teachers/spanish',
          record: {
            post_type: 'teachers',
            localized: true,
            meta_title: 'Spanish tutors online',
            meta_description: 'Learn Spanish 1-on-1.',
          },
          updated_at: at,
        },
        {
          lang: 'es',
          path: '/teachers/spanish',
          record: { post_type: 'teachers', localized: true, meta_title: 'Profesores de español', meta_description: 'Aprende español.' },
          updated_at: at,
        },
        {
          lang: 'zh-hans',
          path: '/teachers/spanish',
          record: { post_type: 'teachers', localized: 1, meta_title: '西班牙语老师', meta_description: '在线学习西班牙语' },
          updated_at: at,
        },
        {
          lang: 'en',
          path: '/teachers/spanish',
          is_wip: true,
          record: { post_type: 'teachers', localized: true, meta_title: 'DRAFT', meta_description: 'DRAFT' },
          updated_at: at,
        },
        // Not localized: not accepted (001 §5), so the default copy is used.
        {
          lang: 'en',
          path: '/teachers/arabic',
          record: { post_type: 'teachers', localized: false, meta_title: 'Not ready', meta_description: 'Not ready' },
          updated_at: at,
        },
        {
          lang: 'en',
          path: '/group-class',
          record: { post_type: 'landing', meta_title: 'Group classes online', meta_description: 'Learn with classmates.' },
          updated_at: at,
        },
        {
          lang: 'en',
          path: '/learn/spanish',
          record: { post_type: 'learn', meta_title: 'Learn Spanish online', meta_description: 'Lessons, classes and tips.' },
          updated_at: at,
        },
        {
          lang: 'pt-pt',
          path: '/learn/spanish',
          record: { post_type: 'learn', meta_title: 'Aprenda espanhol', meta_description: 'Aulas e dicas.' },
          updated_at: at,
        },
        {
          lang: 'en',
          path: '/learn/english',
          is_wip: true,
          record: { post_type: 'learn', meta_title: 'DRAFT', meta_description: 'DRAFT' },
          updated_at: at,
        },
      ]);
      await db.insert(blogPosts).values([
        {
          display_language: 'en',
          learning_language: 'spanish',
          title: 'Spanish podcasts',
          summary: 'Our teachers pick their favourites.',
          body: 'Text.',
          slug: 'spanish-podcasts',
          published_at: new Date(NOW - 1000),
        },
        {
          display_language: 'en',
          learning_language: 'spanish',
          title: 'Not yet',
          summary: 'Later.',
          body: 'Text.',
          slug: 'not-yet',
          published_at: new Date(NOW + 1000),
        },
      ]);
    })();
    await seeded;
    const app = createApp({ database: ctx.database, clock: createManualClock(NOW), logger: createLogger('silent'), webDist });
    return createAgent(app);
  }
  const page = async (agent: ReturnType<typeof createAgent>, path: string, acceptLanguage?: string) => {
    const res = await agent.get(path, { headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {} });
    expect(res.status).toBe(200);
    return head(await res.text());
  };

  it("a teachers page carries its published content record's meta title and description, in the crawler's language", async () => {
    const agent = await setup();
    expect(await page(agent, '/teachers/spanish')).toEqual({ title: 'Spanish tutors online', description: 'Learn Spanish 1-on-1.' });
    expect(await page(agent, '/teachers/Spanish/', 'es-ES,es;q=0.9')).toEqual({
      title: 'Profesores de español',
      description: 'Aprende español.',
    });
    expect(await page(agent, '/teachers/spanish', 'zh-CN')).toEqual({ title: '西班牙语老师', description: '在线学习西班牙语' });
    // A language without its own record falls back to English.
    expect(await page(agent, '/teachers/spanish', 'fr-FR')).toEqual({
      title: 'Spanish tutors online',
      description: 'Learn Spanish 1-on-1.',
    });
  });

  it('without an accepted record a teachers page gets the default teacher-language copy', async () => {
    const agent = await setup();
    expect(await page(agent, '/teachers/arabic')).toEqual(getDefaultTeacherLanguageSeo('arabic'));
    expect(await page(agent, '/teachers/english')).toEqual(getDefaultTeacherLanguageSeo('english'));
    expect((await page(agent, '/instant-lessons')).title).toBe(DEFAULT_SEO_TITLE);
  });

  it("a learn page /{locale}/learn/{language} carries the record of /learn/{language} in its locale, and no other language's", async () => {
    const agent = await setup();
    expect(await page(agent, '/en/learn/spanish')).toEqual({ title: 'Learn Spanish online', description: 'Lessons, classes and tips.' });
    expect(await page(agent, '/en/learn/Spanish/', 'es-ES')).toEqual({
      title: 'Learn Spanish online',
      description: 'Lessons, classes and tips.',
    });
    // 001 §7.2 mapping: the locale pt reads the pt-pt record.
    expect(await page(agent, '/pt/learn/spanish')).toEqual({ title: 'Aprenda espanhol', description: 'Aulas e dicas.' });
    // No record in that locale (the page is not-found), a draft only, or not a locale: the shell's own.
    const shell = { title: 'Shell title', description: 'Shell description' };
    expect(await page(agent, '/es/learn/spanish', 'en')).toEqual(shell);
    expect(await page(agent, '/en/learn/english')).toEqual(shell);
    expect(await page(agent, '/en/learn/%E0%A4%A')).toEqual(shell);
    expect(await page(agent, '/group-class/learn/spanish')).toEqual(shell);
    expect(await page(agent, '/en/signup')).toEqual(shell);
  });

  it("a blog post page carries the post's title and summary; an unknown or unpublished one and the list keep the shell's", async () => {
    const agent = await setup();
    expect(await page(agent, '/blog/spanish-podcasts')).toEqual({
      title: 'Spanish podcasts',
      description: 'Our teachers pick their favourites.',
    });
    const shell = { title: 'Shell title', description: 'Shell description' };
    for (const path of ['/blog/not-yet', '/blog/nothing', '/blog/spanish-podcasts/more', '/blog', '/blog/%E0%A4%A'])
      expect(await page(agent, path), path).toEqual(shell);
  });

  it("another page with a record gets it; one without keeps the shell's", async () => {
    const agent = await setup();
    expect(await page(agent, '/group-class')).toEqual({ title: 'Group classes online', description: 'Learn with classmates.' });
    expect(await page(agent, '/my-classes')).toEqual({ title: 'Shell title', description: 'Shell description' });
  });
});
