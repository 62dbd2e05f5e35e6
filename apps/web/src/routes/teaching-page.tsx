import { ApiClientError, type CallResult, type getTeaching, WEB_ROUTES } from '@app/api';
import { Link } from 'react-router';
import { type InfiniteData, useInfiniteQuery, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button, buttonClass } from '../components/button';
import { type ListScope, ScopeTabs, useListScope } from '../components/scope-tabs';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState, NoPermissionScreen } from '../components/status-screens';
import { TeachingNav } from '../components/teaching-nav';
import { SignedInPage } from '../features/session/signed-in-page';
import { ZoneNote } from '../components/zone-note';
import TeacherRoomSection from '../features/meeting-room/teacher-room-section';
import { TeachingClassItem } from '../features/teaching/teaching-class-item';
import { TeachingLessonItem } from '../features/teaching/teaching-lesson-item';
import { teachingQuery } from '../features/teaching/api/teaching';
import { useT } from '../i18n/i18n-provider';
import { useNow } from '../lib/use-now';
import { usePageTitle } from '../lib/use-page-title';
import { listScopeOf } from '../components/scope-tabs';
import { loadViewer, type PageLoader, prefetch, prefetchInfinite, searchParamsOf } from '../lib/route-loader';
import { teacherRoomQuery } from '../features/meeting-room/api/teacher-room';

/**
 * `/teaching`: the teacher's own group classes and the one-to-one lessons booked with them, Upcoming
 * (soonest first) and Past (latest first), with Cancel class where 000 §6 allows it. Whether the
 * viewer is a teacher is the server's answer (403 NotATeacher), not guessed from the role here.
 */
export default function TeachingPage() {
  const t = useT();
  const scope = useListScope();
  usePageTitle(t('teaching.title'));
  return (
    <SignedInPage
      skeleton={
        <section className="mx-auto w-full max-w-4xl px-4 py-8">
          <ListSkeleton />
        </section>
      }
    >
      {(user) => <TeachingSchedule key={scope} scope={scope} teacherId={user.user_id} />}
    </SignedInPage>
  );
}

function ListSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('teaching.loading')}>
      <ul className="mt-5 space-y-3">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <Skeleton className="h-36 w-full rounded-2xl" />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}

function TeachingSchedule({ scope, teacherId }: { scope: ListScope; teacherId: number }) {
  const t = useT();
  const list = useInfiniteQuery(teachingQuery(scope));
  if (list.error instanceof ApiClientError && list.error.status === 403)
    return (
      <>
        <NoPermissionScreen text={t('teaching.notTeacherText')} />
        <p className="pb-12 text-center">
          <Link to={WEB_ROUTES.teachingApply} className={buttonClass()}>
            {t('common.navBecomeTeacher')}
          </Link>
        </p>
      </>
    );
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8">
      <TeachingNav />
      <h1 className="text-2xl font-bold sm:text-3xl">{t('teaching.title')}</h1>
      <TeacherRoomSection />
      <ScopeTabs
        path="/teaching"
        scope={scope}
        label={t('teaching.tabsLabel')}
        labels={{ upcoming: t('teaching.upcoming'), past: t('teaching.past') }}
      />
      <TeachingList list={list} scope={scope} teacherId={teacherId} />
    </section>
  );
}

function TeachingList({
  list,
  scope,
  teacherId,
}: {
  list: UseInfiniteQueryResult<InfiniteData<CallResult<typeof getTeaching>>>;
  scope: ListScope;
  teacherId: number;
}) {
  const t = useT();
  // Statuses move with the clock (Upcoming -> Currently live -> Completed).
  const now = useNow(30_000);
  if (list.isError && !list.data)
    return (
      <div className="mt-6">
        <ErrorState onRetry={() => void list.refetch()} />
      </div>
    );
  if (!list.data) return <ListSkeleton />;
  const rows = list.data.pages.flatMap((page) => page.data.items);
  if (rows.length === 0) {
    return (
      <p className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700" data-testid="teaching-empty">
        {t(scope === 'upcoming' ? 'teaching.emptyUpcoming' : 'teaching.emptyPast')}
      </p>
    );
  }
  return (
    <>
      <ZoneNote className="mt-4" />
      <ul className="mt-3 space-y-3" data-testid="teaching-list" data-scope={scope}>
        {rows.map((row) =>
          row.kind === 'lesson' ? (
            <TeachingLessonItem key={`lesson-${row.id}`} row={row} now={now} />
          ) : (
            <TeachingClassItem key={`class-${row.group_class_id}`} row={row} teacherId={teacherId} now={now} />
          ),
        )}
      </ul>
      {list.isFetchNextPageError ? (
        <div className="mt-4">
          <ErrorState onRetry={() => void list.fetchNextPage()} />
        </div>
      ) : null}
      {list.hasNextPage && !list.isFetchNextPageError ? (
        <div className="mt-5 text-center">
          <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {t('teaching.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** The schedule of the address's tab, for a signed-in user (a visitor goes to sign in). */
export const loader: PageLoader = async ({ request }, { queryClient, shell }) => {
  if (!(await loadViewer(shell))) return;
  await Promise.all([
    prefetchInfinite(queryClient, teachingQuery(listScopeOf(searchParamsOf(request)))),
    prefetch(queryClient, teacherRoomQuery()),
  ]);
};
