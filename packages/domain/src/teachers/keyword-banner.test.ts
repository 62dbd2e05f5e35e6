import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getKeywordBanner, KEYWORD_BANNER_NONE_TEXT, NO_TEACHERS_FOUND_TEMPLATE } from './keyword-banner';

describe('getKeywordBanner: 001 §2.5 phone keyword banner and 001 §8', () => {
  it('"N teachers found with the keyword"', () => {
    expect(getKeywordBanner({ keyword: ' grammar ', count: 12 })).toEqual({
      count: 12,
      keyword: 'grammar',
      message: '12 teachers found with the keyword',
      text: '12 teachers found with the keyword grammar',
    });
  });
  it('"No teachers found with the keyword" and "No teachers found with the keyword {0}"', () => {
    expect(KEYWORD_BANNER_NONE_TEXT).toBe('No teachers found with the keyword');
    expect(NO_TEACHERS_FOUND_TEMPLATE).toBe('No teachers found with the keyword {0}');
    expect(getKeywordBanner({ keyword: 'ielts $& prep', count: 0 })).toEqual({
      count: 0,
      keyword: 'ielts $& prep',
      message: 'No teachers found with the keyword',
      text: 'No teachers found with the keyword ielts $& prep',
    });
    expect(getKeywordBanner({ keyword: 'x', count: null })?.message).toBe('No teachers found with the keyword');
  });
  it('no banner without a keyword', () => {
    expect(getKeywordBanner({ keyword: '  ', count: 3 })).toBeNull();
    expect(getKeywordBanner({ keyword: undefined, count: 3 })).toBeNull();
  });
  it('property: found iff count >= 1; the text is always the message, a space, then the keyword', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.integer({ min: 0, max: 500 }),
        (keyword, count) => {
          const b = getKeywordBanner({ keyword, count });
          expect(b?.text).toBe(`${b?.message ?? ''} ${keyword.trim()}`);
          expect(b?.message).toBe(count >= 1 ? `${count} teachers found with the keyword` : 'No teachers found with the keyword');
        },
      ),
    );
  });
});
