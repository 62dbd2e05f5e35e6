import { requireInteger } from '../arguments/number-arguments';

/** 001 §9: "Levels A1, A2, B1, B2, C1, C2." The six levels a search can filter by, lowest first. */
export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;

/** A CEFR level the level filter offers. */
export type CefrLevel = (typeof CEFR_LEVELS)[number];

/** 000 §9: "Levels filter codes: A1=1 to C2=6." */
export const LEVEL_FILTER_CODES = { A1: 1, A2: 2, B1: 3, B2: 4, C1: 5, C2: 6 } as const satisfies Record<CefrLevel, number>;

/** A level filter code: 1 = A1 ... 6 = C2 (000 §9, both inclusive). */
export type LevelFilterCode = (typeof LEVEL_FILTER_CODES)[CefrLevel];

/** 000 §9: the smallest level filter code (A1), inclusive. */
export const MIN_LEVEL_FILTER_CODE = LEVEL_FILTER_CODES.A1;
/** 000 §9: the largest level filter code (C2), inclusive. */
export const MAX_LEVEL_FILTER_CODE = LEVEL_FILTER_CODES.C2;

/** 000 §9 "Levels filter codes: A1=1 to C2=6": true only for the integers 1..6 (both inclusive). */
export function isLevelFilterCode(value: unknown): value is LevelFilterCode {
  return (Object.values(LEVEL_FILTER_CODES) as unknown[]).includes(value);
}

/** 000 §9 "A1=1 to C2=6": the filter code of a CEFR level (`getLevelFilterCode('B1') === 3`). */
export function getLevelFilterCode(level: CefrLevel): LevelFilterCode {
  return LEVEL_FILTER_CODES[level];
}

/** 000 §9 "A1=1 to C2=6": the CEFR level of a filter code (`getCefrLevel(6) === 'C2'`). */
export function getCefrLevel(code: LevelFilterCode): CefrLevel {
  const level = CEFR_LEVELS[requireInteger('code', code, MIN_LEVEL_FILTER_CODE, MAX_LEVEL_FILTER_CODE) - 1];
  if (level === undefined) throw new RangeError(`code ${code} is not a level filter code`);
  return level;
}

/**
 * 000 §3 "language_level index 0-7 ... A1, A1, A2, B1, B2, C1, C2, Native" with 000 §9 "A1=1 to C2=6":
 * the filter code matching a `language_level` index (0 and 1 both give 1 = A1). Native (7) and
 * anything outside 0..6 give `null`, since no filter code stands for them.
 */
export function getLevelFilterCodeForLanguageLevel(languageLevel: number): LevelFilterCode | null {
  const code = languageLevel === 0 ? 1 : languageLevel;
  return isLevelFilterCode(code) ? code : null;
}
