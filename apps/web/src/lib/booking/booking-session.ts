import {
  BOOKING_FLOW_ID_SESSION_KEY,
  BOOKING_HAND_OFF_SESSION_KEY,
  BROWSER_KEY_COOKIE_NAME,
  type BookingHandOff,
  buildBookingFlowId,
  parseBookingHandOff,
} from '@app/domain';
import { readStored, writeStored } from '../browser-storage';
import { readCookie } from '../browser-cookies';

/**
 * 000 §4 Book flow "4. On CanBook the hand-off record is stored and the payment page opens", and
 * 000 §9 "Booking-flow id is kept in the session under kp.booking_flow_id" (user id, else the
 * browser key cookie, else 0).
 */
export function storeBookingHandOff({
  record,
  userId,
  now,
}: {
  record: BookingHandOff;
  userId: number | null | undefined;
  now: number;
}): void {
  writeStored('session', BOOKING_HAND_OFF_SESSION_KEY, JSON.stringify(record));
  writeStored('session', BOOKING_FLOW_ID_SESSION_KEY, buildBookingFlowId({ userId, browserKey: readCookie(BROWSER_KEY_COOKIE_NAME), now }));
}

/** The record the book click left, parsed (never cast); null when there is none or it is unreadable. */
export function readBookingHandOff(): BookingHandOff | null {
  return parseBookingHandOff(readStored('session', BOOKING_HAND_OFF_SESSION_KEY));
}

/** After paying: the record is spent, so a reload of /payment does not offer to pay twice. */
export function clearBookingHandOff(): void {
  writeStored('session', BOOKING_HAND_OFF_SESSION_KEY, null);
  writeStored('session', BOOKING_FLOW_ID_SESSION_KEY, null);
}
