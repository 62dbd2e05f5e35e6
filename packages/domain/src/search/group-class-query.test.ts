import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeSearchFilters, searchFiltersArb } from '../testing/search-builders';
import { createEmptyGroupClassSearchFilters, isFilterSetActive, normalizeGroupClassSearchFilters } from './group-class-filters';
import { GroupClassSearchFiltersSchema } from './group-class-filters-schema';
import {
  getGroupClassSearchHref,
  parseGroupClassSearchQuery,
  parseTeacherGroupClassQuery,
  serializeGroupClassSearchQuery,
  serializeTeacherGroupClassQuery,
} from './group-class-query';

describe('serializeGroupClassSearchQuery: "Array values are written as indexed brackets"', () => {
  it('writes levels[0]=1&levels[1]=3', () => {
    expect(serializeGroupClassSearchQuery(makeSearchFilters({ levels: [3, 1] }))).toBe('levels[0]=1&levels[1]=3');
  });

  it('writes every filter in a fixed order, percent-encoding values, omitting defaults', () => {
    const f = makeSearchFilters({
      levels: [2],
      weekdays: [6, 0],
      daytime: [5],
      category: ['CA003'],
      tag: ['Job interview'],
      price: '0-10',
      keyword: 'small talk',
      classtype: '2',
    });
    expect(serializeGroupClassSearchQuery(f)).toBe(
      'levels[0]=2&weekdays[0]=0&weekdays[1]=6&daytime[0]=5&category[0]=CA003&tag[0]=Job%20interview&price=0-10&keyword=small%20talk&classtype=2',
    );
    expect(serializeGroupClassSearchQuery(makeSearchFilters())).toBe('');
  });
});

describe('parseGroupClassSearchQuery: reads the address back', () => {
  it('reads indexed brackets, plain repeated keys, levels[] and encoded brackets alike', () => {
    const expected = makeSearchFilters({ levels: [1, 3] });
    expect(parseGroupClassSearchQuery('levels[0]=1&levels[1]=3')).toEqual(expected);
    expect(parseGroupClassSearchQuery('?levels=1&levels=3')).toEqual(expected);
    expect(parseGroupClassSearchQuery('levels[]=3&levels[]=1')).toEqual(expected);
    expect(parseGroupClassSearchQuery('levels%5B0%5D=1&levels%5B1%5D=3')).toEqual(expected);
    expect(parseGroupClassSearchQuery('levels=1,3')).toEqual(expected);
  });

  it('reads [key, value] pairs (a URLSearchParams) and records', () => {
    expect(
      parseGroupClassSearchQuery([
        ['weekdays[0]', '2'],
        ['keyword', 'hi there'],
      ]),
    ).toEqual(makeSearchFilters({ weekdays: [2], keyword: 'hi there' }));
    expect(parseGroupClassSearchQuery({ 'levels[0]': '2', daytime: ['1', '4'], tag: undefined, price: null })).toEqual(
      makeSearchFilters({ levels: [2], daytime: [1, 4] }),
    );
  });

  it('ignores junk: level codes outside 1..6, weekdays outside 0..6, daytime outside 0..5, non-integers', () => {
    const q = 'levels=0&levels=7&levels=2&levels=x&levels=1.5&weekdays=-1&weekdays=7&weekdays=6&daytime=6&daytime=0&daytime=&other=1';
    expect(parseGroupClassSearchQuery(q)).toEqual(makeSearchFilters({ levels: [2], weekdays: [6], daytime: [0] }));
  });

  it('a classtype other than 1 or 2 is 1; the first one wins', () => {
    expect(parseGroupClassSearchQuery('classtype=2').classtype).toBe('2');
    expect(parseGroupClassSearchQuery('classtype=3').classtype).toBe('1');
    expect(parseGroupClassSearchQuery('classtype=').classtype).toBe('1');
    expect(parseGroupClassSearchQuery('classtype=single').classtype).toBe('1');
    expect(parseGroupClassSearchQuery('classtype=2&classtype=1').classtype).toBe('2');
  });

  it('sanitises the keyword and tags, reads + as a space, survives malformed encoding', () => {
    expect(parseGroupClassSearchQuery('keyword=+caf%C3%A9+%3Cb%3E+&tag=IELTS!').keyword).toBe('café b');
    expect(parseGroupClassSearchQuery('tag=IELTS!').tag).toEqual(['IELTS']);
    expect(parseGroupClassSearchQuery('keyword=%E0%A4%A&levels=2')).toEqual(makeSearchFilters({ levels: [2] }));
  });

  it('drops an invalid price token and cuts an over-long keyword to 200 characters', () => {
    expect(parseGroupClassSearchQuery('price=%3Cscript%3E').price).toBeNull();
    expect(parseGroupClassSearchQuery(`keyword=${'a'.repeat(300)}`).keyword).toHaveLength(200);
  });

  it('property: round trip, parse(serialize(f)) deep-equals the normalised f', () => {
    fc.assert(
      fc.property(searchFiltersArb, (raw) => {
        const f = normalizeGroupClassSearchFilters(raw);
        expect(parseGroupClassSearchQuery(serializeGroupClassSearchQuery(f))).toEqual(f);
        expect(GroupClassSearchFiltersSchema.safeParse(f).success).toBe(true);
        expect(normalizeGroupClassSearchFilters(f)).toEqual(f);
      }),
    );
  });

  it('property: any query string parses to schema-valid filters without throwing', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(
            'l',
            'e',
            'v',
            's',
            'k',
            'y',
            'w',
            'o',
            'r',
            'd',
            '[',
            ']',
            '=',
            '&',
            '%',
            '2',
            '0',
            '1',
            '7',
            ',',
            '+',
            'é',
          ),
          maxLength: 80,
        }),
        (q) => {
          expect(GroupClassSearchFiltersSchema.safeParse(parseGroupClassSearchQuery(q)).success).toBe(true);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (q) => {
        expect(GroupClassSearchFiltersSchema.safeParse(parseGroupClassSearchQuery(q)).success).toBe(true);
      }),
    );
  });

  it('property: parsing plain repeated keys gives what indexed brackets give', () => {
    fc.assert(
      fc.property(searchFiltersArb, (raw) => {
        const f = normalizeGroupClassSearchFilters(raw);
        const plain = serializeGroupClassSearchQuery(f).replace(/\[\d+\]=/g, '=');
        expect(parseGroupClassSearchQuery(plain)).toEqual(f);
      }),
    );
  });
});

