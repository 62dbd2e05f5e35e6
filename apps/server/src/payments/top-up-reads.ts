import type { TopUp } from '@app/api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { paymentCheckouts } from '../db/schema-payments';
import type { Tx } from '../money/ledger';

export type CheckoutRow = typeof paymentCheckouts.$inferSelect;

/** The user's own checkout, or undefined (another user's is as missing as an unknown id). */
export async function findUserCheckout(
  db: Db | Tx,
  { userId, checkoutId }: { userId: number; checkoutId: string },
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.id, checkoutId), eq(paymentCheckouts.user_id, userId)))
    .limit(1);
  return row;
}

export function toTopUp(row: CheckoutRow): TopUp {
  return {
    checkout_id: row.id,
    provider: row.provider,
    status: row.status,
    amount_cents: row.amount_cents,
    currency: 'USD',
    return_path: row.return_path,
    decline_reason: row.decline_reason,
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}
