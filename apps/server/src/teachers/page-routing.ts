import {
  AUTO_MATCH_REDIRECT_STATUS,
  getAutoMatch,
  getNoLanguageRedirect,
  getTeachersPath,
  NO_LANGUAGE_REDIRECT_HEADERS,
  resolveTeachersRoute,
  type UrlQueryRecord,
  type UserLanguageEntry,
} from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { userLanguages } from '../db/schema-accounts';
import { languages } from '../db/schema-discovery';
import { resolveCountryId } from './search';

/**
 * The "also speak is myself" cookie of 001 §4.2 (its name is not given): when present with any
 * non-empty value, the alsospeak auto-match is off.
 */
export const ALSO_SPEAK_IS_MYSELF_COOKIE = 'kp.also_speak_is_myself';

export type TeachersPageDecision =
  | { readonly kind: 'redirect'; readonly status: 302; readonly location: string; readonly headers: Readonly<Record<string, string>> }
  | { readonly kind: 'notFound' }
  /** Let the web app serve the page. */
  | { readonly kind: 'serve' };

async function loadConfiguredLanguages(db: Db): Promise<string[]> {
  const rows = await db.select({ text_code: languages.text_code }).from(languages);
  return rows.map((r) => r.text_code);
}

async function loadLanguageList(db: Db, userId: number): Promise<UserLanguageEntry[]> {
  return db
    .select({ language: userLanguages.language, level: userLanguages.level, is_learning: userLanguages.is_learning })
    .from(userLanguages)
    .where(eq(userLanguages.user_id, userId))
    .orderBy(asc(userLanguages.position));
}

/** The path after `/teachers` (or `/instant-lessons`) as decoded segments; `null` when it is not valid percent-encoding. */
/** Longest path segment worth looking up; no language or country name comes close. */
const SEGMENT_MAX_LENGTH = 100;

export function decodeSegments(rest: string): string[] | null {
  let segments: string[];
  try {
    segments = rest
      .split('/')
      .filter((s) => s !== '')
      .map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  // Control characters (NUL cannot even be sent to PostgreSQL) and overlong segments name nothing.
  const hasControl = (s: string): boolean => {
    for (let i = 0; i < s.length; i++) {
      const code = s.charCodeAt(i);
      if (code < 0x20 || code === 0x7f) return true;
    }
    return false;
  };
  return segments.some((s) => s.length > SEGMENT_MAX_LENGTH || hasControl(s)) ? null : segments;
}

/**
 * 001 §2.5 server-side routing of `/teachers[/{language}[/{country}]]`, with the domain's rules:
 * - unknown language (or a country segment that names no country) -> not found (001 §8);
 * - no language, `professional` or `tutoring` -> 302 with `Cache-Control: no-cache` to the user's
 *   learning language (first learning entry of their language list) or english, with
 *   `teacher_type` pro/tutor (`getNoLanguageRedirect`);
 * - a language page for a signed-in user -> the auto-match redirect (`getAutoMatch`, 302, also
 *   no-cache since it depends on the user). A country segment is kept on the redirect target;
 * - otherwise the page is served. `{language}-speaking` pages do not auto-match: their path
 *   already fixes the spoken language.
 */
export async function decideTeachersPage(
  db: Db,
  {
    segments,
    query,
    userId,
    hasAlsoSpeakIsMyselfCookie,
  }: {
    segments: readonly string[];
    query: UrlQueryRecord;
    userId: number | null;
    hasAlsoSpeakIsMyselfCookie: boolean;
  },
): Promise<TeachersPageDecision> {
  const configured = await loadConfiguredLanguages(db);
  const route = resolveTeachersRoute({ segments, languages: configured });
  if (route.kind === 'notFound') return { kind: 'notFound' };
  if (route.kind !== 'noLanguage' && route.country !== undefined && (await resolveCountryId(db, route.country)) === null) {
    return { kind: 'notFound' };
  }

  const languageList = userId === null ? [] : await loadLanguageList(db, userId);
  if (route.kind === 'noLanguage' || route.kind === 'teacherType') {
    const redirect = getNoLanguageRedirect({
      teacherType: route.kind === 'teacherType' ? route.teacherType : null,
      learningLanguage: languageList.find((l) => l.is_learning)?.language ?? null,
      languages: configured,
      query,
      country: route.kind === 'teacherType' ? route.country : undefined,
    });
    return { kind: 'redirect', status: redirect.status, location: redirect.location, headers: redirect.headers };
  }

  if (route.kind === 'language' && userId !== null) {
    const decision = getAutoMatch({ isSignedIn: true, languageList, pathLanguage: route.language, query, hasAlsoSpeakIsMyselfCookie });
    if (decision.redirectTo !== null) {
      // Only the query of the relative redirect is kept; the base just lets URL parse it.
      const target = new URL(decision.redirectTo, 'http://localhost');
      const path = getTeachersPath({ language: route.language, country: route.country });
      return {
        kind: 'redirect',
        status: AUTO_MATCH_REDIRECT_STATUS,
        location: `${path}${target.search}`,
        headers: NO_LANGUAGE_REDIRECT_HEADERS,
      };
    }
  }
  return { kind: 'serve' };
}

/** `/instant-lessons` is served; `/instant-lessons/{language}` only for a configured language. */
export async function decideInstantLessonsPage(db: Db, { segments }: { segments: readonly string[] }): Promise<'serve' | 'notFound'> {
  if (segments.length === 0) return 'serve';
  if (segments.length > 1) return 'notFound';
  const configured = await loadConfiguredLanguages(db);
  const route = resolveTeachersRoute({ segments, languages: configured });
  return route.kind === 'language' ? 'serve' : 'notFound';
}
