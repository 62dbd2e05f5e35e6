import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_YEAR_S, readCookie, writeCookie } from './browser-cookies';

describe('browser cookies', () => {
  afterEach(() => {
    for (const name of ['kp_tz', 'kp_locale', 'other']) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it('reads back what it wrote, encoded on the way in and decoded on the way out', () => {
    expect(writeCookie('kp_tz', 'America/Argentina/Buenos_Aires', COOKIE_YEAR_S)).toBe(true);
    writeCookie('other', 'a;b=c d', COOKIE_YEAR_S);
    expect(readCookie('kp_tz')).toBe('America/Argentina/Buenos_Aires');
    expect(readCookie('other')).toBe('a;b=c d');
  });

  it('null for a cookie that is not there, and for a name that only prefixes another', () => {
    writeCookie('kp_locale', 'es', COOKIE_YEAR_S);
    expect(readCookie('kp_loc')).toBeNull();
    expect(readCookie('missing')).toBeNull();
  });

  it('refused cookies (a sandboxed frame throws on document.cookie): null on read, false on write', () => {
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      set: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(readCookie('kp_tz')).toBeNull();
      expect(writeCookie('kp_tz', 'UTC', COOKIE_YEAR_S)).toBe(false);
    } finally {
      // The own property goes; the prototype's cookie accessor answers again.
      delete (document as { cookie?: string }).cookie;
    }
  });
});
