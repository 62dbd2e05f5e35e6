import {
  CLASS_STATUSES,
  CLASS_STUDENT_STATUSES,
  COURSE_STATUSES,
  COURSE_STUDENT_STATUSES,
  SINGLE_CLASS_PAGE_SIZE,
  normalizeKeyword,
  sanitizeSearchText,
  toEpochMs,
} from '@app/domain';
import {
  CategoryWithTagsListSchema,
  DaytimeSlotSchema,
  FeedbackCategorySchema,
  LevelFilterCodeSchema,
  SearchHistorySchema,
  WeekdayIndexSchema,
} from '@app/domain/schemas';
import { z } from 'zod';
import { SearchPagingSchema, UserTimezoneQuerySchema } from './shared';
import { queryFlag, queryInt } from '../contract/query';

// ---------------------------------------------------------------------------------------------
// Limits (named, next to the schemas that use them)
// ---------------------------------------------------------------------------------------------

/** 001 §9 "Page sizes: 60 for single classes and course lists": the most a list call returns. */
export const SEARCH_LIST_MAX_LENGTH = SINGLE_CLASS_PAGE_SIZE;
/** The deepest `offset` a search list accepts (a page beyond it would be 170 SHOW MORE clicks away). */
export const SEARCH_LIST_MAX_OFFSET = 10_000;
/** `GET /v3/users/profiles?user_ids=...`: at most this many ids per call (inclusive). */
export const PROFILE_IDS_MAX = 100;
/** Search history keeps the newest 20 distinct keywords of a user. */
export const SEARCH_HISTORY_MAX_ITEMS = 20;
/** At most this many category or tag values in one search. */
export const SEARCH_WORD_LIST_MAX = 20;
/** recommend_classes: `num` is 1..12 (the page asks for 3). */
export const RECOMMENDATION_MAX_NUM = 12;
/** Hour codes of `time_list`: 0..23, the local hour a class starts in (000 §9 "slot n maps to 4n..4n+3"). */
export const HourCodeSchema = z.number().int().min(0).max(23);

/** The feature toggles of the group-class pages: rows of `feature_toggles`; a missing row means on. */
export const FEATURE_TOGGLE_NAMES = {
  groupClassStudent: 'group_class_student_toggle',
  courseEntry: 'course_entry',
} as const;
export const FEATURE_TOGGLE_STATUSES = ['ON', 'OFF'] as const;

// ---------------------------------------------------------------------------------------------
// Query pieces
// ---------------------------------------------------------------------------------------------

/** A list parameter (`k=1&k=2`, `k=1,2`, `k[0]=1`) whose items are read with `item`, at most `max` long. */
function boundedQueryList<T extends z.ZodType>(item: T, max: number) {
  return z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const list: unknown[] = Array.isArray(value) ? (value as unknown[]) : [value];
    return list.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v])).filter((v) => v !== '');
  }, z.array(item).max(max).optional());
}

/** A small whole number sent as text, checked by a domain schema (level codes, weekdays, slots, hours). */
const queryCode = <T extends z.ZodType<unknown, number>>(schema: T) => z.coerce.number().int().pipe(schema);

/** 000 §9 "Levels filter codes: A1=1 to C2=6", repeated or comma-joined. */
export const LevelCodesQuerySchema = boundedQueryList(queryCode(LevelFilterCodeSchema), 6);
/** 001 §9 "Days of the week are indexed 0 to 6, starting from Monday." */
export const WeekdaysQuerySchema = boundedQueryList(queryCode(WeekdayIndexSchema), 7);
/** 001 §9 time-of-day slots 0..5. */
export const DaytimeSlotsQuerySchema = boundedQueryList(queryCode(DaytimeSlotSchema), 6);
/** 000 §7 `time_list`: hour codes 0..23. */
export const HourCodesQuerySchema = boundedQueryList(queryCode(HourCodeSchema), 24);

