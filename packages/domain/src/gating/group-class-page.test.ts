import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeGroupDetail } from '../testing/automatch-gating-content-builders';
import { applyCourseEntryFlag, getGroupClassPageView, getGroupCourseId, getSupportedLanguageCodes } from './group-class-page';

const languageData = ['en', 'es', 'zh-cn'];
const base = { initialGroupDetail: makeGroupDetail(), isCourseClass: false, languageData, searchParams: {}, permissionStatus: 'ON' };

describe('getGroupClassPageView: 001 §2.4 decision order', () => {
  it('"1. permissionStatus \'OFF\' shows a no-permission screen", before anything else', () => {
    expect(getGroupClassPageView({ ...base, permissionStatus: 'OFF', searchParams: { studentBookedID: '7', language: 'xx' } })).toEqual({
      view: 'no-permission',
    });
    expect(getGroupClassPageView({ ...base, permissionStatus: 'off' }).view).toBe('detail-with-course-entry');
  });
  it('"2. If the language query parameter is absent or is one of the supported language codes, show the group-class detail view plus a menu-less course entry block"', () => {
    expect(getGroupClassPageView(base)).toEqual({ view: 'detail-with-course-entry', courseEntryMenu: false });
    expect(getGroupClassPageView({ ...base, searchParams: { language: 'es', studentBookedID: '7' } }).view).toBe(
      'detail-with-course-entry',
    );
    expect(getGroupClassPageView({ ...base, searchParams: { language: 'ZH-CN' } }).view).toBe('detail-with-course-entry');
    expect(getGroupClassPageView({ ...base, searchParams: { language: '' } }).view).toBe('detail-with-course-entry');
  });
  it('"3. ... if the studentBookedID query parameter is present: with a course_id on the group\'s class show one booked-student view, without it show another"', () => {
    expect(
      getGroupClassPageView({ ...base, initialGroupDetail: makeGroupDetail(12), searchParams: { language: 'xx', studentBookedID: '7' } }),
    ).toEqual({ view: 'booked-student-course-class', studentBookedId: '7', courseId: 12 });
    expect(getGroupClassPageView({ ...base, searchParams: { language: 'xx', studentBookedID: '7' } })).toEqual({
      view: 'booked-student-class',
      studentBookedId: '7',
    });
    expect(getGroupClassPageView({ ...base, isCourseClass: true, searchParams: { language: 'xx', studentBookedID: '7' } }).view).toBe(
      'booked-student-class',
    );
  });
  it('"4. Otherwise, if the group has a course_id or the page is a course class, show a not-found style screen; else show a further group-class view"', () => {
    const searchParams = { language: 'xx' };
    expect(getGroupClassPageView({ ...base, searchParams, initialGroupDetail: makeGroupDetail(12) })).toEqual({ view: 'not-found' });
    expect(getGroupClassPageView({ ...base, searchParams, isCourseClass: true })).toEqual({ view: 'not-found' });
    expect(getGroupClassPageView({ ...base, searchParams })).toEqual({ view: 'single-class' });
    expect(getGroupClassPageView({ ...base, searchParams, initialGroupDetail: null })).toEqual({ view: 'single-class' });
  });

  it('property: equals a decision-table oracle', () => {
    const arb = fc.record({
      permissionStatus: fc.constantFrom('OFF', 'ON', null, undefined),
      language: fc.constantFrom(undefined, '', 'en', 'ES', 'xx', 'de'),
      studentBookedID: fc.constantFrom(undefined, '', '55'),
      courseId: fc.constantFrom(null, 0, 12, '34', ''),
      isCourseClass: fc.boolean(),
      languageData: fc.subarray(['en', 'es', 'de', 'fr']),
    });
    fc.assert(
      fc.property(arb, (c) => {
        const searchParams = { language: c.language, studentBookedID: c.studentBookedID };
        const result = getGroupClassPageView({
          initialGroupDetail: makeGroupDetail(c.courseId),
          isCourseClass: c.isCourseClass,
          languageData: c.languageData,
          searchParams,
          permissionStatus: c.permissionStatus,
        });
        const hasCourse = c.courseId === 12 || c.courseId === '34';
        const languageOk = c.language === undefined || c.language === '' || c.languageData.includes(c.language.toLowerCase());
        const booked = c.studentBookedID === '55';
        const expected =
          c.permissionStatus === 'OFF'
            ? 'no-permission'
            : languageOk
              ? 'detail-with-course-entry'
              : booked
                ? hasCourse
                  ? 'booked-student-course-class'
                  : 'booked-student-class'
                : hasCourse || c.isCourseClass
                  ? 'not-found'
                  : 'single-class';
        expect(result.view).toBe(expected);
      }),
    );
  });
});

describe('getGroupCourseId and getSupportedLanguageCodes', () => {
  it('treats null, 0 and blank course ids as none', () => {
    expect(getGroupCourseId(makeGroupDetail(0))).toBeNull();
    expect(getGroupCourseId(makeGroupDetail(' '))).toBeNull();
    expect(getGroupCourseId({ group: null })).toBeNull();
    expect(getGroupCourseId(makeGroupDetail(5))).toBe(5);
  });
  it('reads languages[].text_code', () => {
    expect(getSupportedLanguageCodes({ languages: [{ text_code: 'en' }, { text_code: 'ja' }] })).toEqual(['en', 'ja']);
    expect(getSupportedLanguageCodes(null)).toEqual([]);
  });
});

describe('applyCourseEntryFlag: "the course topics list is emptied (no next page) and the course amount is set to 0"', () => {
  it('empties with the flag off and keeps everything with it on', () => {
    const data = { courseTopics: [{ id: 1 }, { id: 2 }], hasNext: true, courseAmount: 14 };
    expect(applyCourseEntryFlag({ isCourseEntryEnabled: false, data })).toEqual({ courseTopics: [], hasNext: false, courseAmount: 0 });
    expect(applyCourseEntryFlag({ isCourseEntryEnabled: true, data })).toBe(data);
  });
  it('property: flag off always gives no topics, no next page, amount 0', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.boolean(), fc.nat(), fc.boolean(), (topics, hasNext, amount, on) => {
        const result = applyCourseEntryFlag({ isCourseEntryEnabled: on, data: { courseTopics: topics, hasNext, courseAmount: amount } });
        expect(result).toEqual(
          on ? { courseTopics: topics, hasNext, courseAmount: amount } : { courseTopics: [], hasNext: false, courseAmount: 0 },
        );
      }),
    );
  });
});
