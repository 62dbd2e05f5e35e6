import { getWallet, isReturnPath, walletPath } from '@app/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '../components/button';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { SignedInPage } from '../features/session/signed-in-page';
import { topUpQuery } from '../features/wallet/api/top-ups';
import { useT } from '../i18n/i18n-provider';
import { apiQueryKey } from '../lib/api-query';
import { usePageTitle } from '../lib/use-page-title';
import { loadViewer, type PageLoader, prefetch } from '../lib/route-loader';

const CHECKOUT_ID = /^tu_[0-9a-f]{32}$/;
import { usePrice } from '../lib/use-price';

/** How often, and how long, the page asks whether the provider's confirmation has arrived. */
const POLL_MS = 1_000;
const PATIENCE_MS = 60_000;

/**
 * `/wallet/top-ups/:id`: where the provider sends the student back. The credit comes by the
 * provider's webhook, not by this visit, so the page waits for the top-up to be completed, then
 * goes on to the page the top-up started from (the payment page, or the wallet).
 */
export default function TopUpReturnPage() {
  const t = useT();
  usePageTitle(t('topUp.returnTitle'));
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('topUp.returnTitle')}</h1>
      <SignedInPage skeleton={<Skeleton className="mt-6 h-32 w-full" />}>{() => <TopUpReturn />}</SignedInPage>
    </section>
  );
}

function TopUpReturn() {
  const t = useT();
  const price = usePrice();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const cancelled = search.get('cancelled') === '1';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const topUp = useQuery({
    ...topUpQuery(id),
    enabled: CHECKOUT_ID.test(id),
    refetchInterval: (query) =>
      query.state.data?.data.status === 'created' && !cancelled && now - startedAt < PATIENCE_MS ? POLL_MS : false,
  });
  const data = topUp.data?.data;
  const back = data && isReturnPath(data.return_path) ? data.return_path : walletPath();

  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, POLL_MS);
    return () => {
      clearInterval(timer);
    };
  }, []);
  useEffect(() => {
    if (data?.status !== 'completed') return;
    void queryClient.invalidateQueries({ queryKey: apiQueryKey(getWallet) }).then(() => navigate(back, { replace: true }));
  }, [data?.status, back, navigate, queryClient]);

  if (!CHECKOUT_ID.test(id) || topUp.error) {
    if (!topUp.error || (topUp.error as { status?: number }).status === 404) return <NotFoundScreen />;
    return <ErrorState onRetry={() => void topUp.refetch()} />;
  }
  if (!data) return <Skeleton className="mt-6 h-32 w-full" />;

  const card = (children: React.ReactNode) => (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="top-up-return">
      {children}
    </div>
  );
  if (data.status === 'completed')
    return card(
      <p role="status" className="font-semibold text-emerald-800">
        {t('topUp.completed', { amount: price.usd(data.amount_cents) })}
      </p>,
    );
  const backLink = (
    <Link to={back} className={`${buttonClass()} mt-4`}>
      {back === walletPath() ? t('topUp.backToWallet') : t('topUp.continue')}
    </Link>
  );
  if (cancelled && data.status !== 'created' && data.status !== 'declined') return card(<p>{t('topUp.expired')}</p>);
  if (cancelled)
    return card(
      <>
        <p role="status">{t('topUp.cancelled')}</p>
        {backLink}
      </>,
    );
  if (data.status === 'expired')
    return card(
      <>
        <p role="status">{t('topUp.expired')}</p>
        {backLink}
      </>,
    );
  if (data.status === 'declined')
    return card(
      <>
        <p role="alert" className="font-medium text-red-800">
          {t('topUp.declined', { reason: data.decline_reason ?? '' })}
        </p>
        {backLink}
      </>,
    );
  if (now - startedAt >= PATIENCE_MS)
    return card(
      <>
        <p role="status">{t('topUp.stillWaiting')}</p>
        {backLink}
      </>,
    );
  return card(
    <LoadingRegion label={t('topUp.waiting')}>
      <p>{t('topUp.waiting')}</p>
    </LoadingRegion>,
  );
}

/** The top-up, for a signed-in user (a visitor goes to sign in). */
export const loader: PageLoader = async ({ params }, { queryClient, shell }) => {
  const id = params.id ?? '';
  if (CHECKOUT_ID.test(id) && (await loadViewer(shell))) await prefetch(queryClient, topUpQuery(id));
};
