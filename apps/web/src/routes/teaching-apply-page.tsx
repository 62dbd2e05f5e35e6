import { ApiClientError } from '@app/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState } from '../components/status-screens';
import { ApplicationStatus } from '../features/teacher-application/application-status';
import { myTeacherApplicationQuery } from '../features/teacher-application/api/my-teacher-application';
import { fieldErrorsOfServer } from '../features/teacher-application/field-errors';
import { TeacherApplicationForm } from '../features/teacher-application/teacher-application-form';
import { useSubmitTeacherApplication } from '../features/teacher-application/use-teacher-application-actions';
import { SignedInPage } from '../features/session/signed-in-page';
import { errorText } from '../i18n/error-text';
import { useT } from '../i18n/i18n-provider';
import { loadViewer, type PageLoader, prefetch } from '../lib/route-loader';
import { usePageTitle } from '../lib/use-page-title';

/**
 * `/teaching/apply`, "Become a teacher" (issue 14): the application form for a signed-in user who
 * may apply, else the status of their latest application (pending, approved, declined with the
 * reason and Apply again). Visitors are sent to sign in first.
 */
export default function TeachingApplyPage() {
  const t = useT();
  usePageTitle(t('teacherApplication.pageTitle'));
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('teacherApplication.pageTitle')}</h1>
      <SignedInPage skeleton={<PageSkeleton />}>{() => <ApplyContent />}</SignedInPage>
    </section>
  );
}

function PageSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('teacherApplication.loading')}>
      <Skeleton className="mt-6 h-96 w-full rounded-2xl" />
    </LoadingRegion>
  );
}

function ApplyContent() {
  const t = useT();
  const mine = useQuery(myTeacherApplicationQuery());
  const submit = useSubmitTeacherApplication();
  const [reapplying, setReapplying] = useState(false);
  if (mine.isError) return <ErrorState onRetry={() => void mine.refetch()} />;
  if (!mine.data) return <PageSkeleton />;
  const { application, is_teacher, can_apply, reapply_at, options } = mine.data.data;
  const countryName = options.countries.find((c) => c.code === application?.country)?.name;
  const showForm = can_apply && (application === null || reapplying);
  if (!showForm)
    return (
      <div className="mt-6">
        <ApplicationStatus
          application={application}
          isTeacher={is_teacher}
          canApply={can_apply}
          reapplyAt={reapply_at}
          countryName={countryName}
          onReapply={() => {
            submit.reset();
            setReapplying(true);
          }}
        />
      </div>
    );
  const serverErrors = fieldErrorsOfServer(t, submit.error);
  const formError =
    submit.error && Object.keys(serverErrors).length === 0
      ? submit.error instanceof ApiClientError
        ? errorText(t, submit.error)
        : t('teacherApplication.submitFailed')
      : null;
  return (
    <>
      <p className="mt-2 text-slate-600">{t('teacherApplication.intro')}</p>
      <div className="mt-6">
        <TeacherApplicationForm
          options={options}
          initial={reapplying ? application : null}
          busy={submit.isPending}
          serverErrors={serverErrors}
          formError={formError}
          onSubmit={(body) => {
            submit.mutate(body, {
              onSuccess: () => {
                setReapplying(false);
              },
            });
          }}
        />
      </div>
    </>
  );
}

/** The viewer, then their application (a visitor is sent to sign in by the page). */
export const loader: PageLoader = async (_args, { queryClient, shell }) => {
  const viewer = await loadViewer(shell);
  if (viewer) await prefetch(queryClient, myTeacherApplicationQuery());
};
