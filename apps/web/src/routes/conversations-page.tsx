import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button, buttonClass } from '../components/button';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState } from '../components/status-screens';
import { ConversationListItem } from '../features/messages/conversation-list-item';
import { conversationsQuery } from '../features/messages/api/conversations';
import { SignedInPage } from '../features/session/signed-in-page';
import { useT } from '../i18n/i18n-provider';
import { usePageTitle } from '../lib/use-page-title';
import { loadViewer, type PageLoader, prefetchInfinite } from '../lib/route-loader';

/** `/conversations`: the user's threads, latest message first, unread ones marked. */
export default function ConversationsPage() {
  const t = useT();
  usePageTitle(t('messages.listTitle'));
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('messages.listTitle')}</h1>
      <SignedInPage skeleton={<ListSkeleton />}>{(user) => <ConversationList viewerId={user.user_id} />}</SignedInPage>
    </section>
  );
}

function ListSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('messages.loading')}>
      <ul className="mt-6 space-y-2">
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i}>
            <Skeleton className="h-16 w-full" />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}

function ConversationList({ viewerId }: { viewerId: number }) {
  const t = useT();
  const list = useInfiniteQuery({ ...conversationsQuery(), refetchInterval: 30_000 });
  if (list.isError && !list.data)
    return (
      <div className="mt-6">
        <ErrorState onRetry={() => void list.refetch()} />
      </div>
    );
  if (!list.data) return <ListSkeleton />;
  const threads = list.data.pages.flatMap((page) => page.data.conversations);
  if (threads.length === 0) {
    return (
      <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center" data-testid="conversations-empty">
        <p className="text-slate-700">{t('messages.listEmpty')}</p>
        <Link to="/group-class" className={`${buttonClass()} mt-4`}>
          {t('messages.findTeacher')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul
        className="mt-6 divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white"
        data-testid="conversation-list"
      >
        {threads.map((summary) => (
          <ConversationListItem key={summary.conversation_id} summary={summary} viewerId={viewerId} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <div className="mt-4 text-center">
          <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {t('myClasses.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

export const loader: PageLoader = async (_args, { queryClient, shell }) => {
  if (await loadViewer(shell)) await prefetchInfinite(queryClient, conversationsQuery());
};
