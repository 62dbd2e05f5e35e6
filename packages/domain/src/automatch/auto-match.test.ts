import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageListArb, makeLanguageEntry as entry, makeLanguageList } from '../testing/automatch-gating-content-builders';
import {
  AUTO_MATCH_MAX_LEARNING_LEVEL,
  AUTO_MATCH_REDIRECT_STATUS,
  CATEGORY_MATCH_ENABLED,
  getAutoMatch,
  hasAutoMatchFlag,
  type AutoMatchInput,
} from './auto-match';
import type { UrlQueryRecord } from './url-query';

function input(overrides: Partial<AutoMatchInput> = {}): AutoMatchInput {
  return {
    isSignedIn: true,
    languageList: makeLanguageList(),
    pathLanguage: 'english',
    query: {},
    hasAlsoSpeakIsMyselfCookie: false,
    ...overrides,
  };
}

/** Parse a redirect target back into a path and a query record. */
function parseRedirect(url: string): { path: string; query: Record<string, string> } {
  const [path = '', search = ''] = url.split('?');
  const query: Record<string, string> = {};
  for (const pair of search.split('&').filter((p) => p !== '')) {
    const [k = '', v = ''] = pair.split('=');
    query[decodeURIComponent(k)] = decodeURIComponent(v);
  }
  return { path, query };
}

