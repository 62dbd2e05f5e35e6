import { getNoLanguageRedirect, getTeachersSearchTarget, resolveTeachersRoute, type TeacherSearchRawQuery } from '@app/domain';

/** What a teacher-search address shows: the search of a language, a redirect, or the not-found page. */
export type TeacherSearchAddress =
  | { readonly kind: 'notFound' }
  | { readonly kind: 'redirect'; readonly location: string }
  | {
      readonly kind: 'search';
      readonly language: string;
      readonly country?: string | undefined;
      readonly speakingLanguage?: string | undefined;
    };

/**
 * `/teachers[/{language}[/{country}]]` (001 §2.5), read the same way by the page and by its loader:
 * an unknown language is not found, no language (or a teacher type alone) redirects to the
 * learning language's search.
 */
export function resolveTeacherSearchAddress({
  segments,
  languages,
  learningLanguage,
  query,
}: {
  segments: readonly (string | undefined)[];
  languages: readonly string[];
  learningLanguage: string | null;
  query: TeacherSearchRawQuery;
}): TeacherSearchAddress {
  const route = resolveTeachersRoute({ segments: segments.filter((s): s is string => s !== undefined && s !== ''), languages });
  if (route.kind === 'notFound') return { kind: 'notFound' };
  if (route.kind === 'noLanguage' || route.kind === 'teacherType') {
    const redirect = getNoLanguageRedirect({
      teacherType: route.kind === 'teacherType' ? route.teacherType : null,
      learningLanguage,
      languages,
      query,
      country: route.kind === 'teacherType' ? route.country : undefined,
    });
    return { kind: 'redirect', location: redirect.location };
  }
  const target = getTeachersSearchTarget({ route, learningLanguage, languages });
  return target ? { kind: 'search', ...target } : { kind: 'notFound' };
}

/**
 * `/instant-lessons[/{language}]` (001 §2.5): the named language, else the learning language; null
 * (not found) for a segment that is not one language.
 */
export function resolveInstantLessonsLanguage({
  segment,
  languages,
  learningLanguage,
}: {
  segment: string | undefined;
  languages: readonly string[];
  learningLanguage: string;
}): string | null {
  if (segment === undefined) return learningLanguage;
  const route = resolveTeachersRoute({ segments: [segment], languages });
  return route.kind === 'language' ? route.language.toLowerCase() : null;
}
