import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { favourites, reducedTeachers } from '../db/schema-discovery';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { ensureLanguages, makeSearchTeacher } from '../testing/teacher-fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);
const RUNS = 40;

/** Text that includes U+0000, lone surrogates, `%` and SQL wildcards. */
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('', ' ', '%', '_', '\\', '\u0000', "'; drop table teachers; --", 'english', 'Mars/Base', '9'.repeat(30), '-1', '1e999'),
);
const junk = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** Payloads near the real shape, so the random values reach the query and not only the first check. */
const nearPayload = fc.record(
  {
    teacher_info: fc.oneof(
      junk,
      fc.record(
        {
          instant_lesson_status: maybe(fc.oneof(fc.integer({ min: -2, max: 3 }), junk)),
          origin_country_id: maybe(fc.oneof(nasty, junk)),
          has_trial: maybe(fc.oneof(fc.constantFrom(0, 1), junk)),
          course_category: maybe(fc.oneof(fc.array(nasty, { maxLength: 4 }), junk)),
          course_tags: maybe(fc.array(nasty, { maxLength: 4 })),
          teacher_type: maybe(fc.oneof(fc.constantFrom(1, 2), junk)),
          instant_booking: maybe(fc.constantFrom(0, 1, 2)),
        },
        { requiredKeys: [] },
      ),
    ),
    teach_language: fc.oneof(
      junk,
      fc.record(
        {
          language: fc.oneof(fc.constant('english'), nasty),
          min_price: maybe(fc.oneof(fc.integer(), fc.constant(Number.MAX_SAFE_INTEGER), junk)),
          max_price: maybe(fc.integer({ min: 0, max: 2 ** 40 })),
          is_native: maybe(fc.constantFrom(0, 1, 7)),
        },
        { requiredKeys: [] },
      ),
    ),
    week_time_user: maybe(
      fc.oneof(
        junk,
        fc.record({
          weekday: fc.array(fc.integer({ min: -1, max: 8 }), { maxLength: 8 }),
          time_list: fc.array(fc.integer({ min: -1, max: 25 }), { maxLength: 30 }),
        }),
      ),
    ),
    time_period: maybe(
      fc.oneof(
        junk,
        fc.record({
          start_time: fc.oneof(
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
            nasty,
          ),
          end_time: fc.oneof(
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
            nasty,
          ),
        }),
      ),
    ),
    specify_time: maybe(junk),
    has_get_only_72h_data: maybe(fc.constantFrom(0, 1, '1')),
    has_get_only_total: maybe(fc.constantFrom(0, 1)),
    keyword: maybe(nasty),
    speak_language_and: maybe(fc.oneof(fc.array(nasty, { maxLength: 12 }), junk)),
    page: maybe(fc.oneof(fc.integer({ min: -1, max: 2000 }), junk)),
    page_size: maybe(fc.oneof(fc.integer({ min: -1, max: 30 }), junk)),
    user_timezone: fc.oneof(fc.constantFrom('UTC', 'America/New_York', 'Asia/Kathmandu', 'Etc/GMT+5'), nasty),
  },
  { requiredKeys: [] },
);

const query = (keys: string[]) =>
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys), nasty), nasty), { maxLength: 6 })
    .map((pairs) => new URLSearchParams(pairs).toString());

