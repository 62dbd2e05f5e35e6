import { isLanguageLevel, isSpokenLevel } from '../levels/spoken-levels';

/**
 * 001 §3 "User": "Language list entries: language, level, is_learning. Level 7 means native.
 * Levels above 2 count as a spoken language." `is_learning` arrives as a boolean or as 0/1.
 */
export interface UserLanguageEntry {
  language: string;
  /** An integer level. */
  level: number;
  is_learning: boolean | 0 | 1;
}

/** 001 §5: "Levels A1, A2 and B1 set speaks to the user's first speaking language (default english)". */
export const DEFAULT_SPEAKS_LANGUAGE = 'english';

function isLearning(entry: UserLanguageEntry): boolean {
  return entry.is_learning === true || entry.is_learning === 1;
}

function sameLanguage(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** A spoken (level above 2, exclusive) entry the user is not learning, and not the excluded language. */
function isSpeakingEntry(entry: UserLanguageEntry, exclude: string | undefined): boolean {
  return (
    !isLearning(entry) &&
    isLanguageLevel(entry.level) &&
    isSpokenLevel(entry.level) &&
    entry.language.trim() !== '' &&
    (exclude === undefined || !sameLanguage(entry.language, exclude))
  );
}

/**
 * 001 §4.2 "Auto-match": "one equal to the user's top language".
 * The user's top language: among the entries the user is not learning whose level is above 2
 * (exclusive: level 2 does not count, 3 does), the one with the highest level; ties go to the
 * earlier entry in the list. `exclude` (the language of the page) never counts. `null` when none.
 */
export function getTopSpokenLanguage({
  languageList,
  exclude,
}: {
  languageList: readonly UserLanguageEntry[];
  exclude?: string | undefined;
}): string | null {
  let best: UserLanguageEntry | null = null;
  for (const entry of languageList) {
    if (!isSpeakingEntry(entry, exclude)) continue;
    if (best === null || entry.level > best.level) best = entry;
  }
  return best === null ? null : best.language.trim().toLowerCase();
}

/**
 * 001 §5: "Levels A1, A2 and B1 set speaks to the user's first speaking language (default english)".
 * The first entry, in list order, that the user is not learning and whose level is above 2
 * (exclusive), lower-cased; `DEFAULT_SPEAKS_LANGUAGE` when there is none.
 */
export function getFirstSpeakingLanguage(languageList: readonly UserLanguageEntry[]): string {
  const entry = languageList.find((e) => isSpeakingEntry(e, undefined));
  return entry === undefined ? DEFAULT_SPEAKS_LANGUAGE : entry.language.trim().toLowerCase();
}

/**
 * 001 §4.2: "the user learning this language at level 2 or lower".
 * The highest level among the user's learning entries for `language` (case-insensitive), or `null`
 * when the user is not learning it.
 */
export function getLearningLevel({
  languageList,
  language,
}: {
  languageList: readonly UserLanguageEntry[];
  language: string;
}): number | null {
  let level: number | null = null;
  for (const entry of languageList) {
    if (isLearning(entry) && sameLanguage(entry.language, language) && (level === null || entry.level > level)) level = entry.level;
  }
  return level;
}
