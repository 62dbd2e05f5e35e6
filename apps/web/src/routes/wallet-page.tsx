import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClass } from '../components/button';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState } from '../components/status-screens';
import { usePrice } from '../lib/use-price';
import { SignedInPage } from '../features/session/signed-in-page';
import { ZoneNote } from '../components/zone-note';
import { LedgerRow } from '../features/wallet/ledger-row';
import { GiftCodeForm } from '../features/wallet/gift-code-form';
import { TopUpSection } from '../features/wallet/top-up-section';
import { useT } from '../i18n/i18n-provider';
import { usePageTitle } from '../lib/use-page-title';
import { walletQuery } from '../lib/api/wallet';
import { loadViewer, type PageLoader, prefetch } from '../lib/route-loader';

/** `/wallet`: the balance and every charge and refund, newest first (the ledger is the truth). */
export default function WalletPage() {
  const t = useT();
  usePageTitle(t('money.walletTitle'));
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('money.walletTitle')}</h1>
      <SignedInPage skeleton={<WalletSkeleton />}>{() => <WalletView />}</SignedInPage>
    </section>
  );
}

function WalletSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('money.loadingWallet')}>
      <Skeleton className="mt-6 h-28 w-full" />
      <Skeleton className="mt-8 h-6 w-32" />
      <div className="mt-3 space-y-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    </LoadingRegion>
  );
}

function WalletView() {
  const t = useT();
  const price = usePrice();
  const wallet = useQuery(walletQuery());
  if (wallet.isError)
    return (
      <div className="mt-6">
        <ErrorState onRetry={() => void wallet.refetch()} />
      </div>
    );
  if (!wallet.data) return <WalletSkeleton />;
  const { balance, entries } = wallet.data.data;
  return (
    <>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t('money.balance')}</h2>
        <p className="mt-1 text-3xl font-extrabold tabular-nums" data-testid="wallet-page-balance">
          {price(balance)}
        </p>
        {price.showsUsdToo ? (
          <p className="text-slate-700 tabular-nums" data-testid="wallet-page-balance-usd">
            {price.usd(balance)}
          </p>
        ) : null}
        <p className="mt-3 text-sm text-slate-600">{t('money.balanceNote')}</p>
      </div>
      <TopUpSection />
      <GiftCodeForm />

      <div className="mt-8 flex flex-wrap items-end justify-between gap-2">
        <h2 className="text-lg font-bold">{t('money.history')}</h2>
        <ZoneNote />
      </div>
      {entries.length === 0 ? (
        <div className="mt-3 rounded-2xl border border-dashed border-slate-300 p-6 text-center" data-testid="wallet-empty">
          <p className="text-slate-700">{t('money.historyEmpty')}</p>
          <Link to="/group-class" className={`${buttonClass()} mt-4`}>
            {t('money.findClass')}
          </Link>
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white" data-testid="ledger">
          {entries.map((entry) => (
            <LedgerRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </>
  );
}

/** The wallet, for a signed-in user (a visitor goes to sign in). */
export const loader: PageLoader = async (_args, { queryClient, shell }) => {
  // The rates too: the balance is shown in the viewer's currency, and without them it would paint in USD first.
  if (await loadViewer(shell)) await Promise.all([prefetch(queryClient, walletQuery()), shell.rates.load().catch(() => undefined)]);
};
