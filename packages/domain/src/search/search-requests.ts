import { CLASS_TYPES, type ClassType, type GroupClassSearchFilters, normalizeGroupClassSearchFilters } from './group-class-filters';
import { RECOMMENDED_CLASS_COUNT, SINGLE_CLASS_PAGE_SIZE, TEACHER_PAGE_PAGE_SIZE, getCoursePageSize } from './search-page-sizes';

/**
 * Query parameters of a call: 001 §7.1 "Array parameters are sent repeated", so a `string[]` is
 * sent as `key=a&key=b`. Keys with nothing chosen are left out.
 */
export type RequestParams = Record<string, string | string[]>;

/** What every search call is built from: the route's language, the filters and, when known, the user's zone. */
export interface SearchRequestInput {
  readonly language: string;
  readonly filters: GroupClassSearchFilters;
  /** The user's IANA zone, sent as `user_timezone` so weekdays and time of day are read in it. */
  readonly userTimezone?: string | null | undefined;
}

/** 001 §7.1: "group_by_topic=1". */
export const GROUP_BY_TOPIC = '1';

/** 001 §7.1: "category_with_tags ... plus fetch_type=all". */
export const CATEGORY_FETCH_TYPE_ALL = 'all';

/** 001 §7.1: "recommend_classes ... kind=search_page". */
export const RECOMMENDATION_KIND_SEARCH_PAGE = 'search_page';

function strings(values: readonly number[]): string[] {
  return values.map(String);
}

/**
 * 001 §3 "Search parameters (group classes): language, levels, weekdays, daytime, category, tag,
 * keyword, price, classtype" as the calls send them: `language`, then each chosen filter (arrays
 * repeated: `levels`, `weekdays`, `daytime`, `category`, `tag`; scalars `price`, `keyword`), then
 * `user_timezone`. The classtype picks which call is made and is not sent.
 */
export function buildGroupClassSearchParams({ language, filters, userTimezone }: SearchRequestInput): RequestParams {
  const f = normalizeGroupClassSearchFilters(filters);
  const params: RequestParams = { language };
  if (f.levels.length > 0) params.levels = strings(f.levels);
  if (f.weekdays.length > 0) params.weekdays = strings(f.weekdays);
  if (f.daytime.length > 0) params.daytime = strings(f.daytime);
  if (f.category.length > 0) params.category = [...f.category];
  if (f.tag.length > 0) params.tag = [...f.tag];
  if (f.price !== null) params.price = f.price;
  if (f.keyword !== '') params.keyword = f.keyword;
  if (userTimezone) params.user_timezone = userTimezone;
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
 * 001 §7.1: "GET /v3/group_class/group_classes: group_by_topic=1, offset, length=60, search params".
 * `offset` is how many classes are already shown (0 for the first page).
 */
export function buildGroupClassListParams(input: SearchRequestInput & { readonly offset: number }): RequestParams {
  return { group_by_topic: GROUP_BY_TOPIC, offset: String(input.offset), length: String(SINGLE_CLASS_PAGE_SIZE), ...buildGroupClassSearchParams(input) };
}

/**
 * 001 §7.1: "GET /v3/group_class/courses/: offset, length (3 or 60), group_by_topic=1, search params
 * minus tag". Length 3 on the single-class tab, 60 on the course tab (`getCoursePageSize`).
 */
export function buildCourseListParams(input: SearchRequestInput & { readonly offset: number }): RequestParams {
  return {
    offset: String(input.offset),
    length: String(getCoursePageSize(input.filters.classtype)),
    group_by_topic: GROUP_BY_TOPIC,
    ...without(buildGroupClassSearchParams(input), 'tag'),
  };
}

/** 001 §7.1: "GET /v2/group_class/group_classes/recommend_classes: group_by_topic=1, kind=search_page, num=3, student_has_record=0 or 1, optional language". */
export function buildRecommendedClassesParams({ language, studentHasRecord }: { language?: string | null | undefined; studentHasRecord: boolean }): RequestParams {
  const params: RequestParams = {
    group_by_topic: GROUP_BY_TOPIC,
    kind: RECOMMENDATION_KIND_SEARCH_PAGE,
    num: String(RECOMMENDED_CLASS_COUNT),
    student_has_record: studentHasRecord ? '1' : '0',
  };
  if (language) params.language = language;
  return params;
}

/**
 * 001 §7.1: "GET /v2/teacher/group_classes: group_by_topic=1, teacher_id, page, page_size=60; levels
 * sent sorted and comma-joined". The teacher page's filters (001 §2.2: levels, weekdays, daytime,
 * price) go with it; weekdays and daytime repeated. `page` is the server's page number (first = 1).
 */
export function buildTeacherGroupClassesParams({
  teacherId,
  page,
  language,
  filters,
  userTimezone,
}: SearchRequestInput & { readonly teacherId: number | string; readonly page: number }): RequestParams {
  const { levels, ...rest } = without(buildGroupClassSearchParams({ language, filters, userTimezone }), 'category', 'tag', 'keyword');
  const params: RequestParams = { group_by_topic: GROUP_BY_TOPIC, teacher_id: String(teacherId), page: String(page), page_size: String(TEACHER_PAGE_PAGE_SIZE), ...rest };
  if (levels !== undefined) params.levels = (Array.isArray(levels) ? levels : [levels]).join(',');
  return params;
}

/** 001 §7.1: "GET /v2/teacher/group_class_courses: teacher_id, page, page_size=60". */
export function buildTeacherCoursesParams({ teacherId, page }: { teacherId: number | string; page: number }): RequestParams {
  return { teacher_id: String(teacherId), page: String(page), page_size: String(TEACHER_PAGE_PAGE_SIZE) };
}

/** 001 §4.1 class type '1'/'2' to the list call it selects. */
export function getResultListKind(classtype: ClassType): 'group_classes' | 'courses' {
  return classtype === CLASS_TYPES.course ? 'courses' : 'group_classes';
}
