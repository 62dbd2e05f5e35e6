import { isBookingCheckStatus, type BookingCheckStatus, type BookingRefusal } from './check-status';

/** 000 §8: "TimeNotAvailable | This time slot was occupied by your class." */
export const TIME_NOT_AVAILABLE_MESSAGE = 'This time slot was occupied by your class.';
/** 000 §8: "ClassNotExist or ClassCancelled | This class has been canceled." and "After drop, or already cancelled | This class has been canceled." */
export const CLASS_CANCELED_MESSAGE = 'This class has been canceled.';
/** 000 §8: "ClassStart or ClassEnd | Class is no longer available." */
export const CLASS_NO_LONGER_AVAILABLE_MESSAGE = 'Class is no longer available.';
/** 000 §8: "SpotEmpty | This class has been fully booked." */
export const CLASS_FULLY_BOOKED_MESSAGE = 'This class has been fully booked.';
/** 000 §8: "HasBooked | You have already booked this class." */
export const ALREADY_BOOKED_MESSAGE = 'You have already booked this class.';
/** 000 §8 / §5: "CantBookBySelf | Sorry, you cannot book a class with yourself." */
export const CANT_BOOK_CLASS_BY_SELF_MESSAGE = 'Sorry, you cannot book a class with yourself.';
/** 000 §5: "A teacher cannot book their own ... course (Sorry, you can not book a course with yourself.)." */
export const CANT_BOOK_COURSE_BY_SELF_MESSAGE = 'Sorry, you can not book a course with yourself.';
/** 000 §8: "Course cancel failure (warning) | Course could not be canceled." */
export const COURSE_CANCEL_FAILED_MESSAGE = 'Course could not be canceled.';
/** 000 §8: "Course cancel success | This course has been canceled." */
export const COURSE_CANCELED_MESSAGE = 'This course has been canceled.';
/**
 * 000 §8: "Slot gone | The class is no longer available / The course is no longer available."
 * Read as two full sentences, each ending with a period like every other message of the catalogue
 * (the `/` separates the class and course variants; the row's final period belongs to both).
 */
export const CLASS_SLOT_GONE_MESSAGE = 'The class is no longer available.';
/** 000 §8: "Slot gone | ... / The course is no longer available." (the course variant, with its period). */
export const COURSE_SLOT_GONE_MESSAGE = 'The course is no longer available.';
/** 000 §8: "Copy success | Copied successfully." */
export const COPY_SUCCESS_MESSAGE = 'Copied successfully.';

/** 000 §8, for a class: the message of each refusing check status. */
export const CLASS_CHECK_STATUS_MESSAGES = {
  TimeNotAvailable: TIME_NOT_AVAILABLE_MESSAGE,
  ClassNotExist: CLASS_CANCELED_MESSAGE,
  ClassCancelled: CLASS_CANCELED_MESSAGE,
  ClassStart: CLASS_NO_LONGER_AVAILABLE_MESSAGE,
  ClassEnd: CLASS_NO_LONGER_AVAILABLE_MESSAGE,
  SpotEmpty: CLASS_FULLY_BOOKED_MESSAGE,
  HasBooked: ALREADY_BOOKED_MESSAGE,
  CantBookBySelf: CANT_BOOK_CLASS_BY_SELF_MESSAGE,
} as const satisfies Record<BookingRefusal, string>;

/** 000 §8 for a course: the class messages, except "Sorry, you can not book a course with yourself." (000 §5). */
export const COURSE_CHECK_STATUS_MESSAGES = {
  ...CLASS_CHECK_STATUS_MESSAGES,
  CantBookBySelf: CANT_BOOK_COURSE_BY_SELF_MESSAGE,
} as const satisfies Record<BookingRefusal, string>;

/** Which offering was checked: the course check answers self-booking with the course text. */
export type BookingOffering = 'class' | 'course';

/**
 * What the book click does with the check answer: go to payment, show a message, or nothing.
 * `none` carries no status: the server answered something that is not a known code.
 */
export type BookingCheckOutcome =
  | { readonly kind: 'go-to-payment'; readonly status: 'CanBook' }
  | { readonly kind: 'message'; readonly status: BookingRefusal; readonly text: string }
  | { readonly kind: 'none' };

/**
 * 000 §4 Book flow: "4. On CanBook the hand-off record is stored and the payment page opens.
 * 5. Other results show the messages in section 8." 000 §8: "An unknown status after the check
 * does nothing visible." Takes the raw `data.status` (anything); codes are case-sensitive.
 * @example getBookingCheckOutcome({ status: 'SpotEmpty', offering: 'class' }) // { kind: 'message', status: 'SpotEmpty', text: 'This class has been fully booked.' }
 */
export function getBookingCheckOutcome({ status, offering }: { status: unknown; offering: BookingOffering }): BookingCheckOutcome {
  if (!isBookingCheckStatus(status)) return { kind: 'none' };
  if (status === 'CanBook') return { kind: 'go-to-payment', status };
  return { kind: 'message', status, text: getBookingCheckMessage({ status, offering }) };
}

/**
 * 000 §8: the message for a refusing check status, with the course's own self-booking text.
 * @example getBookingCheckMessage({ status: 'CantBookBySelf', offering: 'course' }) // 'Sorry, you can not book a course with yourself.'
 */
export function getBookingCheckMessage({ status, offering }: { status: BookingRefusal; offering: BookingOffering }): string {
  return (offering === 'course' ? COURSE_CHECK_STATUS_MESSAGES : CLASS_CHECK_STATUS_MESSAGES)[status];
}

/** Narrowing helper for callers holding a `BookingCheckStatus`: true iff it refuses the booking. */
export function isBookingRefusal(status: BookingCheckStatus): status is BookingRefusal {
  return status !== 'CanBook';
}
