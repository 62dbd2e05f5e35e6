import { getNoLanguageRedirect, getTeachersSearchTarget, parseTeacherSearchQuery, resolveTeachersRoute } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { getLearningLanguage } from '../features/session/learning-language';
import { useViewer } from '../lib/viewer-query';
import { ComposedTeacherSearch } from './teacher-search-composition';
import { toRawQuery } from '../features/teachers/use-teacher-search-query';
import { PageFallback } from '../app/layout/page-fallback';
import { allLanguagesQuery } from '../lib/api/all-languages';
import { loadViewer, type PageLoader, prefetch, searchParamsOf } from '../lib/route-loader';
import { prefetchTeacherSearch } from '../features/teachers/teacher-search-data';

/**
 * `/teachers[/{language}[/{country}]]` (001 §2.5). A page load is routed by the server first (the
 * 302 without a language, the auto-match redirect, the not-found page); a navigation inside the app
 * applies the same domain rules here: unknown language -> not found, no language -> the redirect target.
 */
export default function TeacherSearchPage() {
  const { language, country } = useParams();
  const [params] = useSearchParams();
  const { foundation } = useViewer();
  const languages = useQuery(allLanguagesQuery());
  if (languages.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ErrorState onRetry={() => void languages.refetch()} />
      </div>
    );
  if (!languages.data || foundation === undefined) return <PageFallback />;
  const configured = languages.data.data.languages.map((l) => l.text_code);
  const segments = [language, country].filter((s): s is string => s !== undefined && s !== '');
  const route = resolveTeachersRoute({ segments, languages: configured });
  if (route.kind === 'notFound') return <NotFoundScreen />;
  const learning = foundation ? getLearningLanguage(foundation) : null;
  if (route.kind === 'noLanguage' || route.kind === 'teacherType') {
    const redirect = getNoLanguageRedirect({
      teacherType: route.kind === 'teacherType' ? route.teacherType : null,
      learningLanguage: learning,
      languages: configured,
      query: toRawQuery(params),
      country: route.kind === 'teacherType' ? route.country : undefined,
    });
    return <Navigate to={redirect.location} replace />;
  }
  const target = getTeachersSearchTarget({ route, learningLanguage: learning, languages: configured });
  if (!target) return <NotFoundScreen />;
  return (
    <ComposedTeacherSearch
      key={`${target.language}/${target.speakingLanguage ?? ''}`}
      mode="search"
      language={target.language}
      country={target.country}
      speakingLanguage={target.speakingLanguage}
    />
  );
}

/**
 * What the page needs to resolve its address (the languages, and the session for the learning
 * language), then the page of teachers the address asks for, in the viewer's zone.
 */
export const loader: PageLoader = async ({ params, request }, { queryClient, timeZone, now }) => {
  const [, viewer] = await Promise.all([prefetch(queryClient, allLanguagesQuery()), loadViewer(queryClient)]);
  const languages = queryClient.getQueryData(allLanguagesQuery().queryKey)?.data.languages;
  if (!languages || viewer === undefined) return;
  const segments = [params.language, params.country].filter((s): s is string => s !== undefined && s !== '');
  const route = resolveTeachersRoute({ segments, languages: languages.map((l) => l.text_code) });
  if (route.kind !== 'language' && route.kind !== 'speaking') return;
  const learningLanguage = viewer ? getLearningLanguage(viewer) : null;
  const target = getTeachersSearchTarget({ route, learningLanguage, languages: languages.map((l) => l.text_code) });
  if (!target) return;
  await prefetchTeacherSearch(queryClient, {
    query: parseTeacherSearchQuery(toRawQuery(searchParamsOf(request))),
    language: target.language,
    country: target.country,
    speakingLanguage: target.speakingLanguage,
    mode: 'search',
    now,
    zone: viewer?.user.timezone_iana ?? timeZone,
  });
};
