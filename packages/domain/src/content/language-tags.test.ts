import { describe, expect, it } from 'vitest';
import { getLanguageTag, LANGUAGE_TAGS } from './language-tags';

describe('getLanguageTag', () => {
  it('maps the text codes of the configured languages to BCP 47 tags, ignoring case and spaces', () => {
    expect(getLanguageTag('english')).toBe('en');
    expect(getLanguageTag(' Chinese ')).toBe('zh');
    expect(getLanguageTag('klingon')).toBeNull();
  });

  it('every tag is one Intl can name in English, and no two codes share a tag', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    for (const tag of Object.values(LANGUAGE_TAGS)) expect(names.of(tag), tag).toBeTruthy();
    expect(new Set(Object.values(LANGUAGE_TAGS)).size).toBe(Object.keys(LANGUAGE_TAGS).length);
  });
});
