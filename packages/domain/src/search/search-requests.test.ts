import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeSearchFilters, searchFiltersArb } from '../testing/search-builders';
import { normalizeGroupClassSearchFilters } from './group-class-filters';
import {
  buildCategoryWithTagsParams,
  buildCourseListParams,
  buildCoursesAmountParams,
  buildGroupClassListParams,
  buildGroupClassSearchParams,
  buildGroupClassesAmountParams,
  buildRecommendedClassesParams,
  buildTeacherCoursesParams,
  buildTeacherGroupClassesParams,
  getResultListKind,
} from './search-requests';

const filters = makeSearchFilters({ levels: [3, 1], weekdays: [4], daytime: [2, 0], category: ['CA003'], tag: ['IELTS'], price: '0-10', keyword: 'exam', classtype: '1' });
const input = { language: 'english', filters, userTimezone: 'Europe/Berlin' };

describe('search params: "language, levels, weekdays, daytime, category, tag, keyword, price"; "Array parameters are sent repeated"', () => {
  it('sends every chosen filter, arrays as lists', () => {
    expect(buildGroupClassSearchParams(input)).toEqual({
      language: 'english', levels: ['1', '3'], weekdays: ['4'], daytime: ['0', '2'], category: ['CA003'], tag: ['IELTS'], price: '0-10', keyword: 'exam', user_timezone: 'Europe/Berlin',
    });
  });

  it('leaves out what is not chosen', () => {
    expect(buildGroupClassSearchParams({ language: 'french', filters: makeSearchFilters() })).toEqual({ language: 'french' });
  });
});

describe('001 §7.1 calls', () => {
  it('"category_with_tags: search params minus tag and category, plus fetch_type=all"', () => {
    const p = buildCategoryWithTagsParams(input);
    expect(p.fetch_type).toBe('all');
    expect(p).not.toHaveProperty('tag');
    expect(p).not.toHaveProperty('category');
    expect(p.levels).toEqual(['1', '3']);
  });

  it('"group_classes_amount: group_by_topic=1 with the search params"', () => {
    expect(buildGroupClassesAmountParams(input)).toEqual({ group_by_topic: '1', ...buildGroupClassSearchParams(input) });
  });

  it('"courses_amount: group_by_topic=1 with the search params minus tag"', () => {
    const p = buildCoursesAmountParams(input);
    expect(p.group_by_topic).toBe('1');
    expect(p).not.toHaveProperty('tag');
    expect(p.category).toEqual(['CA003']);
  });

  it('"group_classes: group_by_topic=1, offset, length=60, search params"', () => {
    expect(buildGroupClassListParams({ ...input, offset: 60 })).toMatchObject({ group_by_topic: '1', offset: '60', length: '60', tag: ['IELTS'] });
  });

  it('"courses/: offset, length (3 or 60), group_by_topic=1, search params minus tag"', () => {
    expect(buildCourseListParams({ ...input, offset: 3 })).toMatchObject({ offset: '3', length: '3', group_by_topic: '1' });
    expect(buildCourseListParams({ ...input, filters: { ...filters, classtype: '2' }, offset: 0 })).toMatchObject({ length: '60' });
    expect(buildCourseListParams({ ...input, offset: 0 })).not.toHaveProperty('tag');
  });

  it('"recommend_classes: group_by_topic=1, kind=search_page, num=3, student_has_record=0 or 1, optional language"', () => {
    expect(buildRecommendedClassesParams({ studentHasRecord: true, language: 'english' })).toEqual({ group_by_topic: '1', kind: 'search_page', num: '3', student_has_record: '1', language: 'english' });
    expect(buildRecommendedClassesParams({ studentHasRecord: false })).toEqual({ group_by_topic: '1', kind: 'search_page', num: '3', student_has_record: '0' });
  });

  it('"teacher/group_classes: group_by_topic=1, teacher_id, page, page_size=60; levels sent sorted and comma-joined"', () => {
    expect(buildTeacherGroupClassesParams({ ...input, teacherId: 42, page: 1 })).toEqual({
      group_by_topic: '1', teacher_id: '42', page: '1', page_size: '60', language: 'english', levels: '1,3', weekdays: ['4'], daytime: ['0', '2'], price: '0-10', user_timezone: 'Europe/Berlin',
    });
    expect(buildTeacherGroupClassesParams({ language: 'english', filters: makeSearchFilters(), teacherId: 42, page: 2 })).not.toHaveProperty('levels');
  });

  it('"teacher/group_class_courses: teacher_id, page, page_size=60"', () => {
    expect(buildTeacherCoursesParams({ teacherId: 7, page: 3 })).toEqual({ teacher_id: '7', page: '3', page_size: '60' });
  });

  it('class type picks the list call', () => {
    expect(getResultListKind('1')).toBe('group_classes');
    expect(getResultListKind('2')).toBe('courses');
  });

  it('property: every value is a string or a list of strings; teacher levels are the sorted unique codes', () => {
    fc.assert(fc.property(searchFiltersArb, (raw) => {
      const p = buildTeacherGroupClassesParams({ language: 'english', filters: raw, teacherId: 1, page: 1 });
      const f = normalizeGroupClassSearchFilters(raw);
      expect(p.levels).toBe(f.levels.length > 0 ? [...new Set(raw.levels)].sort((a, b) => a - b).join(',') : undefined);
      for (const value of Object.values(buildGroupClassListParams({ language: 'x', filters: raw, offset: 0 }))) {
        expect(typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string' && v.length > 0))).toBe(true);
      }
    }));
  });
});
