import { ApiClientError, putAvailability } from '@app/api';
import { localDateOf } from '@app/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton } from '../components/skeleton';
import { ErrorState, NoPermissionScreen } from '../components/status-screens';
import { SignedInPage } from '../features/session/signed-in-page';
import { availabilityQuery } from '../features/teaching-availability/api/availability';
import { AvailabilityForm } from '../features/teaching-availability/availability-form';
import { TeachingNav } from '../components/teaching-nav';
import { useT } from '../i18n/i18n-provider';
import { api } from '../lib/api-client';
import { loadViewer, type PageLoader, prefetch } from '../lib/route-loader';
import { usePageTitle } from '../lib/use-page-title';
import { useNow } from '../lib/use-now';

/**
 * `/teaching/availability`: the teacher's weekly hours, date exceptions and lesson offer; saving
 * writes her open lesson times again (apps/server/README.md "One-to-one availability").
 */
export default function TeachingAvailabilityPage() {
  const t = useT();
  usePageTitle(t('teachingAvailability.title'));
  return <SignedInPage skeleton={<AvailabilitySkeleton />}>{() => <AvailabilityContent />}</SignedInPage>;
}

function AvailabilitySkeleton() {
  return (
    <section className="mx-auto w-full max-w-4xl space-y-4 px-4 py-8">
      <Skeleton className="h-9 w-72" />
      <Skeleton className="h-96 w-full rounded-2xl" />
    </section>
  );
}

function AvailabilityContent() {
  const t = useT();
  const queryClient = useQueryClient();
  const query = useQuery(availabilityQuery());
  const now = useNow(60_000);
  if (query.error instanceof ApiClientError && query.error.status === 403)
    return <NoPermissionScreen text={t('teachingAvailability.notTeacherText')} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (!query.data) return <AvailabilitySkeleton />;
  const view = query.data.data;
  return (
    <section className="mx-auto w-full max-w-4xl space-y-4 px-4 py-8">
      <TeachingNav />
      <h1 id="availability-title" className="text-2xl font-bold sm:text-3xl">
        {t('teachingAvailability.title')}
      </h1>
      <p className="text-slate-700">{t('teachingAvailability.intro')}</p>
      <AvailabilityForm
        view={view}
        today={localDateOf({ instant: now, zone: view.zone })}
        now={now}
        submit={async (body) => {
          const answer = await api.call(putAvailability, { body });
          queryClient.setQueryData(availabilityQuery().queryKey, answer);
          return answer.data;
        }}
      />
    </section>
  );
}

/** The teacher's hours, for a signed-in user (a visitor goes to sign in). */
export const loader: PageLoader = async (_args, { queryClient, shell }) => {
  if (await loadViewer(shell)) await prefetch(queryClient, availabilityQuery());
};