describe('the start window date in the address (000 §2 course filter panel "... category, date")', () => {
  it('writes date=next_7_days after daytime and reads it back', () => {
    const f = makeSearchFilters({ daytime: [1], date: 'next_7_days', keyword: 'x' });
    expect(serializeGroupClassSearchQuery(f)).toBe('daytime[0]=1&date=next_7_days&keyword=x');
    expect(parseGroupClassSearchQuery('date=next_7_days&daytime=1&keyword=x')).toEqual(f);
  });
  it('drops an unknown window (the key is absent); the first valid value wins', () => {
    expect(parseGroupClassSearchQuery('date=tomorrow')).toEqual(makeSearchFilters());
    expect(parseGroupClassSearchQuery('date=tomorrow')).not.toHaveProperty('date');
    expect(parseGroupClassSearchQuery('date=7&date=today&date=next_30_days').date).toBe('today');
  });
  it('the teacher page has no date', () => {
    expect(parseTeacherGroupClassQuery('date=today&levels=1')).not.toHaveProperty('date');
    expect(serializeTeacherGroupClassQuery(makeSearchFilters({ date: 'today' }))).toBe('');
  });
  it("a start window does not make the filter set active (the spec's list does not name it)", () => {
    expect(isFilterSetActive(makeSearchFilters({ date: 'today' }))).toBe(false);
  });
});

describe('teacher page query: "Query parameters: levels, weekdays, daytime, price, classtype"', () => {
  it('writes and reads only the five keys', () => {
    const f = makeSearchFilters({
      levels: [1],
      weekdays: [2],
      daytime: [3],
      price: '0-10',
      classtype: '2',
      keyword: 'x',
      category: ['CA001'],
      tag: ['IELTS'],
    });
    const q = serializeTeacherGroupClassQuery(f);
    expect(q).toBe('levels[0]=1&weekdays[0]=2&daytime[0]=3&price=0-10&classtype=2');
    expect(parseTeacherGroupClassQuery(`${q}&keyword=x&category=CA001`)).toEqual({ ...f, keyword: '', category: [], tag: [] });
  });

  it('"See all teachers\' group classes" opens the search page for the current language and filters', () => {
    expect(getGroupClassSearchHref({ language: 'english', filters: makeSearchFilters({ levels: [2] }) })).toBe(
      '/group-class/english?levels[0]=2',
    );
    expect(getGroupClassSearchHref({ language: 'english', filters: makeSearchFilters() })).toBe('/group-class/english');
  });
});

describe('isFilterSetActive: "A filter set is active if levels, daytime, weekdays, keyword or price is chosen. Category counts when a flag is given."', () => {
  it('each listed filter alone makes the set active', () => {
    expect(isFilterSetActive(createEmptyGroupClassSearchFilters())).toBe(false);
    expect(isFilterSetActive(makeSearchFilters({ levels: [1] }))).toBe(true);
    expect(isFilterSetActive(makeSearchFilters({ daytime: [0] }))).toBe(true);
    expect(isFilterSetActive(makeSearchFilters({ weekdays: [0] }))).toBe(true);
    expect(isFilterSetActive(makeSearchFilters({ keyword: 'a' }))).toBe(true);
    expect(isFilterSetActive(makeSearchFilters({ price: '0-10' }))).toBe(true);
  });

  it('category only with the flag; tag and classtype never', () => {
    expect(isFilterSetActive(makeSearchFilters({ category: ['CA001'] }))).toBe(false);
    expect(isFilterSetActive(makeSearchFilters({ category: ['CA001'] }), { countCategory: true })).toBe(true);
    expect(isFilterSetActive(makeSearchFilters({ tag: ['IELTS'], classtype: '2' }), { countCategory: true })).toBe(false);
  });

  it('property: matches the oracle', () => {
    fc.assert(
      fc.property(searchFiltersArb, fc.boolean(), (raw, countCategory) => {
        const f = normalizeGroupClassSearchFilters(raw);
        const expected = [
          f.levels.length,
          f.daytime.length,
          f.weekdays.length,
          f.keyword.length,
          f.price === null ? 0 : 1,
          countCategory ? f.category.length : 0,
        ].some((n) => n > 0);
        expect(isFilterSetActive(f, { countCategory })).toBe(expected);
      }),
    );
  });
});
