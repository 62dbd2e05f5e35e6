import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getSignupCtaLink, getSignupLink, isSignupLocale, SIGNUP_LOCALES } from './signup-links';

describe('signup links: 001 §2.5 "Signup call-to-action links per display language"', () => {
  it('"/en/signup, /es/signup, /it/signup, /fr/signup, /de/signup, /ja/signup"', () => {
    expect(SIGNUP_LOCALES.map(getSignupLink)).toEqual(['/en/signup', '/es/signup', '/it/signup', '/fr/signup', '/de/signup', '/ja/signup']);
    expect(getSignupLink('es-MX')).toBe('/es/signup');
    expect(getSignupLink('JA')).toBe('/ja/signup');
  });
  it('isSignupLocale: exactly the six path segments', () => {
    for (const l of SIGNUP_LOCALES) expect(isSignupLocale(l)).toBe(true);
    for (const l of ['ES', 'es-MX', 'ru', 'pt', '', 'signup']) expect(isSignupLocale(l)).toBe(false);
  });
  it('other display languages fall back to /en/signup', () => {
    for (const l of ['ru', 'zh-cn', 'pt', '', null, undefined]) expect(getSignupLink(l)).toBe('/en/signup');
  });
  it('"English-speaking links go to /en/learn/{language} for english, spanish, german, french and japanese"', () => {
    for (const l of ['english', 'spanish', 'german', 'french', 'japanese'])
      expect(getSignupCtaLink({ displayLanguage: 'en', language: l })).toBe(`/en/learn/${l}`);
    expect(getSignupCtaLink({ displayLanguage: 'en-GB', language: 'Spanish' })).toBe('/en/learn/spanish');
    expect(getSignupCtaLink({ displayLanguage: 'en', language: 'italian' })).toBe('/en/signup');
    expect(getSignupCtaLink({ displayLanguage: 'es', language: 'english' })).toBe('/es/signup');
    expect(getSignupCtaLink({ displayLanguage: 'ru', language: 'english' })).toBe('/en/signup');
  });
  it('property: always one of the six signup pages or an /en/learn page', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (display, language) => {
        expect(getSignupCtaLink({ displayLanguage: display, language })).toMatch(
          /^\/(en|es|it|fr|de|ja)\/signup$|^\/en\/learn\/(english|spanish|german|french|japanese)$/,
        );
      }),
    );
  });
});
