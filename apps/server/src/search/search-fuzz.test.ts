import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { feedbacks, searchHistory } from '../db/schema-discovery';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { makeSearchTeacher, makeTopic, makeTopicClass } from '../testing/search-fixtures';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);

const GET_PATHS = [
  '/api/v3/group_class/group_classes',
  '/api/v3/group_class/group_classes_amount',
  '/api/v3/group_class/courses/',
  '/api/v3/group_class/courses_amount',
  '/api/v3/group_class/category_with_tags',
  '/api/v2/group_class/group_classes/recommend_classes',
  '/api/v2/group_class/group_classes/available_classes',
  '/api/v2/teacher/group_classes',
  '/api/v2/teacher/group_class_courses',
  '/api/v3/users/profiles',
];
const KEYS = [
  'language',
  'language_level',
  'weekday',
  'time_list',
  'start_time',
  'end_time',
  'category',
  'tag',
  'keyword',
  'price',
  'user_timezone',
  'offset',
  'length',
  'group_by_topic',
  'topic_id',
  'teacher_id',
  'page',
  'page_size',
  'levels',
  'weekdays',
  'daytime',
  'num',
  'student_has_record',
  'kind',
  'fetch_type',
  'user_ids',
  'levels[0]',
  'weekday[]',
];
const VALUES = fc.oneof(
  fc.string(),
  fc.integer({ min: -5, max: 100_000 }).map(String),
  fc.constantFrom(
    '',
    '0',
    '1',
    '-1',
    '7',
    '24',
    '61',
    'NaN',
    'Asia/Tokyo',
    'Mars/Base',
    '+05:00',
    'english',
    'CA003',
    '10-20',
    '20-10',
    '2026-03-10T00:00:00Z',
    '2026-02-30T00:00:00Z',
    '%',
    '1,2,3',
    'a'.repeat(300),
  ),
);

/** Random query strings and bodies against every discovery route: never a 500, and a refused write changes nothing. */
describeEachDatabase('discovery routes under random input', (ctx) => {
  it('GET routes answer 200, 400 or 404 for any query string', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const teacher = await makeSearchTeacher(ctx.database.db, app, { now: NOW });
    const topic = await makeTopic(ctx.database.db, { teacherId: teacher.userId, now: NOW });
    await makeTopicClass(ctx.database.db, { topic, start: NOW + 86_400_000 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...GET_PATHS),
        fc.array(fc.tuple(fc.constantFrom(...KEYS), VALUES), { maxLength: 6 }),
        async (path, pairs) => {
          const query = new URLSearchParams(pairs).toString();
          const res = await app.request(`${path}?${query}`);
          expect([200, 400, 404]).toContain(res.status);
          await res.arrayBuffer();
        },
      ),
      { numRuns: 150, seed: 7 },
    );
  });

  it('POST history and feedback: never a 500, and a refused body writes nothing', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const me = await makeUser(db, app, { now: NOW });
    const rows = async () => {
      const [h] = await db.select({ n: count() }).from(searchHistory);
      const [f] = await db.select({ n: count() }).from(feedbacks);
      return (h?.n ?? 0) + (f?.n ?? 0);
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/v3/group_class/search/history', '/api/v3/group_class/feedbacks'),
        fc.oneof(
          fc.jsonValue(),
          fc.record({ word: fc.oneof(fc.string(), fc.jsonValue()) }),
          fc.record({ category: fc.constantFrom('topic', 'general', 'x'), custom_msg: fc.oneof(fc.string(), fc.jsonValue()) }),
        ),
        async (path, body) => {
          const before = await rows();
          const res = await me.agent.post(path, body);
          expect([200, 400]).toContain(res.status);
          if (res.status === 400) expect(await rows()).toBe(before);
          await res.arrayBuffer();
        },
      ),
      { numRuns: 120, seed: 11 },
    );
  });
});
