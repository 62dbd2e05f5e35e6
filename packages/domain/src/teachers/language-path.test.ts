import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  getNoLanguageRedirect,
  getTeachersPath,
  getTeachersSearchTarget,
  isValidTeachersLanguage,
  NO_LANGUAGE_REDIRECT_HEADERS,
  NO_LANGUAGE_REDIRECT_STATUS,
  resolveTeachersRoute,
  SPEAKING_PATH_LANGUAGES,
} from './language-path';

const languages = ['english', 'spanish', 'french', 'russian', 'chinese (cantonese)'];

describe('resolveTeachersRoute: 001 §2.5 language paths', () => {
  it('a configured language, with an optional country segment', () => {
    expect(resolveTeachersRoute({ segments: ['english'], languages })).toEqual({ kind: 'language', language: 'english' });
    expect(resolveTeachersRoute({ segments: ['Spanish', 'MX'], languages })).toEqual({
      kind: 'language',
      language: 'spanish',
      country: 'MX',
    });
  });
  it("\"'professional' and 'tutoring' are not languages\"", () => {
    expect(resolveTeachersRoute({ segments: ['professional'], languages })).toEqual({ kind: 'teacherType', teacherType: 'pro' });
    expect(resolveTeachersRoute({ segments: ['tutoring'], languages: [...languages, 'tutoring'] })).toEqual({
      kind: 'teacherType',
      teacherType: 'tutor',
    });
  });
  it('"The {language}-speaking form is valid only for ten languages"', () => {
    for (const l of SPEAKING_PATH_LANGUAGES) {
      expect(resolveTeachersRoute({ segments: [`${l}-speaking`], languages: [] })).toEqual({ kind: 'speaking', speakingLanguage: l });
    }
    expect(SPEAKING_PATH_LANGUAGES).toHaveLength(10);
    expect(resolveTeachersRoute({ segments: ['russian-speaking'], languages })).toEqual({ kind: 'notFound' });
    expect(resolveTeachersRoute({ segments: ['-speaking'], languages })).toEqual({ kind: 'notFound' });
    expect(resolveTeachersRoute({ segments: ['korean-speaking', 'KR'], languages })).toEqual({
      kind: 'speaking',
      speakingLanguage: 'korean',
      country: 'KR',
    });
  });
  it('"An unknown language path returns not-found"; so do three segments', () => {
    expect(resolveTeachersRoute({ segments: ['klingon'], languages })).toEqual({ kind: 'notFound' });
    expect(resolveTeachersRoute({ segments: ['english', 'US', 'x'], languages })).toEqual({ kind: 'notFound' });
  });
  it('no segment (or only blank ones) means no language given', () => {
    expect(resolveTeachersRoute({ segments: [], languages })).toEqual({ kind: 'noLanguage' });
    expect(resolveTeachersRoute({ segments: ['', ' '], languages })).toEqual({ kind: 'noLanguage' });
  });
  it('property: a single segment is valid iff configured, professional/tutoring, or one of the ten -speaking forms', () => {
    const candidate = fc.oneof(
      fc.constantFrom(...languages, 'professional', 'tutoring', 'klingon', 'German', 'toString', '__proto__', 'constructor'),
      fc.constantFrom(...SPEAKING_PATH_LANGUAGES, 'russian', 'dutch', 'portuguese').map((l) => `${l}-speaking`),
      fc.stringMatching(/^[a-z-]{1,12}$/),
    );
    fc.assert(
      fc.property(candidate, (segment) => {
        const s = segment.toLowerCase();
        const oracle =
          languages.includes(s) ||
          s === 'professional' ||
          s === 'tutoring' ||
          (SPEAKING_PATH_LANGUAGES as readonly string[]).map((l) => `${l}-speaking`).includes(s);
        expect(isValidTeachersLanguage({ language: segment, languages })).toBe(oracle);
      }),
    );
  });
});

describe('getNoLanguageRedirect: "the server redirects (302, no-cache) to the teachers page"', () => {
  it('"using the user\'s learning language or english"', () => {
    expect(getNoLanguageRedirect({ teacherType: null, learningLanguage: 'Spanish', languages })).toEqual({
      status: 302,
      headers: { 'Cache-Control': 'no-cache' },
      location: '/teachers/spanish',
    });
    expect(getNoLanguageRedirect({ teacherType: null, learningLanguage: null }).location).toBe('/teachers/english');
    expect(getNoLanguageRedirect({ teacherType: null, learningLanguage: 'klingon', languages }).location).toBe('/teachers/english');
    expect(NO_LANGUAGE_REDIRECT_STATUS).toBe(302);
    expect(NO_LANGUAGE_REDIRECT_HEADERS).toEqual({ 'Cache-Control': 'no-cache' });
  });
  it('"with teacher_type pro for professional or tutor for tutoring", keeping the other parameters', () => {
    const route = resolveTeachersRoute({ segments: ['professional'], languages });
    expect(route.kind === 'teacherType' ? route.teacherType : null).toBe('pro');
    expect(getNoLanguageRedirect({ teacherType: 'pro', learningLanguage: 'french', languages }).location).toBe(
      '/teachers/french?teacher_type=pro',
    );
    expect(
      getNoLanguageRedirect({
        teacherType: 'tutor',
        learningLanguage: undefined,
        query: { teacher_type: 'pro', speaks: ['spanish', 'german'], day: '0' },
      }).location,
    ).toBe('/teachers/english?speaks=spanish,german&day=0&teacher_type=tutor');
    expect(getNoLanguageRedirect({ teacherType: 'pro', learningLanguage: 'english', country: 'US' }).location).toBe(
      '/teachers/english/US?teacher_type=pro',
    );
  });
  it('getTeachersPath encodes its segments', () => {
    expect(getTeachersPath({ language: 'Chinese (Cantonese)' })).toBe('/teachers/chinese%20(cantonese)');
    expect(getTeachersPath({ language: 'english', country: ' ' })).toBe('/teachers/english');
  });
});

describe('getTeachersSearchTarget: what a resolved route searches', () => {
  it('a language page teaches its language; a -speaking page teaches the learning language (or english) to speakers of the path language', () => {
    expect(
      getTeachersSearchTarget({ route: { kind: 'language', language: 'Spanish', country: 'MX' }, learningLanguage: 'french' }),
    ).toEqual({ language: 'spanish', country: 'MX' });
    expect(
      getTeachersSearchTarget({ route: { kind: 'speaking', speakingLanguage: 'korean' }, learningLanguage: 'French', languages }),
    ).toEqual({ language: 'french', speakingLanguage: 'korean' });
    expect(getTeachersSearchTarget({ route: { kind: 'speaking', speakingLanguage: 'korean' }, learningLanguage: null })).toEqual({
      language: 'english',
      speakingLanguage: 'korean',
    });
  });
  it('redirect and not-found routes search nothing', () => {
    for (const route of [{ kind: 'noLanguage' }, { kind: 'teacherType', teacherType: 'pro' }, { kind: 'notFound' }] as const) {
      expect(getTeachersSearchTarget({ route, learningLanguage: 'english' })).toBeNull();
    }
  });
});