describe('getAutoMatch: "Auto-match: for signed-in users only"', () => {
  it('redirects a signed-in A1 learner to teachers who also speak their top language', () => {
    expect(getAutoMatch(input())).toEqual({ strategy: 'alsospeak', redirectTo: '/teachers/english?speaks=spanish&isAutoMatched=1' });
    expect(AUTO_MATCH_REDIRECT_STATUS).toBe(302);
  });
  it('"for signed-in users only": a visitor gets the universal no-op', () => {
    expect(getAutoMatch(input({ isSignedIn: false }))).toEqual({ strategy: 'universal', redirectTo: null });
  });
  it('"the teachers page with speaks, tags, childTags and isAutoMatched=1": tags and childTags are carried over', () => {
    const { redirectTo } = getAutoMatch(input({ query: { tags: ['CA003'], childTags: 'IELTS,TOEFL', day: '1' } }));
    expect(redirectTo).toBe('/teachers/english?speaks=spanish&tags=CA003&childTags=IELTS%2CTOEFL&isAutoMatched=1');
  });
  it('"It redirects only if the query does not already match": speaks already equal to the top language', () => {
    expect(getAutoMatch(input({ query: { speaks: 'spanish' } }))).toEqual({ strategy: 'alsospeak', redirectTo: null });
    expect(getAutoMatch(input({ query: { speaks: ['Spanish'] } }))).toEqual({ strategy: 'alsospeak', redirectTo: null });
  });
  it('"and has no isAutoMatched flag": any value of the flag stops the redirect', () => {
    expect(getAutoMatch(input({ query: { isAutoMatched: '1' } })).redirectTo).toBeNull();
    expect(getAutoMatch(input({ query: { isAutoMatched: '' } })).redirectTo).toBeNull();
    expect(hasAutoMatchFlag({ isAutoMatched: '0' })).toBe(true);
    expect(hasAutoMatchFlag({})).toBe(false);
  });
  it('"requires no query speaks or one equal to the user\'s top language": another speaks is left alone', () => {
    expect(getAutoMatch(input({ query: { speaks: 'french' } }))).toEqual({ strategy: 'universal', redirectTo: null });
    expect(getAutoMatch(input({ query: { speaks: 'spanish,french' } }))).toEqual({ strategy: 'universal', redirectTo: null });
  });
  it('"no \'also speak is myself\' cookie"', () => {
    expect(getAutoMatch(input({ hasAlsoSpeakIsMyselfCookie: true }))).toEqual({ strategy: 'universal', redirectTo: null });
  });
  it('"the user learning this language at level 2 or lower": 2 matches, 3 does not, not learning does not', () => {
    const withLevel = (level: number) => [
      entry({ language: 'english', level, is_learning: true }),
      entry({ language: 'spanish', level: 7 }),
    ];
    expect(getAutoMatch(input({ languageList: withLevel(2) })).strategy).toBe('alsospeak');
    expect(getAutoMatch(input({ languageList: withLevel(3) })).strategy).toBe('universal');
    expect(getAutoMatch(input({ pathLanguage: 'japanese' })).strategy).toBe('universal');
  });
  it('needs a top language: no spoken language means no match', () => {
    expect(getAutoMatch(input({ languageList: [entry({ language: 'english', level: 1, is_learning: true })] })).strategy).toBe('universal');
  });
  it('"The category match is always off"', () => {
    expect(CATEGORY_MATCH_ENABLED).toBe(false);
  });

  it('property: the learning-level boundary, 1 level either side of 2', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), (level) => {
        const languageList = [entry({ language: 'english', level, is_learning: true }), entry({ language: 'spanish', level: 7 })];
        const { strategy, redirectTo } = getAutoMatch(input({ languageList }));
        expect(strategy === 'alsospeak').toBe(level <= AUTO_MATCH_MAX_LEARNING_LEVEL);
        expect(redirectTo !== null).toBe(level <= 2);
      }),
    );
  });

  const queryArb: fc.Arbitrary<UrlQueryRecord> = fc.record(
    {
      speaks: fc.option(fc.oneof(fc.constantFrom('english', 'spanish', 'French', 'spanish,french'), fc.constant(['spanish'])), {
        nil: undefined,
      }),
      tags: fc.option(fc.constantFrom('CA003', 'CA002,CA005'), { nil: undefined }),
      childTags: fc.option(fc.constant(['IELTS']), { nil: undefined }),
      isAutoMatched: fc.option(fc.constantFrom('1', '', 'true'), { nil: undefined }),
    },
    { requiredKeys: [] },
  );
  const inputArb = fc.record({
    isSignedIn: fc.boolean(),
    languageList: languageListArb,
    pathLanguage: fc.constantFrom('english', 'spanish', 'japanese'),
    query: queryArb,
    hasAlsoSpeakIsMyselfCookie: fc.boolean(),
  });

  it('(regression) seed -98296373: two learning entries of one language, levels 0 and 3: the highest counts, so no alsospeak', () => {
    const languageList = [
      entry({ language: 'english', level: 3, is_learning: false }),
      entry({ language: 'japanese', level: 0, is_learning: true }),
      entry({ language: 'japanese', level: 3, is_learning: true }),
    ];
    expect(getAutoMatch(input({ languageList, pathLanguage: 'japanese', query: {} })).strategy).toBe('universal');
  });

  it('property: matches an independent oracle of the spec lines', () => {
    fc.assert(
      fc.property(inputArb, (inp) => {
        const learningLevels = inp.languageList
          .filter((e) => (e.is_learning === true || e.is_learning === 1) && e.language === inp.pathLanguage)
          .map((e) => e.level);
        const top = [...inp.languageList]
          .map((e, i) => ({ e, i }))
          .filter(({ e }) => !(e.is_learning === true || e.is_learning === 1) && e.level > 2 && e.language !== inp.pathLanguage)
          .sort((a, b) => b.e.level - a.e.level || a.i - b.i)[0]?.e.language;
        const raw = inp.query.speaks;
        const speaks = (raw === undefined ? [] : typeof raw === 'string' ? raw.split(',') : [...raw]).map((s) => s.toLowerCase());
        const alsoSpeak =
          inp.isSignedIn &&
          !inp.hasAlsoSpeakIsMyselfCookie &&
          top !== undefined &&
          (speaks.length === 0 || (speaks.length === 1 && speaks[0] === top)) &&
          learningLevels.length > 0 &&
          Math.max(...learningLevels) <= 2;
        const redirect = alsoSpeak && speaks.length === 0 && inp.query.isAutoMatched === undefined;
        const result = getAutoMatch(inp);
        expect(result.strategy).toBe(alsoSpeak ? 'alsospeak' : 'universal');
        expect(result.redirectTo !== null).toBe(redirect);
        if (result.redirectTo !== null) {
          const { path, query } = parseRedirect(result.redirectTo);
          expect(path).toBe(`/teachers/${inp.pathLanguage}`);
          expect(query.speaks).toBe(top);
          expect(query.isAutoMatched).toBe('1');
        }
      }),
    );
  });

  it('property: following the redirect never redirects again', () => {
    fc.assert(
      fc.property(inputArb, (inp) => {
        const first = getAutoMatch(inp).redirectTo;
        if (first === null) return;
        const { query } = parseRedirect(first);
        expect(getAutoMatch({ ...inp, query }).redirectTo).toBeNull();
        // Even without the flag, the query now already matches.
        const withoutFlag = Object.fromEntries(Object.entries(query).filter(([key]) => key !== 'isAutoMatched'));
        expect(getAutoMatch({ ...inp, query: withoutFlag }).redirectTo).toBeNull();
      }),
    );
  });
});
