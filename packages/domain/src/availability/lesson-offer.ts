import { LESSON_PRICE_MAX_CENTS, REGULAR_PRICE_MIN_CENTS } from '../teacher-application/application-fields';

/**
 * What a teacher offers one-to-one (issue 14 "lesson types and prices, instant-lesson on/off"), the
 * teachers row's own columns: the 30-minute trial on or off (`has_trial`) and its price, the price of
 * a regular 30-minute lesson (`min_price`; 60 minutes cost twice, `getLessonOptions`), and whether
 * students may book 15 minutes ahead (`instant_booking`, `getLessonLeadMs`). USD cents.
 */
export interface LessonOffer {
  readonly has_trial: boolean;
  readonly trial_price: number;
  readonly min_price: number;
  readonly instant_booking: boolean;
}

export type LessonOfferProblem = 'invalid' | 'tooLow' | 'tooHigh' | 'trialAboveRegular';

export interface LessonOfferIssue {
  readonly field: keyof LessonOffer;
  readonly problem: LessonOfferProblem;
}

export const LESSON_OFFER_PROBLEM_MESSAGES: Readonly<Record<LessonOfferProblem, string>> = {
  invalid: 'A whole number of cents',
  tooLow: 'Below the lowest price',
  tooHigh: `At most $${LESSON_PRICE_MAX_CENTS / 100}`,
  trialAboveRegular: 'The trial may not cost more than a regular 30-minute lesson',
};

/** A free trial is allowed (001 `free_trial`): 0 cents up to the highest price. */
export const TRIAL_OFFER_PRICE_MIN_CENTS = 0;

/**
 * The offer's problems, by field: the regular 30-minute price from `REGULAR_PRICE_MIN_CENTS` to
 * `LESSON_PRICE_MAX_CENTS` (the application's bounds), the trial price from 0 (free) to the same
 * maximum and never above the regular 30-minute price (a trial is the same length, so it is not the
 * dearer door). The trial price is checked even when the trial is off: it is kept for when it is on.
 * @example validateLessonOffer({ has_trial: true, trial_price: 2000, min_price: 1500, instant_booking: false }) // [{ field: 'trial_price', problem: 'trialAboveRegular' }]
 */
export function validateLessonOffer(offer: LessonOffer): LessonOfferIssue[] {
  const issues: LessonOfferIssue[] = [];
  const check = (field: 'trial_price' | 'min_price', cents: number, min: number): boolean => {
    if (!Number.isSafeInteger(cents)) issues.push({ field, problem: 'invalid' });
    else if (cents < min) issues.push({ field, problem: 'tooLow' });
    else if (cents > LESSON_PRICE_MAX_CENTS) issues.push({ field, problem: 'tooHigh' });
    else return true;
    return false;
  };
  const regularOk = check('min_price', offer.min_price, REGULAR_PRICE_MIN_CENTS);
  const trialOk = check('trial_price', offer.trial_price, TRIAL_OFFER_PRICE_MIN_CENTS);
  if (regularOk && trialOk && offer.trial_price > offer.min_price) issues.push({ field: 'trial_price', problem: 'trialAboveRegular' });
  return issues;
}
