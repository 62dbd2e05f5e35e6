import { COOKIE_YEAR_S, writeCookie } from './browser-cookies';

let deviceZone: string | undefined;

/**
 * The device's zone, for visitors (and users without a stored zone). Read once a page: every card's
 * times ask for it, and `resolvedOptions()` makes a whole date formatter each time.
 */
export function browserTimeZone(): string {
  if (deviceZone === undefined) {
    try {
      deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      deviceZone = 'UTC';
    }
  }
  return deviceZone;
}

/** The cookie that tells the server the visitor's zone, so its next page renders their times at once. */
export const TIME_ZONE_COOKIE = 'kp_tz';

/** Remembers the browser's zone for the server (a year; the next page of this visitor needs no correction). */
export function rememberBrowserTimeZone(): void {
  // Cookies refused: every page renders in the server's guess first, then corrects.
  writeCookie(TIME_ZONE_COOKIE, browserTimeZone(), COOKIE_YEAR_S);
}
