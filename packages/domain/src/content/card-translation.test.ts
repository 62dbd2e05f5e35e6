import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canToggleCardTranslation, isTranslationLocale } from './card-translation';

describe('isTranslationLocale: "Translations are applied for es, ru and ja"', () => {
  it.each(['es', 'ru', 'ja', 'ES', 'es-MX', 'ja_JP'])('%s translates', (locale) => {
    expect(isTranslationLocale(locale)).toBe(true);
  });
  it.each(['en', 'zh-cn', 'pt', 'est', '', null, undefined])('%s does not', (locale) => {
    expect(isTranslationLocale(locale)).toBe(false);
  });
});

describe('canToggleCardTranslation: "a card can switch between original and translated text, if translations exist and the card-translate test is on"', () => {
  const translation = { teacher_id: 9, about_info: 'Hola, soy profesora.', short_signature: null };
  it('needs both a translation with text and the test', () => {
    expect(canToggleCardTranslation({ translation, isCardTranslateTestOn: true })).toBe(true);
    expect(canToggleCardTranslation({ translation, isCardTranslateTestOn: false })).toBe(false);
    expect(canToggleCardTranslation({ translation: null, isCardTranslateTestOn: true })).toBe(false);
    expect(
      canToggleCardTranslation({ translation: { teacher_id: 9, about_info: ' ', short_signature: '' }, isCardTranslateTestOn: true }),
    ).toBe(false);
    expect(canToggleCardTranslation({ translation: { teacher_id: 9, short_signature: 'Hola' }, isCardTranslateTestOn: true })).toBe(true);
  });
  it('property: iff test on and some non-blank text', () => {
    const text = fc.option(fc.constantFrom('', ' ', 'Hola'), { nil: undefined });
    fc.assert(
      fc.property(fc.boolean(), text, text, (on, about, sig) => {
        const expected = on && [about, sig].some((t) => t === 'Hola');
        expect(
          canToggleCardTranslation({ translation: { teacher_id: 1, about_info: about, short_signature: sig }, isCardTranslateTestOn: on }),
        ).toBe(expected);
      }),
    );
  });
});
