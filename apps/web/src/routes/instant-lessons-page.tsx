import { resolveTeachersRoute } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageFallback } from '../app/layout/page-fallback';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { getLearningLanguage } from '../features/session/learning-language';
import { useViewer } from '../lib/viewer-query';
import { ComposedTeacherSearch } from './teacher-search-composition';
import { allLanguagesQuery } from '../lib/api/all-languages';
import { loadViewer, type PageLoader, prefetch } from '../lib/route-loader';

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
  let pageLanguage = getLearningLanguage(foundation);
  if (language !== undefined) {
    const route = resolveTeachersRoute({ segments: [language], languages: languages.data.data.languages.map((l) => l.text_code) });
    if (route.kind !== 'language') return <NotFoundScreen />;
    pageLanguage = route.language.toLowerCase();
  }
  return <ComposedTeacherSearch key={pageLanguage} mode="instant" language={pageLanguage} />;
}

/** What the page needs to resolve its address: the languages and the session (for the learning language). */
export const loader: PageLoader = async (_args, { queryClient }) => {
  await Promise.all([prefetch(queryClient, allLanguagesQuery()), loadViewer(queryClient)]);
};