/**
 * 000 §5 "Search text and tags are stripped of everything except letters (including accented),
 * digits and spaces": a category code or tag, sanitised and trimmed; one that sanitises to nothing
 * is dropped.
 */
const SearchWordSchema = z
  .string()
  .max(60)
  .transform((w) => sanitizeSearchText(w).trim());
export const SearchWordsQuerySchema = boundedQueryList(SearchWordSchema, SEARCH_WORD_LIST_MAX).transform((words) => {
  const kept = [...new Set((words ?? []).filter((w) => w.length > 0))];
  return kept.length > 0 ? kept : undefined;
});

/** A language code such as `english`: letters, `-` and `_`, lower-cased. */
export const LanguageQuerySchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z_-]{0,39}$/, 'Must be a language code such as english')
  .transform((l) => l.toLowerCase());

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const EPOCH_MS = /^\d{1,15}$/;

/**
 * `start_time` / `end_time`: an ISO-8601 instant with `Z` or an offset (`2026-03-10T00:00:00+01:00`)
 * or epoch milliseconds, read with the domain's `toEpochMs` into epoch ms.
 */
export const QueryInstantSchema = z.string().transform((value, ctx) => {
  try {
    if (EPOCH_MS.test(value)) return toEpochMs(Number(value));
    if (ISO_INSTANT.test(value)) return toEpochMs(value);
  } catch {
    // fall through to the issue below
  }
  ctx.addIssue({ code: 'custom', message: 'Must be an ISO-8601 instant with an offset, or epoch milliseconds' });
  return z.NEVER;
});

const PRICE_BOUND = String.raw`\d{1,6}(?:\.\d{1,2})?`;
const PRICE_RANGE = new RegExp(`^(${PRICE_BOUND})?-(${PRICE_BOUND})?$`);
const toCents = (dollars: string | undefined): number | undefined =>
  dollars === undefined ? undefined : Math.round(Number(dollars) * 100);

/** A price range per class, in cents, both ends inclusive; an absent end is open. */
export interface PriceRange {
  readonly min: number | undefined;
  readonly max: number | undefined;
}

/**
 * The `price` filter (the spec gives only its name): `min-max` in US dollars per class, both ends
 * inclusive, either end may be left out: `0-10`, `10-20`, `20-`, `-15`, `9.99-25`. It fits the
 * domain's opaque price token (`A-Za-z0-9.,_-`, at most 32 characters).
 */
export const PriceRangeQuerySchema = z
  .string()
  .max(32)
  .regex(PRICE_RANGE, 'Must be a dollar range such as 10-20, 20- or -15')
  .refine((v) => v !== '-', 'Must name at least one end')
  .transform((v): PriceRange => {
    const [, min, max] = PRICE_RANGE.exec(v) ?? [];
    return { min: toCents(min), max: toCents(max) };
  })
  .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, 'The lower end must not exceed the upper end');

/**
 * The keyword, sanitised and trimmed with the domain's rule (000 §5, 001 §5). Its length is checked
 * by the server after sanitising: over 200 characters is a 400 with code GC883 and the message
 * '200 characters only, please input valid keyword' (001 §8).
 */
export const KeywordQuerySchema = z.string().transform(normalizeKeyword);

/**
 * 000 §7 / 001 §7.1 search parameters, as the server reads them: `language`, `language_level`
 * (level codes 1..6), `weekday` (0..6, Monday first) and `time_list` (hour codes 0..23) read in
 * `user_timezone` (default: the signed-in user's zone, else UTC), `start_time` / `end_time` (the
 * class starts in `[start_time, end_time)`), `category`, `tag`, `keyword`, `price`.
 */
export const GroupClassSearchFilterQuerySchema = z.object({
  language: LanguageQuerySchema.optional(),
  language_level: LevelCodesQuerySchema,
  weekday: WeekdaysQuerySchema,
  time_list: HourCodesQuerySchema,
  start_time: QueryInstantSchema.optional(),
  end_time: QueryInstantSchema.optional(),
  category: SearchWordsQuerySchema,
  tag: SearchWordsQuerySchema,
  keyword: KeywordQuerySchema.optional(),
  price: PriceRangeQuerySchema.optional(),
  user_timezone: UserTimezoneQuerySchema.optional(),
});
export type GroupClassSearchFilterQuery = z.output<typeof GroupClassSearchFilterQuerySchema>;

