import { BROWSER_KEY_COOKIE_NAME } from '@app/domain';
import { readBookingFlowId } from '../booking/booking-flow-id';
import { COOKIE_YEAR_S, readCookie, writeCookie } from '../browser-cookies';

function randomKey(): string {
  try {
    return crypto.randomUUID().replaceAll('-', '');
  } catch {
    return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
  }
}

let memoryKey: string | null = null;

/**
 * 001 §9 "Cookie names kp.user_id and kp.browser.key": the browser key, made once and kept in its
 * cookie. Without cookies it lives for this page only.
 */
export function getBrowserKey(): string {
  const stored = readCookie(BROWSER_KEY_COOKIE_NAME);
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
  memoryKey ??= randomKey();
  // Cookies refused (sandboxed frame): the key stays in memory.
  writeCookie(BROWSER_KEY_COOKIE_NAME, memoryKey, COOKIE_YEAR_S);
  return memoryKey;
}

let signedInUserId: number | null = null;

/** The app shell says who is signed in (kp.user_id); null for a visitor. */
export function setTrackedUserId(userId: number | null): void {
  signedInUserId = userId;
}

/** What every event carries to say whose it is (never an email or a name). */
export interface EventIds {
  booking_flow_id?: string;
  user_id?: number;
  browser_key?: string;
}

/**
 * 001 §9 identifiers: the booking-flow id (session key kp.booking_flow_id) while a booking is
 * under way, the user id when signed in, and the browser key always: it is what lets the funnel
 * follow one visitor across signing in.
 */
export function currentEventIds(): EventIds {
  const ids: EventIds = { browser_key: getBrowserKey() };
  if (signedInUserId !== null) ids.user_id = signedInUserId;
  const flow = readBookingFlowId();
  if (flow) ids.booking_flow_id = flow;
  return ids;
}

/** A fresh event id (the server stores each id once, so a retried batch counts once). */
export function newEventId(): string {
  return randomKey();
}
