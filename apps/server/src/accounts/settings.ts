import type { User, UserSettingsBody } from '@app/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { AppError } from '../errors/app-error';
import { isOfferedCurrency } from '../money/currency-rates';
import { loadFoundation } from './user-view';

/**
 * `PATCH /v1/me/settings`: writes the fields given (the contract has checked the zone and the
 * shapes); a currency the rates table does not offer is a 400 naming `currency`.
 */
export async function updateUserSettings(db: Db, { userId, settings }: { userId: number; settings: UserSettingsBody }): Promise<User> {
  if (settings.currency !== undefined && !(await isOfferedCurrency(db, settings.currency))) {
    throw new AppError('InvalidRequest', 'currency: not one of the offered currencies (GET /api/v2/config/currency_rates)', 'currency');
  }
  await db
    .update(users)
    .set({
      ...(settings.timezone_iana === undefined ? {} : { timezone_iana: settings.timezone_iana }),
      ...(settings.is_am === undefined ? {} : { is_am: settings.is_am }),
      ...(settings.currency === undefined ? {} : { currency: settings.currency }),
      ...(settings.locale === undefined ? {} : { locale: settings.locale }),
    })
    .where(eq(users.user_id, userId));
  return (await loadFoundation(db, userId)).user;
}
