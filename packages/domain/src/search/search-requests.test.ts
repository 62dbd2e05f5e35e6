import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDayNumber, makeSearchFilters, searchFiltersArb, zonedNowArb } from '../testing/search-builders';
import { START_WINDOWS } from '../time/day-start-windows';
import { normalizeGroupClassSearchFilters } from './group-class-filters';
import {
  SEARCH_WIRE_PARAM_NAMES,
  buildCategoryWithTagsParams,
  buildCourseListParams,
  buildCoursesAmountParams,
  buildGroupClassListParams,
  buildGroupClassSearchParams,
  buildGroupClassesAmountParams,
  buildTeacherCoursesParams,
  buildTeacherGroupClassesParams,
  getResultListKind,
} from './search-requests';
import { buildRecommendedClassesParams } from './recommendation-requests';

// Tuesday 2026-03-10 12:00 UTC = 13:00 in Berlin.
const now = '2026-03-10T12:00:00Z';
const filters = makeSearchFilters({
  levels: [3, 1],
  weekdays: [4],
  daytime: [2, 0],
  category: ['CA003'],
  tag: ['IELTS'],
  price: '0-10',
  keyword: 'exam',
  classtype: '1',
  date: 'next_7_days',
});
const input = { language: 'english', filters, userTimezone: 'Europe/Berlin', now };

/** The page (001 §2.1) names that must never reach the 000 §7 wire. */
const PAGE_ONLY_NAMES = ['levels', 'weekdays', 'daytime', 'date', 'classtype'];

describe('000 §7 wire names: "offset, length, language, start_time, end_time, language_level, weekday, time_list, price, category, tag, keyword, user_timezone"', () => {
  it('maps every page filter to its wire parameter; arrays repeated', () => {
    expect(buildGroupClassSearchParams(input)).toEqual({
      language: 'english',
      start_time: '2026-03-09T23:00:00.000Z', // Berlin midnight today (UTC+1)
      end_time: '2026-03-16T23:00:00.000Z', // Berlin midnight 7 days later, exclusive
      language_level: ['1', '3'],
      weekday: ['4'],
      time_list: ['0', '1', '2', '3', '8', '9', '10', '11'],
      price: '0-10',
      category: ['CA003'],
      tag: ['IELTS'],
      keyword: 'exam',
      user_timezone: 'Europe/Berlin',
    });
  });

  it("keeps 000 §7's order of keys", () => {
    expect(Object.keys(buildGroupClassListParams({ ...input, offset: 0 }))).toEqual([
      'group_by_topic',
      'offset',
      'length',
      'language',
      'start_time',
      'end_time',
      'language_level',
      'weekday',
      'time_list',
      'price',
      'category',
      'tag',
      'keyword',
      'user_timezone',
    ]);
  });

  it('"Daytime slot n maps to four hour codes 4n to 4n+3": time_list is the expanded hours, never the slot numbers', () => {
    expect(buildGroupClassSearchParams({ ...input, filters: makeSearchFilters({ daytime: [5] }) }).time_list).toEqual([
      '20',
      '21',
      '22',
      '23',
    ]);
    expect(buildGroupClassSearchParams({ ...input, filters: makeSearchFilters({ daytime: [1] }) }).time_list).toEqual(['4', '5', '6', '7']);
  });

  it('"Start window filters: today, next 7, 14, 30 days": start_time/end_time are local midnights in the user zone', () => {
    const window = (date: (typeof START_WINDOWS)[number], userTimezone = 'America/New_York') =>
      buildGroupClassSearchParams({ language: 'english', filters: makeSearchFilters({ date }), userTimezone, now });
    expect(window('today')).toMatchObject({ start_time: '2026-03-10T04:00:00.000Z', end_time: '2026-03-11T04:00:00.000Z' });
    expect(window('next_14_days')).toMatchObject({ start_time: '2026-03-10T04:00:00.000Z', end_time: '2026-03-24T04:00:00.000Z' });
    // 30 days across the Berlin spring-forward night (29 March): the end midnight is at UTC+2.
    expect(window('next_30_days', 'Europe/Berlin')).toMatchObject({
      start_time: '2026-03-09T23:00:00.000Z',
      end_time: '2026-04-08T22:00:00.000Z',
    });
  });

  it('leaves out what is not chosen; user_timezone is always sent (UTC when missing or invalid)', () => {
    expect(buildGroupClassSearchParams({ language: 'french', filters: makeSearchFilters(), now })).toEqual({
      language: 'french',
      user_timezone: 'UTC',
    });
    expect(
      buildGroupClassSearchParams({ language: 'french', filters: makeSearchFilters({ date: 'today' }), userTimezone: 'Mars/Base', now }),
    ).toEqual({
      language: 'french',
      start_time: '2026-03-10T00:00:00.000Z',
      end_time: '2026-03-11T00:00:00.000Z',
      user_timezone: 'UTC',
    });
  });

  it('the wire-name table', () => {
    expect(SEARCH_WIRE_PARAM_NAMES).toEqual({
      date: ['start_time', 'end_time'],
      levels: 'language_level',
      weekdays: 'weekday',
      daytime: 'time_list',
      price: 'price',
      category: 'category',
      tag: 'tag',
      keyword: 'keyword',
    });
  });
});