const offsetQuery = queryInt({ min: 0, max: SEARCH_LIST_MAX_OFFSET }).default(0);
const lengthQuery = queryInt({ min: 1, max: SEARCH_LIST_MAX_LENGTH }).default(SEARCH_LIST_MAX_LENGTH);

/** `GET /v3/group_class/group_classes`: the filters, `offset`, `length` (1..60) and `group_by_topic`. */
export const GroupClassListQuerySchema = GroupClassSearchFilterQuerySchema.extend({
  offset: offsetQuery,
  length: lengthQuery,
  group_by_topic: queryFlag.optional(),
});

/** `GET /v3/group_class/group_classes_amount`: the filters and `group_by_topic`. */
export const GroupClassAmountQuerySchema = GroupClassSearchFilterQuerySchema.extend({ group_by_topic: queryFlag.optional() });

/** `GET /v3/group_class/courses/`: the filters minus `tag` (ignored), `topic_id`, `offset`, `length` and `group_by_topic`. */
export const CourseListQuerySchema = GroupClassSearchFilterQuerySchema.omit({ tag: true }).extend({
  topic_id: queryInt({ min: 1 }).optional(),
  offset: offsetQuery,
  length: lengthQuery,
  group_by_topic: queryFlag.optional(),
});

/** `GET /v3/group_class/courses_amount`: the filters minus `tag`, `topic_id` and `group_by_topic`. */
export const CourseAmountQuerySchema = GroupClassSearchFilterQuerySchema.omit({ tag: true }).extend({
  topic_id: queryInt({ min: 1 }).optional(),
  group_by_topic: queryFlag.optional(),
});

/** `GET /v3/group_class/category_with_tags`: the filters minus tag and category, plus `fetch_type=all`. */
export const CategoryWithTagsQuerySchema = GroupClassSearchFilterQuerySchema.omit({ tag: true, category: true }).extend({
  fetch_type: z.enum(['all']).optional(),
});

/** `GET /v2/group_class/group_classes/recommend_classes` (001 §7.1). */
export const RecommendClassesQuerySchema = z.object({
  group_by_topic: queryFlag.optional(),
  kind: z.enum(['search_page']).optional(),
  num: queryInt({ min: 1, max: RECOMMENDATION_MAX_NUM }).default(3),
  student_has_record: queryFlag.optional(),
  language: LanguageQuerySchema.optional(),
});

const pageQuery = queryInt({ min: 1, max: 1_000 }).default(1);
const pageSizeQuery = queryInt({ min: 1, max: SEARCH_LIST_MAX_LENGTH }).default(SEARCH_LIST_MAX_LENGTH);

/** `GET /v2/group_class/group_classes/available_classes`: a topic's upcoming classes (000 §7). */
export const AvailableClassesQuerySchema = z.object({
  topic_id: queryInt({ min: 1 }),
  page: pageQuery,
  page_size: pageSizeQuery,
});

/**
 * `GET /v2/teacher/group_classes` (001 §7.1): `teacher_id`, `page`, `page_size`, `group_by_topic`,
 * the teacher page's filters: `levels` (sorted, comma-joined codes), `weekdays`, `daytime` (slots
 * 0..5), `price`, and the page's own `language`, read in `user_timezone`.
 */
export const TeacherGroupClassesQuerySchema = z.object({
  teacher_id: queryInt({ min: 1 }),
  page: pageQuery,
  page_size: pageSizeQuery,
  group_by_topic: queryFlag.optional(),
  language: LanguageQuerySchema.optional(),
  levels: LevelCodesQuerySchema,
  weekdays: WeekdaysQuerySchema,
  daytime: DaytimeSlotsQuerySchema,
  price: PriceRangeQuerySchema.optional(),
  user_timezone: UserTimezoneQuerySchema.optional(),
});

