import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  makeActivationInfo,
  makeAnswerJson,
  makeLanguageEntry as entry,
  makeLanguageList,
} from '../testing/automatch-gating-content-builders';
import {
  LESSON_ACTIVATION_SLOTS_PER_BLOCK,
  getLessonPreferenceFilter,
  mapLanguageLevel,
  mapLessonPreferences,
  mapWhenHaveLesson,
  mapWhyTakeLesson,
  parseLessonActivationAnswers,
} from './lesson-preference';

describe('mapWhyTakeLesson: 001 §5 "Preference mapping"', () => {
  it.each([
    ['Conversation practice', ['CA005']],
    ['Travel preparation', ['CA005']],
    ['Kids', ['CA004']],
  ])('"%s" maps to %j (child tags of an earlier category cleared)', (answer, tags) => {
    expect(mapWhyTakeLesson({ answer, subAnswers: ['ignored'] })).toStrictEqual({ tags, childTags: null });
  });
  it('"\'Test preparation\' maps to CA003 plus child tags"', () => {
    expect(mapWhyTakeLesson({ answer: 'Test preparation', subAnswers: ['IELTS', 'TOEFL', 'IELTS', ' '] })).toEqual({
      tags: ['CA003'],
      childTags: ['IELTS', 'TOEFL'],
    });
    expect(mapWhyTakeLesson({ answer: 'Test preparation' })).toStrictEqual({ tags: ['CA003'], childTags: null });
  });
  it('"\'Job interview\' maps to CA002 plus child tags"', () => {
    expect(mapWhyTakeLesson({ answer: 'Job interview', subAnswers: ['Business'] })).toEqual({ tags: ['CA002'], childTags: ['Business'] });
  });
  it('"\'N/A\' clears tags": the keys are present with null (clear)', () => {
    expect(mapWhyTakeLesson({ answer: 'N/A', subAnswers: ['IELTS'] })).toStrictEqual({ tags: null, childTags: null });
    expect(mapWhyTakeLesson({ answer: ' N/A ' })).toStrictEqual({ tags: null, childTags: null });
  });
  it('no answer (or a blank one) is "not set": the keys are absent, nothing is cleared', () => {
    expect(mapWhyTakeLesson({ answer: undefined })).toStrictEqual({});
    expect(mapWhyTakeLesson({ answer: '  ' })).toStrictEqual({});
  });
  it('"any other value maps to CA003 with itself as child tag"', () => {
    expect(mapWhyTakeLesson({ answer: 'IELTS' })).toEqual({ tags: ['CA003'], childTags: ['IELTS'] });
    expect(mapWhyTakeLesson({ answer: 'kids' })).toEqual({ tags: ['CA003'], childTags: ['kids'] });
    expect(mapWhyTakeLesson({ answer: 'toString' })).toEqual({ tags: ['CA003'], childTags: ['toString'] });
  });
});

describe("mapLanguageLevel: \"Levels A1, A2 and B1 set speaks to the user's first speaking language (default english) and teacher_type pro; 'N/A' clears speaks\"", () => {
  it.each(['A1', 'A2', 'B1', 'b1'])('%s sets speaks and teacher_type pro', (level) => {
    expect(mapLanguageLevel({ level, languageList: makeLanguageList() })).toEqual({ speaks: 'french', teacher_type: 'pro' });
  });
  it('defaults speaks to english', () => {
    expect(mapLanguageLevel({ level: 'A1', languageList: [entry({ language: 'german', level: 2 })] })).toEqual({
      speaks: 'english',
      teacher_type: 'pro',
    });
  });
  it('"\'N/A\' clears speaks": speaks present with null; teacher_type absent (not cleared)', () => {
    expect(mapLanguageLevel({ level: 'N/A', languageList: makeLanguageList() })).toStrictEqual({ speaks: null });
    expect(mapLanguageLevel({ level: 'n/a', languageList: makeLanguageList() })).toStrictEqual({ speaks: null });
  });
  it.each(['B2', 'C1', 'C2', 'Native', undefined])('%s does not set it: both keys absent', (level) => {
    expect(mapLanguageLevel({ level, languageList: makeLanguageList() })).toStrictEqual({});
  });
});

