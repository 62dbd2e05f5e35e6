import { NATIVE_LEVEL } from '../levels/spoken-levels';
import { countCharacters } from '../search/text-length';
import {
  COUNTRY_CODE_PATTERN,
  LANGUAGE_CODE_PATTERN,
  LESSON_PRICE_MAX_CENTS,
  MIN_TEACHING_LEVEL,
  REGULAR_PRICE_MIN_CENTS,
  TEACHER_ABOUT_MAX_LENGTH,
  TEACHER_ABOUT_MIN_LENGTH,
  TEACHER_LANGUAGES_MAX,
  TEACHER_LANGUAGES_MIN,
  TEACHER_SIGNATURE_MAX_LENGTH,
  TEACHER_SIGNATURE_MIN_LENGTH,
  TEACHER_VIDEO_HOSTS,
  TEACHER_VIDEO_URL_MAX_LENGTH,
  TRIAL_PRICE_MIN_CENTS,
  type TeacherApplication,
  type TeacherApplicationInput,
  type TeacherApplicationIssue,
} from './application-fields';

export type TeacherApplicationValidation =
  | { readonly ok: true; readonly application: TeacherApplication }
  | { readonly ok: false; readonly issues: readonly TeacherApplicationIssue[] };

const lengthOf = countCharacters;

function checkLength(field: string, text: string, min: number, max: number): TeacherApplicationIssue[] {
  const n = lengthOf(text);
  if (n < min) return [{ field, problem: 'tooShort' }];
  if (n > max) return [{ field, problem: 'tooLong' }];
  return [];
}

function checkPrice(field: string, cents: number, min: number): TeacherApplicationIssue[] {
  if (!Number.isInteger(cents)) return [{ field, problem: 'invalid' }];
  if (cents < min) return [{ field, problem: 'tooLow' }];
  if (cents > LESSON_PRICE_MAX_CENTS) return [{ field, problem: 'tooHigh' }];
  return [];
}

/**
 * Issue 14: the intro video link is optional; when given it is an `https:` URL on one of
 * `TEACHER_VIDEO_HOSTS` (a host the profile can embed), at most `TEACHER_VIDEO_URL_MAX_LENGTH` long.
 */
function checkVideo(url: string | null): TeacherApplicationIssue[] {
  if (url === null) return [];
  if (lengthOf(url) > TEACHER_VIDEO_URL_MAX_LENGTH) return [{ field: 'video_url', problem: 'tooLong' }];
  // Parsed by hand: the package has no URL global (no DOM, no Node types), and only three parts matter.
  const link = /^([a-z][a-z0-9+.-]*):\/\/([^/?#\s]*)([/?#]\S*)?$/i.exec(url);
  if (!link) return [{ field: 'video_url', problem: 'invalid' }];
  const [, scheme = '', authority = ''] = link;
  if (scheme.toLowerCase() !== 'https') return [{ field: 'video_url', problem: 'notHttps' }];
  if (authority === '' || /[@:]/.test(authority)) return [{ field: 'video_url', problem: 'invalid' }];
  if (!(TEACHER_VIDEO_HOSTS as readonly string[]).includes(authority.toLowerCase()))
    return [{ field: 'video_url', problem: 'hostNotAllowed' }];
  return [];
}

/**
 * The video host of an intro video link on one of `TEACHER_VIDEO_HOSTS` (`www.youtube.com`), else
 * null: such a link is a page to open, not a file a video element can play.
 */
export function getVideoPageHost(url: string): string | null {
  const host = /^https:\/\/([^/?#\s@:]+)(?:[/?#]|$)/i.exec(url.trim())?.[1]?.toLowerCase();
  return host !== undefined && (TEACHER_VIDEO_HOSTS as readonly string[]).includes(host) ? host : null;
}

/**
 * Issue 14 "Become a teacher: a signed-in user applies (languages taught with level, native or not,
 * about text, short signature, country, hourly prices for trial and regular lessons, an intro video
 * link)". Every field is checked and every problem named by its field, so a form shows each next
 * to its input:
 * - about `TEACHER_ABOUT_MIN_LENGTH..TEACHER_ABOUT_MAX_LENGTH` and signature
 *   `TEACHER_SIGNATURE_MIN_LENGTH..TEACHER_SIGNATURE_MAX_LENGTH` characters once trimmed;
 * - `TEACHER_LANGUAGES_MIN..TEACHER_LANGUAGES_MAX` languages, none twice, each at a level of
 *   `MIN_TEACHING_LEVEL` (C1) up to 7 (Native);
 * - prices integer USD cents: trial `TRIAL_PRICE_MIN_CENTS..LESSON_PRICE_MAX_CENTS`, regular
 *   `REGULAR_PRICE_MIN_CENTS..LESSON_PRICE_MAX_CENTS`, and the trial never above the regular price
 *   (equal is allowed);
 * - a country code (`MX`); the video link as `checkVideo` says.
 * All bounds are inclusive. Returns the application as kept (trimmed, codes normalised).
 */
export function validateTeacherApplication(input: TeacherApplicationInput): TeacherApplicationValidation {
  const about = input.about.trim();
  const signature = input.signature.trim();
  const country = input.country.trim().toUpperCase();
  const videoText = (input.video_url ?? '').trim();
  const video_url = videoText === '' ? null : videoText;
  const languages = input.languages.map((entry) => ({ language: entry.language.trim().toLowerCase(), level: entry.level }));

  const issues: TeacherApplicationIssue[] = [
    ...checkLength('about', about, TEACHER_ABOUT_MIN_LENGTH, TEACHER_ABOUT_MAX_LENGTH),
    ...checkLength('signature', signature, TEACHER_SIGNATURE_MIN_LENGTH, TEACHER_SIGNATURE_MAX_LENGTH),
  ];
  if (languages.length < TEACHER_LANGUAGES_MIN) issues.push({ field: 'languages', problem: 'tooFew' });
  if (languages.length > TEACHER_LANGUAGES_MAX) issues.push({ field: 'languages', problem: 'tooMany' });
  const seen = new Set<string>();
  languages.forEach(({ language, level }, index) => {
    if (!LANGUAGE_CODE_PATTERN.test(language)) issues.push({ field: `languages.${index}.language`, problem: 'invalid' });
    else if (seen.has(language)) issues.push({ field: `languages.${index}.language`, problem: 'duplicate' });
    seen.add(language);
    if (!Number.isInteger(level) || level > NATIVE_LEVEL) issues.push({ field: `languages.${index}.level`, problem: 'invalid' });
    else if (level < MIN_TEACHING_LEVEL) issues.push({ field: `languages.${index}.level`, problem: 'levelTooLow' });
  });
  if (!COUNTRY_CODE_PATTERN.test(country)) issues.push({ field: 'country', problem: 'invalid' });
  const trialIssues = checkPrice('trial_price', input.trial_price, TRIAL_PRICE_MIN_CENTS);
  const regularIssues = checkPrice('regular_price', input.regular_price, REGULAR_PRICE_MIN_CENTS);
  issues.push(...trialIssues, ...regularIssues);
  if (trialIssues.length === 0 && regularIssues.length === 0 && input.trial_price > input.regular_price) {
    issues.push({ field: 'trial_price', problem: 'trialAboveRegular' });
  }
  issues.push(...checkVideo(video_url));

  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    application: { languages, about, signature, country, trial_price: input.trial_price, regular_price: input.regular_price, video_url },
  };
}
