import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = (name: string) => bigint(name, { mode: 'number' });

/**
 * Issue 15 "Gift codes: staff create codes (amount, currency, expiry, single or multi use)". One row
 * a code, `code` as normalized (`normalizeGiftCode`: capitals and digits). USD cents only (the wallet's
 * currency; apps/server/README.md "Gift codes"). `uses` counts redemptions and is only changed under
 * the row's lock with the redemption row (commands/redeem-gift-code.ts); the check is the last guard.
 */
export const giftCodes = pgTable(
  'gift_codes',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    max_uses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    expires_at: ts('expires_at').notNull(),
    disabled_at: ts('disabled_at'),
    created_by: id('created_by').references(() => users.user_id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('gift_codes_code_key').on(t.code),
    index('gift_codes_created_idx').on(t.created_at),
    check('gift_codes_uses_check', sql`${t.uses} >= 0 and ${t.uses} <= ${t.max_uses}`),
    check('gift_codes_amount_check', sql`${t.amount_cents} > 0`),
  ],
);

/** Who redeemed which code: once per student and code (the unique key), with the cents credited. */
export const giftCodeRedemptions = pgTable(
  'gift_code_redemptions',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    gift_code_id: id('gift_code_id')
      .notNull()
      .references(() => giftCodes.id, { onDelete: 'cascade' }),
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    amount_cents: integer('amount_cents').notNull(),
    redeemed_at: ts('redeemed_at').notNull(),
  },
  (t) => [
    uniqueIndex('gift_code_redemptions_code_user_key').on(t.gift_code_id, t.user_id),
    index('gift_code_redemptions_user_idx').on(t.user_id),
  ],
);
