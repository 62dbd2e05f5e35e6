import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageListArb, makeLanguageEntry as entry } from '../testing/automatch-gating-content-builders';
import {
  DEFAULT_SPEAKS_LANGUAGE,
  getFirstSpeakingLanguage,
  getLearningLevel,
  getTopSpokenLanguage,
  type UserLanguageEntry,
} from './user-languages';

const learning = (e: UserLanguageEntry) => e.is_learning === true || e.is_learning === 1;

describe('getTopSpokenLanguage: "the user\'s top language"', () => {
  it('is the non-learning spoken language with the highest level, ties by list order', () => {
    const list = [
      entry({ language: 'french', level: 4 }),
      entry({ language: 'spanish', level: 7 }),
      entry({ language: 'german', level: 7 }),
    ];
    expect(getTopSpokenLanguage({ languageList: list })).toBe('spanish');
    expect(getTopSpokenLanguage({ languageList: list, exclude: 'Spanish' })).toBe('german');
  });
  it('"Levels above 2 count as a spoken language": level 2 does not count, level 3 does', () => {
    expect(getTopSpokenLanguage({ languageList: [entry({ language: 'french', level: 2 })] })).toBeNull();
    expect(getTopSpokenLanguage({ languageList: [entry({ language: 'french', level: 3 })] })).toBe('french');
  });
  it('ignores learning entries, even at a high level', () => {
    expect(getTopSpokenLanguage({ languageList: [entry({ language: 'french', level: 6, is_learning: 1 })] })).toBeNull();
  });
  it('property: equals a sort-based oracle', () => {
    fc.assert(
      fc.property(languageListArb, fc.option(fc.constantFrom('english', 'spanish'), { nil: undefined }), (list, exclude) => {
        const candidates = list
          .map((e, i) => ({ e, i }))
          .filter(({ e }) => !learning(e) && e.level >= 3 && e.language !== exclude)
          .sort((a, b) => b.e.level - a.e.level || a.i - b.i);
        expect(getTopSpokenLanguage({ languageList: list, exclude })).toBe(candidates[0]?.e.language ?? null);
      }),
    );
  });
});

describe('getFirstSpeakingLanguage: "the user\'s first speaking language (default english)"', () => {
  it('takes the first spoken non-learning entry in list order, else english', () => {
    expect(getFirstSpeakingLanguage([entry({ language: 'French', level: 3 }), entry({ language: 'spanish', level: 7 })])).toBe('french');
    expect(getFirstSpeakingLanguage([entry({ language: 'french', level: 2 })])).toBe(DEFAULT_SPEAKS_LANGUAGE);
    expect(getFirstSpeakingLanguage([])).toBe('english');
  });
  it('property: equals a find-based oracle', () => {
    fc.assert(
      fc.property(languageListArb, (list) => {
        expect(getFirstSpeakingLanguage(list)).toBe(list.find((e) => !learning(e) && e.level > 2)?.language ?? 'english');
      }),
    );
  });
});

describe('getLearningLevel', () => {
  it('is the highest learning level of the language, or null', () => {
    const list = [
      entry({ language: 'english', level: 1, is_learning: true }),
      entry({ language: 'English', level: 2, is_learning: 1 }),
      entry({ language: 'english', level: 7 }),
    ];
    expect(getLearningLevel({ languageList: list, language: 'english' })).toBe(2);
    expect(getLearningLevel({ languageList: list, language: 'spanish' })).toBeNull();
  });
});
