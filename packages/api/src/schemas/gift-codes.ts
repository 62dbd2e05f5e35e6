import { GIFT_CODE_MAX_CENTS, GIFT_CODE_MAX_USES } from '@app/domain';
import { z } from 'zod';
import { queryInt } from '../contract/query';

/** The most codes the staff list answers (newest first). */
export const ADMIN_GIFT_CODES_LIMIT = 200;

/** A gift code as staff see it (issue 15). Amounts are USD cents: codes are USD only. Instants are ISO strings. */
export const GiftCodeViewSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  amount_cents: z.number().int(),
  currency: z.literal('USD'),
  max_uses: z.number().int(),
  uses: z.number().int(),
  remaining: z.number().int(),
  expires_at: z.string(),
  /** Set when staff switched the code off; nobody redeems it from then on. */
  disabled_at: z.string().nullable(),
  created_at: z.string(),
});
export type GiftCodeView = z.infer<typeof GiftCodeViewSchema>;

export const AdminGiftCodesResponseSchema = z.object({ data: z.object({ items: z.array(GiftCodeViewSchema) }) });
export const GiftCodeResponseSchema = z.object({ data: GiftCodeViewSchema });

/**
 * `POST /v1/admin/gift-codes`: staff create a code. `code` empty or absent: the server generates one
 * (12 letters without 0, O, 1, I); a typed one is read like a redeemed one (case, spaces and dashes
 * do not count). The shapes here; the domain's `validateGiftCodeDraft` (expiry after now, ranges)
 * runs in the command, each refusal a 400 naming its field.
 */
export const CreateGiftCodeBodySchema = z.object({
  code: z.string().max(64).optional(),
  amount_cents: z.number().int().min(1).max(GIFT_CODE_MAX_CENTS),
  expires_at: z.iso.datetime({ offset: true }),
  max_uses: z.number().int().min(1).max(GIFT_CODE_MAX_USES),
});
export type CreateGiftCodeBody = z.input<typeof CreateGiftCodeBodySchema>;

/** `POST /v1/me/gift-codes/redeem`: the code as the student typed it. */
export const RedeemGiftCodeBodySchema = z.object({ code: z.string().trim().min(1).max(64) });
export type RedeemGiftCodeBody = z.input<typeof RedeemGiftCodeBodySchema>;

/** What the redemption put in the wallet (USD cents) and the balance after it. */
export const RedeemGiftCodeResponseSchema = z.object({
  data: z.object({ code: z.string(), amount_cents: z.number().int(), balance: z.number().int() }),
});
export type RedeemGiftCodeResponse = z.infer<typeof RedeemGiftCodeResponseSchema>;

export const GiftCodeIdParamSchema = z.object({ id: queryInt({ min: 1 }) });
