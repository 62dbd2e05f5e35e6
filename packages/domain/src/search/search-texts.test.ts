import { describe, expect, it } from 'vitest';
import {
  SEARCH_HISTORY_AREA_HEIGHT_PX,
  SEARCH_HISTORY_CHIP_MAX_WIDTH_PX,
  canUseSearchHistory,
  shouldSaveSearchHistory,
} from './search-history';
import { SearchHistorySchema, SearchHistoryWordBodySchema } from './search-history-schema';
import {
  CLASS_TYPE_TOOLTIP,
  EMPTY_RESULTS_MESSAGE,
  FILTER_TITLES,
  TEACHER_EMPTY_RESULTS_MESSAGE,
  ZERO_RESULTS_LABEL,
} from './search-texts';

describe('texts of 001 §8 and §2.1, character for character', () => {
  it('empty results, both variants', () => {
    expect(EMPTY_RESULTS_MESSAGE).toBe(
      "We couldn't find any Group Classes matching your choices. Try changing your filters. If you can't find a class you like, please share your request with us.",
    );
    expect(TEACHER_EMPTY_RESULTS_MESSAGE).toBe(
      "We couldn't find any Group Classes matching your choices. You can see other teachers' classes",
    );
    expect(ZERO_RESULTS_LABEL).toBe('0 results');
  });

  it('tooltip and filter titles', () => {
    expect(CLASS_TYPE_TOOLTIP).toBe('Single classes are one session while Group courses consist of multiple classes.');
    expect(FILTER_TITLES).toEqual({
      language: "I'm learning",
      levels: 'My current level is',
      availability: "I'm available at",
      category: 'Category',
    });
  });
});

describe('search history: "saved, read and deleted only for signed-in users"; "History chip max width 380px"', () => {
  it('constants', () => {
    expect(SEARCH_HISTORY_AREA_HEIGHT_PX).toBe(96);
    expect(SEARCH_HISTORY_CHIP_MAX_WIDTH_PX).toBe(380);
  });

  it('signed-in only; an empty keyword is not saved', () => {
    expect(canUseSearchHistory({ signedIn: false })).toBe(false);
    expect(canUseSearchHistory({ signedIn: true })).toBe(true);
    expect(shouldSaveSearchHistory({ signedIn: true, keyword: 'exam' })).toBe(true);
    expect(shouldSaveSearchHistory({ signedIn: true, keyword: '' })).toBe(false);
    expect(shouldSaveSearchHistory({ signedIn: false, keyword: 'exam' })).toBe(false);
  });

  it('schemas: a list of keyword strings; body {word}', () => {
    expect(SearchHistorySchema.parse(['a', 'b'])).toEqual(['a', 'b']);
    expect(SearchHistoryWordBodySchema.safeParse({ word: 'exam' }).success).toBe(true);
    expect(SearchHistoryWordBodySchema.safeParse({ word: '' }).success).toBe(false);
    expect(SearchHistoryWordBodySchema.safeParse({ word: 'a'.repeat(201) }).success).toBe(false);
  });
});
