import { parseTeacherSearchQuery } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageFallback } from '../app/layout/page-fallback';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { getLearningLanguage } from '../features/session/learning-language';
import { useViewer } from '../lib/viewer';
import { ComposedTeacherSearch } from './teacher-search-composition';
import { allLanguagesQuery } from '../lib/api/all-languages';
import { loadViewer, notFound, type PageLoader, prefetch, searchParamsOf } from '../lib/route-loader';
import { prefetchComposedTeacherSearch } from './teacher-search-reads';
import { toRawQuery } from '../features/teachers/use-teacher-search-query';
import { resolveInstantLessonsLanguage } from '../features/teachers/teacher-search-address';

/**
 * `/instant-lessons[/{language}]` (001 §2.5 "Instant lessons page: the same search restricted to
 * instant-lesson teachers"), 9 per page. Without a language: the user's learning language, else English.
 */
export default function InstantLessonsPage() {
  const { language } = useParams();
  const { foundation } = useViewer();
  const languages = useQuery(allLanguagesQuery());
  if (languages.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ErrorState onRetry={() => void languages.refetch()} />
      </div>
    );
  if (!languages.data || foundation === undefined) return <PageFallback />;
  const pageLanguage = resolveInstantLessonsLanguage({
    segment: language,
    languages: languages.data.data.languages.map((l) => l.text_code),
    learningLanguage: getLearningLanguage(foundation),
  });
  if (pageLanguage === null) return <NotFoundScreen />;
  return <ComposedTeacherSearch key={pageLanguage} mode="instant" language={pageLanguage} />;
}

/**
 * What the page needs to resolve its address (the languages, and the session for the learning
 * language), then everything the page shows, from the first page of instant-lesson teachers to the
 * bottom blocks, in the viewer's zone. A language the
 * site does not teach is not found.
 */
export const loader: PageLoader = async ({ params, request }, { queryClient, shell, locale, timeZone, now }) => {
  const [, viewer] = await Promise.all([prefetch(queryClient, allLanguagesQuery()), loadViewer(shell)]);
  const languages = queryClient.getQueryData(allLanguagesQuery().queryKey)?.data.languages;
  if (!languages || viewer === undefined) return;
  const language = resolveInstantLessonsLanguage({
    segment: params.language,
    languages: languages.map((l) => l.text_code),
    learningLanguage: getLearningLanguage(viewer),
  });
  if (language === null) notFound();
  await prefetchComposedTeacherSearch(queryClient, {
    query: parseTeacherSearchQuery(toRawQuery(searchParamsOf(request))),
    language,
    mode: 'instant',
    now,
    zone: viewer?.user.timezone_iana ?? timeZone,
    locale,
    signedIn: viewer !== null,
  });
};
