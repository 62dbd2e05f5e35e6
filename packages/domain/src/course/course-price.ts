import type { GroupCourseFacts } from './group-course';

/**
 * 000 §3: "The price of a course is price times class_amount." 001 §9: "Course price shown is price
 * times class_amount, per course." Also the hand-off record's `price` for a course (000 §3).
 *
 * `price` is per class in integer cents; the result is integer cents. Throws a RangeError for a
 * negative or non-integer price or class_amount, or a product beyond Number.MAX_SAFE_INTEGER, so a
 * bad value never reaches a payment.
 *
 * @example getCoursePrice({ price: 1500, class_amount: 4 }) // 6000
 */
export function getCoursePrice({ price, class_amount }: Pick<GroupCourseFacts, 'price' | 'class_amount'>): number {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`Course price must be whole non-negative cents: ${String(price)}`);
  if (!Number.isSafeInteger(class_amount) || class_amount < 0) {
    throw new RangeError(`class_amount must be a non-negative integer: ${String(class_amount)}`);
  }
  const total = price * class_amount;
  if (!Number.isSafeInteger(total)) throw new RangeError(`Course price overflows: ${String(price)} x ${String(class_amount)}`);
  return total;
}

/**
 * The display-safe path of `getCoursePrice` for cards and lists (001 §9 "Course price shown is
 * price times class_amount, per course"): the same integer cents, or `null` where `getCoursePrice`
 * would throw (negative or fractional price or class_amount, NaN, overflow), so one bad record
 * hides its price instead of breaking the page. Money paths (hand-off record, payment, ledger) keep
 * using `getCoursePrice`, which throws.
 * @example getCoursePriceForDisplay({ price: Number.NaN, class_amount: 4 }) // null
 */
export function getCoursePriceForDisplay({ price, class_amount }: Pick<GroupCourseFacts, 'price' | 'class_amount'>): number | null {
  try {
    return getCoursePrice({ price, class_amount });
  } catch {
    return null;
  }
}
