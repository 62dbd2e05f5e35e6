import { ApiClientError, WEB_ROUTES } from '@app/api';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClass } from '../components/button';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { TeachingNav } from '../components/teaching-nav';
import { ErrorState, NoPermissionScreen } from '../components/status-screens';
import { SignedInPage } from '../features/session/signed-in-page';
import { teachingTopicsQuery } from '../features/teaching-topics/api/teaching-topics';
import { TopicListItem } from '../features/teaching-topics/topic-list-item';
import { useT } from '../i18n/i18n-provider';
import { loadViewer, type PageLoader, prefetch } from '../lib/route-loader';
import { usePageTitle } from '../lib/use-page-title';

/** `/teaching/topics`: the teacher's topics, newest first, with Edit and Archive (issue 14). */
export default function TeachingTopicsPage() {
  const t = useT();
  usePageTitle(t('teachingTopics.title'));
  return <SignedInPage skeleton={<ListSkeleton />}>{() => <TopicList />}</SignedInPage>;
}

function ListSkeleton() {
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8">
      <LoadingRegion label={t('teachingTopics.loading')}>
        <ul className="space-y-3">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-28 w-full rounded-2xl" />
            </li>
          ))}
        </ul>
      </LoadingRegion>
    </section>
  );
}

function TopicList() {
  const t = useT();
  const list = useQuery(teachingTopicsQuery);
  if (list.error instanceof ApiClientError && list.error.status === 403)
    return <NoPermissionScreen text={t('teachingTopics.notTeacherText')} />;
  if (list.isError && !list.data)
    return (
      <section className="mx-auto w-full max-w-4xl px-4 py-8">
        <ErrorState onRetry={() => void list.refetch()} />
      </section>
    );
  if (!list.data) return <ListSkeleton />;
  const topics = list.data.data.topics;
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8">
      <TeachingNav />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('teachingTopics.title')}</h1>
        <Link to={WEB_ROUTES.teachingTopicNew} className={buttonClass({})} data-testid="new-topic">
          {t('teachingTopics.newTopic')}
        </Link>
      </div>
      <p className="mt-2 text-sm text-slate-700">{t('teachingTopics.intro')}</p>
      {topics.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700" data-testid="topics-empty">
          {t('teachingTopics.empty')}
        </p>
      ) : (
        <ul className="mt-6 space-y-3" data-testid="topic-list">
          {topics.map((topic) => (
            <TopicListItem key={topic.id} topic={topic} />
          ))}
        </ul>
      )}
    </section>
  );
}

export const loader: PageLoader = async (_args, { queryClient, shell }) => {
  if (await loadViewer(shell)) await prefetch(queryClient, teachingTopicsQuery);
};
