import type { LevelFilterCode } from '../levels/level-filter-codes';
import type { DaytimeSlot, WeekdayIndex } from '../time/day-slots';
import type { StartWindow } from '../time/day-start-windows';
import { type ClassType, DEFAULT_CLASS_TYPE, type GroupClassSearchFilters, normalizeGroupClassSearchFilters } from './group-class-filters';
import { encodeRememberedLevels } from './remembered-levels';

/** The filters 001 §4.1 "Reset clears that filter" can reset. Availability is weekdays and time of day together; `date` is the start window. */
export type ResettableFilter = 'levels' | 'availability' | 'category' | 'keyword' | 'price' | 'date';

/** One user action on the search filters. */
export type FilterChange =
  | { readonly type: 'language' }
  | { readonly type: 'levels'; readonly levels: readonly LevelFilterCode[] }
  | { readonly type: 'availability'; readonly weekdays: readonly WeekdayIndex[]; readonly daytime: readonly DaytimeSlot[] }
  | { readonly type: 'category'; readonly category: readonly string[] }
  | { readonly type: 'tag'; readonly tag: readonly string[] }
  | { readonly type: 'keyword'; readonly keyword: string }
  | { readonly type: 'price'; readonly price: string | null }
  /** 000 §9 start window; `null` = any start. */
  | { readonly type: 'date'; readonly date: StartWindow | null }
  | { readonly type: 'classtype'; readonly classtype: ClassType }
  | { readonly type: 'reset'; readonly filter: ResettableFilter };

/**
 * 001 §4.1: "Changing the language clears levels, weekdays, daytime, keyword, category and tag, and
 * resets classtype to single." Price and the start window `date` are kept (the spec does not list them).
 */
export function clearFiltersForLanguageChange(filters: GroupClassSearchFilters): GroupClassSearchFilters {
  return normalizeGroupClassSearchFilters({
    ...filters,
    levels: [],
    weekdays: [],
    daytime: [],
    keyword: '',
    category: [],
    tag: [],
    classtype: DEFAULT_CLASS_TYPE,
  });
}

/** 001 §4.1: "Choosing a category clears the tag." Choosing 'All' is choosing `[]`. */
export function chooseCategory({
  filters,
  category,
}: {
  filters: GroupClassSearchFilters;
  category: readonly string[];
}): GroupClassSearchFilters {
  return normalizeGroupClassSearchFilters({ ...filters, category: [...category], tag: [] });
}

/** 001 §4.1: "Choosing a tab sets classtype and reloads results." */
export function chooseClassType({
  filters,
  classtype,
}: {
  filters: GroupClassSearchFilters;
  classtype: ClassType;
}): GroupClassSearchFilters {
  return { ...normalizeGroupClassSearchFilters(filters), classtype };
}

/** 001 §4.1: "Reset clears that filter." Resetting the category also clears the tag (a tag narrows a category). */
export function resetFilter({ filters, filter }: { filters: GroupClassSearchFilters; filter: ResettableFilter }): GroupClassSearchFilters {
  switch (filter) {
    case 'levels':
      return normalizeGroupClassSearchFilters({ ...filters, levels: [] });
    case 'availability':
      return normalizeGroupClassSearchFilters({ ...filters, weekdays: [], daytime: [] });
    case 'category':
      return chooseCategory({ filters, category: [] });
    case 'keyword':
      return normalizeGroupClassSearchFilters({ ...filters, keyword: '' });
    case 'price':
      return normalizeGroupClassSearchFilters({ ...filters, price: null });
    case 'date':
      return setStartWindow({ filters, date: null });
  }
}

/** 000 §9 "Start window filters: today, next 7, 14, 30 days": choose one (`null` = any start; the `date` key is left out). */
export function setStartWindow({ filters, date }: { filters: GroupClassSearchFilters; date: StartWindow | null }): GroupClassSearchFilters {
  return normalizeGroupClassSearchFilters({ ...filters, date: date ?? undefined });
}

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * 001 §4.1: "Changing keyword, levels or availability refreshes the category list." True iff the
 * normalised keyword, levels, weekdays, daytime or start window `date` differ (the start window is
 * availability too, and the category call sends it as start_time/end_time). Price, category, tag
 * and classtype do not refresh it (the spec does not list them).
 */
export function shouldRefreshCategories({ previous, next }: { previous: GroupClassSearchFilters; next: GroupClassSearchFilters }): boolean {
  const p = normalizeGroupClassSearchFilters(previous);
  const n = normalizeGroupClassSearchFilters(next);
  return (
    p.keyword !== n.keyword ||
    p.date !== n.date ||
    !sameList(p.levels, n.levels) ||
    !sameList(p.weekdays, n.weekdays) ||
    !sameList(p.daytime, n.daytime)
  );
}

/** What one filter change leads to. */
export interface FilterChangeResult {
  /** The new (normalised) filters, to write to the address. */
  readonly filters: GroupClassSearchFilters;
  /** Refetch the category-with-tags list (001 §4.1; always on a language change). */
  readonly refreshCategories: boolean;
  /** The new remembered levels value to store (001 §2.1), or `null` to leave storage alone. */
  readonly rememberedLevels: string | null;
}

/**
 * The 001 §4.1 state moves in one reducer: language change clears (see
 * `clearFiltersForLanguageChange`), category clears the tag, tab sets classtype, reset clears one
 * filter; says whether the category list must refresh and, for an explicit levels change or reset,
 * the remembered levels value to write (a language change clears the levels without touching it).
 */
export function applyFilterChange({ filters, change }: { filters: GroupClassSearchFilters; change: FilterChange }): FilterChangeResult {
  const next = ((): GroupClassSearchFilters => {
    switch (change.type) {
      case 'language':
        return clearFiltersForLanguageChange(filters);
      case 'levels':
        return normalizeGroupClassSearchFilters({ ...filters, levels: [...change.levels] });
      case 'availability':
        return normalizeGroupClassSearchFilters({ ...filters, weekdays: [...change.weekdays], daytime: [...change.daytime] });
      case 'category':
        return chooseCategory({ filters, category: change.category });
      case 'tag':
        return normalizeGroupClassSearchFilters({ ...filters, tag: [...change.tag] });
      case 'keyword':
        return normalizeGroupClassSearchFilters({ ...filters, keyword: change.keyword });
      case 'price':
        return normalizeGroupClassSearchFilters({ ...filters, price: change.price });
      case 'date':
        return setStartWindow({ filters, date: change.date });
      case 'classtype':
        return chooseClassType({ filters, classtype: change.classtype });
      case 'reset':
        return resetFilter({ filters, filter: change.filter });
    }
  })();
  const levelsEdited = change.type === 'levels' || (change.type === 'reset' && change.filter === 'levels');
  return {
    filters: next,
    refreshCategories: change.type === 'language' || shouldRefreshCategories({ previous: filters, next }),
    rememberedLevels: levelsEdited ? encodeRememberedLevels(next.levels) : null,
  };
}
