import { describe, expect, it } from 'vitest';
import { isSameSitePath } from '@app/api';
import { readReturnTo, signInHref } from './return-to';

describe('returning after sign-in (000 §4 "signed out -> sign-in prompt", back to the same class)', () => {
  it('keeps the page the user was on', () => {
    expect(signInHref({ pathname: '/group-class-online/topic/12', search: '?x=1' })).toBe(
      '/signin?returnTo=%2Fgroup-class-online%2Ftopic%2F12%3Fx%3D1',
    );
    expect(readReturnTo('?returnTo=%2Fgroup-class-online%2Ftopic%2F12%3Fx%3D1')).toBe('/group-class-online/topic/12?x=1');
  });

  it('never sends the user to another host', () => {
    for (const bad of ['https://evil.test', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', '/ok\u0000', '']) {
      expect(isSameSitePath(bad)).toBe(false);
      expect(readReturnTo(`?returnTo=${encodeURIComponent(bad)}`)).toBe('/group-class');
    }
  });

  it('does not nest sign-in pages', () => {
    expect(signInHref({ pathname: '/signin', search: '?returnTo=%2Fwallet' })).toBe('/signin');
    expect(signInHref({ pathname: '/signin', search: '' }, '/signup')).toBe('/signup');
    expect(signInHref({ pathname: '/es/signup', search: '' })).toBe('/signin');
    expect(signInHref({ pathname: '/en/learn/english', search: '' }, '/signup')).toBe('/signup?returnTo=%2Fen%2Flearn%2Fenglish');
  });
});
