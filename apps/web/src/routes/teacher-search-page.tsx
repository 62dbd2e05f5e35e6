import { parseTeacherSearchQuery } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { Navigate, redirect, useParams, useSearchParams } from 'react-router';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { getLearningLanguage } from '../features/session/learning-language';
import { useViewer } from '../lib/viewer';
import { ComposedTeacherSearch } from './teacher-search-composition';
import { toRawQuery } from '../features/teachers/use-teacher-search-query';
import { PageFallback } from '../app/layout/page-fallback';
import { allLanguagesQuery } from '../lib/api/all-languages';
import { loadViewer, notFound, type PageLoader, prefetch, searchParamsOf } from '../lib/route-loader';
import { prefetchComposedTeacherSearch } from './teacher-search-reads';
import { resolveTeacherSearchAddress } from '../features/teachers/teacher-search-address';

/**
 * `/teachers[/{language}[/{country}]]` (001 §2.5). A page load is routed by the server first (the
 * 302 without a language, the auto-match redirect, the 404); a navigation inside the app applies the
 * same domain rules in the loader: unknown language -> not found, no language -> the redirect target.
 * The page applies them again only when the loader could not (its read of the languages failed).
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
  const address = resolveTeacherSearchAddress({
    segments: [language, country],
    languages: languages.data.data.languages.map((l) => l.text_code),
    learningLanguage: foundation ? getLearningLanguage(foundation) : null,
    query: toRawQuery(params),
  });
  if (address.kind === 'notFound') return <NotFoundScreen />;
  if (address.kind === 'redirect') return <Navigate to={address.location} replace />;
  return (
    <ComposedTeacherSearch
      key={`${address.language}/${address.speakingLanguage ?? ''}`}
      mode="search"
      language={address.language}
      country={address.country}
      speakingLanguage={address.speakingLanguage}
    />
  );
}

/**
 * What the page needs to resolve its address (the languages, and the session for the learning
 * language), then everything the page shows down to its bottom blocks, in the viewer's zone. An address that
 * names no search stops here (the not-found screen, or the redirect), so the server answers its status.
 */
export const loader: PageLoader = async ({ params, request }, { queryClient, shell, locale, timeZone, now }) => {
  const [, viewer] = await Promise.all([prefetch(queryClient, allLanguagesQuery()), loadViewer(shell)]);
  const languages = queryClient.getQueryData(allLanguagesQuery().queryKey)?.data.languages;
  if (!languages || viewer === undefined) return;
  const raw = toRawQuery(searchParamsOf(request));
  const address = resolveTeacherSearchAddress({
    segments: [params.language, params.country],
    languages: languages.map((l) => l.text_code),
    learningLanguage: viewer ? getLearningLanguage(viewer) : null,
    query: raw,
  });
  if (address.kind === 'notFound') notFound();
  if (address.kind === 'redirect') throw redirect(address.location);
  await prefetchComposedTeacherSearch(queryClient, {
    query: parseTeacherSearchQuery(raw),
    language: address.language,
    country: address.country,
    speakingLanguage: address.speakingLanguage,
    mode: 'search',
    now,
    zone: viewer?.user.timezone_iana ?? timeZone,
    locale,
    signedIn: viewer !== null,
  });
};
