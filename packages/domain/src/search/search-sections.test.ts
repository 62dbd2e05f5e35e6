import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COURSE_PAGE_SIZE,
  COURSE_PREVIEW_PAGE_SIZE,
  RECOMMENDED_CLASS_COUNT,
  SINGLE_CLASS_PAGE_SIZE,
  SKELETON_CARD_COUNT,
  TEACHER_PAGE_PAGE_SIZE,
} from './search-page-sizes';
import { getCoursePageSize } from './search-requests';
import { canLoadMore, getSearchSections } from './search-sections';

describe('page sizes: "single classes load 60 per page ... courses load 3 per page in the single-class view and 60 per page in the course view ... 20 skeleton placeholders"', () => {
  it('has the spec constants', () => {
    expect([
      SINGLE_CLASS_PAGE_SIZE,
      COURSE_PREVIEW_PAGE_SIZE,
      COURSE_PAGE_SIZE,
      SKELETON_CARD_COUNT,
      RECOMMENDED_CLASS_COUNT,
      TEACHER_PAGE_PAGE_SIZE,
    ]).toEqual([60, 3, 60, 20, 3, 60]);
  });

  it('courses: 3 on the single tab, 60 on the course tab', () => {
    expect(getCoursePageSize('1')).toBe(3);
    expect(getCoursePageSize('2')).toBe(60);
  });

  it('"\'SHOW MORE\' loads the next page while the server says there is one"', () => {
    expect(canLoadMore({ hasNext: true, loading: false })).toBe(true);
    expect(canLoadMore({ hasNext: false, loading: false })).toBe(false);
    expect(canLoadMore({ hasNext: true, loading: true })).toBe(false);
  });
});

describe('getSearchSections: "Sections"', () => {
  it('"the course section needs the course-entry feature flag, a course count above 0, and a class type that is not single"', () => {
    expect(getSearchSections({ classtype: '2', courseEntryEnabled: true, courseCount: 1, classCount: 0 }).courses).toBe('list');
    expect(getSearchSections({ classtype: '2', courseEntryEnabled: false, courseCount: 1, classCount: 0 }).courses).toBe('hidden');
    expect(getSearchSections({ classtype: '2', courseEntryEnabled: true, courseCount: 0, classCount: 5 }).courses).toBe('hidden');
    expect(getSearchSections({ classtype: '1', courseEntryEnabled: true, courseCount: 5, classCount: 5 }).courses).not.toBe('list');
  });

  it('"the single section needs a class count above 0 and a type that is not course"', () => {
    expect(getSearchSections({ classtype: '1', courseEntryEnabled: true, courseCount: 0, classCount: 1 }).singles).toBe(true);
    expect(getSearchSections({ classtype: '1', courseEntryEnabled: true, courseCount: 0, classCount: 0 }).singles).toBe(false);
    expect(getSearchSections({ classtype: '2', courseEntryEnabled: true, courseCount: 3, classCount: 9 }).singles).toBe(false);
  });

  it('"courses load 3 per page in the single-class view": a course strip on the single tab', () => {
    expect(getSearchSections({ classtype: '1', courseEntryEnabled: true, courseCount: 4, classCount: 7 })).toEqual({
      courses: 'preview',
      singles: true,
      empty: false,
    });
    expect(getSearchSections({ classtype: '1', courseEntryEnabled: false, courseCount: 4, classCount: 7 })).toEqual({
      courses: 'hidden',
      singles: true,
      empty: false,
    });
  });

  it('"with both counts 0 the page shows \'0 results\' and the request menu"', () => {
    for (const classtype of ['1', '2'] as const) {
      for (const courseEntryEnabled of [true, false]) {
        expect(getSearchSections({ classtype, courseEntryEnabled, courseCount: 0, classCount: 0 })).toEqual({
          courses: 'hidden',
          singles: false,
          empty: true,
        });
      }
    }
  });

  it('property: oracle over counts 0..12 (exclusive at 0), both tabs, flag on/off', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('1' as const, '2' as const),
        fc.boolean(),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        (classtype, flag, courseCount, classCount) => {
          const s = getSearchSections({ classtype, courseEntryEnabled: flag, courseCount, classCount });
          const coursesOk = flag && courseCount >= 1;
          expect(s.courses).toBe(coursesOk ? (classtype === '2' ? 'list' : 'preview') : 'hidden');
          expect(s.singles).toBe(classCount >= 1 && classtype === '1');
          expect(s.empty).toBe(s.courses === 'hidden' && !s.singles);
          if (courseCount === 0 && classCount === 0) expect(s.empty).toBe(true);
        },
      ),
    );
  });
});
