import { BOOKING_FLOW_ID_SESSION_KEY } from '@app/domain';
import { readStored } from '../browser-storage';

// Apart from the hand-off record (booking-session.ts): every page's events read this, and the
// record's parser carries zod, which only the booking pages need.

/** The booking-flow id of this booking, if the book click stored a well-formed one. */
export function readBookingFlowId(): string | undefined {
  const value = readStored('session', BOOKING_FLOW_ID_SESSION_KEY);
  return value && /^\w{1,64}$/.test(value) ? value : undefined;
}
