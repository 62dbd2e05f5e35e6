import { formatLanguageName } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { createLanguageNames } from './language-names';

describe('createLanguageNames', () => {
  it('English display gives the names the English copy always used', () => {
    const en = createLanguageNames('en-US');
    for (const code of [
      'english',
      'spanish',
      'french',
      'japanese',
      'german',
      'chinese',
      'korean',
      'italian',
      'portuguese',
      'arabic',
      'russian',
      'hindi',
    ]) {
      expect(en.inSentence(code)).toBe(formatLanguageName(code));
      expect(en.label(code)).toBe(formatLanguageName(code));
    }
  });

  it('Spanish display names languages in Spanish: lower case in a sentence, capitalised on their own', () => {
    const es = createLanguageNames('es-ES');
    expect(es.inSentence('english')).toBe('inglés');
    expect(es.label('english')).toBe('Inglés');
    expect(es.label('japanese')).toBe('Japonés');
  });

  it('a code without a tag keeps its English name', () => {
    expect(createLanguageNames('es-ES').label('lang-xyz')).toBe(formatLanguageName('lang-xyz'));
  });
});
