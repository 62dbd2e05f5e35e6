import { requireInteger } from '../arguments/number-arguments';
/**
 * 001 §3: "Levels above 2 count as a spoken language." Exclusive: level 2 is not spoken, 3 is.
 */
export const SPOKEN_LEVEL_THRESHOLD = 2;

/** 001 §3: "Level 7 means native." */
export const NATIVE_LEVEL = 7;
/** 000 §3 "language_level index 0-7": the lowest level (0, no level given). */
export const MIN_LANGUAGE_LEVEL = 0;

/** True iff `value` is a language level the specs define: an integer 0..7 (both inclusive). */
export function isLanguageLevel(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_LANGUAGE_LEVEL && value <= NATIVE_LEVEL;
}

/**
 * 001 §3 "Levels above 2 count as a spoken language." True iff `level > 2` (2 is exclusive), for a
 * user's language-list entry level. Native (7) is spoken too.
 */
export function isSpokenLevel(level: number): boolean {
  return requireInteger('level', level, MIN_LANGUAGE_LEVEL, NATIVE_LEVEL) > SPOKEN_LEVEL_THRESHOLD;
}

/** 001 §3 "Level 7 means native." True iff `level === 7`. */
export function isNativeLevel(level: number): boolean {
  return requireInteger('level', level, MIN_LANGUAGE_LEVEL, NATIVE_LEVEL) === NATIVE_LEVEL;
}
