import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { teacherSearchQueryArb } from '../testing/teachers-builders';
import { decodeSavedFilters, encodeSavedFilters, getSavedFilters, SAVED_FILTERS_STORAGE_KEY } from './saved-filters';
import { parseTeacherSearchQuery } from './search-query';
import { z } from 'zod';
import { SavedFilterEntrySchema } from './saved-filters-schema';

describe('saved filters: 001 §4.2 "saved automatically in local storage under web_filter_auto_record per language, excluding trial_lesson"', () => {
  it('uses the key web_filter_auto_record', () => {
    expect(SAVED_FILTERS_STORAGE_KEY).toBe('web_filter_auto_record');
  });
  it('saves per language and drops trial_lesson (and page, isAutoMatched)', () => {
    const english = parseTeacherSearchQuery({ speaks: 'spanish', trial_lesson: '1', page: '3', isAutoMatched: '1', day: '0' });
    const french = parseTeacherSearchQuery({ teacher_type: 'pro' });
    const stored = encodeSavedFilters({
      stored: encodeSavedFilters({ stored: null, language: 'English', query: english }),
      language: 'french',
      query: french,
    });
    expect(JSON.parse(stored)).toEqual({ english: { speaks: 'spanish', day: '0' }, french: { teacher_type: 'pro' } });
    expect(getSavedFilters({ stored, language: 'english' })).toEqual(parseTeacherSearchQuery({ speaks: 'spanish', day: '0' }));
    expect(getSavedFilters({ stored, language: 'german' })).toBeNull();
  });
  it('never restores trial_lesson even if the stored value has it', () => {
    const stored = JSON.stringify({ english: { trial_lesson: '1', page: '2', is_native: '1' } });
    expect(getSavedFilters({ stored, language: 'english' })).toMatchObject({ trial_lesson: false, is_native: true });
    expect(getSavedFilters({ stored, language: 'english' })).not.toHaveProperty('page');
  });
  it('zod-validated on read: bad JSON or shapes give {}, bad entries are dropped alone', () => {
    expect(decodeSavedFilters('{oops')).toEqual({});
    expect(decodeSavedFilters('[1,2]')).toEqual({});
    expect(decodeSavedFilters('"x"')).toEqual({});
    expect(decodeSavedFilters(null)).toEqual({});
    expect(decodeSavedFilters(JSON.stringify({ english: { day: 0 }, spanish: { day: '1' }, french: 'x' }))).toEqual({
      spanish: { day: '1' },
    });
  });
  it('property: what is saved is read back, minus trial_lesson, page and isAutoMatched; other languages untouched', () => {
    fc.assert(
      fc.property(teacherSearchQueryArb, teacherSearchQueryArb, (a, b) => {
        const stored = encodeSavedFilters({
          stored: encodeSavedFilters({ stored: undefined, language: 'english', query: a }),
          language: 'spanish',
          query: b,
        });
        const withoutPage = Object.fromEntries(Object.entries(a).filter(([key]) => key !== 'page'));
        expect(getSavedFilters({ stored, language: 'english' })).toEqual({ ...withoutPage, trial_lesson: false, isAutoMatched: false });
        expect(getSavedFilters({ stored, language: 'spanish' })?.speaks).toEqual(b.speaks);
      }),
    );
  });
});

describe('decodeSavedFilters: the plain checks read stored values as the schemas do', () => {
  /** The reading as it was written with zod: the reference the plain checks must match. */
  function decodeWithSchemas(stored: string): Record<string, Record<string, string>> {
    let json: unknown;
    try {
      json = JSON.parse(stored);
    } catch {
      return {};
    }
    const top = z.record(z.string(), z.unknown()).safeParse(json);
    if (!top.success) return {};
    const record: Record<string, Record<string, string>> = {};
    for (const [language, value] of Object.entries(top.data)) {
      const entry = SavedFilterEntrySchema.safeParse(value);
      const key = language.trim().toLowerCase();
      if (entry.success && key !== '') record[key] = entry.data;
    }
    return record;
  }

  it('property: any JSON value, and objects of entries with strings and other values', () => {
    const entry = fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 })), {
      maxKeys: 4,
    });
    const stored = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      fc
        .dictionary(
          fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('English', ' spanish ', '')),
          fc.oneof(entry, fc.jsonValue({ maxDepth: 1 })),
          { maxKeys: 4 },
        )
        .map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(
      fc.property(stored, (text) => {
        expect(decodeSavedFilters(text)).toEqual(text.trim() === '' ? {} : decodeWithSchemas(text));
      }),
      { numRuns: 2_000 },
    );
  });
});
