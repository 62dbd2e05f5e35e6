import { type AdminTeacherApplication, ApiClientError } from '@app/api';
import { useQuery } from '@tanstack/react-query';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { ApplicationReviewCard } from '../features/teacher-application/application-review-card';
import { pendingTeacherApplicationsQuery } from '../features/teacher-application/api/admin-teacher-applications';
import { useReviewTeacherApplication } from '../features/teacher-application/use-teacher-application-actions';
import { useT } from '../i18n/i18n-provider';
import { type PageLoader, prefetch } from '../lib/route-loader';
import { usePageTitle } from '../lib/use-page-title';

/**
 * `/admin/teachers` (staff, issue 14): the applications waiting for review, oldest first, each with
 * Approve and Decline (a reason). Anyone but an ADMIN gets the not-found screen: the API answers
 * them 404 (401 to visitors), so the page does not say it exists.
 */
export default function AdminTeachersPage() {
  const t = useT();
  usePageTitle(t('teacherApplication.adminPageTitle'));
  const list = useQuery(pendingTeacherApplicationsQuery());
  if (list.error instanceof ApiClientError && (list.error.status === 404 || list.error.status === 401)) return <NotFoundScreen />;
  const items = list.data?.data.items;
  return (
    <section className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('teacherApplication.adminPageTitle')}</h1>
        <p className="mt-1 text-slate-600">{t('teacherApplication.adminIntro')}</p>
      </header>
      {list.isError ? <ErrorState onRetry={() => void list.refetch()} /> : null}
      {!items && !list.isError ? (
        <LoadingRegion label={t('common.loading')}>
          <Skeleton className="h-80 w-full rounded-2xl" />
        </LoadingRegion>
      ) : null}
      {items?.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">{t('teacherApplication.adminEmpty')}</p>
      ) : null}
      {items && items.length > 0 ? (
        <ul className="space-y-5">
          {items.map((application) => (
            <li key={application.id}>
              <ReviewItem application={application} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ReviewItem({ application }: { application: AdminTeacherApplication }) {
  const review = useReviewTeacherApplication({ applicationId: application.id, applicantName: application.applicant.nickname });
  return (
    <ApplicationReviewCard
      application={application}
      busy={review.isPending}
      onApprove={() => {
        review.mutate({ kind: 'approve' });
      }}
      onDecline={(reason) => {
        review.mutate({ kind: 'decline', reason });
      }}
    />
  );
}

/** The pending applications (staff only: anyone else's 401/404 is left to the page). */
export const loader: PageLoader = async (_args, { queryClient }) => {
  await prefetch(queryClient, pendingTeacherApplicationsQuery());
};
