import { CONTENT_INTERFACE_LANGUAGES, getDefaultTeacherLanguageSeo } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_PAIR_KEYS, loadLanguagePairContent } from './language-pair-content';

describe('language-pair content (001 §9)', () => {
  it('has a module for each interface language de, en, es, fr, it with the other learning languages', () => {
    for (const ui of CONTENT_INTERFACE_LANGUAGES) expect(LANGUAGE_PAIR_KEYS.filter((k) => k.startsWith(`${ui}-`))).toHaveLength(9);
    expect(LANGUAGE_PAIR_KEYS).toHaveLength(45);
    expect(LANGUAGE_PAIR_KEYS).not.toContain('en-english');
  });

  it('loads a pair from its own module', async () => {
    const content = await loadLanguagePairContent('de', 'spanish');
    expect(content).toMatchObject({ source: 'pair', ui: 'de', learning: 'spanish', heading: 'Finde deine Spanisch-Lehrkraft' });
    expect(await loadLanguagePairContent('FR', 'English')).toMatchObject({
      source: 'pair',
      title: "Professeurs d'anglais en ligne pour des cours particuliers",
    });
  });

  it('falls back to the default description when the module fails to load, or there is none', async () => {
    const failing = await loadLanguagePairContent('en', 'spanish', { load: () => () => Promise.reject(new Error('chunk failed')) });
    expect(failing).toEqual({ source: 'default', ...getDefaultTeacherLanguageSeo('spanish'), heading: null });
    expect((await loadLanguagePairContent('ja', 'english')).source).toBe('default');
    expect((await loadLanguagePairContent('en', 'english')).source).toBe('default');
    expect((await loadLanguagePairContent('en', 'klingon')).source).toBe('default');
  });
});
