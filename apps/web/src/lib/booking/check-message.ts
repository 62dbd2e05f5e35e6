import type { BookingOffering, BookingRefusal } from '@app/domain';
import type { MessageKey } from '../../i18n/translate';
import type { TFunction } from '../../i18n/i18n-provider';

const CLASS_KEYS = {
  TimeNotAvailable: 'booking.checkTimeNotAvailable',
  ClassNotExist: 'booking.checkClassCanceled',
  ClassCancelled: 'booking.checkClassCanceled',
  ClassStart: 'booking.checkNoLongerAvailable',
  ClassEnd: 'booking.checkNoLongerAvailable',
  SpotEmpty: 'booking.checkFullyBooked',
  HasBooked: 'booking.checkAlreadyBooked',
  CantBookBySelf: 'booking.checkCantBookClassBySelf',
} as const satisfies Record<BookingRefusal, MessageKey>;

const COURSE_KEYS = { ...CLASS_KEYS, CantBookBySelf: 'booking.checkCantBookCourseBySelf' } as const satisfies Record<
  BookingRefusal,
  MessageKey
>;

/**
 * The 000 §8 message of a refusing check status in the display language. The English catalogue
 * holds @app/domain's texts (`getBookingCheckMessage`), so English reads character for character.
 */
export function checkMessage(t: TFunction, { status, offering }: { status: BookingRefusal; offering: BookingOffering }): string {
  return t((offering === 'course' ? COURSE_KEYS : CLASS_KEYS)[status]);
}
