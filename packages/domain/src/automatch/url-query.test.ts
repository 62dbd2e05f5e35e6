import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPathWithQuery, readQueryList, readQueryValue } from './url-query';

describe('readQueryList: "arrays are accepted as a comma-joined string or a list"', () => {
  it('reads a comma-joined string, a list and a missing key', () => {
    expect(readQueryList({ tags: 'CA003,CA005' }, 'tags')).toEqual(['CA003', 'CA005']);
    expect(readQueryList({ tags: ['CA003', 'CA005'] }, 'tags')).toEqual(['CA003', 'CA005']);
    expect(readQueryList({ tags: ['CA003,CA004', ' CA005 ', ''] }, 'tags')).toEqual(['CA003', 'CA004', 'CA005']);
    expect(readQueryList({}, 'tags')).toEqual([]);
    expect(readQueryList({ tags: '' }, 'tags')).toEqual([]);
  });
});

describe('readQueryValue', () => {
  it('takes the string or the first list item, blank is missing', () => {
    expect(readQueryValue({ language: 'en' }, 'language')).toBe('en');
    expect(readQueryValue({ language: ['fr', 'en'] }, 'language')).toBe('fr');
    expect(readQueryValue({ language: '  ' }, 'language')).toBeUndefined();
    expect(readQueryValue({ language: [] }, 'language')).toBeUndefined();
    expect(readQueryValue({}, 'language')).toBeUndefined();
  });
});

describe('buildPathWithQuery', () => {
  it('writes lists comma-joined, encodes, and drops empty values', () => {
    expect(
      buildPathWithQuery('/teachers/english', [
        ['speaks', ['spanish']],
        ['tags', []],
        ['childTags', undefined],
        ['x', ''],
        ['isAutoMatched', '1'],
      ]),
    ).toBe('/teachers/english?speaks=spanish&isAutoMatched=1');
    expect(buildPathWithQuery('/p', [['childTags', ['IELTS', 'A&B']]])).toBe('/p?childTags=IELTS%2CA%26B');
    expect(buildPathWithQuery('/p', [])).toBe('/p');
  });
  it('property: the query decodes back to the same comma-free values', () => {
    const value = fc.string({ minLength: 1 }).filter((s) => !s.includes(',') && s.trim() === s && s !== '');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.array(value, { minLength: 1, maxLength: 3 })), { maxLength: 3 }),
        (entries) => {
          const url = buildPathWithQuery('/p', entries);
          const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
          const decoded =
            query === ''
              ? []
              : query.split('&').map((pair) => {
                  const [k = '', v = ''] = pair.split('=');
                  return [decodeURIComponent(k), decodeURIComponent(v).split(',')];
                });
          expect(decoded).toEqual(entries);
        },
      ),
    );
  });
});
