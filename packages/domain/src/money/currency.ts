import { PAYMENT_CURRENCY } from '../teachers/card-price';
import { checkRate } from './rate-check';

/**
 * Prices are stored and paid in USD cents (001 §2.5 "Your final payment will be made in USD"); 000 §9
 * "Prices are shown in the user's local currency" is display only. A rate says how many
 * micro-dollars (1e-6 USD) one unit of the currency is worth, as an integer, so conversion is exact
 * integer arithmetic and never drifts with floating point.
 */
export const RATE_BASE_CURRENCY: 'USD' = PAYMENT_CURRENCY;

/** One US cent in micro-dollars: the rate unit. */
export const USD_MICROS_PER_CENT = 10_000;

/** The USD rate: one dollar is 1 000 000 micro-dollars, in cents (2 decimals). */
export const USD_MICROS_PER_UNIT = 1_000_000;

/** A currency as the rates table describes it. `decimals` is the number of minor-unit digits (USD 2, JPY 0). */
export interface CurrencyRate {
  readonly code: string;
  /** USD per one unit of the currency, in micro-dollars (EUR about 1 080 000, JPY about 6 700). */
  readonly usd_micros_per_unit: number;
  readonly decimals: number;
}

/**
 * USD cents to minor units of the rate's currency (cents for EUR, yen for JPY, won for KRW):
 * `cents x 10 000 x 10^decimals / usd_micros_per_unit`, computed exactly with BigInt and rounded
 * half away from zero, so `convert(-x) = -convert(x)` and a result is never more than half a minor
 * unit from the exact value. USD itself (1 000 000 micros, 2 decimals) converts to the same cents.
 * Throws a RangeError for a cents value that is not a safe integer, a bad rate, or a result beyond
 * the safe integers.
 * @example convertUsdCents({ cents: 5000, rate: { code: 'JPY', usd_micros_per_unit: 6_700, decimals: 0 } }) // 7463
 */
export function convertUsdCents({ cents, rate }: { cents: number; rate: Pick<CurrencyRate, 'usd_micros_per_unit' | 'decimals'> }): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError('cents must be a safe integer');
  checkRate(rate);
  const numerator = BigInt(Math.abs(cents)) * BigInt(USD_MICROS_PER_CENT) * 10n ** BigInt(rate.decimals);
  const denominator = BigInt(rate.usd_micros_per_unit);
  const quotient = numerator / denominator;
  // Half away from zero: round up when the remainder is at least half the divisor.
  const rounded = (numerator % denominator) * 2n >= denominator ? quotient + 1n : quotient;
  if (rounded > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('the converted amount is too large');
  const magnitude = Number(rounded);
  // Never -0: a refund too small to show is simply zero.
  return cents < 0 && magnitude > 0 ? -magnitude : magnitude;
}

/** A string `Intl.NumberFormat` reads as an exact decimal (no float rounding on the way). */
function isNumericLiteral(text: string): text is `${number}` {
  return /^-?\d+(\.\d+)?$/.test(text);
}

/** `-123456` with 2 decimals -> `'-1234.56'`: the exact decimal of a minor-unit amount. */
function toDecimalText(amountMinor: number, decimals: number): string {
  const digits = Math.abs(amountMinor)
    .toString()
    .padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${amountMinor < 0 ? '-' : ''}${whole}${fraction}`;
}

/** The locale when the runtime knows it, else the runtime default; a malformed tag never throws. */
function pickLocale(locale: string): string[] | undefined {
  try {
    const supported = Intl.NumberFormat.supportedLocalesOf([locale]);
    return supported.length > 0 ? supported : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A minor-unit amount as the locale writes money: `Intl.NumberFormat` with the currency's symbol
 * and exactly `decimals` fraction digits (the rates table's, not the locale's guess), formatted
 * from the exact decimal so large amounts never pick up float error. An unknown `locale` falls back
 * to the runtime's default; a currency code Intl does not know throws a RangeError.
 * @example formatMoney({ amountMinor: 123456, currency: { code: 'EUR', decimals: 2 }, locale: 'de-DE' }) // '1.234,56 €'
 */
export function formatMoney({
  amountMinor,
  currency,
  locale,
}: {
  amountMinor: number;
  currency: Pick<CurrencyRate, 'code' | 'decimals'>;
  locale: string;
}): string {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError('amountMinor must be a safe integer');
  checkRate({ usd_micros_per_unit: 1, decimals: currency.decimals });
  const text = toDecimalText(amountMinor, currency.decimals);
  if (!isNumericLiteral(text)) throw new RangeError('amountMinor is not a number');
  return moneyFormat(locale, currency).format(text);
}

// Making an Intl.NumberFormat costs far more than formatting with one: a page of 60 cards spent
// most of its price rendering making them. Keyed by locale, code and decimals; a few dozen at most.
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, currency: Pick<CurrencyRate, 'code' | 'decimals'>): Intl.NumberFormat {
  const key = `${locale}|${currency.code}|${currency.decimals}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(pickLocale(locale), {
      style: 'currency',
      currency: currency.code,
      minimumFractionDigits: currency.decimals,
      maximumFractionDigits: currency.decimals,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * A USD-cent price shown in the viewer's currency (000 §9): `convertUsdCents` then `formatMoney`.
 * @example formatUsdCentsIn({ cents: 1500, rate: { code: 'USD', usd_micros_per_unit: 1_000_000, decimals: 2 }, locale: 'en-US' }) // '$15.00'
 */
export function formatUsdCentsIn({ cents, rate, locale }: { cents: number; rate: CurrencyRate; locale: string }): string {
  return formatMoney({ amountMinor: convertUsdCents({ cents, rate }), currency: rate, locale });
}
