import { RATE_BASE_CURRENCY } from '@app/domain';
import { z } from 'zod';

/** An ISO 4217 code as the rates table stores it (`EUR`); whether it is offered is the server's call. */
export const CurrencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'a currency code such as EUR');

/** One row of the rates table: `@app/domain`'s `CurrencyRate` plus the symbol and when it was set. */
export const CurrencyRateSchema = z.object({
  code: z.string(),
  /** USD per one unit of the currency, in integer micro-dollars (`convertUsdCents` reads it). */
  usd_micros_per_unit: z.number().int().positive(),
  decimals: z.number().int().min(0),
  symbol: z.string(),
  updated_at: z.string(),
});
export type CurrencyRateRow = z.infer<typeof CurrencyRateSchema>;

/** `GET /v2/config/currency_rates`: every display currency, by code. Prices and payments stay in `base`. */
export const CurrencyRatesResponseSchema = z.object({
  data: z.object({ base: z.literal(RATE_BASE_CURRENCY), rates: z.array(CurrencyRateSchema) }),
});
export type CurrencyRates = z.infer<typeof CurrencyRatesResponseSchema>['data'];
