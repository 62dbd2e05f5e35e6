import { getHourCodesOfDaytimeSlots } from '../time/day-slots';
import { getStartWindowRange } from '../time/day-start-windows';
import type { Instant } from '../time/instant';
import { resolveZone } from '../time/zone';
import { CLASS_TYPES, type ClassType, type GroupClassSearchFilters, normalizeGroupClassSearchFilters } from './group-class-filters';
import { COURSE_PAGE_SIZE, COURSE_PREVIEW_PAGE_SIZE, SINGLE_CLASS_PAGE_SIZE, TEACHER_PAGE_PAGE_SIZE } from './search-page-sizes';
import { requireInteger } from '../arguments/number-arguments';
import { GROUP_BY_TOPIC, type RequestParams } from './request-params';

/** 001 §4.1 / §7.1 "length (3 or 60)": 3 courses per page on the single-class tab, 60 on the course tab. */
export function getCoursePageSize(classtype: ClassType): number {
  return classtype === CLASS_TYPES.course ? COURSE_PAGE_SIZE : COURSE_PREVIEW_PAGE_SIZE;
}

/** What every search call is built from: the route's language, the filters, the user's zone and `now`. */
export interface SearchRequestInput {
  readonly language: string;
  readonly filters: GroupClassSearchFilters;
  /**
   * The user's IANA zone (`timezone_iana`). The start window is computed in it and it is sent as
   * `user_timezone` so the server reads weekdays and hours in it; missing or invalid -> `'UTC'`.
   */
  readonly userTimezone?: string | null | undefined;
  /** The current instant, for the start window (`date`) range. */
  readonly now: Instant;
}

/** 001 §7.1: "category_with_tags ... plus fetch_type=all". */
export const CATEGORY_FETCH_TYPE_ALL = 'all';

/**
 * 000 §7 "GET v3/group_class/group_classes | offset, length, language, start_time, end_time,
 * language_level, weekday, time_list, price, category, tag, keyword, user_timezone": the wire name
 * of each page filter (the page URL keeps 001 §2.1's names). `date` becomes the pair
 * `start_time`/`end_time`; `daytime` slots are sent as their hour codes under `time_list`.
 */
export const SEARCH_WIRE_PARAM_NAMES = {
  date: ['start_time', 'end_time'],
  levels: 'language_level',
  weekdays: 'weekday',
  daytime: 'time_list',
  price: 'price',
  category: 'category',
  tag: 'tag',
  keyword: 'keyword',
} as const;

function strings(values: readonly number[]): string[] {
  return values.map(String);
}

