import {
  ADMIN_GIFT_CODES_LIMIT,
  createGiftCode as createGiftCodeEndpoint,
  disableGiftCode as disableGiftCodeEndpoint,
  type GiftCodeView,
  getAdminGiftCodes,
  redeemGiftCode as redeemGiftCodeEndpoint,
} from '@app/api';
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import { createGiftCode, disableGiftCode, type GiftCodeRow } from '../commands/create-gift-code';
import { redeemGiftCode } from '../commands/redeem-gift-code';
import { giftCodes } from '../db/schema-gift-codes';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { countGiftCodeAttempt } from '../money/gift-code-limit';

export function toGiftCodeView(row: GiftCodeRow): GiftCodeView {
  return {
    id: row.id,
    code: row.code,
    amount_cents: row.amount_cents,
    currency: 'USD',
    max_uses: row.max_uses,
    uses: row.uses,
    remaining: row.max_uses - row.uses,
    expires_at: row.expires_at.toISOString(),
    disabled_at: row.disabled_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Issue 15 gift codes: staff list and create them (`/v1/admin/gift-codes`, ADMIN only: 404 to anyone
 * else, like every staff endpoint); a signed-in user redeems one into their wallet
 * (`/v1/me/gift-codes/redeem`), at most `GIFT_CODE_ATTEMPT_LIMIT` failed tries per user. Writes are commands.
 */
export function giftCodeRoutes({ database, clock }: Pick<RouteDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, getAdminGiftCodes, async () => {
    const rows = await db.select().from(giftCodes).orderBy(desc(giftCodes.created_at), desc(giftCodes.id)).limit(ADMIN_GIFT_CODES_LIMIT);
    return { data: { items: rows.map(toGiftCodeView) } };
  });

  mount(routes, createGiftCodeEndpoint, async ({ body, user }) => {
    const now = clock.now();
    const { giftCode } = await db.transaction((tx) =>
      createGiftCode({
        tx,
        actor: { kind: 'staff', userId: user.user_id },
        now,
        code: body.code,
        amountCents: body.amount_cents,
        expiresAt: Date.parse(body.expires_at),
        maxUses: body.max_uses,
      }),
    );
    return { data: toGiftCodeView(giftCode) };
  });

  mount(routes, disableGiftCodeEndpoint, async ({ params, user }) => {
    const now = clock.now();
    const { giftCode } = await db.transaction((tx) =>
      disableGiftCode({ tx, actor: { kind: 'staff', userId: user.user_id }, now, giftCodeId: params.id }),
    );
    return { data: toGiftCodeView(giftCode) };
  });

  mount(routes, redeemGiftCodeEndpoint, async ({ body, user }) => {
    const now = clock.now();
    const attempt = await countGiftCodeAttempt(db, { userId: user.user_id, now });
    const redeemed = await db.transaction((tx) =>
      redeemGiftCode({ tx, actor: { kind: 'student', userId: user.user_id }, now, code: body.code }),
    );
    await attempt.succeeded();
    return { data: { code: redeemed.code, amount_cents: redeemed.amountCents, balance: redeemed.balance } };
  });

  return routes;
}
