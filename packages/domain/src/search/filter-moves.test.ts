import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeSearchFilters, searchFiltersArb } from '../testing/search-builders';
import {
  applyFilterChange,
  chooseCategory,
  chooseClassType,
  clearFiltersForLanguageChange,
  resetFilter,
  setStartWindow,
  shouldRefreshCategories,
} from './filter-moves';
import { normalizeGroupClassSearchFilters } from './group-class-filters';

const full = makeSearchFilters({
  levels: [1, 2],
  weekdays: [0],
  daytime: [3],
  category: ['CA003'],
  tag: ['IELTS'],
  price: '0-10',
  keyword: 'exam',
  classtype: '2',
});

describe('"Changing the language clears levels, weekdays, daytime, keyword, category and tag, and resets classtype to single"', () => {
  it('clears those and keeps the price', () => {
    expect(clearFiltersForLanguageChange(full)).toEqual(makeSearchFilters({ price: '0-10' }));
  });
  it('keeps the start window date too (not in the list)', () => {
    expect(clearFiltersForLanguageChange({ ...full, date: 'next_14_days' })).toEqual(
      makeSearchFilters({ price: '0-10', date: 'next_14_days' }),
    );
  });

  it('via the reducer: refreshes categories, leaves the remembered levels alone', () => {
    const r = applyFilterChange({ filters: full, change: { type: 'language' } });
    expect(r.filters).toEqual(makeSearchFilters({ price: '0-10' }));
    expect(r.refreshCategories).toBe(true);
    expect(r.rememberedLevels).toBeNull();
  });
});

describe('"Choosing a category clears the tag"', () => {
  it('sets the category and clears the tag; All is []', () => {
    expect(chooseCategory({ filters: full, category: ['CA001'] })).toEqual({ ...full, category: ['CA001'], tag: [] });
    expect(chooseCategory({ filters: full, category: [] })).toEqual({ ...full, category: [], tag: [] });
  });

  it('does not refresh the category list', () => {
    expect(applyFilterChange({ filters: full, change: { type: 'category', category: ['CA002'] } }).refreshCategories).toBe(false);
  });
});

describe('"Choosing a tab sets classtype"', () => {
  it('sets classtype only', () => {
    expect(chooseClassType({ filters: full, classtype: '1' })).toEqual({ ...full, classtype: '1' });
    expect(applyFilterChange({ filters: full, change: { type: 'classtype', classtype: '1' } }).refreshCategories).toBe(false);
  });
});

describe('"Reset clears that filter"', () => {
  it('clears one filter each; availability is weekdays and daytime; category takes the tag with it', () => {
    expect(resetFilter({ filters: full, filter: 'levels' })).toEqual({ ...full, levels: [] });
    expect(resetFilter({ filters: full, filter: 'availability' })).toEqual({ ...full, weekdays: [], daytime: [] });
    expect(resetFilter({ filters: full, filter: 'category' })).toEqual({ ...full, category: [], tag: [] });
    expect(resetFilter({ filters: full, filter: 'keyword' })).toEqual({ ...full, keyword: '' });
    expect(resetFilter({ filters: full, filter: 'price' })).toEqual({ ...full, price: null });
  });

  it('resetting levels writes an empty remembered value', () => {
    expect(applyFilterChange({ filters: full, change: { type: 'reset', filter: 'levels' } }).rememberedLevels).toBe('');
  });
});

describe('"Changing keyword, levels or availability refreshes the category list"', () => {
  it('keyword, levels, weekdays and daytime refresh it', () => {
    expect(applyFilterChange({ filters: full, change: { type: 'keyword', keyword: 'talk' } }).refreshCategories).toBe(true);
    expect(applyFilterChange({ filters: full, change: { type: 'levels', levels: [3] } }).refreshCategories).toBe(true);
    expect(applyFilterChange({ filters: full, change: { type: 'availability', weekdays: [1], daytime: [3] } }).refreshCategories).toBe(
      true,
    );
    expect(applyFilterChange({ filters: full, change: { type: 'availability', weekdays: [0], daytime: [4] } }).refreshCategories).toBe(
      true,
    );
  });

  it('the same values, price and tag do not', () => {
    expect(applyFilterChange({ filters: full, change: { type: 'levels', levels: [2, 1, 2] } }).refreshCategories).toBe(false);
    expect(applyFilterChange({ filters: full, change: { type: 'keyword', keyword: ' exam! ' } }).refreshCategories).toBe(false);
    expect(applyFilterChange({ filters: full, change: { type: 'price', price: '10-20' } }).refreshCategories).toBe(false);
    expect(applyFilterChange({ filters: full, change: { type: 'tag', tag: ['TOEFL'] } }).refreshCategories).toBe(false);
  });

  it('a levels change writes the remembered value', () => {
    const r = applyFilterChange({ filters: full, change: { type: 'levels', levels: [5, 3] } });
    expect(r.filters.levels).toEqual([3, 5]);
    expect(r.rememberedLevels).toBe('3,5');
    expect(applyFilterChange({ filters: full, change: { type: 'keyword', keyword: 'x' } }).rememberedLevels).toBeNull();
  });

  it('the start window (date) is availability too: choosing or clearing it refreshes the list', () => {
    const r = applyFilterChange({ filters: full, change: { type: 'date', date: 'today' } });
    expect(r.filters).toEqual({ ...full, date: 'today' });
    expect(r.refreshCategories).toBe(true);
    const cleared = applyFilterChange({ filters: r.filters, change: { type: 'reset', filter: 'date' } });
    expect(cleared.filters).toEqual(full);
    expect(cleared.filters).not.toHaveProperty('date');
    expect(cleared.refreshCategories).toBe(true);
    expect(setStartWindow({ filters: full, date: null })).not.toHaveProperty('date');
  });

  it('property: refresh iff keyword, levels, weekdays, daytime or date differ after normalising (oracle on serialized parts)', () => {
    fc.assert(
      fc.property(searchFiltersArb, searchFiltersArb, (a, b) => {
        const na = normalizeGroupClassSearchFilters(a);
        const nb = normalizeGroupClassSearchFilters(b);
        const key = (f: typeof na): string => JSON.stringify([f.keyword, f.levels, f.weekdays, f.daytime, f.date ?? null]);
        expect(shouldRefreshCategories({ previous: a, next: b })).toBe(key(na) !== key(nb));
        expect(shouldRefreshCategories({ previous: a, next: a })).toBe(false);
      }),
    );
  });

  it('property: every move returns normalised filters', () => {
    fc.assert(
      fc.property(
        searchFiltersArb,
        fc.constantFrom('levels', 'availability', 'category', 'keyword', 'price', 'date' as const),
        (f, filter) => {
          const next = resetFilter({ filters: f, filter });
          expect(normalizeGroupClassSearchFilters(next)).toEqual(next);
        },
      ),
    );
  });
});
