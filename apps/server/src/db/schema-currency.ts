import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Display currencies (000 §9 "Prices are shown in the user's local currency"). Prices stay in USD
 * cents and payment is always in USD; a rate only converts for display. The rate is USD per one
 * unit in integer micro-dollars (`@app/domain`'s `CurrencyRate`), so conversion is exact. The
 * migration writes the USD row itself: `users.currency` defaults to it and references this table.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    code: text('code').primaryKey(),
    usd_micros_per_unit: bigint('usd_micros_per_unit', { mode: 'number' }).notNull(),
    /** Minor-unit digits: 2 for USD and EUR, 0 for JPY and KRW. */
    decimals: integer('decimals').notNull(),
    symbol: text('symbol').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    check('currency_rates_code_check', sql`${t.code} ~ '^[A-Z]{3}$'`),
    check('currency_rates_rate_check', sql`${t.usd_micros_per_unit} > 0`),
    check('currency_rates_decimals_check', sql`${t.decimals} between 0 and 6`),
  ],
);
