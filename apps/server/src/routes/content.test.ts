import {
  AllLanguagesResponseSchema,
  BlogAndTeacherResponseSchema,
  CmsFilterResponseSchema,
  FaqResponseSchema,
  PopularLanguagesResponseSchema,
} from '@app/api';
import { acceptContentResponse, buildContentRequestQuery, DAY_MS } from '@app/domain';
import { expect, it } from 'vitest';
import { blogPosts, cmsContent, faqItems } from '../db/schema-discovery';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { ensureLanguages } from '../testing/teacher-fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
type Json = Record<string, unknown> & { error: { code: string; message: string; field?: string } };
const json = async (res: Response): Promise<Json> => (await res.json()) as Json;

const teachersRecord = {
  post_type: 'teachers',
  localized: true,
  meta_title: 'Online English teachers',
  meta_description: 'Find your English teacher.',
  hero_title: 'Learn English',
  hero_description: 'With a teacher who fits you.',
  faq_title: 'Questions',
  faq_questions: [{ faq_question: 'How much?', faq_answer: 'Trial lessons from $1.' }],
  cta_title: 'Start now',
  cta_button: 'Sign up',
  cta_link: '/en/signup',
  blog_title: 'From our blog',
  language_filter: 'english',
};

describeEachDatabase('content: cms, languages, faq, blog', (ctx) => {
  function setup() {
    const { app, clock } = createTestApp(ctx.database, NOW);
    return { app, clock, db: ctx.database.db, visitor: createAgent(app) };
  }
  const cms = async (agent: ReturnType<typeof createAgent>, query: string) => {
    const res = await agent.get(`/api/v3/cms/gateway/filter?${query}`);
    expect(res.status).toBe(200);
    return { res, body: CmsFilterResponseSchema.parse(await res.json()) };
  };

  it('GET /v3/cms/gateway/filter: code 200 with the record (head only unless content=true), else code 404 with data null', async () => {
    const { db, visitor } = setup();
    await db.insert(cmsContent).values([
      { lang: 'en', path: '/teachers/english', record: teachersRecord, updated_at: new Date(NOW) },
      { lang: 'zh-hans', path: '/teachers/english', record: { ...teachersRecord, meta_title: '在线英语老师' }, updated_at: new Date(NOW) },
      { lang: 'zh-hant', path: '/teachers/english', record: { ...teachersRecord, meta_title: '線上英語老師' }, updated_at: new Date(NOW) },
      {
        lang: 'pt-pt',
        path: '/teachers/english',
        record: { ...teachersRecord, meta_title: 'Professores de inglês' },
        updated_at: new Date(NOW),
      },
    ]);

    const head = await cms(visitor, 'lang=en&path=/teachers/english');
    expect(head.body).toEqual({
      code: 200,
      message: 'success',
      data: {
        post_type: 'teachers',
        localized: true,
        meta_title: 'Online English teachers',
        meta_description: 'Find your English teacher.',
        language_filter: 'english',
      },
    });
    const full = await cms(visitor, 'lang=en&path=/teachers/english/&content=true');
    expect(full.body.data).toEqual(teachersRecord);
    expect(acceptContentResponse(full.body)).toEqual({ accepted: true, content: teachersRecord });

    // 001 §7.2 mapping, through the domain's request builder as the web app sends it.
    for (const [lang, title] of [
      ['zh-cn', '在线英语老师'],
      ['ZH-TW', '線上英語老師'],
      ['pt', 'Professores de inglês'],
      ['zh_CN', '在线英语老师'],
    ] as const) {
      const query = new URLSearchParams(buildContentRequestQuery({ language: lang, path: '/teachers/english', now: NOW }));
      expect((await cms(visitor, query.toString())).body.data?.meta_title, lang).toBe(title);
    }

    const missing = await cms(visitor, 'lang=fr&path=/teachers/english');
    expect(missing.body).toEqual({ code: 404, data: null, message: 'Content not found.' });
    expect(acceptContentResponse(missing.body)).toEqual({ accepted: false, reason: 'not-success-code' });
    expect((await cms(visitor, 'lang=en&path=/teachers/klingon')).body.code).toBe(404);
  });

  it('drafts are answered only with wip=true (then they win), never cached', async () => {
    const { db, visitor, clock } = setup();
    await db.insert(cmsContent).values([
      { lang: 'en', path: '/learn/spanish', record: { post_type: 'learn', meta_title: 'Published' }, updated_at: new Date(NOW) },
      { lang: 'en', path: '/learn/spanish', is_wip: true, record: { post_type: 'learn', meta_title: 'Draft' }, updated_at: new Date(NOW) },
      {
        lang: 'en',
        path: '/landing/only-draft',
        is_wip: true,
        record: { post_type: 'landing', meta_title: 'Draft only' },
        updated_at: new Date(NOW),
      },
    ]);
    expect((await cms(visitor, 'lang=en&path=/learn/spanish')).body.data?.meta_title).toBe('Published');
    const preview = new URLSearchParams(
      buildContentRequestQuery({ language: 'en', path: '/learn/spanish', preview: true, now: clock.now() }),
    );
    const wip = await cms(visitor, preview.toString());
    expect(wip.body.data?.meta_title).toBe('Draft');
    expect(wip.res.headers.get('Cache-Control')).toBe('no-store');
    expect((await cms(visitor, `lang=en&path=/learn/spanish&wip=true&refresh=true&t=${NOW}`)).body.data?.meta_title).toBe('Draft');
    expect((await cms(visitor, 'lang=en&path=/landing/only-draft')).body).toEqual({ code: 404, data: null, message: 'Content not found.' });
    expect((await cms(visitor, 'lang=en&path=/landing/only-draft&wip=true')).body.data?.meta_title).toBe('Draft only');
  });

  it('cms bad input is a 400 naming the field', async () => {
    const { visitor } = setup();
    for (const [query, field] of [
      ['path=/teachers/english', 'lang'],
      ['lang=en', 'path'],
      ['lang=en&path=teachers', 'path'],
      ['lang=e!n&path=/x', 'lang'],
      [`lang=en&path=/${'x'.repeat(300)}`, 'path'],
      ['lang=en&path=/x&wip=yes', 'wip'],
      ['lang=en&path=/x&t=soon', 't'],
    ] as const) {
      const res = await visitor.get(`/api/v3/cms/gateway/filter?${query}`);
      expect(res.status, query).toBe(400);
      expect((await json(res)).error.field, query).toBe(field);
    }
  });

  it('GET /v2/config/all_language by name, popular_language in rank order', async () => {
    const { db, visitor } = setup();
    await ensureLanguages(db, [
      { text_code: 'spanish', name: 'Spanish', popular_rank: 2 },
      { text_code: 'english', name: 'English', popular_rank: 1 },
      { text_code: 'korean', name: 'Korean' },
      { text_code: 'french', name: 'French', popular_rank: 3 },
    ]);
    const all = AllLanguagesResponseSchema.parse(await (await visitor.get('/api/v2/config/all_language')).json());
    expect(all.data.languages).toEqual([
      { text_code: 'english', name: 'English' },
      { text_code: 'french', name: 'French' },
      { text_code: 'korean', name: 'Korean' },
      { text_code: 'spanish', name: 'Spanish' },
    ]);
    const popular = PopularLanguagesResponseSchema.parse(await (await visitor.get('/api/v2/config/popular_language')).json());
    expect(popular.data.languages.map((l) => [l.text_code, l.rank])).toEqual([
      ['english', 1],
      ['spanish', 2],
      ['french', 3],
    ]);
  });

  it("GET /v3/faq: the page's items in order for the language, else the primary language, else English; malformed items dropped", async () => {
    const { db, visitor } = setup();
    await db.insert(faqItems).values([
      { page: 'teachers', lang: 'en', position: 2, item: { q: 'Is there a trial?', aMain: 'Yes, from $1.', type: 'faq' } },
      {
        page: 'teachers',
        lang: 'en',
        position: 1,
        item: { q: 'How do I book?', aMain: 'Pick a teacher.', aSub: 'Then a time.', type: 'faq' },
      },
      { page: 'teachers', lang: 'en', position: 3, item: { q: 'Broken', type: 'nonsense' } },
      { page: 'teachers', lang: 'es', position: 1, item: { q: '¿Cómo reservo?', aMain: 'Elige un profesor.', type: 'faq' } },
      {
        page: 'group_class',
        lang: 'en',
        position: 1,
        item: { q: 'How many students?', a: [{ type: 'p', value: 'Up to 6.' }], questionTestId: 'faq-q-1' },
      },
    ]);
    const faq = async (query: string) => {
      const res = await visitor.get(`/api/v3/faq?${query}`);
      expect(res.status).toBe(200);
      return FaqResponseSchema.parse(await res.json()).data;
    };
    expect(await faq('page=teachers&lang=en')).toEqual({
      page: 'teachers',
      lang: 'en',
      items: [
        { q: 'How do I book?', aMain: 'Pick a teacher.', aSub: 'Then a time.', type: 'faq' },
        { q: 'Is there a trial?', aMain: 'Yes, from $1.', type: 'faq' },
      ],
    });
    expect(await faq('page=teachers&lang=es-MX')).toMatchObject({ lang: 'es', items: [{ q: '¿Cómo reservo?' }] });
    expect((await faq('page=teachers&lang=ja')).lang).toBe('en');
    expect(await faq('page=group_class')).toEqual({
      page: 'group_class',
      lang: 'en',
      items: [{ q: 'How many students?', a: [{ type: 'p', value: 'Up to 6.' }], questionTestId: 'faq-q-1' }],
    });
    for (const [query, field] of [
      ['', 'page'],
      ['page=blog', 'page'],
      ['page=teachers&lang=%3Cscript%3E', 'lang'],
    ] as const) {
      const res = await visitor.get(`/api/v3/faq?${query}`);
      expect(res.status, query).toBe(400);
      expect((await json(res)).error.field, query).toBe(field);
    }
  });

  it('GET /v2/seo/blog-and-teacher: the 4 newest published posts for the learning language, in the display language or English', async () => {
    const { db, visitor } = setup();
    const post = (display: string, learning: string, i: number, publishedIn = -i * DAY_MS) => ({
      display_language: display,
      learning_language: learning,
      title: `${display} ${learning} ${i}`,
      summary: 'Tips.',
      slug: `${display}-${learning}-${i}`,
      published_at: new Date(NOW + publishedIn),
    });
    await db.insert(blogPosts).values([
      ...[1, 2, 3, 4, 5].map((i) => post('en', 'spanish', i)),
      post('en', 'spanish', 0, DAY_MS), // not published yet
      post('es', 'english', 1),
      post('en', 'english', 1),
    ]);
    const blog = async (query: string) => {
      const res = await visitor.get(`/api/v2/seo/blog-and-teacher?${query}`);
      expect(res.status).toBe(200);
      return BlogAndTeacherResponseSchema.parse(await res.json()).data.blog_dict;
    };
    const english = await blog('display_language=en&learning_language=Spanish');
    expect(english.posts.map((p) => p.title)).toEqual(['en spanish 1', 'en spanish 2', 'en spanish 3', 'en spanish 4']);
    expect(english.posts[0]).toMatchObject({ url: '/blog/en-spanish-1', published_at: new Date(NOW - DAY_MS).toISOString() });
    expect(english).toMatchObject({ display_language: 'en', learning_language: 'spanish', view_more_url: '/blog?language=spanish' });
    expect(await blog('display_language=es-ES&learning_language=english')).toMatchObject({
      display_language: 'es',
      posts: [{ title: 'es english 1' }],
    });
    expect(await blog('display_language=fr&learning_language=spanish')).toMatchObject({
      display_language: 'en',
      posts: [{ title: 'en spanish 1' }, {}, {}, {}],
    });
    expect((await blog('display_language=fr&learning_language=korean')).posts).toEqual([]);
    const bad = await visitor.get('/api/v2/seo/blog-and-teacher?display_language=en');
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.field).toBe('learning_language');
  });
});
