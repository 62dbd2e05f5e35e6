/**
 * Our language `text_code`s (001 §3 "Language config: languages[] each with text_code", also the
 * path segment and the topic language) are English names; a display language needs the BCP 47 tag
 * to name them in its own words. Codes not listed here have no tag and keep their English name.
 */
export const LANGUAGE_TAGS: Readonly<Record<string, string>> = {
  english: 'en',
  spanish: 'es',
  french: 'fr',
  japanese: 'ja',
  german: 'de',
  chinese: 'zh',
  korean: 'ko',
  italian: 'it',
  portuguese: 'pt',
  arabic: 'ar',
  russian: 'ru',
  hindi: 'hi',
  dutch: 'nl',
  turkish: 'tr',
  polish: 'pl',
  vietnamese: 'vi',
  thai: 'th',
  swedish: 'sv',
  greek: 'el',
  hebrew: 'he',
  indonesian: 'id',
  ukrainian: 'uk',
  czech: 'cs',
  danish: 'da',
  finnish: 'fi',
  norwegian: 'no',
  romanian: 'ro',
  hungarian: 'hu',
  persian: 'fa',
  cantonese: 'yue',
  tagalog: 'tl',
  urdu: 'ur',
  bengali: 'bn',
  malay: 'ms',
  swahili: 'sw',
  catalan: 'ca',
};

/** The BCP 47 tag of a language `text_code` (case and spaces ignored), or null when we know none. */
export function getLanguageTag(textCode: string): string | null {
  return LANGUAGE_TAGS[textCode.trim().toLowerCase()] ?? null;
}
