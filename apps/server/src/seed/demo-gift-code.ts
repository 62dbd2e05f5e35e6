import { DAY_MS, HOUR_MS } from '@app/domain';
import { createGiftCode } from '../commands/create-gift-code';
import type { Tx } from '../money/ledger';

/** The demo's gift code, as the README gives it (typed with a dash; stored as `WELCOMEDEMO`). */
export const DEMO_GIFT_CODE = 'WELCOME-DEMO';
export const DEMO_GIFT_CODE_CENTS = 2_000;
export const DEMO_GIFT_CODE_USES = 1_000;

/**
 * Issue 15 demo: one multi-use $20 gift code, created by the demo admin an hour before the seed's
 * `now` through the same `createGiftCode` command as `/admin/gift-codes`, valid for a year, so any demo
 * student can redeem it once on `/wallet`.
 */
export async function seedDemoGiftCode({ tx, now, adminId }: { tx: Tx; now: number; adminId: number }): Promise<void> {
  await createGiftCode({
    tx,
    actor: { kind: 'staff', userId: adminId },
    now: now - HOUR_MS,
    code: DEMO_GIFT_CODE,
    amountCents: DEMO_GIFT_CODE_CENTS,
    expiresAt: now + 365 * DAY_MS,
    maxUses: DEMO_GIFT_CODE_USES,
  });
}
