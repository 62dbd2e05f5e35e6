import type { LevelFilterCode } from '../levels/level-filter-codes';
import type { DaytimeSlot, WeekdayIndex } from '../time/day-slots';
import { type StartWindow, isStartWindow } from '../time/day-start-windows';
import { coerceKeyword, sanitizeSearchText } from './keyword';

/** 001 §4.1: "Class-type tab: '1' = single classes (default), '2' = group courses." */
export const CLASS_TYPES = { single: '1', course: '2' } as const;

/** 001 §4.1 class type: '1' = single classes, '2' = group courses. */
export type ClassType = (typeof CLASS_TYPES)[keyof typeof CLASS_TYPES];

/** True iff `value` is a class type (what `ClassTypeSchema` accepts). */
export function isClassType(value: unknown): value is ClassType {
  return value === CLASS_TYPES.single || value === CLASS_TYPES.course;
}

/** 001 §4.1: "'1' = single classes (default)". */
export const DEFAULT_CLASS_TYPE: ClassType = CLASS_TYPES.single;

/** Longest price token kept (inclusive); longer ones are junk. */
export const PRICE_TOKEN_MAX_LENGTH = 32;
const PRICE_TOKEN_PATTERN = /^[A-Za-z0-9.,_-]+$/;

/**
 * True iff `value` is a price token. The spec names the parameter only (001 §2.1 "price"), so the
 * token is opaque to the rules: 1..32 characters of letters, digits, '.', ',', '_' and '-' (e.g. '0-10').
 */
export function isPriceToken(value: unknown): value is string {
  return typeof value === 'string' && value.length <= PRICE_TOKEN_MAX_LENGTH && PRICE_TOKEN_PATTERN.test(value);
}

/**
 * 001 §2.1 / 001 §3 "Search parameters (group classes): language, levels, weekdays, daytime,
 * category, tag, keyword, price, classtype" — all but the language, which is the route's `lang` —
 * plus the start window `date` (000 §2 "The course search filter panel (language, levels, weekdays,
 * daytime, category, date)", 000 §9 "Start window filters: today, next 7, 14, 30 days").
 * Empty arrays, `price: null`, `keyword: ''` and an absent `date` mean "not chosen". The group-class
 * search filters (the URL query of the search page); `GroupClassSearchFiltersSchema` checks one.
 */
export interface GroupClassSearchFilters {
  levels: LevelFilterCode[];
  weekdays: WeekdayIndex[];
  daytime: DaytimeSlot[];
  /** Category codes: sanitised (000 §5), trimmed, not empty. */
  category: string[];
  /** Tags: sanitised (000 §5), trimmed, not empty. */
  tag: string[];
  /** A price token (`isPriceToken`), or null. */
  price: string | null;
  /** A normalised keyword (`Keyword`), `''` for none. */
  keyword: string;
  classtype: ClassType;
  /** The start window (`'today'`, `'next_7_days'`, `'next_14_days'`, `'next_30_days'`); absent = any start. */
  date?: StartWindow | undefined;
}

/** A fresh filter set with nothing chosen, on the single-class tab ('1'). */
export function createEmptyGroupClassSearchFilters(): GroupClassSearchFilters {
  return { levels: [], weekdays: [], daytime: [], category: [], tag: [], price: null, keyword: '', classtype: DEFAULT_CLASS_TYPE };
}

function sortNumbers<T extends number>(values: readonly T[]): T[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

function normalizeWords(values: readonly string[]): string[] {
  const words = values.map((v) => sanitizeSearchText(v).trim()).filter((v) => v.length > 0);
  return [...new Set(words)].sort();
}

/**
 * The canonical form of a filter set, so equal choices compare (and serialise) equal: number lists
 * ascending without repeats; categories and tags sanitised (000 §5), trimmed, without empties or
 * repeats, in code-unit order; keyword normalised and cut to 200 characters; an invalid price token
 * dropped; an unknown start window `date` dropped (the key is left out when not chosen). Values
 * outside their ranges must already be gone (use the schema or the query parser).
 */
export function normalizeGroupClassSearchFilters(filters: GroupClassSearchFilters): GroupClassSearchFilters {
  return {
    levels: sortNumbers(filters.levels),
    weekdays: sortNumbers(filters.weekdays),
    daytime: sortNumbers(filters.daytime),
    category: normalizeWords(filters.category),
    tag: normalizeWords(filters.tag),
    price: filters.price !== null && isPriceToken(filters.price) ? filters.price : null,
    keyword: coerceKeyword(filters.keyword),
    classtype: filters.classtype,
    ...(isStartWindow(filters.date) ? { date: filters.date } : {}),
  };
}

/**
 * 000 §5: "A filter set is active if levels, daytime, weekdays, keyword or price is chosen. Category
 * counts when a flag is given." Tag, class type and the start window `date` never count (the spec's
 * list does not name them).
 */
export function isFilterSetActive(filters: GroupClassSearchFilters, { countCategory = false }: { countCategory?: boolean } = {}): boolean {
  return (
    filters.levels.length > 0 ||
    filters.daytime.length > 0 ||
    filters.weekdays.length > 0 ||
    filters.keyword.length > 0 ||
    filters.price !== null ||
    (countCategory && filters.category.length > 0)
  );
}
