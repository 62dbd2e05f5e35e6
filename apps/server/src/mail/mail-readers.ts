import { inArray } from 'drizzle-orm';
import { users } from '../db/schema-accounts';
import type { Tx } from '../money/ledger';
import type { MailReader } from './mail';

/** A mail's recipient: how to write to them (`MailReader`) and where. */
export type MailRecipient = MailReader & { readonly email: string };

/** The recipients among `ids` that still have an account (a deleted one has no address), by user id. */
export async function loadMailReaders(tx: Tx, ids: readonly number[]): Promise<Map<number, MailRecipient>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      user_id: users.user_id,
      email: users.email,
      nickname: users.nickname,
      zone: users.timezone_iana,
      is_am: users.is_am,
      locale: users.locale,
    })
    .from(users)
    .where(inArray(users.user_id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [r.user_id, { email: r.email, nickname: r.nickname, zone: r.zone, isAm: r.is_am === 1, locale: r.locale }]),
  );
}