describeEachDatabase('teacher search and content: random input is never a 500 and changes nothing', (ctx) => {
  it('POST /v2/teachers and /v2/translate/teacher_list with random bodies answer 200 or 400', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    await makeSearchTeacher(db, app, { now: NOW, language: 'english', slots: [NOW + 3_600_000], categories: ['CA003'] });
    const student = await makeUser(db, app, { now: NOW });
    await fc.assert(
      fc.asyncProperty(fc.oneof(nearPayload, junk), fc.boolean(), async (payload, signedIn) => {
        const agent = signedIn ? student.agent : createAgent(app);
        const res = await agent.post('/api/v2/teachers', payload);
        expect([200, 400]).toContain(res.status);
      }),
      { numRuns: RUNS * 3 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            teacher_ids: fc.oneof(fc.array(fc.oneof(fc.integer(), junk), { maxLength: 60 }), junk),
            target_lang: fc.oneof(fc.constantFrom('es', 'ru', 'ja', 'es-MX'), nasty),
          },
          { requiredKeys: [] },
        ),
        async (payload) => {
          const res = await createAgent(app).post('/api/v2/translate/teacher_list', payload);
          expect([200, 400]).toContain(res.status);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('GET routes with random query strings answer 200 or 400 (401 for visitors where sign-in is needed)', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeSearchTeacher(db, app, { now: NOW, language: 'english' });
    const student = await makeUser(db, app, { now: NOW });
    const routes: [string, string[]][] = [
      ['/api/v3/cms/gateway/filter', ['lang', 'path', 'content', 'wip', 'refresh', 't', 'timestamp']],
      ['/api/v3/faq', ['page', 'lang']],
      ['/api/v2/seo/blog-and-teacher', ['display_language', 'learning_language']],
      [`/api/v2/teacher/${teacher.userId}/lesson_reviews`, ['page', 'page_size', 'language', 'need_top_total', 'allow_empty']],
      ['/api/v2/user/exp_groups', ['experiment_name']],
      ['/api/v3/lesson/activation/info', ['language']],
      ['/api/v2/config/all_language', []],
      ['/api/v2/teacher/search/tags', []],
    ];
    for (const [path, keys] of routes) {
      await fc.assert(
        fc.asyncProperty(query(keys.length > 0 ? keys : ['x']), fc.boolean(), async (search, signedIn) => {
          const res = await (signedIn ? student.agent : createAgent(app)).get(`${path}?${search}`);
          expect([200, 400, 401], `${path}?${search}`).toContain(res.status);
        }),
        { numRuns: RUNS },
      );
    }
  });

  it('(regression) U+0000 in a text field is a 400 naming the field, not a PostgreSQL error', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const visitor = createAgent(app);
    const student = await makeUser(ctx.database.db, app, { now: NOW });
    // The schemas carry no NUL rule of their own: mount() refuses U+0000 in every field of every route.
    const cases: [Promise<Response>, string][] = [
      [student.agent.get('/api/v3/lesson/activation/info?language=en%00'), 'language'],
      [visitor.get('/api/v2/seo/blog-and-teacher?learning_language=%00'), 'learning_language'],
      [visitor.get('/api/v3/cms/gateway/filter?lang=en&path=/teachers/%00'), 'path'],
      [visitor.get('/api/v2/teacher/1/lesson_reviews?language=en%00'), 'language'],
      [
        visitor.post('/api/v2/teachers', {
          teacher_info: {},
          teach_language: { language: 'english' },
          keyword: 'a\u0000b',
          user_timezone: 'UTC',
        }),
        'keyword',
      ],
      [
        visitor.post('/api/v2/teachers', {
          teacher_info: { course_tags: ['x\u0000'] },
          teach_language: { language: 'english' },
          user_timezone: 'UTC',
        }),
        'teacher_info.course_tags.0',
      ],
    ];
    for (const [request, field] of cases) {
      const res = await request;
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { error: { field: string } }).error.field).toBe(field);
    }
  });

  it('favourite and reduce-similar with random ids never write and never fail with a 500', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const student = await makeUser(db, app, { now: NOW });
    const rows = async () => [
      (await db.select({ n: count() }).from(favourites))[0]?.n,
      (await db.select({ n: count() }).from(reducedTeachers))[0]?.n,
    ];
    const before = await rows();
    const encodable = nasty.filter((text) => {
      try {
        encodeURIComponent(text);
        return true;
      } catch {
        return false;
      }
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(encodable, fc.integer({ min: -5, max: 10_000 }).map(String)),
        fc.constantFrom('favourite', 'reduce_similar'),
        fc.boolean(),
        async (id, action, remove) => {
          const path = `/api/v2/teachers/${encodeURIComponent(id)}/${action}`;
          const res = remove && action === 'favourite' ? await student.agent.delete(path) : await student.agent.post(path);
          expect([400, 404]).toContain(res.status);
        },
      ),
      { numRuns: RUNS * 2 },
    );
    expect(await rows()).toEqual(before);
  });

  it('page routing with random paths under /teachers and /instant-lessons answers a redirect, the page or not-found', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    await ensureLanguages(ctx.database.db, [{ text_code: 'english', name: 'English' }]);
    const segment = fc.oneof(
      fc.string({ unit: 'grapheme-ascii', maxLength: 12 }),
      fc.constantFrom('%', '%E0', '%00', 'english', 'professional', 'korean-speaking', '..', 'tutoring'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/teachers', '/instant-lessons'),
        fc.array(segment, { maxLength: 4 }),
        query(['speaks', 'isAutoMatched', 'teacher_type']),
        async (base, parts, search) => {
          const res = await app.request(`http://localhost${base}/${parts.join('/')}?${search}`);
          expect([200, 302, 404]).toContain(res.status);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });
});
