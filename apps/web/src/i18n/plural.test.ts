import { expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { translatePlural } from './plural';

it('picks the text of the count by the locale plural rules, in English and Spanish', () => {
  const english = (count: number) => translatePlural({ catalog: en, intlLocale: 'en-US', key: 'teachers.teacherCount', count });
  const spanish = (count: number) => translatePlural({ catalog: es, intlLocale: 'es-ES', key: 'teachers.teacherCount', count });
  expect([0, 1, 2, 1834].map(english)).toEqual(['0 teachers', '1 teacher', '2 teachers', '1,834 teachers']);
  expect([0, 1, 2].map(spanish)).toEqual(['0 profesores', '1 profesor', '2 profesores']);
  // Spanish "many" (a million) has no text of its own: it reads as "other".
  expect(spanish(1_000_000)).toBe('1.000.000 profesores');
});

it('keeps the other placeholders', () => {
  expect(translatePlural({ catalog: en, intlLocale: 'en-US', key: 'teachers.ratingLessons', count: 1, vars: { rating: '4.8' } })).toBe(
    '4.8 · 1 lesson',
  );
});

it('every plural text has its "one" and "other" forms in both languages', () => {
  for (const catalog of [en, es] as const) {
    for (const texts of Object.values(catalog) as Record<string, string>[]) {
      for (const key of Object.keys(texts).filter((k) => k.endsWith('_one')))
        expect(texts[key.replace(/_one$/, '_other')]).toBeTypeOf('string');
    }
  }
});
