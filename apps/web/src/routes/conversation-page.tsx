import { ApiClientError, type Foundation, listConversations, markConversationRead } from '@app/api';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Avatar } from '../components/avatar';
import { Button } from '../components/button';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { MessageBubble } from '../features/messages/message-bubble';
import { MessageComposer } from '../features/messages/message-composer';
import { threadQuery } from '../features/messages/api/conversations';
import { teacherProfileHref, userProfileHref } from '../lib/profile-paths';
import { SignedInPage } from '../features/session/signed-in-page';
import { ZoneNote } from '../components/zone-note';
import { useT } from '../i18n/i18n-provider';
import { api } from '../lib/api-client';
import { apiQueryKey } from '../lib/api-query';
import { usePageTitle } from '../lib/use-page-title';
import { parseRouteId } from '../lib/route-id';
import { loadViewer, type PageLoader, prefetchInfinite } from '../lib/route-loader';

/** New messages from the other person show up without a reload. */
const THREAD_REFRESH_MS = 15_000;

/** `/conversation/:id` (id = the other person's user id): the thread and the box to write in. */
export default function ConversationPage() {
  const t = useT();
  const userId = parseRouteId(useParams().id);
  if (userId === null) return <NotFoundScreen />;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6">
      <Link to="/conversations" className="text-sm font-medium text-brand-700 hover:underline">
        ← {t('messages.back')}
      </Link>
      <SignedInPage skeleton={<ThreadSkeleton />}>{(viewer) => <Thread key={userId} userId={userId} viewer={viewer} />}</SignedInPage>
    </section>
  );
}

function ThreadSkeleton() {
  const t = useT();
  usePageTitle(t('messages.listTitle'));
  return (
    <LoadingRegion label={t('messages.loading')}>
      <Skeleton className="mt-4 h-12 w-64" />
      <div className="mt-6 space-y-3">
        <Skeleton className="h-14 w-2/3" />
        <Skeleton className="ml-auto h-14 w-2/3" />
      </div>
      <Skeleton className="mt-6 h-28 w-full" />
    </LoadingRegion>
  );
}

function Thread({ userId, viewer }: { userId: number; viewer: Foundation['user'] }) {
  const t = useT();
  const queryClient = useQueryClient();
  const thread = useInfiniteQuery({ ...threadQuery(userId), refetchInterval: THREAD_REFRESH_MS });
  const peer = thread.data?.pages[0]?.data.user;
  usePageTitle(peer ? t('messages.threadTitle', { name: peer.nickname }) : t('messages.listTitle'));
  const endRef = useRef<HTMLDivElement>(null);
  const newest = thread.data?.pages[0]?.data.messages.at(-1)?.id;

  // Reading the thread changes nothing on the server: once messages to the viewer are shown
  // unread, the page marks the thread read (a POST), and the list's unread marks follow.
  const unreadToViewer =
    thread.data?.pages
      .flatMap((page) => page.data.messages)
      .filter((m) => m.recipient_id === viewer.user_id && m.read_at === null)
      .map((m) => m.id)
      .join(',') ?? '';
  const markRead = useMutation({
    mutationFn: () => api.call(markConversationRead, { params: { userId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiQueryKey(listConversations) }),
  });
  const { mutate: markShownRead } = markRead;
  useEffect(() => {
    if (unreadToViewer !== '') markShownRead();
  }, [unreadToViewer, markShownRead]);
  useEffect(() => {
    if (newest !== undefined) endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [newest]);

  if (thread.error instanceof ApiClientError && (thread.error.status === 404 || thread.error.status === 400)) return <NotFoundScreen />;
  if (thread.isError && !thread.data)
    return (
      <div className="mt-6">
        <ErrorState onRetry={() => void thread.refetch()} />
      </div>
    );
  if (!thread.data || !peer) return <ThreadSkeleton />;

  // Pages run newest first; each page is oldest first. The screen reads top (oldest) to bottom.
  const messages = [...thread.data.pages].reverse().flatMap((page) => page.data.messages);
  const isSelf = peer.user_id === viewer.user_id;
  const profileHref = peer.is_teacher ? teacherProfileHref({ teacherId: peer.user_id }) : userProfileHref(peer.user_id);
  return (
    <>
      <header className="mt-4 flex items-center gap-3">
        <Avatar src={peer.avatar_file_name} name={peer.nickname} size="md" />
        <div className="min-w-0">
          <h1 className="break-words text-xl font-bold sm:text-2xl">{t('messages.threadTitle', { name: peer.nickname })}</h1>
          <p className="text-sm">
            {peer.is_teacher ? <span className="mr-2 text-slate-600">{t('messages.teacher')}</span> : null}
            <Link to={profileHref} className="font-medium text-brand-700 hover:underline">
              {t('messages.viewProfile')}
            </Link>
          </p>
        </div>
      </header>
      <ZoneNote className="mt-3" />

      {thread.hasNextPage ? (
        <div className="mt-4 text-center">
          <Button variant="secondary" size="sm" onClick={() => void thread.fetchNextPage()} disabled={thread.isFetchingNextPage}>
            {t('messages.olderMessages')}
          </Button>
        </div>
      ) : null}
      {messages.length === 0 ? (
        <p className="mt-6 rounded-xl bg-slate-50 p-4 text-center text-slate-700" data-testid="thread-empty">
          {t('messages.threadEmpty', { name: peer.nickname })}
        </p>
      ) : (
        <ol className="mt-4 space-y-3" data-testid="thread" aria-label={t('messages.threadTitle', { name: peer.nickname })}>
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} mine={message.sender_id === viewer.user_id} />
          ))}
        </ol>
      )}
      <div ref={endRef} />

      <div className="mt-6">
        {isSelf ? (
          <p className="rounded-xl bg-amber-50 p-4 text-amber-900">{t('messages.cannotMessageSelf')}</p>
        ) : (
          <MessageComposer
            viewer={viewer}
            recipientId={peer.user_id}
            onSent={() => {
              void thread.refetch();
              void queryClient.invalidateQueries({ queryKey: apiQueryKey(listConversations) });
            }}
          />
        )}
      </div>
    </>
  );
}

export const loader: PageLoader = async ({ params }, { queryClient, shell }) => {
  const userId = parseRouteId(params.id);
  if (userId !== null && (await loadViewer(shell))) await prefetchInfinite(queryClient, threadQuery(userId));
};
