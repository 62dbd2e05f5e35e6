import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_INTERFACE_LANGUAGES, getLanguagePairModuleKey, hasLanguagePairContent } from './language-pairs';

describe('language-pair content modules: "for German, English, Spanish, French and Italian interface pairs"', () => {
  it('lists de, en, es, fr, it', () => {
    expect(CONTENT_INTERFACE_LANGUAGES).toEqual(['de', 'en', 'es', 'fr', 'it']);
  });
  it('has a module for a supported interface and another learning language', () => {
    expect(getLanguagePairModuleKey({ ui: 'en', learning: 'es' })).toBe('en-es');
    expect(getLanguagePairModuleKey({ ui: 'DE', learning: 'Japanese' })).toBe('de-japanese');
    expect(getLanguagePairModuleKey({ ui: 'en', learning: 'en' })).toBeNull();
    expect(getLanguagePairModuleKey({ ui: 'ja', learning: 'en' })).toBeNull();
    expect(getLanguagePairModuleKey({ ui: 'en', learning: '' })).toBeNull();
    expect(getLanguagePairModuleKey({ ui: 'en', learning: '../x' })).toBeNull();
  });
  it('property: exists iff the interface is supported and the languages differ', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('de', 'en', 'es', 'fr', 'it', 'ja', 'ru', 'pt'),
        fc.constantFrom('de', 'en', 'es', 'fr', 'it', 'ja', 'zh-hans'),
        (ui, learning) => {
          expect(hasLanguagePairContent({ ui, learning })).toBe(['de', 'en', 'es', 'fr', 'it'].includes(ui) && ui !== learning);
        },
      ),
    );
  });
});
