import { isLevelFilterCode } from '../levels/level-filter-codes';
import { isDaytimeSlot, isWeekdayIndex } from '../time/day-slots';
import { isStartWindow } from '../time/day-start-windows';
import {
  DEFAULT_CLASS_TYPE,
  type GroupClassSearchFilters,
  createEmptyGroupClassSearchFilters,
  isClassType,
  isPriceToken,
  normalizeGroupClassSearchFilters,
} from './group-class-filters';
import { coerceKeyword } from './keyword';

/**
 * An address query as the page gets it: a query string (with or without the leading '?'), any
 * iterable of `[key, value]` pairs (a `URLSearchParams` is one), or a record of values such as a
 * router's parsed search params.
 */
export type QueryInput =
  string | Iterable<readonly [string, string]> | Readonly<Record<string, string | readonly string[] | null | undefined>>;

/**
 * 001 §2.1: "levels, weekdays, category, tag, daytime, price, keyword, classtype", plus the start
 * window `date` (000 §2 course filter panel "... category, date"), in the order they are written.
 */
export const SEARCH_PAGE_QUERY_KEYS = [
  'levels',
  'weekdays',
  'daytime',
  'date',
  'category',
  'tag',
  'price',
  'keyword',
  'classtype',
] as const;

/** 001 §2.2: "Query parameters: levels, weekdays, daytime, price, classtype." */
export const TEACHER_PAGE_QUERY_KEYS = ['levels', 'weekdays', 'daytime', 'price', 'classtype'] as const;

type QueryKey = (typeof SEARCH_PAGE_QUERY_KEYS)[number];

/** `levels`, `levels[]`, `levels[3]` (brackets possibly percent-encoded before decoding). */
const KEY_PATTERN = /^([A-Za-z_]+)(?:\[\d*\])?$/;

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function readPairs(input: QueryInput): [string, string][] {
  if (typeof input === 'string') {
    const text = input.startsWith('?') ? input.slice(1) : input;
    const pairs: [string, string][] = [];
    for (const piece of text.split('&')) {
      if (piece === '') continue;
      const eq = piece.indexOf('=');
      const key = decode(eq === -1 ? piece : piece.slice(0, eq));
      const value = decode(eq === -1 ? '' : piece.slice(eq + 1));
      if (key !== null && value !== null) pairs.push([key, value]);
    }
    return pairs;
  }
  if (Symbol.iterator in input) return Array.from(input, ([k, v]) => [k, v]);
  return Object.entries(input).flatMap(([key, value]): [string, string][] => {
    if (value === null || value === undefined) return [];
    return typeof value === 'string' ? [[key, value]] : value.map((v): [string, string] => [key, v]);
  });
}

function collect(input: QueryInput): Map<QueryKey, string[]> {
  const values = new Map<QueryKey, string[]>();
  for (const [rawKey, value] of readPairs(input)) {
    const name = KEY_PATTERN.exec(rawKey)?.[1];
    if (name === undefined || !(SEARCH_PAGE_QUERY_KEYS as readonly string[]).includes(name)) continue;
    const key = name as QueryKey;
    values.set(key, [...(values.get(key) ?? []), value]);
  }
  return values;
}

function listItems(values: readonly string[] | undefined): string[] {
  return (values ?? []).flatMap((v) => v.split(','));
}

function numbers<T extends number>(values: readonly string[] | undefined, accept: (n: unknown) => n is T): T[] {
  return listItems(values)
    .map((v) => v.trim())
    .filter((v) => /^\d+$/.test(v))
    .map(Number)
    .filter(accept);
}

/**
 * 001 §2.1: "The address is rewritten in place to carry the filters as query parameters: levels,
 * weekdays, category, tag, daytime, price, keyword, classtype. Array values are written as indexed
 * brackets." Reads any of `levels[0]=1&levels[1]=3`, `levels=1&levels=3`, `levels[]=1` and
 * `levels=1,3`; junk is dropped rather than refused: level codes outside 1..6, weekdays outside 0..6,
 * daytime outside 0..5, non-integers, invalid price tokens, unknown `date` windows, malformed
 * percent-encoding. A classtype other than '1'/'2' is '1'. For a scalar given twice, the first
 * (valid, for `price` and `date`) value wins. `date` is one of `START_WINDOWS`
 * (`date=next_7_days`). The result is normalised (`normalizeGroupClassSearchFilters`).
 */
