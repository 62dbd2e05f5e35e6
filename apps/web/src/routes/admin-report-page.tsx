import { ApiClientError, EVENTS_REPORT_DAYS } from '@app/api';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../components/button';
import { Skeleton } from '../components/skeleton';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { EventsPerDayChart } from '../features/admin-report/events-per-day-chart';
import { EventsTable } from '../features/admin-report/events-table';
import { ExperimentsPanel } from '../features/admin-report/experiments-panel';
import { FunnelChart } from '../features/admin-report/funnel-chart';
import { useI18n } from '../i18n/i18n-provider';
import { usePageTitle } from '../lib/use-page-title';
import { eventsReportQuery } from '../features/admin-report/api/events-report';
import { type PageLoader, prefetch } from '../lib/route-loader';

function Panel({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * The staff report (`/admin/report`): events per day and name, the booking funnel and the
 * experiment split, all counted by the server. Anyone but an ADMIN gets the not-found screen: the
 * API answers them 404 (401 to visitors), so the page does not say it exists.
 */
export default function AdminReportPage() {
  const { t, intlLocale } = useI18n();
  usePageTitle(t('adminReport.pageTitle'));
  const report = useQuery(eventsReportQuery());

  if (report.error instanceof ApiClientError && (report.error.status === 404 || report.error.status === 401)) return <NotFoundScreen />;
  const data = report.data?.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{t('adminReport.pageTitle')}</h1>
          <p className="mt-1 text-slate-600">{t('adminReport.intro', { days: EVENTS_REPORT_DAYS })}</p>
          {data ? (
            <p className="text-sm text-slate-600">
              {t('adminReport.updated', {
                time:
                  new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
                    new Date(data.to),
                  ) + ' UTC',
              })}
            </p>
          ) : null}
        </div>
        <Button variant="secondary" size="sm" onClick={() => void report.refetch()} disabled={report.isFetching}>
          {t('adminReport.refresh')}
        </Button>
      </header>
      {report.isError ? <ErrorState onRetry={() => void report.refetch()} /> : null}
      {!data && !report.isError ? (
        <div role="status" aria-busy="true" className="space-y-4">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-72" />
          <Skeleton className="h-48" />
        </div>
      ) : null}
      {data ? (
        <>
          <Panel id="per-day-title" title={t('adminReport.perDayTitle')}>
            {data.totals.length === 0 ? (
              <p className="text-slate-600">{t('adminReport.perDayEmpty', { days: EVENTS_REPORT_DAYS })}</p>
            ) : null}
            <EventsPerDayChart report={data} />
            <EventsTable report={data} />
          </Panel>
          <Panel id="funnel-title" title={t('adminReport.funnelTitle')} intro={t('adminReport.funnelIntro')}>
            <FunnelChart funnel={data.funnel} />
          </Panel>
          <Panel id="experiments-title" title={t('adminReport.experimentsTitle')} intro={t('adminReport.experimentsIntro')}>
            <ExperimentsPanel experiments={data.experiments} />
          </Panel>
        </>
      ) : null}
    </div>
  );
}

/** The report (staff only: a visitor's 401/403 is left to the page, which says so). */
export const loader: PageLoader = async (_args, { queryClient }) => {
  await prefetch(queryClient, eventsReportQuery());
};
