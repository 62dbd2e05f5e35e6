import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLearningLanguages, LEARNABLE_LANGUAGES, LEARNING_LEVEL_MAX, LEARNING_LEVEL_MIN, PROFILE_LIMITS } from './profile';

describe('checkLearningLanguages: issue 17 "learning languages and levels"', () => {
  it('accepts known languages at A1..C2, each once', () => {
    expect(
      checkLearningLanguages({
        learning: [
          { language: 'french', level: 1 },
          { language: 'japanese', level: 6 },
        ],
        spoken: ['english'],
      }),
    ).toBeNull();
    expect(checkLearningLanguages({ learning: [], spoken: [] })).toBeNull();
  });

  it('levels 1 and 6 are allowed, 0 and 7 (native) are not', () => {
    const at = (level: number) => checkLearningLanguages({ learning: [{ language: 'french', level }], spoken: [] });
    expect(at(LEARNING_LEVEL_MIN)).toBeNull();
    expect(at(LEARNING_LEVEL_MAX)).toBeNull();
    expect(at(LEARNING_LEVEL_MIN - 1)).toEqual({ kind: 'LEVEL_OUT_OF_RANGE', language: 'french' });
    expect(at(LEARNING_LEVEL_MAX + 1)).toEqual({ kind: 'LEVEL_OUT_OF_RANGE', language: 'french' });
  });

  it('five languages are allowed, six are too many', () => {
    const five = LEARNABLE_LANGUAGES.slice(0, 5).map((language) => ({ language, level: 2 }));
    const six = LEARNABLE_LANGUAGES.slice(0, 6).map((language) => ({ language, level: 2 }));
    expect(checkLearningLanguages({ learning: five, spoken: [] })).toBeNull();
    expect(checkLearningLanguages({ learning: six, spoken: [] })).toEqual({ kind: 'TOO_MANY' });
  });

  it('refuses an unknown language, a repeat, and a language the user speaks already', () => {
    expect(checkLearningLanguages({ learning: [{ language: 'klingon', level: 2 }], spoken: [] })).toEqual({
      kind: 'UNKNOWN_LANGUAGE',
      language: 'klingon',
    });
    expect(
      checkLearningLanguages({
        learning: [
          { language: 'french', level: 2 },
          { language: 'french', level: 3 },
        ],
        spoken: [],
      }),
    ).toEqual({
      kind: 'DUPLICATE',
      language: 'french',
    });
    expect(checkLearningLanguages({ learning: [{ language: 'english', level: 2 }], spoken: ['english'] })).toEqual({
      kind: 'ALREADY_SPOKEN',
      language: 'english',
    });
  });

  it('property: a list of distinct known languages at levels 1..6, up to the limit, none spoken, is always accepted', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...LEARNABLE_LANGUAGES), { maxLength: PROFILE_LIMITS.learningLanguagesMax }),
        fc.integer({ min: LEARNING_LEVEL_MIN, max: LEARNING_LEVEL_MAX }),
        (languages, level) => {
          expect(checkLearningLanguages({ learning: languages.map((language) => ({ language, level })), spoken: ['klingon'] })).toBeNull();
        },
      ),
    );
  });
});
