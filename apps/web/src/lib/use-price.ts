import { useMemo } from 'react';
import { useI18n } from '../i18n/i18n-provider';
import { useSharedRead, useShellReads } from './shell-reads';
import { useViewer } from './viewer';
import { makePriceFormat, type PriceFormat } from './price-format';

export type Price = ((usdCents: number) => string) &
  PriceFormat & {
    /** "€13.89 ($15.00)" for a user who sees another currency; just "$15.00" in USD. */
    withUsd(usdCents: number): string;
  };

/**
 * Prices held in USD cents, shown in the signed-in user's currency (000 §9) with the rates table;
 * visitors see USD. `price(cents)` is the display-currency text; `price.withUsd(cents)` adds the
 * USD amount where the page says what is actually paid (wallet, payment, my classes).
 */
export function usePrice(): Price {
  const { intlLocale, t } = useI18n();
  const { user } = useViewer();
  const currency = user?.currency;
  const needsRates = Boolean(currency && currency !== 'USD');
  const rates = useSharedRead(useShellReads().rates, needsRates);
  const table = rates.data?.data.rates;
  return useMemo(() => {
    const format = makePriceFormat({ currency, rates: table, locale: intlLocale });
    const withUsd = (cents: number) =>
      format.showsUsdToo ? t('common.priceWithUsd', { local: format.local(cents), usd: format.usd(cents) }) : format.usd(cents);
    return Object.assign((cents: number) => format.local(cents), format, { withUsd });
  }, [currency, table, intlLocale, t]);
}
