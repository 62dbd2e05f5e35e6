import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { pickDisplayLocale } from './locales';
import { translate } from './translate';

describe('i18n', () => {
  it('fills placeholders and leaves a missing one visible', () => {
    expect(translate({ catalog: en, key: 'catalog.spotsLeft', vars: { n: 4 } })).toBe('4 spots left');
    expect(translate({ catalog: en, key: 'catalog.spotsLeft' })).toBe('{n} spots left');
  });

  it("keeps the specs' texts in English", () => {
    expect(en.catalog.spotsFullyBooked).toBe('Fully booked');
    expect(en.catalog.spotsBeTheFirst).toBe('Be the first!');
  });

  it('has every English key translated to Spanish, with the same placeholders', () => {
    for (const [namespace, texts] of Object.entries(en)) {
      const translated = (es as Record<string, Record<string, string>>)[namespace];
      for (const [key, text] of Object.entries(texts as Record<string, string>)) {
        const other = translated?.[key];
        expect(other, `${namespace}.${key}`).toBeTypeOf('string');
        const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(placeholders(other ?? ''), `${namespace}.${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('picks a stored choice, then the browser language, then English', () => {
    expect(pickDisplayLocale({ stored: 'es', browserLanguages: ['en-US'] })).toBe('es');
    expect(pickDisplayLocale({ stored: null, browserLanguages: ['es-MX', 'en'] })).toBe('es');
    expect(pickDisplayLocale({ stored: 'xx', browserLanguages: ['de-DE'] })).toBe('en');
  });
});
