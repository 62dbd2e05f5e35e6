import { describe, expect, it } from 'vitest';
import { isSameSitePath } from './same-site-path';
import { isReturnPath, RETURN_PATH_MAX_LENGTH } from './schemas/payments';

describe('isSameSitePath and isReturnPath: one rule for links followed from an address or stored content', () => {
  it('takes a path on this site', () => {
    for (const path of ['/', '/teachers/english', '/payment?x=1#top', '/group-class-online/class/1?classID=1'])
      expect({ path, ok: isSameSitePath(path) && isReturnPath(path) }).toEqual({ path, ok: true });
  });

  it('refuses another host, a scheme, a backslash anywhere, control characters and DEL', () => {
    for (const path of [
      '//evil.test',
      '/\\evil.test',
      '/a\\b',
      'https://evil.test',
      'javascript:alert(1)',
      'teachers',
      '/a\nb',
      '/a\u007fb',
      '',
    ])
      expect({ path, same: isSameSitePath(path), back: isReturnPath(path) }).toEqual({ path, same: false, back: false });
    expect(isSameSitePath(null)).toBe(false);
    expect(isSameSitePath(undefined)).toBe(false);
  });

  it('a way back is also short and never the API', () => {
    expect(isReturnPath(`/${'a'.repeat(RETURN_PATH_MAX_LENGTH - 1)}`)).toBe(true);
    expect(isReturnPath(`/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`)).toBe(false);
    for (const path of ['/api', '/api/v1/wallet', '/api?x']) expect({ path, back: isReturnPath(path) }).toEqual({ path, back: false });
    expect(isReturnPath('/apiary')).toBe(true);
  });
});
