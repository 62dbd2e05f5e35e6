import { isLanguageLevel, isNativeLevel, isSpokenLevel } from '../levels/spoken-levels';

/** One `{ language, level }` entry of a teacher (001 §3 `teach_language`, `also_speak`). */
export interface LanguageLevelEntry {
  readonly language: string;
  readonly level: number;
}

export interface SpokenLanguage {
  /** Lower-cased language name, e.g. `english`. */
  readonly language: string;
  /** 1..7; the UI turns it into a label. */
  readonly level: number;
  /** Level 7. */
  readonly isNative: boolean;
}

/**
 * 001 §2.5 teacher card "spoken languages with levels"; 001 §3 "Levels above 2 count as a spoken
 * language", "Level 7 means native".
 * Keeps entries with an integer level above 2 (exclusive: 2 is dropped, 3 kept) and a non-blank
 * name; one entry per language (case-insensitive, highest level kept); sorted by level, highest
 * (native) first, ties in input order. Pass `teach_language` and `also_speak` together.
 */
export function getSpokenLanguages(entries: readonly LanguageLevelEntry[]): SpokenLanguage[] {
  const best = new Map<string, { level: number; order: number }>();
  entries.forEach((entry, order) => {
    const language = entry.language.trim().toLowerCase();
    if (language === '' || !isLanguageLevel(entry.level) || !isSpokenLevel(entry.level)) return;
    const seen = best.get(language);
    if (seen === undefined) best.set(language, { level: entry.level, order });
    else if (entry.level > seen.level) best.set(language, { level: entry.level, order: seen.order });
  });
  return [...best.entries()]
    .sort(([, a], [, b]) => b.level - a.level || a.order - b.order)
    .map(([language, { level }]) => ({ language, level, isNative: isNativeLevel(level) }));
}
