import { type CurrencyRate, formatMoney, formatUsdCentsIn, RATE_BASE_CURRENCY, USD_MICROS_PER_UNIT } from '@app/domain';

/** The base currency as a rate: prices are stored and paid in it. */
export const USD_RATE: CurrencyRate = { code: RATE_BASE_CURRENCY, usd_micros_per_unit: USD_MICROS_PER_UNIT, decimals: 2 };

export interface PriceFormat {
  /** The code prices are shown in: the user's currency once its rate is known, else USD. */
  readonly currency: string;
  /** That currency's rate: what a price typed in it is worth in USD. */
  readonly rate: CurrencyRate;
  /** A USD-cent amount in the display currency (000 §9 "Prices are shown in the user's local currency"). */
  local(usdCents: number): string;
  /** The same amount in USD, as it is paid. */
  usd(usdCents: number): string;
  /** Whether `local` differs from `usd`, so a page shows both. */
  readonly showsUsdToo: boolean;
}

function formatUsd(cents: number, locale: string): string {
  return formatMoney({ amountMinor: cents, currency: USD_RATE, locale });
}

/**
 * Picks the display currency: the signed-in user's `currency` when the rates table has it; USD for
 * visitors, for a code the table lacks, and while the table loads (a price is never shown converted
 * with a guessed rate). A code Intl does not know also falls back to USD instead of breaking the page.
 */
export function makePriceFormat({
  currency,
  rates,
  locale,
}: {
  currency: string | null | undefined;
  rates: readonly CurrencyRate[] | undefined;
  locale: string;
}): PriceFormat {
  const rate = currency && currency !== RATE_BASE_CURRENCY ? rates?.find((r) => r.code === currency) : undefined;
  const usd = (cents: number) => formatUsd(cents, locale);
  if (!rate) return { currency: RATE_BASE_CURRENCY, rate: USD_RATE, local: usd, usd, showsUsdToo: false };
  try {
    formatUsdCentsIn({ cents: 0, rate, locale });
  } catch {
    return { currency: RATE_BASE_CURRENCY, rate: USD_RATE, local: usd, usd, showsUsdToo: false };
  }
  return { currency: rate.code, rate, local: (cents) => formatUsdCentsIn({ cents, rate, locale }), usd, showsUsdToo: true };
}
