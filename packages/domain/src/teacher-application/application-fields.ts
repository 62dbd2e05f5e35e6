import { NATIVE_LEVEL } from '../levels/spoken-levels';

/**
 * Issue 14 "Become a teacher": "a signed-in user applies (languages taught with level, native or
 * not, about text, short signature, country, hourly prices for trial and regular lessons, an intro
 * video link)". The specs give no bounds; these are ours (docs/becoming-a-teacher.md), each
 * inclusive at both ends.
 */

/** The about text, trimmed: at least this many characters (enough for a real introduction). */
export const TEACHER_ABOUT_MIN_LENGTH = 50;
/** The about text, trimmed: at most this many characters. */
export const TEACHER_ABOUT_MAX_LENGTH = 3000;
/** The short signature (the one line under the name on a card), trimmed: at least this many characters. */
export const TEACHER_SIGNATURE_MIN_LENGTH = 5;
/** The short signature, trimmed: at most this many characters. */
export const TEACHER_SIGNATURE_MAX_LENGTH = 120;
/** Languages taught: at least one. */
export const TEACHER_LANGUAGES_MIN = 1;
/** Languages taught: at most this many. */
export const TEACHER_LANGUAGES_MAX = 3;
/**
 * The lowest level one may teach a language at: C1 (000 §3 "language_level index 0-7 ... A1, A1,
 * A2, B1, B2, C1, C2, Native"). Native (7) is "native"; C1 and C2 are "not native".
 */
export const MIN_TEACHING_LEVEL = 5;
/** The levels an applicant may teach at, lowest first: C1, C2, Native. */
export const TEACHING_LEVELS = [MIN_TEACHING_LEVEL, 6, NATIVE_LEVEL] as const;
/** Hourly prices are integer USD cents. The lowest trial lesson price ($1). */
export const TRIAL_PRICE_MIN_CENTS = 100;
/** The lowest regular hourly price ($5). */
export const REGULAR_PRICE_MIN_CENTS = 500;
/** The highest hourly price, trial or regular ($200). */
export const LESSON_PRICE_MAX_CENTS = 20_000;
/** The intro video link: at most this many characters. */
export const TEACHER_VIDEO_URL_MAX_LENGTH = 500;
/**
 * Hosts an intro video may be on: the two a profile page can embed. Any other host (or plain
 * http) is refused, so a profile never links to an unknown site.
 */
export const TEACHER_VIDEO_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'vimeo.com',
  'player.vimeo.com',
] as const;
/** A language code as kept in `languages.text_code`: lower-case letters, digits and dashes. */
export const LANGUAGE_CODE_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;
/** A country: ISO 3166-1 alpha-2, upper case (`MX`). */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;

/** One language taught and the applicant's level in it (5 C1, 6 C2, 7 Native). */
export interface TaughtLanguage {
  readonly language: string;
  readonly level: number;
}

/** What an applicant sends. Prices in USD cents; `video_url` empty or absent for none. */
export interface TeacherApplicationInput {
  readonly languages: readonly TaughtLanguage[];
  readonly about: string;
  readonly signature: string;
  readonly country: string;
  readonly trial_price: number;
  readonly regular_price: number;
  readonly video_url?: string | null | undefined;
}

/** The application as kept: texts trimmed, language codes lower-case, no video as `null`. */
export interface TeacherApplication {
  readonly languages: readonly TaughtLanguage[];
  readonly about: string;
  readonly signature: string;
  readonly country: string;
  readonly trial_price: number;
  readonly regular_price: number;
  readonly video_url: string | null;
}

/** Why a field was refused; `field` is the request field's path (`languages.1.level`). */
export type TeacherApplicationProblem =
  | 'tooShort'
  | 'tooLong'
  | 'tooFew'
  | 'tooMany'
  | 'duplicate'
  | 'invalid'
  | 'levelTooLow'
  | 'tooLow'
  | 'tooHigh'
  | 'trialAboveRegular'
  | 'notHttps'
  | 'hostNotAllowed';

export interface TeacherApplicationIssue {
  readonly field: string;
  readonly problem: TeacherApplicationProblem;
}
