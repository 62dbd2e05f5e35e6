import { walletPath } from '@app/api';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../components/skeleton';
import { useT } from '../../i18n/i18n-provider';
import { TopUpForm } from './top-up-form';
import { topUpOptionsQuery, useStartTopUp } from './api/top-ups';

/** The wallet page's "Add credit" card: the form, or why it is not offered here. */
export function TopUpSection() {
  const t = useT();
  const options = useQuery(topUpOptionsQuery());
  const start = useStartTopUp();
  return (
    <section
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      aria-labelledby="top-up-title"
      data-testid="top-up-section"
    >
      <h2 id="top-up-title" className="text-lg font-bold">
        {t('topUp.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('topUp.intro')}</p>
      <div className="mt-4">
        {!options.data ? (
          options.isError ? (
            <p className="text-slate-700">{t('topUp.unavailable')}</p>
          ) : (
            <Skeleton className="h-32 w-full" />
          )
        ) : options.data.data.available ? (
          <TopUpForm
            options={options.data.data}
            pending={start.isPending || start.isSuccess}
            error={start.error}
            onStart={(amount_cents) => {
              start.mutate({ amount_cents, return_path: walletPath() });
            }}
          />
        ) : (
          <p className="text-slate-700" data-testid="top-up-unavailable">
            {t('topUp.unavailable')}
          </p>
        )}
      </div>
    </section>
  );
}
