import {
  BOOKING_FLOW_ID_SESSION_KEY,
  BOOKING_HAND_OFF_SESSION_KEY,
  BROWSER_KEY_COOKIE_NAME,
  type BookingHandOff,
  buildBookingFlowId,
} from '@app/domain';
import { writeStored } from '../browser-storage';
import { readCookie } from '../browser-cookies';

/**
 * 000 §4 Book flow "4. On CanBook the hand-off record is stored and the payment page opens", and
 * 000 §9 "Booking-flow id is kept in the session under kp.booking_flow_id" (user id, else the
 * browser key cookie, else 0). Reading the record back needs its schema (zod): that is the payment
 * page's alone (read-booking-hand-off.ts), so the pages with a book button do not load zod.
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

/** After paying: the record is spent, so a reload of /payment does not offer to pay twice. */
export function clearBookingHandOff(): void {
  writeStored('session', BOOKING_HAND_OFF_SESSION_KEY, null);
  writeStored('session', BOOKING_FLOW_ID_SESSION_KEY, null);
}
