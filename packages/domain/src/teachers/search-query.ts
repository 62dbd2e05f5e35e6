import { countCharacters } from '../search/text-length';
import { KEYWORD_MAX_LENGTH } from '../search/keyword';
import { DAYTIME_SLOT_COUNT, HOURS_PER_DAYTIME_SLOT, WEEKDAY_INDEXES } from '../time/day-slots';
import { requireInteger, requireIntegers } from '../arguments/number-arguments';

/**
 * The URL query of the teacher-search page as the router hands it over (URLSearchParams-like):
 * each key maps to a string, a list of strings (a repeated key) or nothing.
 */
export type TeacherSearchRawQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/** 001 §2.5: "teacher_type (pro or tutor)". */
export const TEACHER_TYPES = ['pro', 'tutor'] as const;
export type TeacherType = (typeof TEACHER_TYPES)[number];

// 001 §9 "Days of the week are indexed 0 to 6, starting from Monday" (time/day-slots WEEKDAY_INDEXES)
// and "six 4-hour slots" (DAYTIME_SLOT_COUNT); both ranges inclusive at both ends.
const WEEKDAY_MIN = Math.min(...WEEKDAY_INDEXES);
const WEEKDAY_MAX = Math.max(...WEEKDAY_INDEXES);
const LAST_TIME_BLOCK = DAYTIME_SLOT_COUNT - 1;

/** 001 §5: "minPrice and maxPrice apply only if numeric and are multiplied by 100." */
export const PRICE_CENTS_PER_UNIT = 100;

/** 001 §5: "is_native, trial_lesson and instant_booking count only if equal to 1". */
export const QUERY_FLAG_ON = '1';
/** 001 §5: "in72h must be the string true". */
export const IN_72H_ON = 'true';

/** The last hour of `specificHours`: whole hours 0..23, both inclusive. */
export const SPECIFIC_HOUR_MAX = 23;

/**
 * 001 §2.5 "Query parameters: teacher_type (pro or tutor), tags, childTags, speaks, day, time, from,
 * trial_lesson, instant_booking, is_native, minPrice, maxPrice, specificDay, specificHours, keyword,
 * in72h, instant_lesson_status, page, isAutoMatched." In this order: the order of the serialized URL.
 */
export const TEACHER_SEARCH_QUERY_KEYS = [
  'teacher_type',
  'tags',
  'childTags',
  'speaks',
  'day',
  'time',
  'from',
  'trial_lesson',
  'instant_booking',
  'is_native',
  'minPrice',
  'maxPrice',
  'specificDay',
  'specificHours',
  'keyword',
  'in72h',
  'instant_lesson_status',
  'page',
  'isAutoMatched',
] as const;
export type TeacherSearchQueryKey = (typeof TEACHER_SEARCH_QUERY_KEYS)[number];

/** 001 §9 "Keyword max 200 characters" (`KEYWORD_MAX_LENGTH` of `search/`), counted in code points; inclusive. */
function isKeywordWithinLimit(keyword: string): boolean {
  return countCharacters(keyword) <= KEYWORD_MAX_LENGTH;
}

/**
 * The parsed teacher-search query: the canonical form. Lists are de-duplicated (first occurrence
 * kept; `day`, `time` and `specificHours` sorted ascending), flags are booleans, prices are integer
 * cents, absent scalars are left out. A plain type, so the search pages load no zod; its schema
 * (`TeacherSearchQuerySchema`, search-query-schema.ts) states the same and is checked to match.
 */
export type TeacherSearchQuery = {
  teacher_type?: TeacherType | undefined;
  tags: string[];
  childTags: string[];
  /** Lower-cased language names, e.g. `['spanish']`. */
  speaks: string[];
  /** Weekdays 0 (Monday) .. 6. */
  day: number[];
  /** Hour-blocks 0..5 (block n covers hours 4n..4n+3). */
  time: number[];
  /** Teacher origin country, as given (e.g. `US`). */
  from?: string | undefined;
  trial_lesson: boolean;
  instant_booking: boolean;
  is_native: boolean;
  /** Integer cents. */
  minPrice?: number | undefined;
  /** Integer cents. */
  maxPrice?: number | undefined;
  /** A calendar day `YYYY-MM-DD` in the user's zone. */
  specificDay?: string | undefined;
  /** Whole hours 0..23 of `specificDay`. */
  specificHours: number[];
  /** Trimmed, 1..200 characters (code points, as `search/` counts them). */
  keyword?: string | undefined;
  in72h: boolean;
  instant_lesson_status?: number | undefined;
  /** 1-based page. */
  page?: number | undefined;
  isAutoMatched: boolean;
};

/** The empty query: no filter set. */
export const EMPTY_TEACHER_SEARCH_QUERY: TeacherSearchQuery = Object.freeze({
  tags: [],
  childTags: [],
  speaks: [],
  day: [],
  time: [],
  trial_lesson: false,
  instant_booking: false,
  is_native: false,
  specificHours: [],
  in72h: false,
  isAutoMatched: false,
});

