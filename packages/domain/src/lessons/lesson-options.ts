import { type LessonDuration, LESSON_SLOT_MINUTES, TRIAL_LESSON_MINUTES } from './lesson';

/** A lesson the student can book: the trial, or a regular lesson of 30 or 60 minutes. Prices in USD cents. */
export interface LessonOption {
  readonly key: 'trial' | 'lesson-30' | 'lesson-60';
  readonly is_trial: boolean;
  readonly duration: LessonDuration;
  readonly price: number;
}

/** The teacher's prices (001 §3 `course_info`), USD cents. `min_price` is the price of 30 minutes. */
export interface LessonPrices {
  readonly min_price: number;
  readonly trial_price: number;
}

function isCents(value: number, min: number): boolean {
  return Number.isSafeInteger(value) && value >= min;
}

/**
 * Which lessons the student may book with this teacher.
 * - The trial (30 min at `trial_price`; 0 is a free trial) when `trialOffered`, which callers take
 *   from `isTrialOffered` (001 §4.2), the same rule as the card's Book trial button.
 * - Unless `trialOnly` (the card's `book_trial_only=1` / `is_trial=1` links): regular lessons of 30
 *   minutes at `min_price` and 60 minutes at twice that, when `min_price` is above 0.
 * Order: trial, 30, 60.
 * @example getLessonOptions({ trialOffered: true, trialOnly: false, prices: { min_price: 1500, trial_price: 500 } }).map((o) => o.price) // [500, 1500, 3000]
 */
export function getLessonOptions({
  trialOffered,
  trialOnly,
  prices,
}: {
  trialOffered: boolean;
  trialOnly: boolean;
  prices: LessonPrices;
}): LessonOption[] {
  const options: LessonOption[] = [];
  if (trialOffered && isCents(prices.trial_price, 0))
    options.push({ key: 'trial', is_trial: true, duration: TRIAL_LESSON_MINUTES, price: prices.trial_price });
  if (trialOnly || !isCents(prices.min_price, 1)) return options;
  options.push({ key: 'lesson-30', is_trial: false, duration: 30, price: prices.min_price });
  options.push({ key: 'lesson-60', is_trial: false, duration: 60, price: prices.min_price * (60 / LESSON_SLOT_MINUTES) });
  return options;
}

/** The offered option a booking request names (`is_trial` and `duration`), or undefined when it is not offered. */
export function findLessonOption({
  options,
  isTrial,
  duration,
}: {
  options: readonly LessonOption[];
  isTrial: boolean;
  duration: number;
}): LessonOption | undefined {
  return options.find((o) => o.is_trial === isTrial && o.duration === duration);
}
