// The browser's cookies, read and written in one place: `document.cookie` throws in sandboxed frames,
// and every cookie the app writes is first-party, on every path, and Lax (a cross-site post never
// carries it).

/** A cookie's value, or null (also when cookies are refused). */
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

/** Sets a cookie for `maxAgeSeconds`; false when cookies are refused (the caller keeps its value elsewhere). */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): boolean {
  try {
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`;
    return true;
  } catch {
    return false;
  }
}

/** A year, in seconds: how long the app's preference cookies live. */
export const COOKIE_YEAR_S = 365 * 24 * 3600;
