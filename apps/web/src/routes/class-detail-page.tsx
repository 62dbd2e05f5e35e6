import { ApiClientError, getGroupClassDetail, getWallet, type GroupClassDetail } from '@app/api';
import { BOOKING_REFRESH_DELAY_MS } from '@app/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Skeleton } from '../components/skeleton';
import { ErrorState, NoPermissionScreen, NotFoundScreen } from '../components/status-screens';
import { BookFlowPrompts } from '../features/booking/book-flow-prompts';
import { useBookFlow } from '../lib/booking/use-book-flow';
import { BookedOrderCard } from '../features/class-detail/booked-order-card';
import { BookingSuccessModal } from '../features/class-detail/booking-success-modal';
import { ClassAbout } from '../features/class-detail/class-about';
import { ClassBookPanel } from '../features/class-detail/class-book-panel';
import { ClassHeader } from '../features/class-detail/class-header';
import { ClassStatusPanel } from '../features/class-detail/class-status-panel';
import { getClassViewState } from '../features/class-detail/class-view-state';
import { CourseBlock } from '../features/class-detail/course-block';
import { ProblemReportDialog } from '../features/class-detail/problem-report-dialog';
import { loadedClassPageGate, needsLanguages, useClassPageGate } from '../features/class-detail/use-class-page-gate';
import { useDropClass } from '../features/class-detail/use-drop-class';
import { useViewer } from '../lib/viewer';
import { useT } from '../i18n/i18n-provider';
import { apiQueryKey } from '../lib/api-query';
import { useNow } from '../lib/use-now';
import { usePageTitle } from '../lib/use-page-title';
import { usePageViewEvent } from '../lib/events/use-page-view-event';
import { classPageToggleQuery } from '../features/class-detail/api/class-page-toggle';
import { allLanguagesQuery } from '../lib/api/all-languages';
import { classDetailQuery } from '../lib/api/class-detail';
import { loadViewer, notFound, notFoundIfMissing, type PageLoader, prefetch, searchParamsOf } from '../lib/route-loader';
import { teachingClassQuery } from '../features/teaching-class/api/teaching-class';
import { PageFallback } from '../app/layout/page-fallback';
import type { PageHeadFunction } from '../lib/page-head';
import { eventStructuredData } from '../lib/structured-data';

// The teacher's own view of the class (roster, attendance, meeting room, with their forms' schemas)
// is code only the class's teacher runs: students and visitors never load it.
const TeacherClassView = lazy(() => import('./teacher-class-view').then((m) => ({ default: m.TeacherClassView })));

/** Fine enough that Join class opens within seconds of start - 10 min, coarse enough to stay idle. */
const CLASS_PAGE_TICK_MS = 5_000;
/** While the join window is open but the meeting details have not arrived yet (clocks differ a little). */
const MEETING_REFETCH_MS = 5_000;

function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** `/group-class-online/class/:id` (000 §2.B): the class before booking, or the student's booking after it. */
export default function ClassDetailPage() {
  const id = parseId(useParams().id);
  return id === null ? <NotFoundScreen /> : <ClassDetail classId={id} />;
}

function ClassDetail({ classId }: { classId: number }) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const { user } = useViewer();
  const now = useNow(CLASS_PAGE_TICK_MS);
  const detail = useQuery(classDetailQuery({ id: classId }));
  const gate = useClassPageGate({ courseId: detail.data ? detail.data.data.group_class.course_id : undefined, searchParams });
  usePageTitle(detail.data?.data.group_class.title ?? t('classPage.pageTitle'));
  usePageViewEvent('class', { itemId: classId, ready: detail.data !== undefined });

  // Join opens by itself at start - 10 min: the rule flips with `now`, then the meeting details are fetched.
  const waitingForMeeting = detail.data ? needsMeetingDetails(detail.data.data, user?.user_id, now) : false;
  const refetchDetail = detail.refetch;
  useEffect(() => {
    if (!waitingForMeeting) return;
    void refetchDetail();
    const timer = setInterval(() => {
      void refetchDetail();
    }, MEETING_REFETCH_MS);
    return () => {
      clearInterval(timer);
    };
  }, [waitingForMeeting, refetchDetail]);

  if (detail.error instanceof ApiClientError && detail.error.status === 404) return <NotFoundScreen />;
  if (detail.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ErrorState onRetry={() => void detail.refetch()} />
      </div>
    );
  if (!detail.data || gate === undefined) return <ClassDetailSkeleton />;
  if (gate.view === 'no-permission') return <NoPermissionScreen />;
  if (gate.view === 'not-found') return <NotFoundScreen />;
  // Issue 14: the class's own teacher gets her view (roster, Join, Cancel, attendance), not the Book panel.
  if (user && user.user_id === detail.data.data.group_class.teacher_id)
    return (
      <Suspense fallback={<PageFallback />}>
        <TeacherClassView detail={detail.data.data} now={now} />
      </Suspense>
    );
  return <ClassDetailView detail={detail.data.data} now={now} />;
}

/** The join window is open for this viewer's seat but the answer still has no meeting details. */
function needsMeetingDetails(detail: GroupClassDetail, viewerId: number | undefined | null, now: number): boolean {
  const state = getClassViewState({ detail, viewerId, now });
  return Boolean(state.actions?.showMeetingDetails) && detail.group_class.communication_tools === null;
}

