import { LANGUAGE_TAGS } from '../content/language-tags';

/** Issue 17 "edit profile": the bounds of what a user writes about themselves. */
export const PROFILE_LIMITS = { nicknameMaxLength: 40, aboutMaxLength: 1000, learningLanguagesMax: 5 } as const;

/** The levels a language being learned can have: 1..6 (A1..C2, 000 §3); 7 (Native) is a spoken language, not one being learned. */
export const LEARNING_LEVEL_MIN = 1;
export const LEARNING_LEVEL_MAX = 6;

/** The language `text_code`s a user can say they learn: the ones the site can name in every display language. */
export const LEARNABLE_LANGUAGES: readonly string[] = Object.keys(LANGUAGE_TAGS);

export type LearningLanguagesProblem =
  | { readonly kind: 'TOO_MANY' }
  | { readonly kind: 'UNKNOWN_LANGUAGE'; readonly language: string }
  | { readonly kind: 'LEVEL_OUT_OF_RANGE'; readonly language: string }
  | { readonly kind: 'DUPLICATE'; readonly language: string }
  | { readonly kind: 'ALREADY_SPOKEN'; readonly language: string };

/**
 * Why a list of languages being learned may not be saved, or null: at most 5, each a known
 * language once, a level from 1 to 6 (both inclusive), none the user lists as a spoken language.
 * @example checkLearningLanguages({ learning: [{ language: 'french', level: 2 }], spoken: ['english'] }) // null
 */
export function checkLearningLanguages({
  learning,
  spoken,
}: {
  learning: readonly { readonly language: string; readonly level: number }[];
  spoken: readonly string[];
}): LearningLanguagesProblem | null {
  if (learning.length > PROFILE_LIMITS.learningLanguagesMax) return { kind: 'TOO_MANY' };
  const seen = new Set<string>();
  for (const { language, level } of learning) {
    if (!LEARNABLE_LANGUAGES.includes(language)) return { kind: 'UNKNOWN_LANGUAGE', language };
    if (!Number.isInteger(level) || level < LEARNING_LEVEL_MIN || level > LEARNING_LEVEL_MAX)
      return { kind: 'LEVEL_OUT_OF_RANGE', language };
    if (seen.has(language)) return { kind: 'DUPLICATE', language };
    if (spoken.includes(language)) return { kind: 'ALREADY_SPOKEN', language };
    seen.add(language);
  }
  return null;
}