describe('mapWhenHaveLesson: "Time blocks are the slot number divided by 4, rounded down"', () => {
  it('maps weekdays to day and slots to blocks, unique and sorted', () => {
    expect(
      mapWhenHaveLesson([
        { weekday: 3, time_list: [23, 8, 9] },
        { weekday: 0, time_list: [7] },
        { weekday: 5, time_list: [] },
      ]),
    ).toEqual({ day: ['0', '3'], time: ['1', '2', '5'] });
    expect(mapWhenHaveLesson([])).toStrictEqual({});
    expect(mapWhenHaveLesson([{ weekday: 5, time_list: [] }])).toStrictEqual({});
  });
  it('property: each block boundary, 1 slot either side (4n-1, 4n, 4n+3, 4n+4)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.constantFrom(-1, 0, 3, 4), (n, offset) => {
        const slot = 4 * n + offset;
        fc.pre(slot >= 0 && slot <= 23);
        const expected = offset < 0 ? n - 1 : offset < 4 ? n : n + 1;
        expect(mapWhenHaveLesson([{ weekday: 0, time_list: [slot] }]).time).toEqual([String(expected)]);
      }),
    );
  });
  it('property: equals a per-slot oracle', () => {
    const slotsArb = fc.array(
      fc.record({ weekday: fc.integer({ min: 0, max: 6 }), time_list: fc.array(fc.integer({ min: 0, max: 23 }), { maxLength: 6 }) }),
      { maxLength: 7 },
    );
    fc.assert(
      fc.property(slotsArb, (slots) => {
        const blocks = new Set<number>();
        const days = new Set<number>();
        for (const s of slots)
          for (const t of s.time_list) {
            blocks.add((t - (t % LESSON_ACTIVATION_SLOTS_PER_BLOCK)) / 4);
            days.add(s.weekday);
          }
        const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b).map(String);
        expect(mapWhenHaveLesson(slots)).toStrictEqual({
          ...(days.size > 0 ? { day: sorted(days) } : {}),
          ...(blocks.size > 0 ? { time: sorted(blocks) } : {}),
        });
      }),
    );
  });
});

describe('parseLessonActivationAnswers: "parse answer_json with zod safely"', () => {
  it('reads the three answers and ignores unknown ids', () => {
    const json = JSON.stringify([
      { id: 'somethingElse', answer: 42 },
      { id: 'whenHaveLesson', answer: { weekday: 1, time_list: [12] } },
      { id: 'whatLanguageLevel', answer: 'A2' },
      { id: 'whyTakeLesson', answer: 'Job interview', sub_answers: ['Business'] },
      { id: 'whatLanguageLevel', answer: 'C2' },
    ]);
    expect(parseLessonActivationAnswers(json)).toEqual({
      whenHaveLesson: [{ weekday: 1, time_list: [12] }],
      whatLanguageLevel: 'A2',
      whyTakeLesson: 'Job interview',
      whyTakeLessonSubAnswers: ['Business'],
    });
  });
  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":"whyTakeLesson"}'],
    ['a weekday out of range', makeAnswerJson({ when: [{ weekday: 7, time_list: [1] }] })],
    ['a slot out of range', makeAnswerJson({ when: [{ weekday: 1, time_list: [24] }] })],
    ['a level that is not a string', JSON.stringify([{ id: 'whatLanguageLevel', answer: 2 }])],
    ['null', null],
  ])('malformed (%s) gives null, never throws', (_name, json) => {
    expect(parseLessonActivationAnswers(json)).toBeNull();
  });
  it('property: never throws on any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), (value) => {
        expect(() => parseLessonActivationAnswers(value)).not.toThrow();
      }),
    );
  });
});

describe('mapLessonPreferences', () => {
  it('builds the full teacher-search query', () => {
    const answers = parseLessonActivationAnswers(
      makeAnswerJson({ when: [{ weekday: 2, time_list: [18, 19] }], level: 'A1', why: 'Test preparation', sub: ['IELTS'] }),
    )!;
    expect(mapLessonPreferences({ answers, languageList: makeLanguageList() })).toEqual({
      tags: ['CA003'],
      childTags: ['IELTS'],
      speaks: 'french',
      teacher_type: 'pro',
      day: ['2'],
      time: ['4'],
    });
  });
  it('spreading the result over a query clears only what N/A cleared and keeps what was not answered', () => {
    const query = {
      tags: ['CA002'],
      childTags: ['Business'],
      speaks: 'spanish',
      teacher_type: 'tutor',
      day: ['6'],
      time: ['5'],
      page: '3',
    };
    // 'N/A' reason, no level answer, Monday mornings.
    const answers = parseLessonActivationAnswers(makeAnswerJson({ when: [{ weekday: 0, time_list: [8] }], why: 'N/A' }))!;
    const preference = mapLessonPreferences({ answers, languageList: makeLanguageList() })!;
    expect(preference).toStrictEqual({ tags: null, childTags: null, day: ['0'], time: ['2'] });
    expect({ ...query, ...preference }).toStrictEqual({
      tags: null,
      childTags: null,
      speaks: 'spanish',
      teacher_type: 'tutor',
      day: ['0'],
      time: ['2'],
      page: '3',
    });
    // 'N/A' level clears speaks only; teacher_type is kept.
    const levelNa = mapLessonPreferences({
      answers: parseLessonActivationAnswers(makeAnswerJson({ level: 'N/A', why: 'Kids' }))!,
      languageList: [],
    })!;
    expect({ ...query, ...levelNa }).toStrictEqual({ ...query, tags: ['CA004'], childTags: null, speaks: null });
  });
  it('all N/A and no times yields no filter (clears alone are not a filter)', () => {
    const answers = parseLessonActivationAnswers(makeAnswerJson({ when: [], level: 'N/A', why: 'N/A' }))!;
    expect(mapLessonPreferences({ answers, languageList: [] })).toBeNull();
  });
  it('falls back to a CEFR learning_level when the level answer is missing', () => {
    const answers = parseLessonActivationAnswers(makeAnswerJson({}))!;
    expect(mapLessonPreferences({ answers, languageList: [], learningLevel: 'A2' })).toMatchObject({
      speaks: 'english',
      teacher_type: 'pro',
    });
    expect(mapLessonPreferences({ answers, languageList: [], learningLevel: 3 })).toBeNull();
  });
});

