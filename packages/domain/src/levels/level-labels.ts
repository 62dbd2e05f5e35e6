import { NATIVE_LEVEL } from './spoken-levels';

/**
 * 000 §3: "language_level index 0-7 maps to the labels A1, A1, A2, B1, B2, C1, C2, Native."
 * Index 0 (no level given) reads as A1; index 7 is Native.
 */
export const LEVEL_LABELS = ['A1', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'Native'] as const;

/** One of the labels a `language_level` index reads as. */
export type LevelLabel = (typeof LEVEL_LABELS)[number];

/**
 * 000 §3: "language_level index 0-7 maps to the labels A1, A1, A2, B1, B2, C1, C2, Native. Some pages
 * use 1-6 for A1..C2." The 1-6 pages agree with the index for 1..6, so one table serves both.
 * Returns `null` for anything that is not an integer in 0..7 (both ends inclusive).
 */
export function getLevelLabel(languageLevel: number): LevelLabel | null {
  if (!Number.isInteger(languageLevel) || languageLevel < 0 || languageLevel > NATIVE_LEVEL) return null;
  return LEVEL_LABELS[languageLevel] ?? null;
}
