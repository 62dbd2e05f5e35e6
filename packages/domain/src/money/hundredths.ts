import { type CurrencyRate, USD_MICROS_PER_UNIT } from './currency';
import { checkRate } from './rate-check';

// Apart from ./currency.ts: only the teacher search's price filter converts typed prices, and a
// bundle carries a module with every function any page uses (the landing formats prices only).

/** `numerator / denominator` of non-negative BigInts, rounded half up, as a safe integer. */
function divideRounded(numerator: bigint, denominator: bigint): number {
  const quotient = numerator / denominator;
  const rounded = (numerator % denominator) * 2n >= denominator ? quotient + 1n : quotient;
  if (rounded > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('the converted amount is too large');
  return Number(rounded);
}

/**
 * A price typed in the currency prices are shown in, as hundredths of its unit (what a price box
 * reads: `12.50` -> 1250, whatever the currency's minor unit), to the USD cents prices are stored in:
 * `hundredths x usd_micros_per_unit / 1 000 000`, exact, rounded half up. The teacher search filters
 * in USD cents (001 §5 "minPrice and maxPrice ... multiplied by 100") while its cards show the
 * viewer's currency (000 §9), so its price filter is typed in the shown currency and sent in USD.
 * @example hundredthsToUsdCents({ hundredths: 1000, rate: { code: 'EUR', usd_micros_per_unit: 1_080_000, decimals: 2 } }) // 1080
 */
export function hundredthsToUsdCents({
  hundredths,
  rate,
}: {
  hundredths: number;
  rate: Pick<CurrencyRate, 'usd_micros_per_unit' | 'decimals'>;
}): number {
  if (!Number.isSafeInteger(hundredths) || hundredths < 0) throw new RangeError('hundredths must be a non-negative safe integer');
  checkRate(rate);
  return divideRounded(BigInt(hundredths) * BigInt(rate.usd_micros_per_unit), BigInt(USD_MICROS_PER_UNIT));
}

/**
 * The inverse of `hundredthsToUsdCents`: USD cents as hundredths of a unit of the rate's currency,
 * rounded half up, for showing a USD filter value in the viewer's currency.
 * @example usdCentsToHundredths({ cents: 1080, rate: { code: 'EUR', usd_micros_per_unit: 1_080_000, decimals: 2 } }) // 1000
 */
export function usdCentsToHundredths({
  cents,
  rate,
}: {
  cents: number;
  rate: Pick<CurrencyRate, 'usd_micros_per_unit' | 'decimals'>;
}): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('cents must be a non-negative safe integer');
  checkRate(rate);
  return divideRounded(BigInt(cents) * BigInt(USD_MICROS_PER_UNIT), BigInt(rate.usd_micros_per_unit));
}
