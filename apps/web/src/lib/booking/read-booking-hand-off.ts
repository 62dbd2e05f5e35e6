import { BOOKING_HAND_OFF_SESSION_KEY, type BookingHandOff, parseBookingHandOff } from '@app/domain';
import { readStored } from '../browser-storage';

/** The record the book click left (booking-session.ts), parsed (never cast); null when there is none or it is unreadable. */
export function readBookingHandOff(): BookingHandOff | null {
  return parseBookingHandOff(readStored('session', BOOKING_HAND_OFF_SESSION_KEY));
}
