import { ApiClientError, WEB_ROUTES } from '@app/api';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Skeleton } from '../components/skeleton';
import { TeachingNav } from '../components/teaching-nav';
import { ErrorState, NoPermissionScreen } from '../components/status-screens';
import { SignedInPage } from '../features/session/signed-in-page';
import { teachingTopicsQuery } from '../features/teaching-topics/api/teaching-topics';
import { TopicForm } from '../features/teaching-topics/topic-form';
import { topicEditPath } from '../features/teaching-topics/topic-list-item';
import { useSaveTopic } from '../features/teaching-topics/use-topic-actions';
import { topicNoteTexts } from '../features/topic/topic-notes';
import { useT } from '../i18n/i18n-provider';
import { loadViewer, type PageLoader, prefetch } from '../lib/route-loader';
import { usePageTitle } from '../lib/use-page-title';

/** `/teaching/topics/new`: the topic form; once created, its edit page takes the cover and materials. */
export default function TeachingTopicNewPage() {
  const t = useT();
  usePageTitle(t('teachingTopics.newTitle'));
  return <SignedInPage skeleton={<FormSkeleton />}>{() => <NewTopic />}</SignedInPage>;
}

export function FormSkeleton() {
  return (
    <section className="mx-auto w-full max-w-3xl space-y-4 px-4 py-8">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-96 w-full rounded-2xl" />
    </section>
  );
}

function NewTopic() {
  const t = useT();
  const navigate = useNavigate();
  const options = useQuery(teachingTopicsQuery);
  const save = useSaveTopic(null);
  if (options.error instanceof ApiClientError && options.error.status === 403)
    return <NoPermissionScreen text={t('teachingTopics.notTeacherText')} />;
  if (options.isError && !options.data) return <ErrorState onRetry={() => void options.refetch()} />;
  if (!options.data) return <FormSkeleton />;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <TeachingNav />
      <Link to={WEB_ROUTES.teachingTopics} className="text-sm text-brand-700 underline">
        {t('teachingTopics.backToList')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{t('teachingTopics.newTitle')}</h1>
      <p className="mt-1 text-sm text-slate-700">{t('teachingTopics.uploadsAfterCreate')}</p>
      <div className="mt-6">
        <TopicForm
          topic={null}
          options={options.data.data.options}
          busy={save.isPending}
          serverError={save.error}
          notesFor={(category, duration) => topicNoteTexts(t, { category, duration })}
          onSubmit={(draft) => {
            save.mutate(draft, { onSuccess: (answer) => void navigate(topicEditPath(answer.data.topic.id), { replace: true }) });
          }}
        />
      </div>
    </section>
  );
}

export const loader: PageLoader = async (_args, { queryClient, shell }) => {
  if (await loadViewer(shell)) await prefetch(queryClient, teachingTopicsQuery);
};
