import type { TeacherSearchRawQuery, TeacherType } from './search-query';

/** DESIGN.md routes: `/teachers`, `/teachers/:language`, `/teachers/:language/:country`. */
export const TEACHERS_PATH = '/teachers';
/** DESIGN.md routes: the instant-lessons page (001 §2.5 "Instant lessons page"). */
export const INSTANT_LESSONS_PATH = '/instant-lessons';

/** 001 §2.5: "using the user's learning language or english". */
export const DEFAULT_TEACHERS_LANGUAGE = 'english';

/**
 * 001 §2.5: "The {language}-speaking form is valid only for ten languages: english, spanish,
 * japanese, korean, chinese, hindi, french, italian, german, arabic."
 */
export const SPEAKING_PATH_LANGUAGES = [
  'english',
  'spanish',
  'japanese',
  'korean',
  'chinese',
  'hindi',
  'french',
  'italian',
  'german',
  'arabic',
] as const;
export type SpeakingPathLanguage = (typeof SPEAKING_PATH_LANGUAGES)[number];

/** 001 §2.5: the `{language}-speaking` path form. */
export const SPEAKING_PATH_SUFFIX = '-speaking';

/** 001 §2.5: "'professional' and 'tutoring' are not languages"; they select "teacher_type pro for professional or tutor for tutoring". */
export const TEACHER_TYPE_PATHS: Readonly<Record<string, TeacherType>> = { professional: 'pro', tutoring: 'tutor' };

/** 001 §2.5: "the server redirects (302, no-cache)". */
export const NO_LANGUAGE_REDIRECT_STATUS = 302;
/** 001 §2.5: "(302, no-cache)": the response headers of that redirect. */
export const NO_LANGUAGE_REDIRECT_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'Cache-Control': 'no-cache' });

/** Path segments after `/teachers`: at most a language part and a country. */
export const TEACHERS_PATH_MAX_SEGMENTS = 2;

/** What the `/teachers/...` path means. */
export type TeachersRoute =
  /** `/teachers`: no language given -> `getNoLanguageRedirect`. */
  | { readonly kind: 'noLanguage' }
  /** `/teachers/{language}[/{country}]`: a configured language (as spelled in the config). */
  | { readonly kind: 'language'; readonly language: string; readonly country?: string }
  /** `/teachers/{language}-speaking[/{country}]`: teachers who speak one of the ten languages. */
  | { readonly kind: 'speaking'; readonly speakingLanguage: SpeakingPathLanguage; readonly country?: string }
  /** `/teachers/professional` or `/teachers/tutoring`: no language given -> `getNoLanguageRedirect`. */
  | { readonly kind: 'teacherType'; readonly teacherType: TeacherType; readonly country?: string }
  /** 001 §8: "Unknown language on teacher search: not-found result." */
  | { readonly kind: 'notFound' };

function isSpeakingPathLanguage(value: string): value is SpeakingPathLanguage {
  return (SPEAKING_PATH_LANGUAGES as readonly string[]).includes(value);
}

function findConfigured(languages: readonly string[], candidate: string): string | undefined {
  return languages.find((l) => l.trim().toLowerCase() === candidate);
}

/**
 * 001 §2.5 "Route teachers with optional language path parameters: {language}, {language}-speaking,
 * professional, or tutoring. A second path parameter can carry a country." and 001 §5 "A language
 * is valid only if it is in the configured language list, or is professional or tutoring, or is a
 * valid speaking path." and "An unknown language path returns not-found."
 *
 * `segments` are the decoded path parts after `/teachers` (blank ones ignored); `languages` the
 * configured list (`/v2/config/all_language`). Matching is case-insensitive. Checked in order:
 * `professional`/`tutoring`, then `{language}-speaking` for the ten languages only, then the
 * configured list. More than 2 segments, or anything else -> `notFound`. The country segment is
 * kept as given (trimmed).
 */
export function resolveTeachersRoute({
  segments,
  languages,
}: {
  segments: readonly string[];
  languages: readonly string[];
}): TeachersRoute {
  const parts = segments.map((s) => s.trim()).filter((s) => s !== '');
  if (parts.length === 0) return { kind: 'noLanguage' };
  if (parts.length > TEACHERS_PATH_MAX_SEGMENTS) return { kind: 'notFound' };
  const head = (parts[0] ?? '').toLowerCase();
  const country = parts[1];
  const withCountry = country === undefined ? {} : { country };

  const teacherType = Object.hasOwn(TEACHER_TYPE_PATHS, head) ? TEACHER_TYPE_PATHS[head] : undefined;
  if (teacherType !== undefined) return { kind: 'teacherType', teacherType, ...withCountry };

  if (head.endsWith(SPEAKING_PATH_SUFFIX)) {
    const spoken = head.slice(0, -SPEAKING_PATH_SUFFIX.length);
    return isSpeakingPathLanguage(spoken) ? { kind: 'speaking', speakingLanguage: spoken, ...withCountry } : { kind: 'notFound' };
  }

  const language = findConfigured(languages, head);
  return language === undefined ? { kind: 'notFound' } : { kind: 'language', language, ...withCountry };
}

