import { ApiClientError } from '@app/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ReadMore } from '../components/read-more';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { ClassStatusPanel } from '../features/class-detail/class-status-panel';
import { getClassViewState } from '../features/class-detail/class-view-state';
import { MaterialDownload } from '../features/class-detail/material-download';
import { ProblemReportDialog } from '../features/class-detail/problem-report-dialog';
import { signInHref } from '../lib/return-to';
import { useDisplayTime } from '../lib/use-display-time';
import { useViewer } from '../lib/viewer';
import { ZoneNote } from '../components/zone-note';
import { useT } from '../i18n/i18n-provider';
import { useNow } from '../lib/use-now';
import { usePageTitle } from '../lib/use-page-title';
import { parseRouteId } from '../lib/route-id';
import { usePageViewEvent } from '../lib/events/use-page-view-event';
import { courseOrderQuery } from '../features/courses/api/course-order';
import { classDetailQuery } from '../lib/api/class-detail';
import { loadViewer, type PageLoader, prefetch, searchParamsOf } from '../lib/route-loader';

/**
 * 000 §2 page key "group-course class detail (cid = class id, bid = booking id)": one class of a
 * course the student booked. `bid` is the course booking (the course order id, as in
 * `/group-course/order/:id`): it proves the class is the student's and leads back to the course.
 */
export default function GroupCourseClassPage() {
  const [params] = useSearchParams();
  const classId = parseRouteId(params.get('cid'));
  const orderId = parseRouteId(params.get('bid'));
  const { user } = useViewer();
  const location = useLocation();
  if (classId === null || orderId === null) return <NotFoundScreen />;
  if (user === null) return <Navigate to={signInHref(location)} replace />;
  if (user === undefined) return <ClassSkeleton />;
  return <CourseClassView key={`${classId}-${orderId}`} classId={classId} orderId={orderId} studentId={user.user_id} />;
}

function ClassSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('common.loading')}>
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-6">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    </LoadingRegion>
  );
}

function CourseClassView({ classId, orderId, studentId }: { classId: number; orderId: number; studentId: number }) {
  const t = useT();
  const time = useDisplayTime();
  const now = useNow();
  const location = useLocation();
  const navigate = useNavigate();
  const [problemOpen, setProblemOpen] = useState(false);
  const order = useQuery(courseOrderQuery({ id: orderId }));
  const detail = useQuery(classDetailQuery({ id: classId }));
  const cls = detail.data?.data.group_class;
  usePageTitle(cls?.title ?? t('courses.classPageTitle'));
  usePageViewEvent('course_class', { itemId: classId, ready: cls !== undefined });

  const failure = order.error ?? detail.error;
  if (failure instanceof ApiClientError) {
    if (failure.status === 401) return <Navigate to={signInHref(location)} replace />;
    if (failure.status === 404) return <NotFoundScreen />;
  }
  if (failure)
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState
          onRetry={() => {
            void order.refetch();
            void detail.refetch();
          }}
        />
      </div>
    );
  if (!order.data || !detail.data || !cls) return <ClassSkeleton />;

  const { order: booking, group_course: course } = order.data.data;
  // A class of another course, or one this booking holds no seat in, is not this student's page.
  if (cls.course_id !== booking.course_id || !booking.class_seats.some((s) => s.group_class_id === classId)) return <NotFoundScreen />;
  const { material } = getClassViewState({ detail: detail.data.data, viewerId: studentId, now });
  const orderHref = `/group-course/order/${orderId}`;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <Link
        to={orderHref}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        data-testid="back-to-course"
      >
        <span aria-hidden="true">←</span> {t('courses.backToCourse')}
      </Link>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <aside className="min-w-0 lg:sticky lg:top-4 lg:order-last">
          {/* A class of a course is never dropped alone (the domain offers no Drop): its spot is cancelled on the course page. */}
          <ClassStatusPanel
            detail={detail.data.data}
            viewerId={studentId}
            now={now}
            onDrop={() => void navigate(orderHref)}
            onReportProblem={() => {
              setProblemOpen(true);
            }}
          />
        </aside>
        <div className="min-w-0 space-y-6">
          <header>
            <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              {t('courses.classOfCourse', { index: cls.class_index, count: course.class_amount })}
            </p>
            <h1 className="text-2xl font-extrabold leading-tight sm:text-3xl">{cls.title}</h1>
            <p className="mt-1 text-sm text-slate-700">{t('courses.partOfCourse', { title: course.title })}</p>
            <p className="mt-3 text-slate-900">
              <time dateTime={cls.start_time}>
                {time.date(cls.start_time)} · {time.range(cls.start_time, cls.end_time)}
              </time>
            </p>
            <ZoneNote />
          </header>
          <section aria-labelledby="class-description">
            <h2 id="class-description" className="text-lg font-bold">
              {t('courses.description')}
            </h2>
            <ReadMore text={cls.intro} className="mt-2 text-slate-700" />
          </section>
          <MaterialDownload access={material} classId={cls.id} />
        </div>
      </div>
      <ProblemReportDialog
        open={problemOpen}
        classId={classId}
        onClose={() => {
          setProblemOpen(false);
        }}
        onReported={() => void detail.refetch()}
      />
    </div>
  );
}

/** The booking and the class, once the session says who is asking (a visitor goes to sign in). */
export const loader: PageLoader = async ({ request }, { queryClient, shell }) => {
  const params = searchParamsOf(request);
  const classId = parseRouteId(params.get('cid'));
  const orderId = parseRouteId(params.get('bid'));
  if (classId === null || orderId === null || !(await loadViewer(shell))) return;
  await Promise.all([prefetch(queryClient, courseOrderQuery({ id: orderId })), prefetch(queryClient, classDetailQuery({ id: classId }))]);
};
