import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button, buttonClass } from '../components/button';
import { ScopeTabs, useListScope } from '../components/scope-tabs';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState } from '../components/status-screens';
import { MyLessonItem } from '../features/lessons/my-lesson-item';
import { MyClassItem } from '../features/my-classes/my-class-item';
import { type MyClassesScope, myClassesQuery } from '../features/my-classes/api/my-classes';
import { SignedInPage } from '../features/session/signed-in-page';
import { ZoneNote } from '../components/zone-note';
import { useT } from '../i18n/i18n-provider';
import { useNow } from '../lib/use-now';
import { usePageTitle } from '../lib/use-page-title';
import { listScopeOf } from '../components/scope-tabs';
import { loadViewer, type PageLoader, prefetchInfinite, searchParamsOf } from '../lib/route-loader';

/** `/my-classes`: the student's classes, courses and one-to-one lessons, Upcoming (not ended, soonest first) and Past (ended, latest first) tabs. */
export default function MyClassesPage() {
  const t = useT();
  const scope: MyClassesScope = useListScope();
  usePageTitle(t('myClasses.title'));
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('myClasses.title')}</h1>
      <ScopeTabs
        path="/my-classes"
        scope={scope}
        label={t('myClasses.tabsLabel')}
        labels={{ upcoming: t('myClasses.upcoming'), past: t('myClasses.past') }}
      />
      <SignedInPage skeleton={<ListSkeleton />}>
        {(user) => <MyClassesList key={scope} scope={scope} studentId={user.user_id} />}
      </SignedInPage>
    </section>
  );
}

function ListSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('myClasses.loading')}>
      <ul className="mt-5 space-y-3">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <Skeleton className="h-32 w-full rounded-2xl" />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}

function MyClassesList({ scope, studentId }: { scope: MyClassesScope; studentId: number }) {
  const t = useT();
  // Statuses move with the clock (Upcoming -> Currently live -> Completed).
  const now = useNow(30_000);
  const list = useInfiniteQuery(myClassesQuery(scope));
  if (list.isError && !list.data)
    return (
      <div className="mt-6">
        <ErrorState onRetry={() => void list.refetch()} />
      </div>
    );
  if (!list.data) return <ListSkeleton />;
  const rows = list.data.pages.flatMap((page) => page.data.classes);
  if (rows.length === 0) {
    return (
      <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center" data-testid="my-classes-empty">
        <p className="text-slate-700">{t(scope === 'upcoming' ? 'myClasses.emptyUpcoming' : 'myClasses.emptyPast')}</p>
        <Link to="/group-class" className={`${buttonClass()} mt-4`}>
          {t('myClasses.findClass')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ZoneNote className="mt-4" />
      <ul className="mt-3 space-y-3" data-testid="my-classes-list" data-scope={scope}>
        {rows.map((row) =>
          row.kind === 'lesson' ? (
            <MyLessonItem key={`lesson-${row.student_booked_id}`} row={row} now={now} />
          ) : (
            <MyClassItem key={`${row.kind}-${row.student_booked_id}`} row={row} studentId={studentId} now={now} />
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
            {t('myClasses.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** The list of the address's tab, for a signed-in user (a visitor goes to sign in). */
export const loader: PageLoader = async ({ request }, { queryClient, shell }) => {
  if (await loadViewer(shell)) await prefetchInfinite(queryClient, myClassesQuery(listScopeOf(searchParamsOf(request))));
};
