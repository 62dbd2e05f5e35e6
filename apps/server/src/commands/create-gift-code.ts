import { randomBytes } from 'node:crypto';
import {
  GENERATED_GIFT_CODE_LENGTH,
  type GiftCodeDraft,
  giftCodeFromRandomBytes,
  normalizeGiftCode,
  validateGiftCodeDraft,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import { giftCodes } from '../db/schema-gift-codes';
import { AppError, notFoundError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult, StaffActor } from './command';

export type GiftCodeRow = typeof giftCodes.$inferSelect;

/** The request's field of each draft field, for the 400 naming it. */
const WIRE_FIELD: Record<keyof GiftCodeDraft, string> = {
  code: 'code',
  amountCents: 'amount_cents',
  expiresAt: 'expires_at',
  maxUses: 'max_uses',
};

/** Generated codes that collide with an existing one are drawn again; at 60 bits, twice is already absurd. */
const GENERATE_ATTEMPTS = 3;

/**
 * Issue 15 "staff create codes (amount, currency, expiry, single or multi use)". USD cents only
 * (README "Gift codes"). Without `code` one is generated from crypto randomness in the readable
 * alphabet (`giftCodeFromRandomBytes`); a typed one is normalized as a redeemed one is, so `spring-2027`
 * is stored as `SPRING2027`. The domain's `validateGiftCodeDraft` refuses with the field at fault;
 * a code that exists is 409 `GiftCodeTaken` (the unique key decides, so two staff typing one code at
 * once get one code).
 */
export async function createGiftCode({
  tx,
  actor,
  now,
  code: typed,
  amountCents,
  expiresAt,
  maxUses,
}: CommandInput<StaffActor> & { code: string | undefined; amountCents: number; expiresAt: number; maxUses: number }): Promise<
  CommandResult & { giftCode: GiftCodeRow }
> {
  const custom = typed !== undefined && typed.trim() !== '';
  for (let attempt = 0; attempt < (custom ? 1 : GENERATE_ATTEMPTS); attempt += 1) {
    const code = custom ? (normalizeGiftCode(typed) ?? typed) : giftCodeFromRandomBytes(randomBytes(GENERATED_GIFT_CODE_LENGTH));
    const problems = validateGiftCodeDraft({ draft: { code, amountCents, expiresAt, maxUses }, now });
    const first = (Object.keys(problems) as (keyof GiftCodeDraft)[])[0];
    if (first) throw new AppError('InvalidRequest', `${WIRE_FIELD[first]}: ${problems[first]}`, WIRE_FIELD[first]);
    const [giftCode] = await tx
      .insert(giftCodes)
      .values({
        code,
        amount_cents: amountCents,
        max_uses: maxUses,
        expires_at: new Date(expiresAt),
        created_by: actor.userId,
        created_at: new Date(now),
      })
      .onConflictDoNothing({ target: giftCodes.code })
      .returning();
    if (!giftCode) continue;
    const events: DomainEvent[] = [{ type: 'GiftCodeCreated', giftCodeId: giftCode.id, staffId: actor.userId, amountCents, maxUses }];
    await recordEvents(tx, { events, now });
    return { events, giftCode };
  }
  throw new AppError('GiftCodeTaken', 'This gift code already exists. Choose another one.', 'code');
}

/** Staff switch a code off: nobody redeems it from then on (what was credited stays). Once; again is a no-op. */
export async function disableGiftCode({
  tx,
  actor,
  now,
  giftCodeId,
}: CommandInput<StaffActor> & { giftCodeId: number }): Promise<CommandResult & { giftCode: GiftCodeRow }> {
  const [locked] = await tx.select().from(giftCodes).where(eq(giftCodes.id, giftCodeId)).for('update');
  if (!locked) throw notFoundError('Gift code');
  if (locked.disabled_at !== null) return { events: [], giftCode: locked };
  const [giftCode] = await tx
    .update(giftCodes)
    .set({ disabled_at: new Date(now) })
    .where(eq(giftCodes.id, giftCodeId))
    .returning();
  if (!giftCode) throw notFoundError('Gift code');
  const events: DomainEvent[] = [{ type: 'GiftCodeDisabled', giftCodeId, staffId: actor.userId }];
  await recordEvents(tx, { events, now });
  return { events, giftCode };
}
