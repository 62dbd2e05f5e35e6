import { type Instant, toEpochMs } from '../time/instant';

/** 001 §9: "Session key kp.booking_flow_id." */
export const BOOKING_FLOW_ID_SESSION_KEY = 'kp.booking_flow_id';
/** 001 §9: "Cookie names kp.user_id and kp.browser.key." */
export const USER_ID_COOKIE_NAME = 'kp.user_id';
/** 001 §9: "Cookie names kp.user_id and kp.browser.key." */
export const BROWSER_KEY_COOKIE_NAME = 'kp.browser.key';
/** 001 §9: "then fixed suffix 10". */
export const BOOKING_FLOW_ID_SUFFIX = '10';
/** 001 §9: "user id or browser key or 0": the prefix when neither is known. */
export const BOOKING_FLOW_ID_ANONYMOUS_PREFIX = '0';

function readIdPart(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/**
 * 001 §9: "Booking flow id: user id or browser key or 0, then timestamp, then fixed suffix 10."
 * Concatenated with no separator: `${userId ?? browserKey ?? 0}${epoch ms of now}10`. A missing,
 * empty or blank cookie value falls through to the next; the timestamp is whole epoch
 * milliseconds (floored). Returned as a string (it exceeds Number.MAX_SAFE_INTEGER).
 * @example buildBookingFlowId({ userId: 42, browserKey: null, now: 1773144000000 }) // '42177314400000010'
 */
export function buildBookingFlowId({
  userId,
  browserKey,
  now,
}: {
  userId?: number | string | null | undefined;
  browserKey?: string | null | undefined;
  now: Instant;
}): string {
  const prefix = readIdPart(userId) ?? readIdPart(browserKey) ?? BOOKING_FLOW_ID_ANONYMOUS_PREFIX;
  return `${prefix}${Math.floor(toEpochMs(now, 'now'))}${BOOKING_FLOW_ID_SUFFIX}`;
}
