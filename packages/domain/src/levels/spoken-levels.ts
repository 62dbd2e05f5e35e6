/**
 * 001 §3: "Levels above 2 count as a spoken language." Exclusive: level 2 is not spoken, 3 is.
 */
export const SPOKEN_LEVEL_THRESHOLD = 2;

/** 001 §3: "Level 7 means native." */
export const NATIVE_LEVEL = 7;

/**
 * 001 §3 "Levels above 2 count as a spoken language." True iff `level > 2` (2 is exclusive), for a
 * user's language-list entry level. Native (7) is spoken too.
 */
export function isSpokenLevel(level: number): boolean {
  return level > SPOKEN_LEVEL_THRESHOLD;
}

/** 001 §3 "Level 7 means native." True iff `level === 7`. */
export function isNativeLevel(level: number): boolean {
  return level === NATIVE_LEVEL;
}
