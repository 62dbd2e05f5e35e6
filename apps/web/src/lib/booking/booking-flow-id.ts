import { BOOKING_FLOW_ID_SESSION_KEY } from '@app/domain';
import { readStored } from '../browser-storage';

// Apart from the hand-off record (booking-session.ts): every page's events read these, and the
// record's parser carries zod, which only the booking pages need.

/** A cookie's value, or null; `document.cookie` can throw in sandboxed frames. */
export function readCookie(name: string): string | null {
  try {
    for (const part of document.cookie.split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key === name) return decodeURIComponent(rest.join('='));
    }
  } catch {
    return null;
  }
  return null;
}

/** The booking-flow id of this booking, if the book click stored a well-formed one. */
export function readBookingFlowId(): string | undefined {
  const value = readStored('session', BOOKING_FLOW_ID_SESSION_KEY);
  return value && /^\w{1,64}$/.test(value) ? value : undefined;
}
