import { getCurrencyRates } from '@app/api';
import { RATE_BASE_CURRENCY } from '@app/domain';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { listCurrencyRates } from '../money/currency-rates';

export function currencyRoutes({ database }: Pick<AppDeps, 'database'>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  mount(routes, getCurrencyRates, async () => ({ data: { base: RATE_BASE_CURRENCY, rates: await listCurrencyRates(database.db) } }));
  return routes;
}
