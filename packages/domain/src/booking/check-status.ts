/**
 * 000 §7 "GET /v2/group_class/group_classes/{id}/check_book_status ... data.status" and 000 §8:
 * every status the booking check can answer. `CanBook` lets the booking go on; each other code
 * names why it cannot. The wire contract builds its enum from this list.
 */
export const BOOKING_CHECK_STATUSES = [
  'CanBook',
  'TimeNotAvailable',
  'ClassNotExist',
  'ClassCancelled',
  'ClassStart',
  'ClassEnd',
  'SpotEmpty',
  'HasBooked',
  'CantBookBySelf',
] as const;

/** One of the 000 §8 check statuses (its schema, for parsing, is in check-status-schema.ts). */
export type BookingCheckStatus = (typeof BOOKING_CHECK_STATUSES)[number];

/** Every check status except `CanBook`: why a booking is refused. */
export type BookingRefusal = Exclude<BookingCheckStatus, 'CanBook'>;

/**
 * True iff `value` is one of the 000 §8 check statuses (case-sensitive).
 * @example isBookingCheckStatus('SpotEmpty') // true
 */
export function isBookingCheckStatus(value: unknown): value is BookingCheckStatus {
  // A plain lookup: the book button checks statuses on every class page, which should not load zod.
  return (BOOKING_CHECK_STATUSES as readonly unknown[]).includes(value);
}