describe('001 §7.1 calls', () => {
  it('"category_with_tags: search params minus tag and category, plus fetch_type=all"', () => {
    const p = buildCategoryWithTagsParams(input);
    expect(p.fetch_type).toBe('all');
    expect(p).not.toHaveProperty('tag');
    expect(p).not.toHaveProperty('category');
    expect(p).not.toHaveProperty('group_by_topic');
    expect(p.language_level).toEqual(['1', '3']);
    expect(p.start_time).toBe('2026-03-09T23:00:00.000Z');
  });

  it('"group_classes_amount: group_by_topic=1 with the search params"', () => {
    expect(buildGroupClassesAmountParams(input)).toEqual({ group_by_topic: '1', ...buildGroupClassSearchParams(input) });
  });

  it('"courses_amount: group_by_topic=1 with the search params minus tag"', () => {
    const p = buildCoursesAmountParams(input);
    expect(p.group_by_topic).toBe('1');
    expect(p).not.toHaveProperty('tag');
    expect(p.category).toEqual(['CA003']);
    expect(p.weekday).toEqual(['4']);
  });

  it('"group_classes: group_by_topic=1, offset, length=60, search params"', () => {
    expect(buildGroupClassListParams({ ...input, offset: 60 })).toMatchObject({
      group_by_topic: '1',
      offset: '60',
      length: '60',
      tag: ['IELTS'],
      language_level: ['1', '3'],
    });
  });

  it('"courses/: offset, length (3 or 60), group_by_topic=1, search params minus tag"', () => {
    expect(buildCourseListParams({ ...input, offset: 3 })).toMatchObject({
      offset: '3',
      length: '3',
      group_by_topic: '1',
      time_list: ['0', '1', '2', '3', '8', '9', '10', '11'],
    });
    expect(buildCourseListParams({ ...input, filters: { ...filters, classtype: '2' }, offset: 0 })).toMatchObject({ length: '60' });
    expect(buildCourseListParams({ ...input, offset: 0 })).not.toHaveProperty('tag');
  });

  it('"recommend_classes: group_by_topic=1, kind=search_page, num=3, student_has_record=0 or 1, optional language"', () => {
    expect(buildRecommendedClassesParams({ studentHasRecord: true, language: 'english' })).toEqual({
      group_by_topic: '1',
      kind: 'search_page',
      num: '3',
      student_has_record: '1',
      language: 'english',
    });
    expect(buildRecommendedClassesParams({ studentHasRecord: false })).toEqual({
      group_by_topic: '1',
      kind: 'search_page',
      num: '3',
      student_has_record: '0',
    });
  });

  it('"teacher/group_classes: group_by_topic=1, teacher_id, page, page_size=60; levels sent sorted and comma-joined" (page names, unchanged)', () => {
    expect(buildTeacherGroupClassesParams({ ...input, teacherId: 42, page: 1 })).toEqual({
      group_by_topic: '1',
      teacher_id: '42',
      page: '1',
      page_size: '60',
      language: 'english',
      levels: '1,3',
      weekdays: ['4'],
      daytime: ['0', '2'],
      price: '0-10',
      user_timezone: 'Europe/Berlin',
    });
    expect(buildTeacherGroupClassesParams({ language: 'english', filters: makeSearchFilters(), teacherId: 42, page: 2 })).toEqual({
      group_by_topic: '1',
      teacher_id: '42',
      page: '2',
      page_size: '60',
      language: 'english',
    });
  });

  it('"teacher/group_class_courses: teacher_id, page, page_size=60"', () => {
    expect(buildTeacherCoursesParams({ teacherId: 7, page: 3 })).toEqual({ teacher_id: '7', page: '3', page_size: '60' });
  });

  it('class type picks the list call', () => {
    expect(getResultListKind('1')).toBe('group_classes');
    expect(getResultListKind('2')).toBe('courses');
  });
});

