import { ApiClientError } from '@app/api';
import { BOOKING_REFRESH_DELAY_MS, getCoursePriceForDisplay } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { ReadMore } from '../components/read-more';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { categoryName, levelName } from '../lib/catalog-labels';
import { CourseAttendees } from '../features/courses/course-attendees';
import { CourseBookedModal } from '../features/courses/course-booked-modal';
import { CourseClockChangeNote } from '../features/courses/course-clock-change-note';
import { CourseFactsRow } from '../features/courses/course-facts-row';
import { CourseScheduleList } from '../features/courses/course-schedule-list';
import { CourseStatusSection } from '../features/courses/course-status-section';
import { firstClassOf } from '../features/courses/first-class';
import { usePrice } from '../lib/use-price';
import { signInHref } from '../lib/return-to';
import { useViewer } from '../lib/viewer';
import { ZoneNote } from '../components/zone-note';
import { useT } from '../i18n/i18n-provider';
import { useLanguageNames } from '../i18n/language-names';
import { useNow } from '../lib/use-now';
import { usePageTitle } from '../lib/use-page-title';
import { parseRouteId } from '../lib/route-id';
import { usePageViewEvent } from '../lib/events/use-page-view-event';
import { courseOrderQuery } from '../features/courses/api/course-order';
import { loadViewer, type PageLoader, prefetch } from '../lib/route-loader';

/** 000 §2 C: a group course after booking, by course seat id (`/group-course/order/:id`). */
export default function GroupCourseOrderPage() {
  const orderId = parseRouteId(useParams().id);
  const { user } = useViewer();
  const location = useLocation();
  if (orderId === null) return <NotFoundScreen />;
  if (user === null) return <Navigate to={signInHref(location)} replace />;
  if (user === undefined) return <OrderSkeleton />;
  return <CourseOrderView key={orderId} orderId={orderId} studentId={user.user_id} />;
}

function OrderSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('common.loading')}>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
        <Skeleton className="h-48 w-full" />
      </div>
    </LoadingRegion>
  );
}

function CourseOrderView({ orderId, studentId }: { orderId: number; studentId: number }) {
  const t = useT();
  const languageNames = useLanguageNames();
  const price = usePrice();
  const now = useNow();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [bookedOpen, setBookedOpen] = useState(() => params.get('bookingSuccess') === '1');
  const query = useQuery(courseOrderQuery({ id: orderId }));
  const detail = query.data?.data;
  const { refetch } = query;
  // 000 §4 "After a booking, a 1 s pause precedes the refresh."
  const justBooked = useRef(bookedOpen);
  useEffect(() => {
    if (!justBooked.current) return;
    const timer = setTimeout(() => {
      void refetch();
    }, BOOKING_REFRESH_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [refetch]);
  usePageTitle(detail?.group_course.title ?? t('courses.orderPageTitle'));
  usePageViewEvent('course_order', { itemId: orderId, ready: detail !== undefined });

  if (query.error instanceof ApiClientError) {
    if (query.error.status === 404) return <NotFoundScreen />;
    if (query.error.status === 401) return <Navigate to={signInHref(location)} replace />;
  }
  if (query.isError)
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState onRetry={() => void query.refetch()} />
      </div>
    );
  if (!detail) return <OrderSkeleton />;

  const { order, group_course: course, teacher_info: teacher } = detail;
  const firstClass = firstClassOf(course);
  const total = getCoursePriceForDisplay(course);
  const closeBooked = () => {
    setBookedOpen(false);
    // A reload or a shared address must not announce the booking again.
    const next = new URLSearchParams(params);
    next.delete('bookingSuccess');
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_340px]">
      <aside className="min-w-0 lg:sticky lg:top-4 lg:order-last">
        <CourseStatusSection courseId={course.id} course={course} firstClass={firstClass} studentId={studentId} now={now} />
      </aside>

      <div className="min-w-0 space-y-6">
        <header>
          <p className="text-sm text-slate-600" data-testid="course-id">
            {t('courses.courseId', { id: course.course_id })}
          </p>
          <h1 className="mt-1 text-2xl font-extrabold leading-tight sm:text-3xl">{course.title}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700" data-testid="course-line">
            <span>{languageNames.label(course.language)}</span>
            <span aria-hidden="true">·</span>
            <span>{levelName(t, course.language_level)}</span>
            <span aria-hidden="true">·</span>
            <span>{categoryName(t, course.category)}</span>
            {total === null ? null : (
              <>
                <span aria-hidden="true">·</span>
                <span className="font-semibold text-slate-900">
                  {price(total)} {t('courses.perCourse')}
                </span>
              </>
            )}
          </p>
        </header>

        <CourseAttendees seats={course.course_students} />
        <CourseFactsRow course={course} teacher={teacher} />

        {course.outcomes.length > 0 ? (
          <section aria-labelledby="order-objectives">
            <h2 id="order-objectives" className="text-lg font-bold">
              {t('courses.objectives')}
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
              {course.outcomes.map((outcome) => (
                <li key={outcome}>{outcome}</li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="order-schedule">
          <div className="mb-2 flex flex-wrap items-end justify-between gap-2">
            <h2 id="order-schedule" className="text-lg font-bold">
              {t('courses.schedule')}
            </h2>
            <ZoneNote />
          </div>
          <CourseClockChangeNote className="mb-2" starts={course.outlines.map((o) => o.start_time)} />
          <CourseScheduleList outlines={course.outlines} classSeats={order.class_seats} orderId={order.order_id} now={now} />
        </section>

        <section aria-labelledby="order-description">
          <h2 id="order-description" className="text-lg font-bold">
            {t('courses.description')}
          </h2>
          <ReadMore text={course.description} className="mt-2 text-slate-700" />
        </section>

        <section aria-labelledby="order-materials" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="order-materials" className="font-bold">
            {t('courses.materials')}
          </h2>
          <p className="mt-1 text-sm text-slate-700" data-testid="materials-note">
            {t('courses.materialsNote')}
          </p>
        </section>
      </div>

      <CourseBookedModal
        open={bookedOpen}
        onClose={closeBooked}
        title={course.title}
        firstClass={firstClass}
        starts={course.outlines.map((o) => o.start_time)}
      />
    </div>
  );
}

/** The booking, once the session says who is asking (a visitor goes to sign in). */
export const loader: PageLoader = async ({ params }, { queryClient, shell }) => {
  const orderId = parseRouteId(params.id);
  if (orderId === null || !(await loadViewer(shell))) return;
  await prefetch(queryClient, courseOrderQuery({ id: orderId }));
};
