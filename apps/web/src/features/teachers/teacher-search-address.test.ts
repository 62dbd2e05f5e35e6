import { describe, expect, it } from 'vitest';
import { resolveInstantLessonsLanguage, resolveTeacherSearchAddress } from './teacher-search-address';

const languages = ['english', 'spanish', 'french'];

describe('resolveTeacherSearchAddress: what the teacher-search page and its loader both read from the address', () => {
  it('a language, with or without a country: its search', () => {
    expect(resolveTeacherSearchAddress({ segments: ['English', undefined], languages, learningLanguage: null, query: {} })).toEqual({
      kind: 'search',
      language: 'english',
    });
    expect(resolveTeacherSearchAddress({ segments: ['spanish', 'mexico'], languages, learningLanguage: null, query: {} })).toEqual({
      kind: 'search',
      language: 'spanish',
      country: 'mexico',
    });
  });

  it('no language: a redirect to the learning language, keeping the query', () => {
    const address = resolveTeacherSearchAddress({
      segments: [undefined, undefined],
      languages,
      learningLanguage: 'french',
      query: { page: '2' },
    });
    expect(address.kind).toBe('redirect');
    expect(address.kind === 'redirect' && address.location).toMatch(/^\/teachers\/french\b.*page=2/);
  });

  it('a language the site does not offer: not found', () => {
    expect(resolveTeacherSearchAddress({ segments: ['klingon'], languages, learningLanguage: 'english', query: {} })).toEqual({
      kind: 'notFound',
    });
  });
});

describe('resolveInstantLessonsLanguage', () => {
  it('the named language (lower-cased), else the learning language; null for one the site does not offer', () => {
    expect(resolveInstantLessonsLanguage({ segment: 'French', languages, learningLanguage: 'english' })).toBe('french');
    expect(resolveInstantLessonsLanguage({ segment: undefined, languages, learningLanguage: 'spanish' })).toBe('spanish');
    expect(resolveInstantLessonsLanguage({ segment: 'klingon', languages, learningLanguage: 'english' })).toBeNull();
  });
});
