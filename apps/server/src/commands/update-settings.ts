import type { UserSettingsBody } from '@app/api';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema-accounts';
import { AppError } from '../errors/app-error';
import { isOfferedCurrency } from '../money/currency-rates';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult, UserActor } from './command';

/**
 * `PATCH /v1/me/settings`: the user writes the fields given (the contract has checked the zone and
 * the shapes, and that one is given); a currency the rates table does not offer is refused, naming `currency`.
 */
export async function updateSettings({
  tx,
  actor,
  now,
  settings,
}: CommandInput<UserActor> & { settings: UserSettingsBody }): Promise<CommandResult> {
  if (settings.currency !== undefined && !(await isOfferedCurrency(tx, settings.currency))) {
    throw new AppError('InvalidRequest', 'currency: not one of the offered currencies (GET /api/v2/config/currency_rates)', 'currency');
  }
  await tx
    .update(users)
    .set({
      ...(settings.timezone_iana === undefined ? {} : { timezone_iana: settings.timezone_iana }),
      ...(settings.is_am === undefined ? {} : { is_am: settings.is_am }),
      ...(settings.currency === undefined ? {} : { currency: settings.currency }),
      ...(settings.locale === undefined ? {} : { locale: settings.locale }),
    })
    .where(eq(users.user_id, actor.userId));
  const fields = Object.keys(settings).filter((key) => settings[key as keyof UserSettingsBody] !== undefined);
  const events: DomainEvent[] = [{ type: 'SettingsUpdated', userId: actor.userId, fields }];
  await recordEvents(tx, { events, now });
  return { events };
}