export function parseGroupClassSearchQuery(input: QueryInput): GroupClassSearchFilters {
  const values = collect(input);
  // The schemas' checks without zod: the search pages parse their address with this.
  const price = values.get('price')?.find(isPriceToken) ?? null;
  const classtype = values.get('classtype')?.[0];
  const date = values.get('date')?.find(isStartWindow);
  return normalizeGroupClassSearchFilters({
    ...createEmptyGroupClassSearchFilters(),
    levels: numbers(values.get('levels'), isLevelFilterCode),
    weekdays: numbers(values.get('weekdays'), isWeekdayIndex),
    daytime: numbers(values.get('daytime'), isDaytimeSlot),
    category: listItems(values.get('category')),
    tag: listItems(values.get('tag')),
    price,
    keyword: coerceKeyword(values.get('keyword')?.[0] ?? ''),
    classtype: isClassType(classtype) ? classtype : DEFAULT_CLASS_TYPE,
    ...(date === undefined ? {} : { date }),
  });
}

function writeQuery(filters: GroupClassSearchFilters, keys: readonly QueryKey[]): string {
  const f = normalizeGroupClassSearchFilters(filters);
  const parts: string[] = [];
  const list = (key: QueryKey, items: readonly (string | number)[]): void => {
    items.forEach((item, i) => parts.push(`${key}[${i}]=${encodeURIComponent(String(item))}`));
  };
  for (const key of keys) {
    switch (key) {
      case 'levels':
        list(key, f.levels);
        break;
      case 'weekdays':
        list(key, f.weekdays);
        break;
      case 'daytime':
        list(key, f.daytime);
        break;
      case 'date':
        if (f.date !== undefined) parts.push(`date=${f.date}`);
        break;
      case 'category':
        list(key, f.category);
        break;
      case 'tag':
        list(key, f.tag);
        break;
      case 'price':
        if (f.price !== null) parts.push(`price=${encodeURIComponent(f.price)}`);
        break;
      case 'keyword':
        if (f.keyword !== '') parts.push(`keyword=${encodeURIComponent(f.keyword)}`);
        break;
      case 'classtype':
        if (f.classtype !== DEFAULT_CLASS_TYPE) parts.push(`classtype=${f.classtype}`);
        break;
    }
  }
  return parts.join('&');
}

/**
 * 001 §2.1 "Array values are written as indexed brackets": the query string (no leading '?') of a
 * filter set, e.g. `levels[0]=1&levels[1]=3&keyword=small%20talk`. Brackets are written literally,
 * values percent-encoded. Keys with nothing chosen are left out, and so is the default classtype
 * '1'. `parseGroupClassSearchQuery(serializeGroupClassSearchQuery(f))` equals the normalised `f`.
 */
export function serializeGroupClassSearchQuery(filters: GroupClassSearchFilters): string {
  return writeQuery(filters, SEARCH_PAGE_QUERY_KEYS);
}

/** 001 §2.2 "Query parameters: levels, weekdays, daytime, price, classtype": the teacher page's filters; category, tag and keyword are always empty and there is no `date`. */
export function parseTeacherGroupClassQuery(input: QueryInput): GroupClassSearchFilters {
  const { levels, weekdays, daytime, price, classtype } = parseGroupClassSearchQuery(input);
  return { levels, weekdays, daytime, category: [], tag: [], price, keyword: '', classtype };
}

/** 001 §2.2: the teacher page's query string, written like the search page's but with its five keys only. */
export function serializeTeacherGroupClassQuery(filters: GroupClassSearchFilters): string {
  return writeQuery(filters, TEACHER_PAGE_QUERY_KEYS);
}

/**
 * 001 §2.2: "A button 'See all teachers' group classes' opens the search page in a new tab for the
 * current language and filters." The search page address (`/group-class/:lang`) with the filters as
 * its query: `getGroupClassSearchHref({ language: 'english', filters })` is
 * `'/group-class/english?levels[0]=2'`.
 */
export function getGroupClassSearchHref({ language, filters }: { language: string; filters: GroupClassSearchFilters }): string {
  const query = serializeGroupClassSearchQuery(filters);
  return `/group-class/${encodeURIComponent(language)}${query ? `?${query}` : ''}`;
}
