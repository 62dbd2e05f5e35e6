import type { CurrencyRateRow } from '@app/api';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { currencyRates } from '../db/schema-currency';
import type { Tx } from './ledger';

/** Every display currency, by code. */
export async function listCurrencyRates(db: Db): Promise<CurrencyRateRow[]> {
  const rows = await db.select().from(currencyRates).orderBy(asc(currencyRates.code));
  return rows.map((r) => ({ ...r, updated_at: r.updated_at.toISOString() }));
}

/** Whether the rates table offers this currency (what `users.currency` may hold). */
export async function isOfferedCurrency(db: Tx, code: string): Promise<boolean> {
  const [row] = await db.select({ code: currencyRates.code }).from(currencyRates).where(eq(currencyRates.code, code)).limit(1);
  return row !== undefined;
}
