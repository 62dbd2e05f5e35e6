import { type LevelFilterCode, MAX_LEVEL_FILTER_CODE, MIN_LEVEL_FILTER_CODE, isLevelFilterCode } from '../levels/level-filter-codes';
import { requireIntegers } from '../arguments/number-arguments';

/** Where the page keeps the remembered levels value (our name; 001 §2.1 does not give one). */
export const REMEMBERED_LEVELS_STORAGE_KEY = 'group_class_search_levels';

/**
 * 001 §2.1: "The page also reads and writes a remembered levels value." The stored form: level
 * codes ascending without repeats, comma-joined (`[3, 1]` -> `'1,3'`; nothing chosen -> `''`).
 */
export function encodeRememberedLevels(levels: readonly LevelFilterCode[]): string {
  requireIntegers('levels', levels, MIN_LEVEL_FILTER_CODE, MAX_LEVEL_FILTER_CODE);
  return [...new Set(levels)].sort((a, b) => a - b).join(',');
}

/**
 * 001 §2.1: reads the remembered levels value back. Tolerant of whatever storage holds: `null`,
 * `''`, comma lists (`'1,3'`) and JSON arrays (`'[1,3]'`, `'["1","3"]'`) are read; codes outside
 * 1..6 and other junk are dropped. Ascending, without repeats.
 */
export function decodeRememberedLevels(stored: string | null | undefined): LevelFilterCode[] {
  if (!stored) return [];
  const text = stored.trim().replace(/^\[/, '').replace(/\]$/, '');
  const codes = text
    .split(',')
    .map((part) => part.trim().replace(/^"(.*)"$/, '$1'))
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter(isLevelFilterCode);
  return [...new Set(codes)].sort((a, b) => a - b);
}

/** Where the levels of a freshly opened search page come from. */
export type LevelsSource = 'url' | 'remembered' | 'none';

/**
 * 001 §2.1 "reads and writes a remembered levels value": on page entry, levels in the address win;
 * the remembered value is used only when the address has no (valid) levels. Returns the levels to
 * apply and where they came from (when the source is 'remembered', rewrite the address with them).
 */
export function resolveInitialLevels({
  urlLevels,
  remembered,
}: {
  urlLevels: readonly LevelFilterCode[];
  remembered: string | null | undefined;
}): { levels: LevelFilterCode[]; source: LevelsSource } {
  if (urlLevels.length > 0) return { levels: [...new Set(urlLevels)].sort((a, b) => a - b), source: 'url' };
  const levels = decodeRememberedLevels(remembered);
  return levels.length > 0 ? { levels, source: 'remembered' } : { levels: [], source: 'none' };
}
