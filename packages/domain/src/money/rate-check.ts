import type { CurrencyRate } from './currency';

/** A rate's fields, checked before any conversion with it. */
export function checkRate(rate: Pick<CurrencyRate, 'usd_micros_per_unit' | 'decimals'>): void {
  if (!Number.isSafeInteger(rate.usd_micros_per_unit) || rate.usd_micros_per_unit <= 0)
    throw new RangeError('usd_micros_per_unit must be a positive integer');
  if (!Number.isInteger(rate.decimals) || rate.decimals < 0 || rate.decimals > 6)
    throw new RangeError('decimals must be an integer from 0 to 6');
}