/** `GET /v2/teacher/group_class_courses` (001 §7.1). */
export const TeacherGroupCoursesQuerySchema = z.object({
  teacher_id: queryInt({ min: 1 }),
  page: pageQuery,
  page_size: pageSizeQuery,
});

export const GroupClassTeacherIdParamSchema = z.object({ id: queryInt({ min: 1 }) });
export const TeacherProfileParamSchema = z.object({ teacher_id: queryInt({ min: 1 }) });

/** `GET /v3/users/profiles?user_ids=1,2`: 1..100 ids, comma-joined or repeated. */
export const UserProfilesQuerySchema = z.object({
  user_ids: z.preprocess(
    (value) => {
      if (value === undefined) return undefined;
      const list: unknown[] = Array.isArray(value) ? (value as unknown[]) : [value];
      return list.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v])).filter((v) => v !== '');
    },
    z
      .array(queryInt({ min: 1 }))
      .min(1)
      .max(PROFILE_IDS_MAX),
  ),
});

/** `POST v3/group_class/search/history {word}`: sanitised and trimmed; 1..200 characters after that (over 200 is GC883). */
export const SearchHistoryWordSchema = z.object({
  word: z
    .string()
    .transform(normalizeKeyword)
    .refine((w) => w.length > 0, 'Must contain letters or digits'),
});

/**
 * `POST /v3/group_class/feedbacks {category, custom_msg}`. The text is checked by the server with the
 * domain's `validateFeedbackMessage`: blank is `ErrFeedbackCustomMsgEmpty`, over 5000 characters is
 * `ErrFeedbackCustomMsgLengthTooLong` ('No more than 5000 characters').
 */
export const FeedbackRequestSchema = z.object({
  category: FeedbackCategorySchema,
  custom_msg: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** The teacher as a card shows them. */
export const SearchTeacherSchema = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  avatar_file_name: z.string().nullable(),
  is_pro: z.boolean(),
});
export type SearchTeacher = z.infer<typeof SearchTeacherSchema>;

/** A live (not cancelled) seat: 001 §4.1 "a cancelled student status does not count toward spots", so cancelled seats are not sent. */
export const SearchClassSeatSchema = z.object({
  student_id: z.number().int(),
  status: z.enum(CLASS_STUDENT_STATUSES),
});

/**
 * 001 §3 "Single group class (search): id, teacher_id, student_capacity, group_class_students (each
 * with status), start_time, category, tag, price", plus what a card shows: title, language,
 * language_level, topic_id, end_time, duration, status, intro_cover and the teacher. Prices in USD cents.
 */
export const GroupClassSearchItemSchema = z.object({
  id: z.number().int(),
  topic_id: z.number().int(),
  teacher_id: z.number().int(),
  title: z.string(),
  language: z.string(),
  language_level: z.number().int(),
  category: z.string(),
  tag: z.string().nullable(),
  price: z.number().int(),
  student_capacity: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  duration: z.number().int(),
  status: z.enum(CLASS_STATUSES),
  intro_cover: z.string().nullable(),
  group_class_students: z.array(SearchClassSeatSchema),
  teacher_info: SearchTeacherSchema,
});
export type GroupClassSearchItem = z.infer<typeof GroupClassSearchItemSchema>;

export const SearchCourseSeatSchema = z.object({
  student_id: z.number().int(),
  status: z.enum(COURSE_STUDENT_STATUSES),
});

/** One class of a course in a course card: its time (001 §3 "outlines (each with start_time and end_time)"). */
export const SearchCourseOutlineSchema = z.object({
  group_class_id: z.number().int(),
  class_title: z.string(),
  start_time: z.string(),
  end_time: z.string(),
});

