import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messyTextArb } from '../testing/search-builders';
import {
  KEYWORD_MAX_LENGTH,
  KEYWORD_TOO_LONG_CODE,
  KEYWORD_TOO_LONG_MESSAGE,
  coerceKeyword,
  getKeywordInputValue,
  normalizeKeyword,
  sanitizeSearchText,
  shouldClearKeywordOnBackspace,
  submitKeyword,
} from './keyword';
import { KeywordSchema } from './keyword-schema';
import { countCharacters, truncateCharacters } from './text-length';

/** Oracle: keep a code point iff it is a letter, a mark, a decimal digit or a space (other whitespace -> space). */
function oracleSanitize(text: string): string {
  return Array.from(text)
    .map((c) => (/\s/u.test(c) ? ' ' : c))
    .filter((c) => c === ' ' || /\p{L}|\p{M}|\p{Nd}/u.test(c))
    .join('');
}

describe('sanitizeSearchText: "stripped of everything except letters (including accented), digits and spaces"', () => {
  it('keeps accented letters, digits and spaces; drops punctuation, symbols and emoji', () => {
    expect(sanitizeSearchText('Café-au-lait! 2x')).toBe('Caféaulait 2x');
    expect(sanitizeSearchText('Straße #1 😀')).toBe('Straße 1 ');
    expect(sanitizeSearchText('日本語 한국어 русский')).toBe('日本語 한국어 русский');
    expect(sanitizeSearchText('e\u0301te\u0301')).toBe('e\u0301te\u0301');
  });

  it('reads tabs and newlines as spaces', () => {
    expect(sanitizeSearchText('small\ttalk\nnow')).toBe('small talk now');
  });

  it('property: equals the per-character oracle and is idempotent', () => {
    fc.assert(
      fc.property(messyTextArb, (text) => {
        expect(sanitizeSearchText(text)).toBe(oracleSanitize(text));
        expect(sanitizeSearchText(sanitizeSearchText(text))).toBe(sanitizeSearchText(text));
      }),
    );
  });
});

describe('keyword box: "trimmed; leading whitespace is stripped while typing"', () => {
  it('strips leading, keeps trailing while typing', () => {
    expect(getKeywordInputValue('   small ')).toBe('small ');
    expect(getKeywordInputValue(' \t?small talk')).toBe('small talk');
  });

  it('the applied keyword is trimmed', () => {
    expect(normalizeKeyword('  small talk  ')).toBe('small talk');
    expect(normalizeKeyword('!!!')).toBe('');
  });

  it('"Backspace on a one-character input clears the keyword"', () => {
    expect(shouldClearKeywordOnBackspace('a')).toBe(true);
    expect(shouldClearKeywordOnBackspace('é')).toBe(true);
    expect(shouldClearKeywordOnBackspace('ab')).toBe(false);
    expect(shouldClearKeywordOnBackspace('')).toBe(false);
  });
});

describe('submitKeyword: "If longer than 200 characters on Enter, error GC883 is shown"', () => {
  it('200 characters are accepted, 201 show GC883 with the toast text', () => {
    expect(submitKeyword('a'.repeat(200))).toEqual({ ok: true, keyword: 'a'.repeat(200) });
    expect(submitKeyword('a'.repeat(201))).toEqual({
      ok: false,
      code: 'GC883',
      message: '200 characters only, please input valid keyword',
    });
    expect(KEYWORD_TOO_LONG_CODE).toBe('GC883');
    expect(KEYWORD_TOO_LONG_MESSAGE).toBe('200 characters only, please input valid keyword');
  });

  it('counts characters after trimming, and an accented letter or astral letter as one', () => {
    expect(submitKeyword(`  ${'a'.repeat(200)}  `).ok).toBe(true);
    expect(submitKeyword('é'.repeat(200)).ok).toBe(true);
    expect(submitKeyword('𠀀'.repeat(200)).ok).toBe(true);
    expect(submitKeyword('𠀀'.repeat(201)).ok).toBe(false);
  });

  it('property: GC883 iff the normalised keyword has more than 200 code points (boundary ±1)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 3 }),
        fc.constantFrom('a', 'é', '日', '𠀀'),
        fc.string({ unit: fc.constantFrom(' ', '-', '!'), maxLength: 5 }),
        (delta, ch, junk) => {
          const n = KEYWORD_MAX_LENGTH + delta;
          const result = submitKeyword(`${junk}${ch.repeat(n)}${junk}`);
          expect(result.ok).toBe(n <= KEYWORD_MAX_LENGTH);
        },
      ),
    );
    fc.assert(
      fc.property(messyTextArb, (text) => {
        const normalized = oracleSanitize(text).trim();
        expect(submitKeyword(text).ok).toBe(Array.from(normalized).length <= 200);
      }),
    );
  });
});

describe('KeywordSchema and coerceKeyword', () => {
  it('accepts normalised keywords up to 200 characters', () => {
    expect(KeywordSchema.safeParse('').success).toBe(true);
    expect(KeywordSchema.safeParse('a'.repeat(200)).success).toBe(true);
    expect(KeywordSchema.safeParse('a'.repeat(201)).success).toBe(false);
    expect(KeywordSchema.safeParse(' a').success).toBe(false);
    expect(KeywordSchema.safeParse('a!').success).toBe(false);
  });

  it('coerces an address keyword: normalised, cut at 200, retrimmed', () => {
    expect(coerceKeyword(`${'a'.repeat(199)} b`)).toBe('a'.repeat(199));
    expect(coerceKeyword('x'.repeat(250))).toHaveLength(200);
  });

  it('property: coerced keywords always pass the schema', () => {
    fc.assert(
      fc.property(fc.oneof(messyTextArb, fc.string({ unit: fc.constantFrom('a', ' ', 'é'), maxLength: 260 })), (text) => {
        expect(KeywordSchema.safeParse(coerceKeyword(text)).success).toBe(true);
      }),
    );
  });
});

describe('countCharacters / truncateCharacters', () => {
  it('count code points and never split a surrogate pair', () => {
    expect(countCharacters('😀a')).toBe(2);
    expect(truncateCharacters('😀😀', 1)).toBe('😀');
    expect(truncateCharacters('abc', 0)).toBe('');
    expect(() => truncateCharacters('abc', -1)).toThrow(/max/);
  });
});
