import { isJsonObject } from '../arguments/json-object';
import { parseTeacherSearchQuery, serializeTeacherSearchQuery, type TeacherSearchQuery, type TeacherSearchQueryKey } from './search-query';

/** 001 §4.2: "filters are saved automatically in local storage under web_filter_auto_record per language". */
export const SAVED_FILTERS_STORAGE_KEY = 'web_filter_auto_record';

/**
 * 001 §4.2: "excluding trial_lesson". We also leave out `page` (a position, not a filter) and
 * `isAutoMatched` (a redirect marker), so a restored search starts on page 1 and may auto-match.
 */
export const SAVED_FILTERS_EXCLUDED_KEYS: readonly TeacherSearchQueryKey[] = ['trial_lesson', 'page', 'isAutoMatched'];

/** One language's saved filters: the URL form of the query (`serializeTeacherSearchQuery`), e.g. `{ speaks: 'spanish', day: '0,6' }`. */
export type SavedFilterEntry = Record<string, string>;

/** The stored record: language (lower-cased) -> its saved filters. Its schemas are in saved-filters-schema.ts. */
export type SavedFiltersRecord = Record<string, SavedFilterEntry>;

/** A copy of `value` when it is an object of strings only (as `SavedFilterEntrySchema` reads it), else null. */
function toSavedFilterEntryOrNull(value: unknown): SavedFilterEntry | null {
  if (!isJsonObject(value)) return null;
  const entries = Object.entries(value);
  return entries.every(([, v]) => typeof v === 'string') ? (Object.fromEntries(entries) as SavedFilterEntry) : null;
}

function languageKey(language: string): string {
  return language.trim().toLowerCase();
}

/** The entry saved for `query`: its URL form minus `SAVED_FILTERS_EXCLUDED_KEYS` (trial_lesson, page, isAutoMatched). */
export function toSavedFilterEntry(query: TeacherSearchQuery): SavedFilterEntry {
  const entry = serializeTeacherSearchQuery(query);
  for (const key of SAVED_FILTERS_EXCLUDED_KEYS) Reflect.deleteProperty(entry, key);
  return entry;
}

/**
 * Reads the stored value of `web_filter_auto_record` (001 §4.2), checked field by field: invalid JSON,
 * a value that is not an object, or a missing value gives `{}`; an entry that is not a record of
 * strings is dropped on its own, the others kept. Language keys are lower-cased; blank ones dropped.
 */
export function decodeSavedFilters(stored: string | null | undefined): SavedFiltersRecord {
  if (stored === null || stored === undefined || stored.trim() === '') return {};
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return {};
  }
  if (!isJsonObject(json)) return {};
  const record: SavedFiltersRecord = {};
  for (const [language, value] of Object.entries(json)) {
    const entry = toSavedFilterEntryOrNull(value);
    const key = languageKey(language);
    if (entry !== null && key !== '') record[key] = entry;
  }
  return record;
}

/**
 * 001 §4.2 "for the test group, filters are saved automatically in local storage under
 * web_filter_auto_record per language, excluding trial_lesson."
 * The new value to store: the decoded `stored` record with `language`'s entry replaced by
 * `toSavedFilterEntry(query)` (an empty entry records "no filters"). The caller checks the test
 * group (`web_filter_auto_record`) and writes the string under `SAVED_FILTERS_STORAGE_KEY`.
 */
export function encodeSavedFilters({
  stored,
  language,
  query,
}: {
  stored: string | null | undefined;
  language: string;
  query: TeacherSearchQuery;
}): string {
  const record = decodeSavedFilters(stored);
  const key = languageKey(language);
  if (key !== '') record[key] = toSavedFilterEntry(query);
  return JSON.stringify(record);
}

/**
 * The saved filters of `language` as a parsed query (through `parseTeacherSearchQuery`, so a
 * tampered value is cleaned like a URL would be), with trial_lesson, page and isAutoMatched never
 * restored. `null` when nothing is saved for that language.
 */
export function getSavedFilters({ stored, language }: { stored: string | null | undefined; language: string }): TeacherSearchQuery | null {
  const entry = decodeSavedFilters(stored)[languageKey(language)];
  if (entry === undefined) return null;
  const allowed = Object.fromEntries(
    Object.entries(entry).filter(([key]) => !(SAVED_FILTERS_EXCLUDED_KEYS as readonly string[]).includes(key)),
  );
  return parseTeacherSearchQuery(allowed);
}