/**
 * 001 §5: "A language is valid only if it is in the configured language list, or is professional
 * or tutoring, or is a valid speaking path." True iff `resolveTeachersRoute` of that one segment is
 * a `language`, `speaking` or `teacherType` route.
 */
export function isValidTeachersLanguage({ language, languages }: { language: string; languages: readonly string[] }): boolean {
  const route = resolveTeachersRoute({ segments: [language], languages });
  return route.kind === 'language' || route.kind === 'speaking' || route.kind === 'teacherType';
}

function pickLanguage(learningLanguage: string | null | undefined, languages: readonly string[] | undefined): string {
  const wanted = learningLanguage?.trim().toLowerCase() ?? '';
  const known = wanted !== '' && (languages === undefined || findConfigured(languages, wanted) !== undefined);
  return known ? wanted : DEFAULT_TEACHERS_LANGUAGE;
}

/** What a resolved route searches: the taught language, the `-speaking` language and the path country. */
export interface TeachersSearchTarget {
  readonly language: string;
  readonly speakingLanguage?: SpeakingPathLanguage;
  readonly country?: string;
}

/**
 * The inputs of `buildTeacherSearchPayload` for a resolved route (decision; 001 §2.5 does not say
 * what a `{language}-speaking` page teaches):
 * - `language` route: that language (lower-cased);
 * - `speaking` route: the user's learning language, or `english` (as for the no-language redirect),
 *   with `speakingLanguage` added to `speak_language_and`;
 * - `noLanguage`, `teacherType`: `null` (answer with `getNoLanguageRedirect`); `notFound`: `null` (404).
 */
export function getTeachersSearchTarget({
  route,
  learningLanguage,
  languages,
}: {
  route: TeachersRoute;
  learningLanguage: string | null | undefined;
  languages?: readonly string[] | undefined;
}): TeachersSearchTarget | null {
  if (route.kind === 'language') {
    return { language: route.language.trim().toLowerCase(), ...(route.country === undefined ? {} : { country: route.country }) };
  }
  if (route.kind === 'speaking') {
    return {
      language: pickLanguage(learningLanguage, languages),
      speakingLanguage: route.speakingLanguage,
      ...(route.country === undefined ? {} : { country: route.country }),
    };
  }
  return null;
}

/** `/teachers/{language}` or `/teachers/{language}/{country}`, each segment percent-encoded. */
export function getTeachersPath({ language, country }: { language: string; country?: string | undefined }): string {
  const base = `${TEACHERS_PATH}/${encodeURIComponent(language.trim().toLowerCase())}`;
  const c = country?.trim();
  return c === undefined || c === '' ? base : `${base}/${encodeURIComponent(c)}`;
}

/** The redirect a server answers with: status, headers (constants) and the target path + query. */
export interface TeachersRedirect {
  readonly status: typeof NO_LANGUAGE_REDIRECT_STATUS;
  readonly headers: Readonly<Record<string, string>>;
  readonly location: string;
}

/**
 * 001 §2.5: "When no language is given, the server redirects (302, no-cache) to the teachers page,
 * using the user's learning language or english, with teacher_type pro for professional or tutor
 * for tutoring."
 *
 * The language is the user's learning language (lower-cased) when it is set and, if `languages` is
 * given, configured; otherwise `english`. `teacherType` (from a `teacherType` route) overrides any
 * `teacher_type` in `query`; the other query parameters are carried over in order (a list value is
 * comma-joined). A `country` segment is kept as the second path segment.
 */
export function getNoLanguageRedirect({
  teacherType,
  learningLanguage,
  languages,
  query = {},
  country,
}: {
  teacherType: TeacherType | null | undefined;
  learningLanguage: string | null | undefined;
  languages?: readonly string[] | undefined;
  query?: TeacherSearchRawQuery;
  country?: string | undefined;
}): TeachersRedirect {
  const language = pickLanguage(learningLanguage, languages);
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || (teacherType != null && key === 'teacher_type')) continue;
    const text = typeof value === 'string' ? value : value.join(',');
    pairs.push([key, text]);
  }
  if (teacherType != null) pairs.push(['teacher_type', teacherType]);
  const search = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v).replaceAll('%2C', ',')}`).join('&');
  const path = getTeachersPath({ language, country });
  return {
    status: NO_LANGUAGE_REDIRECT_STATUS,
    headers: NO_LANGUAGE_REDIRECT_HEADERS,
    location: search === '' ? path : `${path}?${search}`,
  };
}
