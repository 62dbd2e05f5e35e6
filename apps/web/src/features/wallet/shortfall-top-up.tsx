import { walletPath } from '@app/api';
import { shortfallTopUp } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/button';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n-provider';
import { usePrice } from '../../lib/use-price';
import { topUpOptionsQuery, useStartTopUp } from './api/top-ups';

/**
 * On a payment page whose price is more than the balance: "Top up $X" (the shortfall, raised to the
 * smallest top-up), starting a checkout that comes back to this very page to pay. When the
 * shortfall is more than one top-up may carry, or top-ups are off, the wallet link instead.
 */
export function ShortfallTopUp({ priceCents, balanceCents }: { priceCents: number; balanceCents: number }) {
  const t = useT();
  const price = usePrice();
  const location = useLocation();
  const options = useQuery(topUpOptionsQuery());
  const start = useStartTopUp();
  const data = options.data?.data;
  const amount = data?.available
    ? shortfallTopUp({ priceCents, balanceCents, bounds: { minCents: data.min_cents, maxCents: data.max_cents } })
    : null;
  return (
    <div role="status" className="mt-4 rounded-lg bg-amber-50 px-3 py-3 text-amber-900" data-testid="payment-shortfall">
      <p className="font-medium">{t('topUp.shortBy', { missing: price.withUsd(priceCents - balanceCents) })}</p>
      {amount !== null ? (
        <>
          <Button
            className="mt-3"
            full
            disabled={start.isPending || start.isSuccess}
            onClick={() => {
              start.mutate({ amount_cents: amount, return_path: `${location.pathname}${location.search}` });
            }}
            data-testid="shortfall-top-up"
          >
            {start.isPending || start.isSuccess ? t('topUp.starting') : t('topUp.shortfallButton', { amount: price.usd(amount) })}
          </Button>
          <p className="mt-2 text-sm">
            {t('topUp.shortfallNote')}
            {data?.provider === 'sandbox' ? ` ${t('topUp.testMode')}` : ''}
          </p>
        </>
      ) : (
        <p className="mt-1 text-sm">
          {data?.available ? `${t('topUp.shortfallTooMuch')} ` : ''}
          <Link to={walletPath()} className="font-semibold underline">
            {t('topUp.openWallet')}
          </Link>
        </p>
      )}
      {start.isError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {errorText(t, start.error)}
        </p>
      ) : null}
    </div>
  );
}
