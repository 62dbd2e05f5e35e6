import { ApiClientError, TEACHING_EARNINGS_PAGE_SIZE, WEB_ROUTES } from '@app/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../components/button';
import { TeachingNav } from '../components/teaching-nav';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState, NoPermissionScreen } from '../components/status-screens';
import { ZoneNote } from '../components/zone-note';
import { earningsPageOf, TEACHING_EARNINGS_CSV_HREF, teachingEarningsQuery } from '../features/teaching-earnings/api/teaching-earnings';
import { formatCommissionRate } from '../features/teaching-earnings/earning-texts';
import { EarningsHistory } from '../features/teaching-earnings/earnings-history';
import { EarningsSummary } from '../features/teaching-earnings/earnings-summary';
import { SignedInPage } from '../features/session/signed-in-page';
import { useI18n, useT } from '../i18n/i18n-provider';
import { loadViewer, type PageLoader, prefetch, searchParamsOf } from '../lib/route-loader';
import { usePageTitle } from '../lib/use-page-title';

/**
 * `/teaching/earnings` (issue 14): pending, available and lifetime, the history newest first with
 * what each row was for and when it becomes available, and the CSV download. Whether the viewer is a
 * teacher is the server's answer (403 NotATeacher).
 */
export default function TeachingEarningsPage() {
  const t = useT();
  usePageTitle(t('teachingEarnings.title'));
  return <SignedInPage skeleton={<EarningsSkeleton />}>{() => <EarningsView />}</SignedInPage>;
}

function EarningsSkeleton() {
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8">
      <LoadingRegion label={t('teachingEarnings.loading')}>
        <Skeleton className="h-9 w-40" />
        <div className="mt-6 grid gap-3 sm:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-28 w-full rounded-2xl" />
          ))}
        </div>
        <div className="mt-8 space-y-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      </LoadingRegion>
    </section>
  );
}

function EarningsView() {
  const { t, intlLocale } = useI18n();
  const [params] = useSearchParams();
  const page = earningsPageOf(params);
  const earnings = useQuery({ ...teachingEarningsQuery(page), placeholderData: keepPreviousData });
  if (earnings.error instanceof ApiClientError && earnings.error.status === 403)
    return (
      <>
        <NoPermissionScreen text={t('teachingEarnings.notTeacherText')} />
        <p className="pb-12 text-center">
          <Link to={WEB_ROUTES.teachingApply} className={buttonClass()}>
            {t('common.navBecomeTeacher')}
          </Link>
        </p>
      </>
    );
  if (earnings.isError && !earnings.data)
    return (
      <section className="mx-auto w-full max-w-5xl px-4 py-8">
        <ErrorState onRetry={() => void earnings.refetch()} />
      </section>
    );
  if (!earnings.data) return <EarningsSkeleton />;
  const { summary, items, paging } = earnings.data.data;
  const pages = Math.max(1, Math.ceil(paging.total / TEACHING_EARNINGS_PAGE_SIZE));
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8">
      <TeachingNav />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('teachingEarnings.title')}</h1>
        <a
          href={TEACHING_EARNINGS_CSV_HREF}
          download
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          data-testid="earnings-csv"
        >
          {t('teachingEarnings.downloadCsv')}
        </a>
      </div>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        {t('teachingEarnings.intro', { rate: formatCommissionRate(summary.commission_bps, intlLocale) })}
      </p>
      <EarningsSummary summary={summary} />

      <div className="mt-8 flex flex-wrap items-end justify-between gap-2">
        <h2 className="text-lg font-bold">{t('teachingEarnings.history')}</h2>
        <div className="text-right">
          <p className="text-sm text-slate-600">{t('teachingEarnings.amountsNote')}</p>
          <ZoneNote />
        </div>
      </div>
      {items.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700" data-testid="earnings-empty">
          {t('teachingEarnings.empty')}
        </p>
      ) : (
        <EarningsHistory rows={items} />
      )}
      {paging.page > 1 || paging.has_next ? (
        <nav aria-label={t('teachingEarnings.pagesLabel')} className="mt-4 flex items-center justify-between gap-3 text-sm">
          {paging.page > 1 ? (
            <Link to={`?page=${paging.page - 1}`} className={buttonClass({ variant: 'secondary', size: 'sm' })} rel="prev">
              {t('teachingEarnings.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-600">{t('teachingEarnings.pageOf', { page: paging.page, pages })}</span>
          {paging.has_next ? (
            <Link to={`?page=${paging.page + 1}`} className={buttonClass({ variant: 'secondary', size: 'sm' })} rel="next">
              {t('teachingEarnings.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}

export const loader: PageLoader = async ({ request }, { queryClient, shell }) => {
  if (await loadViewer(shell)) await prefetch(queryClient, teachingEarningsQuery(earningsPageOf(searchParamsOf(request))));
};
