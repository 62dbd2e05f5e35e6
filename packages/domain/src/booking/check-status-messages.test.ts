import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_CHECK_STATUSES, isBookingCheckStatus } from './check-status';
import { BookingCheckStatusSchema } from './check-status-schema';
import {
  CLASS_SLOT_GONE_MESSAGE,
  COPY_SUCCESS_MESSAGE,
  COURSE_CANCEL_FAILED_MESSAGE,
  COURSE_CANCELED_MESSAGE,
  COURSE_SLOT_GONE_MESSAGE,
  getBookingCheckMessage,
  getBookingCheckOutcome,
  isBookingRefusal,
} from './check-status-messages';

describe('000 §8 error catalogue: the booking check', () => {
  it.each([
    ['TimeNotAvailable', 'This time slot was occupied by your class.'],
    ['ClassNotExist', 'This class has been canceled.'],
    ['ClassCancelled', 'This class has been canceled.'],
    ['ClassStart', 'Class is no longer available.'],
    ['ClassEnd', 'Class is no longer available.'],
    ['SpotEmpty', 'This class has been fully booked.'],
    ['HasBooked', 'You have already booked this class.'],
    ['CantBookBySelf', 'Sorry, you cannot book a class with yourself.'],
  ] as const)('%s -> "%s"', (status, text) => {
    expect(getBookingCheckOutcome({ status, offering: 'class' })).toEqual({ kind: 'message', status, text });
  });
  it('"On CanBook the hand-off record is stored and the payment page opens."', () => {
    expect(getBookingCheckOutcome({ status: 'CanBook', offering: 'class' })).toEqual({ kind: 'go-to-payment', status: 'CanBook' });
    expect(getBookingCheckOutcome({ status: 'CanBook', offering: 'course' })).toEqual({ kind: 'go-to-payment', status: 'CanBook' });
  });
  it('"An unknown status after the check does nothing visible."', () => {
    for (const status of ['Whatever', 'canbook', '', null, undefined, 3, {}]) {
      expect(getBookingCheckOutcome({ status, offering: 'class' })).toEqual({ kind: 'none' });
    }
  });
  it('course: "Sorry, you can not book a course with yourself."; other texts as for a class', () => {
    expect(getBookingCheckMessage({ status: 'CantBookBySelf', offering: 'course' })).toBe(
      'Sorry, you can not book a course with yourself.',
    );
    expect(getBookingCheckMessage({ status: 'SpotEmpty', offering: 'course' })).toBe('This class has been fully booked.');
  });
  it('the other 000 §8 texts, character for character', () => {
    expect(COURSE_CANCEL_FAILED_MESSAGE).toBe('Course could not be canceled.');
    expect(COURSE_CANCELED_MESSAGE).toBe('This course has been canceled.');
    expect(COPY_SUCCESS_MESSAGE).toBe('Copied successfully.');
  });
  it('"Slot gone | The class is no longer available / The course is no longer available." (each with the final period)', () => {
    expect(CLASS_SLOT_GONE_MESSAGE).toBe('The class is no longer available.');
    expect(COURSE_SLOT_GONE_MESSAGE).toBe('The course is no longer available.');
  });
  it('the status list is the nine codes, and the schema parses exactly those', () => {
    expect([...BOOKING_CHECK_STATUSES].sort()).toEqual([
      'CanBook',
      'CantBookBySelf',
      'ClassCancelled',
      'ClassEnd',
      'ClassNotExist',
      'ClassStart',
      'HasBooked',
      'SpotEmpty',
      'TimeNotAvailable',
    ]);
    expect(BookingCheckStatusSchema.parse('HasBooked')).toBe('HasBooked');
    expect(BookingCheckStatusSchema.safeParse('hasbooked').success).toBe(false);
  });
  it('property: isBookingCheckStatus (a plain lookup, no zod) agrees with BookingCheckStatusSchema on any value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.constantFrom(...BOOKING_CHECK_STATUSES)), (value) => {
        expect(isBookingCheckStatus(value)).toBe(BookingCheckStatusSchema.safeParse(value).success);
      }),
    );
  });
  it('property: every string is either a known code (message or payment) or nothing visible', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom(...BOOKING_CHECK_STATUSES)),
        fc.constantFrom('class' as const, 'course' as const),
        (status, offering) => {
          const outcome = getBookingCheckOutcome({ status, offering });
          const known = (BOOKING_CHECK_STATUSES as readonly string[]).includes(status);
          expect(isBookingCheckStatus(status)).toBe(known);
          expect(outcome.kind).toBe(!known ? 'none' : status === 'CanBook' ? 'go-to-payment' : 'message');
          if (outcome.kind === 'message') {
            expect(isBookingRefusal(outcome.status)).toBe(true);
            expect(outcome.text.length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});