describe('properties of the wire query', () => {
  it('every 000 §7 call sends wire names only, each value mapped from the normalised filters by an independent oracle', () => {
    fc.assert(
      fc.property(searchFiltersArb, zonedNowArb, (raw, { now: n, zone }) => {
        const f = normalizeGroupClassSearchFilters(raw);
        const base = { language: 'x', filters: raw, userTimezone: zone, now: n };
        const calls = [
          buildGroupClassSearchParams(base),
          buildGroupClassListParams({ ...base, offset: 0 }),
          buildGroupClassesAmountParams(base),
          buildCoursesAmountParams(base),
          buildCourseListParams({ ...base, offset: 0 }),
          buildCategoryWithTagsParams(base),
        ];
        for (const p of calls) {
          for (const name of PAGE_ONLY_NAMES) expect(p).not.toHaveProperty(name);
          for (const value of Object.values(p)) {
            expect(
              typeof value === 'string' ||
                (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' && v.length > 0)),
            ).toBe(true);
          }
          expect(p.user_timezone).toBe(zone);
          expect(p.language_level).toEqual(f.levels.length > 0 ? [...new Set(raw.levels)].sort((a, b) => a - b).map(String) : undefined);
          expect(p.weekday).toEqual(f.weekdays.length > 0 ? [...new Set(raw.weekdays)].sort((a, b) => a - b).map(String) : undefined);
          const hours: string[] = [];
          for (let h = 0; h < 24; h++) if (raw.daytime.some((slot) => h >= 4 * slot && h <= 4 * slot + 3)) hours.push(String(h));
          expect(p.time_list).toEqual(hours.length > 0 ? hours : undefined);
        }
      }),
    );
  });

  it('start_time/end_time: local midnight today and local midnight N days later in the user zone (Intl oracle, DST nights included)', () => {
    const days = { today: 1, next_7_days: 7, next_14_days: 14, next_30_days: 30 } as const;
    fc.assert(
      fc.property(zonedNowArb, fc.constantFrom(...START_WINDOWS), ({ now: n, zone }, date) => {
        const p = buildGroupClassSearchParams({ language: 'x', filters: makeSearchFilters({ date }), userTimezone: zone, now: n });
        const start = Date.parse(String(p.start_time));
        const end = Date.parse(String(p.end_time));
        const today = localDayNumber(n, zone);
        expect(String(p.start_time)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        expect([localDayNumber(start - 1, zone), localDayNumber(start, zone)]).toEqual([today - 1, today]);
        expect([localDayNumber(end - 1, zone), localDayNumber(end, zone)]).toEqual([today + days[date] - 1, today + days[date]]);
      }),
    );
  });

  it('teacher levels are the sorted unique codes, comma-joined', () => {
    fc.assert(
      fc.property(searchFiltersArb, (raw) => {
        const p = buildTeacherGroupClassesParams({ language: 'english', filters: raw, teacherId: 1, page: 1 });
        const f = normalizeGroupClassSearchFilters(raw);
        expect(p.levels).toBe(f.levels.length > 0 ? [...new Set(raw.levels)].sort((a, b) => a - b).join(',') : undefined);
        expect(p).not.toHaveProperty('language_level');
      }),
    );
  });
});