function ClassDetailView({ detail, now }: { detail: GroupClassDetail; now: number }) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const { user } = useViewer();
  const queryClient = useQueryClient();
  const flow = useBookFlow();
  const cls = detail.group_class;
  const state = getClassViewState({ detail, viewerId: user?.user_id, now });
  const [dropOpen, setDropOpen] = useState(false);
  const [problemOpen, setProblemOpen] = useState(false);
  const bookingSuccess = Boolean(searchParams.get('bookingSuccess'));

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: apiQueryKey(getGroupClassDetail) }),
        queryClient.invalidateQueries({ queryKey: apiQueryKey(getWallet) }),
      ]),
    [queryClient],
  );

  // 000 §4 "8. After a booking, a 1 s pause precedes the refresh."
  useEffect(() => {
    if (!bookingSuccess) return;
    const timer = setTimeout(() => {
      void refresh();
    }, BOOKING_REFRESH_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [bookingSuccess, refresh]);

  const seatIdParam = Number(searchParams.get('studentBookedID'));
  const seatId = state.seat?.id ?? (Number.isInteger(seatIdParam) && seatIdParam > 0 ? seatIdParam : null);
  const drop = useDropClass({
    classId: cls.id,
    seatId: seatId ?? 0,
    start: cls.start_time,
    classStatus: cls.status,
    courseId: cls.course_id,
    refresh,
  });

  const closeBookedModal = () => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('bookingSuccess');
        return next;
      },
      { replace: true },
    );
  };

  const booked = state.seat !== undefined && state.headline !== null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:py-10">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:col-start-1">
          <ClassHeader groupClass={cls} />
        </div>
        <aside className="space-y-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          {user && booked ? (
            <ClassStatusPanel
              detail={detail}
              viewerId={user.user_id}
              now={now}
              onDrop={() => {
                setDropOpen(true);
              }}
              onReportProblem={() => {
                setProblemOpen(true);
              }}
              dropBusy={drop.isPending}
            />
          ) : null}
          {state.seat === undefined || state.seat.status === 'CANCELLED' ? (
            <ClassBookPanel detail={detail} viewerId={user?.user_id} flow={flow} />
          ) : null}
        </aside>
        <div className="min-w-0 space-y-6 lg:col-start-1">
          {booked ? <BookedOrderCard detail={detail} state={state} /> : <ClassAbout detail={detail} state={state} />}
          {detail.group_course ? <CourseBlock course={detail.group_course} topicId={cls.topic_id} /> : null}
        </div>
      </div>

      <BookFlowPrompts flow={flow} />
      <ConfirmDialog
        open={dropOpen}
        title={t('classPage.dropConfirmTitle')}
        text={t('classPage.dropConfirmText')}
        confirmLabel={t('classPage.dropClass')}
        busy={drop.isPending}
        onClose={() => {
          setDropOpen(false);
        }}
        onConfirm={() => {
          setDropOpen(false);
          if (seatId !== null) drop.mutate();
        }}
      />
      <ProblemReportDialog
        open={problemOpen}
        classId={cls.id}
        onClose={() => {
          setProblemOpen(false);
        }}
        onReported={() => void refresh()}
      />
      <BookingSuccessModal
        open={bookingSuccess && booked}
        onClose={closeBookedModal}
        title={cls.title}
        start={cls.start_time}
        end={cls.end_time}
      />
    </div>
  );
}

function ClassDetailSkeleton() {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:py-10" role="status" aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-3">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-6 w-64" />
          <Skeleton className="h-64" />
        </div>
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}

/**
 * The class and what gates its page (001 §2.4): the toggle, and the languages when the address names
 * one (a course's class with a language the site does not teach is not found); for the class's own
 * teacher, her view of it (issue 14).
 */
export const loader: PageLoader = async ({ params, request }, { queryClient, shell }) => {
  const id = parseId(params.id);
  if (id === null) notFound();
  const searchParams = searchParamsOf(request);
  const [viewer] = await Promise.all([
    loadViewer(shell),
    prefetch(queryClient, classDetailQuery({ id })),
    prefetch(queryClient, classPageToggleQuery()),
    needsLanguages(searchParams) ? prefetch(queryClient, allLanguagesQuery()) : undefined,
  ]);
  notFoundIfMissing(queryClient, classDetailQuery({ id }));
  const cls = queryClient.getQueryData(classDetailQuery({ id }).queryKey)?.data.group_class;
  if (cls && loadedClassPageGate(queryClient, { courseId: cls.course_id, searchParams })?.view === 'not-found') notFound();
  if (viewer && viewer.user.user_id === cls?.teacher_id) await prefetch(queryClient, teachingClassQuery({ id }));
};

/** The class's title and introduction, and a schema.org Event. */
export const head: PageHeadFunction = ({ params, url, queryClient, t }) => {
  const id = parseId(params.id);
  const detail = id === null ? undefined : queryClient.getQueryData(classDetailQuery({ id }).queryKey)?.data;
  if (!detail) return { title: t('classPage.pageTitle') };
  return { title: detail.group_class.title, description: detail.group_class.intro, structuredData: eventStructuredData({ detail, url }) };
};
