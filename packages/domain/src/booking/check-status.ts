import { z } from 'zod';

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

/** `z.enum(BOOKING_CHECK_STATUSES)`: parses a known check status (an unknown one fails). */
export const BookingCheckStatusSchema = z.enum(BOOKING_CHECK_STATUSES);
export type BookingCheckStatus = z.infer<typeof BookingCheckStatusSchema>;

/** Every check status except `CanBook`: why a booking is refused. */
export type BookingRefusal = Exclude<BookingCheckStatus, 'CanBook'>;

/**
 * True iff `value` is one of the 000 §8 check statuses (case-sensitive).
 * @example isBookingCheckStatus('SpotEmpty') // true
 */
export function isBookingCheckStatus(value: unknown): value is BookingCheckStatus {
  return BookingCheckStatusSchema.safeParse(value).success;
}
