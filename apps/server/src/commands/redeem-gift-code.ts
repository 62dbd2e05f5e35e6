import { decideGiftCodeRedemption, type GiftCodeRedemption, normalizeGiftCode } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../db/schema-accounts';
import { giftCodeRedemptions, giftCodes } from '../db/schema-gift-codes';
import { AppError, notFoundError } from '../errors/app-error';
import { getBalance, giftCodeCreditKey } from '../money/ledger';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult, StudentActor } from './command';
import { postOnce } from './ledger-writes';

const REFUSALS: Record<Exclude<GiftCodeRedemption, 'ok'>, () => AppError> = {
  'already-redeemed': () => new AppError('GiftCodeAlreadyRedeemed', 'You have already redeemed this gift code.', 'code'),
  disabled: () => new AppError('GiftCodeDisabled', 'This gift code has been switched off.', 'code'),
  expired: () => new AppError('GiftCodeExpired', 'This gift code has expired.', 'code'),
  'used-up': () => new AppError('GiftCodeUsedUp', 'This gift code has been used up.', 'code'),
};

const notFound = () => new AppError('GiftCodeNotFound', 'There is no such gift code. Check it and try again.', 'code');

/**
 * Issue 15 "a student redeems one on /wallet. Redeeming is idempotent and race-safe (one code, 50
 * concurrent redeemers: exactly the allowed number succeed)". Locks the code row `FOR UPDATE`, then
 * the student's user row (the wallet, last in DESIGN's lock order), so redeemers of one code run one
 * after another on any number of processes and each reads the `uses` the one before left. The domain's
 * `decideGiftCodeRedemption` decides on those fresh facts; on ok: the redemption row (unique per code
 * and student), `uses + 1` (the table's check keeps it within `max_uses`) and one `GIFT_CODE` ledger row
 * keyed `gift:{codeId}:{userId}`, all in the caller's transaction. A second try by the same student is
 * 409 `GiftCodeAlreadyRedeemed` and writes nothing.
 */
export async function redeemGiftCode({
  tx,
  actor,
  now,
  code: typed,
}: CommandInput<StudentActor> & { code: string }): Promise<CommandResult & { code: string; amountCents: number; balance: number }> {
  const code = normalizeGiftCode(typed);
  if (code === null) throw notFound();
  const [locked] = await tx.select().from(giftCodes).where(eq(giftCodes.code, code)).for('update');
  if (!locked) throw notFound();
  const userId = actor.userId;
  const [wallet] = await tx.select({ id: users.user_id }).from(users).where(eq(users.user_id, userId)).for('update');
  if (!wallet) throw notFoundError('User');
  const [mine] = await tx
    .select({ id: giftCodeRedemptions.id })
    .from(giftCodeRedemptions)
    .where(and(eq(giftCodeRedemptions.gift_code_id, locked.id), eq(giftCodeRedemptions.user_id, userId)));

  const decision = decideGiftCodeRedemption({
    code: { expiresAt: locked.expires_at.getTime(), maxUses: locked.max_uses, uses: locked.uses, disabled: locked.disabled_at !== null },
    redeemedByStudent: mine !== undefined,
    now,
  });
  if (decision !== 'ok') throw REFUSALS[decision]();

  const amountCents = locked.amount_cents;
  await tx
    .insert(giftCodeRedemptions)
    .values({ gift_code_id: locked.id, user_id: userId, amount_cents: amountCents, redeemed_at: new Date(now) });
  await tx
    .update(giftCodes)
    .set({ uses: sql`${giftCodes.uses} + 1` })
    .where(eq(giftCodes.id, locked.id));
  const wrote = await postOnce(tx, {
    userId,
    amount: amountCents,
    kind: 'GIFT_CODE',
    idempotencyKey: giftCodeCreditKey(locked.id, userId),
    now,
  });
  // The redemption row is unique per code and student, so a credit under its key can only be this one.
  if (!wrote) throw new Error(`Gift code ${locked.id} was already credited to user ${userId} without a redemption row`);

  const events: DomainEvent[] = [{ type: 'GiftCodeRedeemed', giftCodeId: locked.id, userId, amountCents }];
  await recordEvents(tx, { events, now });
  return { events, code, amountCents, balance: await getBalance(tx, userId) };
}
