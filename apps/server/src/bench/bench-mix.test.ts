import { searchCourses, searchGroupClasses, searchTeachers } from '@app/api';
import { describe, expect, it } from 'vitest';
import { type BenchRequest, MIX_NAMES, type MixSource, buildMix } from './bench-mix';

const source: MixSource = {
  now: Date.parse('2026-11-26T10:00:00Z'),
  languages: ['english', 'spanish', 'french', 'japanese', 'german'],
  zones: ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo'],
  categories: [
    { code: 'CA001', tags: ['Conversation', 'Grammar'] },
    { code: 'CA003', tags: [] },
  ],
  topicWords: ['weekend', 'confidence'],
  teacherWords: ['speaking', 'Teacher 1'],
  cookies: ['sid=a', 'sid=b', 'sid=c'],
  classIds: [11, 12, 13, 14],
};

const queryOf = (request: BenchRequest) => {
  const out: Record<string, string> = {};
  for (const [key, value] of new URL(request.path, 'http://x').searchParams) out[key] = value;
  return out;
};

describe('buildMix', () => {
  it('draws the same requests from the same seed, and others from another seed', () => {
    expect(buildMix('class search', source, { count: 50, seed: 1 })).toEqual(buildMix('class search', source, { count: 50, seed: 1 }));
    expect(buildMix('class search', source, { count: 50, seed: 1 })).not.toEqual(buildMix('class search', source, { count: 50, seed: 2 }));
  });

  it('never repeats a request, so no two in flight share an answer', () => {
    for (const name of MIX_NAMES.filter((n) => n !== 'check_book_status')) {
      const mix = buildMix(name, source, { count: 300, seed: 7 });
      expect(new Set(mix.map((r) => JSON.stringify(r))).size).toBe(300);
    }
  });

  it('sends class and course searches the API accepts, over every language and each kind of filter', () => {
    for (const [name, endpoint] of [
      ['class search', searchGroupClasses],
      ['course search', searchCourses],
    ] as const) {
      const mix = buildMix(name, source, { count: 400, seed: 3 });
      const queries = mix.map(queryOf);
      for (const q of queries) expect(endpoint.query?.safeParse(q).success, JSON.stringify(q)).toBe(true);
      expect(new Set(queries.map((q) => q['language']))).toEqual(new Set(source.languages));
      for (const key of [
        'language_level',
        'weekday',
        'time_list',
        'start_time',
        'category',
        'keyword',
        'price',
        'user_timezone',
        'group_by_topic',
      ]) {
        expect(queries.filter((q) => key in q).length, key).toBeGreaterThan(10);
      }
      expect(new Set(queries.map((q) => q['offset'])).size).toBeGreaterThan(2);
      expect(queries.some((q) => 'tag' in q)).toBe(name === 'class search');
      expect(mix.filter((r) => r.cookie).length).toBeGreaterThan(50);
      expect(mix.filter((r) => !r.cookie).length).toBeGreaterThan(200);
    }
  });

  it('sends teacher searches the API accepts, with pages, filters and zones', () => {
    const bodies = buildMix('teacher search', source, { count: 400, seed: 3 }).map(
      (r) => JSON.parse(r.body ?? '') as Record<string, unknown>,
    );
    for (const body of bodies) expect(searchTeachers.body?.safeParse(body).success, JSON.stringify(body)).toBe(true);
    for (const key of ['week_time_user', 'keyword', 'speak_language_and', 'has_get_only_72h_data']) {
      expect(bodies.filter((b) => key in b).length, key).toBeGreaterThan(10);
    }
    expect(new Set(bodies.map((b) => b['page'])).size).toBe(5);
    expect(new Set(bodies.map((b) => b['user_timezone']))).toEqual(new Set(source.zones));
  });

  it('asks for the book status of the given classes, always signed in', () => {
    const mix = buildMix('check_book_status', source, { count: 12, seed: 3 });
    for (const r of mix) {
      expect(r.cookie).toMatch(/^sid=/);
      expect(r.path).toMatch(/^\/api\/v2\/group_class\/group_classes\/1[1-4]\/check_book_status$/);
    }
  });
});