/** An epoch-ms instant as an ISO-8601 UTC string (`2026-03-10T00:00:00.000Z`). */
function toIsoInstant(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * The shared WIRE search params of the 000 §7 / 001 §7.1 search calls, mapped from the page
 * filters (001 §3 names) to 000 §7's names, in 000 §7's order:
 * - `language` (the route's language);
 * - `start_time`, `end_time` from the start window `date` (000 §9 "today, next 7, 14, 30 days"):
 *   `getStartWindowRange` in the user's zone, `[start, end)` (start inclusive, end exclusive), as
 *   ISO UTC instants; left out when no window is chosen;
 * - `language_level`: the level filter codes 1..6 (000 §9 "Levels filter codes: A1=1 to C2=6");
 * - `weekday`: 0..6, Monday first (001 §9);
 * - `time_list`: the hour codes of the daytime slots, 4n..4n+3 (000 §9, `getHourCodesOfDaytimeSlots`);
 * - `price`, `category`, `tag`, `keyword` as chosen;
 * - `user_timezone`: the resolved zone (always sent; `'UTC'` when missing or invalid).
 * Arrays are sent repeated. `classtype` picks the call and is not sent.
 * @example buildGroupClassSearchParams({ language: 'english', filters, userTimezone: 'Europe/Berlin', now }).time_list // ['8', '9', '10', '11']
 */
export function buildGroupClassSearchParams({ language, filters, userTimezone, now }: SearchRequestInput): RequestParams {
  const f = normalizeGroupClassSearchFilters(filters);
  const zone = resolveZone(userTimezone);
  const params: RequestParams = { language };
  if (f.date !== undefined) {
    const range = getStartWindowRange({ window: f.date, now, zone });
    params.start_time = toIsoInstant(range.start);
    params.end_time = toIsoInstant(range.end);
  }
  if (f.levels.length > 0) params.language_level = strings(f.levels);
  if (f.weekdays.length > 0) params.weekday = strings(f.weekdays);
  if (f.daytime.length > 0) params.time_list = strings(getHourCodesOfDaytimeSlots(f.daytime));
  if (f.price !== null) params.price = f.price;
  if (f.category.length > 0) params.category = [...f.category];
  if (f.tag.length > 0) params.tag = [...f.tag];
  if (f.keyword !== '') params.keyword = f.keyword;
  params.user_timezone = zone;
  return params;
}

function without(params: RequestParams, ...keys: string[]): RequestParams {
  return Object.fromEntries(Object.entries(params).filter(([key]) => !keys.includes(key)));
}

/** 001 §7.1: "GET /v3/group_class/category_with_tags: search params minus tag and category, plus fetch_type=all". */
export function buildCategoryWithTagsParams(input: SearchRequestInput): RequestParams {
  return { ...without(buildGroupClassSearchParams(input), 'tag', 'category'), fetch_type: CATEGORY_FETCH_TYPE_ALL };
}

/** 001 §7.1: "GET /v3/group_class/group_classes_amount: group_by_topic=1 with the search params". */
export function buildGroupClassesAmountParams(input: SearchRequestInput): RequestParams {
  return { group_by_topic: GROUP_BY_TOPIC, ...buildGroupClassSearchParams(input) };
}

/** 001 §7.1: "GET /v3/group_class/courses_amount: group_by_topic=1 with the search params minus tag; only with the course flag". */
export function buildCoursesAmountParams(input: SearchRequestInput): RequestParams {
  return { group_by_topic: GROUP_BY_TOPIC, ...without(buildGroupClassSearchParams(input), 'tag') };
}

/**
 * 001 §7.1: "GET /v3/group_class/group_classes: group_by_topic=1, offset, length=60, search params"
 * (000 §7 names). `offset` is how many classes are already shown (0 for the first page).
 */
export function buildGroupClassListParams(input: SearchRequestInput & { readonly offset: number }): RequestParams {
  return {
    group_by_topic: GROUP_BY_TOPIC,
    offset: String(requireInteger('offset', input.offset, 0)),
    length: String(SINGLE_CLASS_PAGE_SIZE),
    ...buildGroupClassSearchParams(input),
  };
}

/**
 * 001 §7.1: "GET /v3/group_class/courses/: offset, length (3 or 60), group_by_topic=1, search params
 * minus tag". Length 3 on the single-class tab, 60 on the course tab (`getCoursePageSize`).
 */
export function buildCourseListParams(input: SearchRequestInput & { readonly offset: number }): RequestParams {
  return {
    offset: String(requireInteger('offset', input.offset, 0)),
    length: String(getCoursePageSize(input.filters.classtype)),
    group_by_topic: GROUP_BY_TOPIC,
    ...without(buildGroupClassSearchParams(input), 'tag'),
  };
}

/**
 * 001 §7.1: "GET /v2/teacher/group_classes: group_by_topic=1, teacher_id, page, page_size=60; levels
 * sent sorted and comma-joined". The teacher page's filters (001 §2.2: levels, weekdays, daytime,
 * price) go with it under their page names (this call is not the 000 §7 search): `levels` as one
 * comma-joined value (`'1,3'`), `weekdays` and `daytime` repeated, `price`, `language`, and
 * `user_timezone` when given. `page` is the server's page number (first = 1).
 */
export function buildTeacherGroupClassesParams({
  teacherId,
  page,
  language,
  filters,
  userTimezone,
}: Omit<SearchRequestInput, 'now'> & { readonly teacherId: number | string; readonly page: number }): RequestParams {
  const f = normalizeGroupClassSearchFilters(filters);
  const params: RequestParams = {
    group_by_topic: GROUP_BY_TOPIC,
    teacher_id: String(teacherId),
    page: String(page),
    page_size: String(TEACHER_PAGE_PAGE_SIZE),
    language,
  };
  if (f.levels.length > 0) params.levels = f.levels.join(',');
  if (f.weekdays.length > 0) params.weekdays = strings(f.weekdays);
  if (f.daytime.length > 0) params.daytime = strings(f.daytime);
  if (f.price !== null) params.price = f.price;
  if (userTimezone) params.user_timezone = userTimezone;
  return params;
}

/** 001 §7.1: "GET /v2/teacher/group_class_courses: teacher_id, page, page_size=60". */
export function buildTeacherCoursesParams({ teacherId, page }: { teacherId: number | string; page: number }): RequestParams {
  if (typeof teacherId === 'number') requireInteger('teacherId', teacherId, 1);
  return { teacher_id: String(teacherId), page: String(requireInteger('page', page, 1)), page_size: String(TEACHER_PAGE_PAGE_SIZE) };
}

/** 001 §4.1 class type '1'/'2' to the list call it selects. */
export function getResultListKind(classtype: ClassType): 'group_classes' | 'courses' {
  return classtype === CLASS_TYPES.course ? 'courses' : 'group_classes';
}
