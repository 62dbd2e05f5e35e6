import { ApiClientError, WEB_ROUTES } from '@app/api';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { TeachingNav } from '../components/teaching-nav';
import { ErrorState, NoPermissionScreen, NotFoundScreen } from '../components/status-screens';
import { SignedInPage } from '../features/session/signed-in-page';
import { teachingTopicQuery } from '../features/teaching-topics/api/teaching-topics';
import { TopicFiles } from '../features/teaching-topics/topic-files';
import { TopicForm } from '../features/teaching-topics/topic-form';
import { useSaveTopic } from '../features/teaching-topics/use-topic-actions';
import { topicNoteTexts } from '../features/topic/topic-notes';
import { useT } from '../i18n/i18n-provider';
import { parseRouteId } from '../lib/route-id';
import { loadViewer, type PageLoader, prefetch } from '../lib/route-loader';
import { usePageTitle } from '../lib/use-page-title';
import { FormSkeleton } from './teaching-topic-new-page';

/** `/teaching/topics/:id/edit`: the topic form with the booked-class lock, the cover and the materials. */
export default function TeachingTopicEditPage() {
  const t = useT();
  usePageTitle(t('teachingTopics.editTitle'));
  const id = parseRouteId(useParams().id);
  if (id === null) return <NotFoundScreen />;
  return <SignedInPage skeleton={<FormSkeleton />}>{() => <EditTopic id={id} />}</SignedInPage>;
}

function EditTopic({ id }: { id: number }) {
  const t = useT();
  const topic = useQuery(teachingTopicQuery(id));
  const save = useSaveTopic(id);
  if (topic.error instanceof ApiClientError && topic.error.status === 403)
    return <NoPermissionScreen text={t('teachingTopics.notTeacherText')} />;
  if (topic.error instanceof ApiClientError && topic.error.status === 404) return <NotFoundScreen />;
  if (topic.isError && !topic.data) return <ErrorState onRetry={() => void topic.refetch()} />;
  if (!topic.data) return <FormSkeleton />;
  const { topic: current, options } = topic.data.data;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <TeachingNav />
      <Link to={WEB_ROUTES.teachingTopics} className="text-sm text-brand-700 underline">
        {t('teachingTopics.backToList')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{t('teachingTopics.editTitle')}</h1>
      {current.status === 'ARCHIVED' ? (
        <p className="mt-3 rounded-lg bg-slate-100 p-3 text-sm text-slate-800" data-testid="topic-archived-note">
          {t('teachingTopics.archivedNote')}
        </p>
      ) : null}
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <TopicForm
          // A saved topic starts the form again from what the server kept.
          key={`${current.id}-${save.isSuccess ? save.submittedAt : 0}`}
          topic={current}
          options={options}
          busy={save.isPending}
          serverError={save.error}
          notesFor={(category, duration) => topicNoteTexts(t, { category, duration })}
          onSubmit={(draft) => {
            save.mutate(draft);
          }}
        />
        <TopicFiles topic={current} />
      </div>
    </section>
  );
}

export const loader: PageLoader = async ({ params }, { queryClient, shell }) => {
  const id = parseRouteId(params.id);
  if (id !== null && (await loadViewer(shell))) await prefetch(queryClient, teachingTopicQuery(id));
};
