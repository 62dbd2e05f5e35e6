import { ApiClientError, type CreateGiftCodeBody } from '@app/api';
import { GIFT_CODE_MAX_CENTS, GIFT_CODE_MAX_USES, giftCodeExpiryOfDay, normalizeGiftCode, validateGiftCodeDraft } from '@app/domain';
import type { TFunction } from '../../i18n/i18n-provider';

/** The create form's fields as typed. */
export interface GiftCodeFormValues {
  readonly code: string;
  /** Dollars, as typed ("20" or "12.50"). */
  readonly amount: string;
  /** `YYYY-MM-DD`: redeemable until the end of that day in the staff member's zone. */
  readonly expiresOn: string;
  readonly maxUses: string;
}

export type GiftCodeField = keyof GiftCodeFormValues;
export type GiftCodeFieldErrors = Partial<Record<GiftCodeField, string>>;

const WIRE_TO_FIELD: Record<string, GiftCodeField> = { code: 'code', amount_cents: 'amount', expires_at: 'expiresOn', max_uses: 'maxUses' };

function textOf(t: TFunction, field: GiftCodeField): string {
  if (field === 'code') return t('giftCodes.invalidCode');
  if (field === 'amount') return t('giftCodes.invalidAmount', { max: GIFT_CODE_MAX_CENTS / 100 });
  if (field === 'expiresOn') return t('giftCodes.invalidExpiry');
  return t('giftCodes.invalidUses', { max: GIFT_CODE_MAX_USES });
}

/**
 * The body to send, or the problems by field, checked with the domain's `validateGiftCodeDraft` (the
 * server checks the same, with its own `now`). An empty code is left to the server to generate.
 */
export function readGiftCodeForm(
  t: TFunction,
  values: GiftCodeFormValues,
  { now, zone }: { now: number; zone: string },
): { ok: true; body: CreateGiftCodeBody } | { ok: false; errors: GiftCodeFieldErrors } {
  const typedCode = values.code.trim();
  const code = typedCode === '' ? 'GENERATED' : (normalizeGiftCode(typedCode) ?? typedCode);
  const amountCents = /^\d+(\.\d{1,2})?$/.test(values.amount.trim()) ? Math.round(Number(values.amount) * 100) : Number.NaN;
  const expiresAt = giftCodeExpiryOfDay({ day: values.expiresOn, zone }) ?? Number.NaN;
  const maxUses = /^\d+$/.test(values.maxUses.trim()) ? Number(values.maxUses) : Number.NaN;
  const problems = validateGiftCodeDraft({ draft: { code, amountCents, expiresAt, maxUses }, now });
  const errors: GiftCodeFieldErrors = {};
  if (problems.code) errors.code = textOf(t, 'code');
  if (problems.amountCents) errors.amount = textOf(t, 'amount');
  if (problems.expiresAt) errors.expiresOn = textOf(t, 'expiresOn');
  if (problems.maxUses) errors.maxUses = textOf(t, 'maxUses');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      ...(typedCode === '' ? {} : { code: typedCode }),
      amount_cents: amountCents,
      expires_at: new Date(expiresAt).toISOString(),
      max_uses: maxUses,
    },
  };
}

/** A server refusal shown under its field (a taken code, an expiry the server's clock finds past), or null. */
export function serverFieldError(t: TFunction, error: unknown, text: string): GiftCodeFieldErrors | null {
  if (!(error instanceof ApiClientError) || error.field === undefined) return null;
  const field = WIRE_TO_FIELD[error.field.replace(/^body\./, '')];
  if (!field) return null;
  return { [field]: error.code === 'InvalidRequest' ? textOf(t, field) : text };
}