/**
 * 001 §3 "Group course (search): id, topic_id, teacher_id, title, price (per class), class_amount,
 * language, language_level, min_spots, max_spots, start_time, end_time, duration (minutes), outlines
 * (each with start_time and end_time), course_students (student_id, status)", plus course_id (= id),
 * category, tag, status, intro_cover and the teacher. Only live seats are sent.
 */
export const GroupCourseSearchItemSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  topic_id: z.number().int(),
  teacher_id: z.number().int(),
  title: z.string(),
  price: z.number().int(),
  class_amount: z.number().int(),
  language: z.string(),
  language_level: z.number().int(),
  category: z.string(),
  tag: z.string().nullable(),
  min_spots: z.number().int(),
  max_spots: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  duration: z.number().int(),
  status: z.enum(COURSE_STATUSES),
  intro_cover: z.string().nullable(),
  outlines: z.array(SearchCourseOutlineSchema),
  course_students: z.array(SearchCourseSeatSchema),
  teacher_info: SearchTeacherSchema,
});
export type GroupCourseSearchItem = z.infer<typeof GroupCourseSearchItemSchema>;

export const GroupClassSearchListSchema = z.array(GroupClassSearchItemSchema);
export const GroupCourseSearchListSchema = z.array(GroupCourseSearchItemSchema);

/** 001 §3 "Amount responses: an amount field." */
export const AmountResponseSchema = z.object({ amount: z.number().int().min(0) });

/** `category_with_tags`: `[categoryCode, ...tags]` entries (the domain's list schema). */
export const CategoryWithTagsResponseSchema = CategoryWithTagsListSchema;

/** Which rule produced the recommendations: the student's own bookings, or what others book most. */
export const RECOMMENDATION_BASES = ['history', 'popular'] as const;

/** 001 §3 "group_class (in recommendations)": each recommendation carries its class under `group_class`. */
export const RecommendClassesResponseSchema = z.object({
  data: z.object({
    basis: z.enum(RECOMMENDATION_BASES),
    classes: z.array(z.object({ group_class: GroupClassSearchItemSchema })),
  }),
});

/** `available_classes` and `/v2/teacher/group_classes`: `data.classes` and `data.paging`. */
export const PagedClassesResponseSchema = z.object({
  data: z.object({ classes: z.array(GroupClassSearchItemSchema), paging: SearchPagingSchema }),
});

/** `/v2/teacher/group_class_courses`: `data.courses` and `data.paging`. */
export const PagedCoursesResponseSchema = z.object({
  data: z.object({ courses: z.array(GroupCourseSearchItemSchema), paging: SearchPagingSchema }),
});

/**
 * 001 §2.2 teacher page header statistics (gcStatistics) and filter items (teacherGcFilterItems):
 * students attended, classes completed, topics created, and the languages the teacher offers.
 */
export const TeacherGroupClassStatisticsResponseSchema = z.object({
  data: z.object({
    scheduled_distinct_student_count: z.number().int().min(0),
    completed_class_count: z.number().int().min(0),
    topic_count: z.number().int().min(0),
    languages: z.array(z.string()),
  }),
});

/** 001 §3 "User profile" as `GET /v3/users/profiles` lists it. */
export const UserProfileListItemSchema = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  avatar_file_name: z.string().nullable(),
});
export const UserProfileListResponseSchema = z.array(UserProfileListItemSchema);

/** 000 §7 `GET /v3/users/profiles/{teacher_id}`: "nickname, avatar_file_name, origin_country_id, user_id". */
export const UserProfileResponseSchema = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  avatar_file_name: z.string().nullable(),
  origin_country_id: z.number().int().nullable(),
});
export type UserProfile = z.infer<typeof UserProfileResponseSchema>;

/** 001 §3 "Search history: a list of keyword strings", newest first. POST and DELETE answer the list after the change. */
export const SearchHistoryResponseSchema = SearchHistorySchema;

export const FeedbackResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });

/** A feature toggle: `{ status: 'ON' | 'OFF' }`. */
export const FeatureToggleResponseSchema = z.object({ status: z.enum(FEATURE_TOGGLE_STATUSES) });