describe('getLessonPreferenceFilter: "shown only for a signed-in user in the lesson-activation test group whose activation status is FINISHED and whose answers yield a filter"', () => {
  const base = {
    isSignedIn: true,
    isInLessonActivationTestGroup: true,
    activation: makeActivationInfo(),
    languageList: makeLanguageList(),
  };
  it('shows for the spec case', () => {
    expect(getLessonPreferenceFilter(base)).toStrictEqual({
      tags: ['CA005'],
      childTags: null,
      speaks: 'french',
      teacher_type: 'pro',
      day: ['0'],
      time: ['2'],
    });
  });
  it('hides for each missing condition', () => {
    expect(getLessonPreferenceFilter({ ...base, isSignedIn: false })).toBeNull();
    expect(getLessonPreferenceFilter({ ...base, isInLessonActivationTestGroup: false })).toBeNull();
    expect(getLessonPreferenceFilter({ ...base, activation: makeActivationInfo({ status: 'ONGOING' }) })).toBeNull();
    expect(getLessonPreferenceFilter({ ...base, activation: makeActivationInfo({ status: 'finished' }) })).toBeNull();
    expect(getLessonPreferenceFilter({ ...base, activation: null })).toBeNull();
    expect(getLessonPreferenceFilter({ ...base, activation: makeActivationInfo({ answer_json: 'not json' }) })).toBeNull();
    expect(
      getLessonPreferenceFilter({ ...base, activation: makeActivationInfo({ answer_json: makeAnswerJson({ level: 'C1', why: 'N/A' }) }) }),
    ).toBeNull();
  });
  it('property: shown iff all four conditions hold', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('FINISHED', 'STARTED', ''),
        fc.boolean(),
        (signedIn, inTest, status, yields) => {
          const answer_json = yields ? makeAnswerJson({ why: 'Kids' }) : makeAnswerJson({ why: 'N/A', level: 'B2' });
          const shown =
            getLessonPreferenceFilter({
              ...base,
              isSignedIn: signedIn,
              isInLessonActivationTestGroup: inTest,
              activation: makeActivationInfo({ status, answer_json }),
            }) !== null;
          expect(shown).toBe(signedIn && inTest && status === 'FINISHED' && yields);
        },
      ),
    );
  });
});

describe('property: "clear" (null) vs "not set" (absent)', () => {
  it('tags/childTags are null iff the reason is N/A, absent iff there is no reason; speaks is null iff the level is N/A, absent unless A1/A2/B1', () => {
    const reasonArb = fc.option(fc.constantFrom('N/A', 'Kids', 'Test preparation', 'Job interview', 'IELTS', ' ', ''), { nil: undefined });
    const levelArb = fc.option(fc.constantFrom('N/A', 'A1', 'a2', 'B1', 'B2', 'C2', 'x'), { nil: undefined });
    fc.assert(
      fc.property(reasonArb, levelArb, fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }), (why, level, sub) => {
        const t = mapWhyTakeLesson({ answer: why, subAnswers: sub });
        const blank = why === undefined || why.trim() === '';
        expect('tags' in t).toBe(!blank);
        expect('childTags' in t).toBe(!blank);
        expect(t.tags === null).toBe(why === 'N/A');
        const l = mapLanguageLevel({ level, languageList: [] });
        const sets = level !== undefined && ['A1', 'A2', 'B1'].includes(level.toUpperCase());
        expect('speaks' in l).toBe(sets || level === 'N/A');
        expect(l.speaks === null).toBe(level === 'N/A');
        expect('teacher_type' in l).toBe(sets);
      }),
    );
  });
});