function readList(query: TeacherSearchRawQuery, key: string): string[] {
  const raw = query[key];
  if (raw === undefined) return [];
  const parts = typeof raw === 'string' ? [raw] : raw;
  const items = parts
    .flatMap((part) => part.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return [...new Set(items)];
}

function readScalar(query: TeacherSearchRawQuery, key: string): string | undefined {
  const raw = query[key];
  const first = typeof raw === 'string' ? raw : raw?.[0];
  const trimmed = first?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

const NON_NEGATIVE_INTEGER = /^\d+$/;

function parseNonNegativeInteger(text: string | undefined): number | undefined {
  if (text === undefined || !NON_NEGATIVE_INTEGER.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : undefined;
}

function parseIntegersInRange(items: readonly string[], min: number, max: number): number[] {
  const values = items.map(parseNonNegativeInteger).filter((n): n is number => n !== undefined && n >= min && n <= max);
  return [...new Set(values)].sort((a, b) => a - b);
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;
const HALF_UP_DIGIT = 5;

/**
 * 001 §5: "minPrice and maxPrice apply only if numeric and are multiplied by 100."
 * A plain non-negative decimal (`12`, `12.5`, `0.99`) becomes integer cents (`1200`, `1250`, `99`);
 * digits past the second decimal round half up (`12.345` -> `1235`). Anything else (`abc`, `-1`,
 * `1e3`, `12.`, `.5`, empty) is not numeric and gives `undefined`.
 */
export function parsePriceToCents(text: string | undefined): number | undefined {
  const match = text === undefined ? null : DECIMAL.exec(text.trim());
  if (match === null) return undefined;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  const cents = Number(whole) * PRICE_CENTS_PER_UNIT + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const rounded = Number(fraction.charAt(2) || '0') >= HALF_UP_DIGIT ? cents + 1 : cents;
  return Number.isSafeInteger(rounded) ? rounded : undefined;
}

/** The inverse of `parsePriceToCents`: `1250` -> `'12.5'`, `1205` -> `'12.05'`, `1200` -> `'12'`. `cents` is a whole number from 0. */
export function formatCentsAsPrice(cents: number): string {
  requireInteger('cents', cents, 0);
  const whole = Math.floor(cents / PRICE_CENTS_PER_UNIT);
  const rest = cents % PRICE_CENTS_PER_UNIT;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * 001 §5: "time is a list of hour-blocks, each value n expanding to 4 slots 4n to 4n+3".
 * `[0, 5]` -> `[0, 1, 2, 3, 20, 21, 22, 23]`.
 */
export function expandTimeBlocks(blocks: readonly number[]): number[] {
  requireIntegers('blocks', blocks, 0, DAYTIME_SLOT_COUNT - 1);
  return blocks.flatMap((n) => Array.from({ length: HOURS_PER_DAYTIME_SLOT }, (_, i) => n * HOURS_PER_DAYTIME_SLOT + i));
}

/** `YYYY-MM-DD` naming a day of the Gregorian calendar (as `z.iso.date()` reads it; property-tested against it). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/**
 * 001 §5 "Teacher search query parsing":
 * "minPrice and maxPrice apply only if numeric and are multiplied by 100; page is used only if
 * numeric; time is a list of hour-blocks, each value n expanding to 4 slots 4n to 4n+3; day values
 * become numbers; is_native, trial_lesson and instant_booking count only if equal to 1; in72h must
 * be the string true; arrays are accepted as a comma-joined string or a list."
 *
 * - Lists (`tags`, `childTags`, `speaks`, `day`, `time`, `specificHours`): a comma-joined string, a
 *   list, or a list of comma-joined strings; items trimmed, blanks and repeats dropped. `speaks` is
 *   lower-cased. `day` keeps integers 0..6, `time` keeps blocks 0..5, `specificHours` keeps 0..23
 *   (all inclusive), sorted ascending; anything else is dropped. `time` stays as blocks here; the
 *   payload expands it with `expandTimeBlocks`.
 * - Scalars read the first value of a list, trimmed; a blank value counts as absent.
 * - `trial_lesson`, `instant_booking`, `is_native`: true only for exactly `'1'`.
 * - `in72h`: true only for exactly `'true'` (case-sensitive).
 * - `isAutoMatched`: true when the key is present with any value (the auto-match redirect writes `1`).
 * - `minPrice`, `maxPrice`: see `parsePriceToCents` (integer cents; not swapped when inverted).
 * - `page`: a positive integer (`1` inclusive); `0`, `-1`, `2.5`, `abc` are ignored.
 * - `instant_lesson_status`: a non-negative integer, else ignored.
 * - `teacher_type`: `pro` or `tutor` (case-insensitive), else ignored.
 * - `specificDay`: a real calendar date `YYYY-MM-DD`, else ignored.
 * - `keyword`: trimmed; over 200 characters (`KEYWORD_MAX_LENGTH`, code points; 200 is kept, 201
 *   is ignored, as GC883 refuses it on the search page).
 */
export function parseTeacherSearchQuery(raw: TeacherSearchRawQuery): TeacherSearchQuery {
  const teacherType = readScalar(raw, 'teacher_type')?.toLowerCase();
  const from = readScalar(raw, 'from');
  const minPrice = parsePriceToCents(readScalar(raw, 'minPrice'));
  const maxPrice = parsePriceToCents(readScalar(raw, 'maxPrice'));
  const specificDay = readScalar(raw, 'specificDay');
  const keyword = readScalar(raw, 'keyword');
  const instantLessonStatus = parseNonNegativeInteger(readScalar(raw, 'instant_lesson_status'));
  const page = parseNonNegativeInteger(readScalar(raw, 'page'));

  return {
    ...(teacherType === 'pro' || teacherType === 'tutor' ? { teacher_type: teacherType } : {}),
    tags: readList(raw, 'tags'),
    childTags: readList(raw, 'childTags'),
    speaks: [...new Set(readList(raw, 'speaks').map((s) => s.toLowerCase()))],
    day: parseIntegersInRange(readList(raw, 'day'), WEEKDAY_MIN, WEEKDAY_MAX),
    time: parseIntegersInRange(readList(raw, 'time'), 0, LAST_TIME_BLOCK),
    ...(from !== undefined ? { from } : {}),
    trial_lesson: readScalar(raw, 'trial_lesson') === QUERY_FLAG_ON,
    instant_booking: readScalar(raw, 'instant_booking') === QUERY_FLAG_ON,
    is_native: readScalar(raw, 'is_native') === QUERY_FLAG_ON,
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    ...(specificDay !== undefined && isCalendarDate(specificDay) ? { specificDay } : {}),
    specificHours: parseIntegersInRange(readList(raw, 'specificHours'), 0, SPECIFIC_HOUR_MAX),
    ...(keyword !== undefined && isKeywordWithinLimit(keyword) ? { keyword } : {}),
    in72h: readScalar(raw, 'in72h') === IN_72H_ON,
    ...(instantLessonStatus !== undefined ? { instant_lesson_status: instantLessonStatus } : {}),
    ...(page !== undefined && page >= 1 ? { page } : {}),
    isAutoMatched: raw.isAutoMatched !== undefined,
  };
}

/**
 * The inverse of `parseTeacherSearchQuery` ("filters kept in the URL", 001 §2.1 / §2.5): the query
 * as URL parameters in `TEACHER_SEARCH_QUERY_KEYS` order. Lists are comma-joined, flags are written
 * `1` (`in72h` as `true`) and left out when false, prices go back to units (`1250` -> `12.5`), empty
 * lists and absent scalars are left out. `parseTeacherSearchQuery(serializeTeacherSearchQuery(q))`
 * equals `q` for every valid `q`.
 */
export function serializeTeacherSearchQuery(query: TeacherSearchQuery): Record<string, string> {
  const values: Record<TeacherSearchQueryKey, string | undefined> = {
    teacher_type: query.teacher_type,
    tags: query.tags.join(','),
    childTags: query.childTags.join(','),
    speaks: query.speaks.join(','),
    day: query.day.join(','),
    time: query.time.join(','),
    from: query.from,
    trial_lesson: query.trial_lesson ? QUERY_FLAG_ON : undefined,
    instant_booking: query.instant_booking ? QUERY_FLAG_ON : undefined,
    is_native: query.is_native ? QUERY_FLAG_ON : undefined,
    minPrice: query.minPrice === undefined ? undefined : formatCentsAsPrice(query.minPrice),
    maxPrice: query.maxPrice === undefined ? undefined : formatCentsAsPrice(query.maxPrice),
    specificDay: query.specificDay,
    specificHours: query.specificHours.join(','),
    keyword: query.keyword,
    in72h: query.in72h ? IN_72H_ON : undefined,
    instant_lesson_status: query.instant_lesson_status === undefined ? undefined : String(query.instant_lesson_status),
    page: query.page === undefined ? undefined : String(query.page),
    isAutoMatched: query.isAutoMatched ? QUERY_FLAG_ON : undefined,
  };
  const out: Record<string, string> = {};
  for (const key of TEACHER_SEARCH_QUERY_KEYS) {
    const value = values[key];
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

/**
 * `serializeTeacherSearchQuery` as a query string without the leading `?` (`''` when no filter is
 * set): percent-encoded, commas left readable (`tags=CA003,CA005&day=0,6`).
 */
export function formatTeacherSearchQueryString(query: TeacherSearchQuery): string {
  return Object.entries(serializeTeacherSearchQuery(query))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value).replaceAll('%2C', ',')}`)
    .join('&');
}
