/** 001 §2.5: "A note reads 'Your final payment will be made in USD' when the user currency is not USD." */
export const USD_PAYMENT_NOTE = 'Your final payment will be made in USD';
/** 001 §9 "Analytics currency USD": the settlement currency. */
export const PAYMENT_CURRENCY = 'USD';

/** The price fields of a teacher result item (001 §3 `course_info`), in integer cents of USD. */
export interface TeacherCoursePriceFacts {
  readonly min_price?: number | null | undefined;
  readonly trial_price?: number | null | undefined;
}

export type CardPrice = { readonly kind: 'trial' | 'lesson'; readonly source: 'trial_price' | 'min_price'; readonly cents: number };

function positive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * 001 §2.5 teacher card "price", from 001 §3 `course_info` (`min_price`, `trial_price`).
 * When the trial is offered (`isTrialOffered`) and `trial_price` is above 0: the trial price.
 * Otherwise `min_price` ("from") when above 0. `null` (no price shown) when neither is above 0;
 * 0 counts as missing (001 §9: trials are "from $1").
 */
export function getCardPrice({
  courseInfo,
  trialOffered,
}: {
  courseInfo: TeacherCoursePriceFacts;
  trialOffered: boolean;
}): CardPrice | null {
  if (trialOffered && positive(courseInfo.trial_price)) return { kind: 'trial', source: 'trial_price', cents: courseInfo.trial_price };
  if (positive(courseInfo.min_price)) return { kind: 'lesson', source: 'min_price', cents: courseInfo.min_price };
  return null;
}

/**
 * 001 §2.5: "A note reads 'Your final payment will be made in USD' when the user currency is not USD."
 * True iff a currency is set and, trimmed and upper-cased, is not `USD`. No currency (signed out:
 * prices shown in USD) -> false.
 */
export function shouldShowUsdPaymentNote(userCurrency: string | null | undefined): boolean {
  const currency = userCurrency?.trim().toUpperCase() ?? '';
  return currency !== '' && currency !== PAYMENT_CURRENCY;
}
