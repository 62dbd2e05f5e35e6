import type { GroupClassSearchFilterQuery, PriceRange } from '@app/api';
import {
  CLASS_STATUS_BOOKING_REFUSALS,
  COURSE_STATUS_BOOKING_REFUSALS,
  type ClassStatus,
  type CourseStatus,
  type DaytimeSlot,
  KEYWORD_MAX_LENGTH,
  KEYWORD_TOO_LONG_CODE,
  KEYWORD_TOO_LONG_MESSAGE,
  type LevelFilterCode,
  LEVEL_LABELS,
  countCharacters,
  getHourCodesOfDaytimeSlots,
  getLevelFilterCodeForLanguageLevel,
  resolveZone,
} from '@app/domain';
import { type SQL, and, eq, gt, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { courses, groupClasses, topics } from '../db/schema-catalog';
import { type Bind, bindList, bindValue, equalsAny } from '../db/prepared';
import { localWeekHourCondition } from '../db/time-sql';
import { AppError } from '../errors/app-error';

/** Only topics in this state are listed (000 §3 "Group topic ... status (APPROVE)"). */
export const LISTED_TOPIC_STATUS = 'APPROVE';

/**
 * Class statuses that are open for booking: those the domain's bookability table does not refuse
 * (READY_FOR_SCHEDULE, UPCOMING). With "not started" this is what "bookable-looking" means.
 */
export const OPEN_CLASS_STATUSES = (Object.entries(CLASS_STATUS_BOOKING_REFUSALS) as [ClassStatus, unknown][])
  .filter(([, refusal]) => refusal === null)
  .map(([status]) => status);

/** Course statuses open for joining (ReadyForSchedule, Upcoming), from the same domain table. */
export const OPEN_COURSE_STATUSES = (Object.entries(COURSE_STATUS_BOOKING_REFUSALS) as [CourseStatus, unknown][])
  .filter(([, refusal]) => refusal === null)
  .map(([status]) => status);

/**
 * What a search keeps, in server terms. Every field but `now` and `zone` is optional: absent means
 * "any". Times are epoch ms; prices USD cents.
 */
export interface SearchFilter {
  readonly now: number;
  /** The IANA zone weekdays and hours are read in. */
  readonly zone: string;
  readonly language?: string | undefined;
  /** `language_level` indexes of the topic (0..7), from the level codes (code 1 = indexes 0 and 1). */
  readonly languageLevels?: readonly number[] | undefined;
  /** 0 = Monday .. 6 = Sunday, in `zone`. */
  readonly weekdays?: readonly number[] | undefined;
  /** Local start hours 0..23, in `zone`. */
  readonly hours?: readonly number[] | undefined;
  /** The class starts at or after this instant. */
  readonly startFrom?: number | undefined;
  /** The class starts before this instant. */
  readonly startBefore?: number | undefined;
  readonly categories?: readonly string[] | undefined;
  readonly tags?: readonly string[] | undefined;
  /** The sanitised keyword's words; each must occur in the topic's title, description or tag. */
  readonly keywordWords?: readonly string[] | undefined;
  readonly price?: PriceRange | undefined;
  readonly teacherId?: number | undefined;
  readonly topicId?: number | undefined;
}

const nonEmpty = <T>(list: readonly T[] | undefined): readonly T[] | undefined => (list && list.length > 0 ? list : undefined);

/** The topic `language_level` indexes (0..7) whose filter code is one of `codes` (000 §9 "A1=1 to C2=6"; index 0 and 1 are A1). */
export function languageLevelsOfCodes(codes: readonly LevelFilterCode[] | undefined): number[] | undefined {
  if (!codes || codes.length === 0) return undefined;
  return LEVEL_LABELS.map((_, index) => index).filter((index) => {
    const code = getLevelFilterCodeForLanguageLevel(index);
    return code !== null && codes.includes(code);
  });
}

/**
 * 001 §5 / §8: the keyword (already sanitised and trimmed by the contract) must be at most 200
 * characters; longer is GC883 '200 characters only, please input valid keyword'. Returns its words.
 */
export function readKeywordWords(keyword: string | undefined): string[] | undefined {
  if (keyword === undefined || keyword === '') return undefined;
  if (countCharacters(keyword) > KEYWORD_MAX_LENGTH) throw new AppError(KEYWORD_TOO_LONG_CODE, KEYWORD_TOO_LONG_MESSAGE, 'keyword');
  const words = [...new Set(keyword.split(' ').filter((w) => w.length > 0))];
  return words.length > 0 ? words : undefined;
}

/** The zone to read weekdays and hours in: `user_timezone`, else the signed-in user's zone, else UTC. */
export function searchZone(userTimezone: string | undefined, viewer: { timezone_iana: string } | null): string {
  return userTimezone ?? resolveZone(viewer?.timezone_iana);
}

/** The search page's filters (000 §7 / 001 §7.1 wire names) as a `SearchFilter`. */
export function readSearchFilter({
  query,
  viewer,
  now,
}: {
  query: Partial<GroupClassSearchFilterQuery>;
  viewer: { timezone_iana: string } | null;
  now: number;
}): SearchFilter {
  return {
    now,
    zone: searchZone(query.user_timezone, viewer),
    language: query.language,
    languageLevels: languageLevelsOfCodes(query.language_level),
    weekdays: nonEmpty(query.weekday),
    hours: nonEmpty(query.time_list),
    startFrom: query.start_time,
    startBefore: query.end_time,
    categories: nonEmpty(query.category),
    tags: nonEmpty(query.tag),
    keywordWords: readKeywordWords(query.keyword),
    price: query.price,
  };
}

/** The teacher page's filters (001 §2.2: levels, weekdays, daytime slots, price, language). */
export function readTeacherPageFilter({
  query,
  viewer,
  now,
}: {
  query: {
    teacher_id: number;
    language?: string | undefined;
    levels?: LevelFilterCode[] | undefined;
    weekdays?: number[] | undefined;
    daytime?: DaytimeSlot[] | undefined;
    price?: PriceRange | undefined;
    user_timezone?: string | undefined;
  };
  viewer: { timezone_iana: string } | null;
  now: number;
}): SearchFilter {
  return {
    now,
    zone: searchZone(query.user_timezone, viewer),
    teacherId: query.teacher_id,
    language: query.language,
    languageLevels: languageLevelsOfCodes(query.levels),
    weekdays: nonEmpty(query.weekdays),
    hours: query.daytime && query.daytime.length > 0 ? getHourCodesOfDaytimeSlots(query.daytime) : undefined,
    price: query.price,
  };
}

/**
 * Conditions on the topic (`topics`): language, levels, category, tag, keyword, topic id, teacher,
 * listed. The class and course searches ask the same of the mirror (`topicDecider` in
 * catalog/topic-columns.ts); these serve the SQL that still asks it (the ranking of recommendations,
 * the favourites page).
 */
export function topicConditions(
  filter: SearchFilter,
  { withTags = true, withCategories = true, bind = bindValue }: { withTags?: boolean; withCategories?: boolean; bind?: Bind } = {},
): SQL[] {
  const out: SQL[] = [eq(topics.status, LISTED_TOPIC_STATUS)];
  if (filter.language !== undefined) out.push(eq(topics.language, bind('language', filter.language)));
  if (filter.languageLevels) out.push(equalsAny(topics.language_level, 'levels', filter.languageLevels, 'int', bind));
  if (withCategories && filter.categories) out.push(equalsAny(topics.category, 'categories', filter.categories, 'text', bind));
  if (withTags && filter.tags) out.push(equalsAny(topics.tag, 'tags', filter.tags, 'text', bind));
  if (filter.topicId !== undefined) out.push(eq(topics.id, bind('topic_topic_id', filter.topicId)));
  if (filter.teacherId !== undefined) out.push(eq(topics.teacher_id, bind('topic_teacher_id', filter.teacherId)));
  if (filter.keywordWords) {
    // Every word occurs: no word is missing from the text.
    const words = bindList('keyword_words', filter.keywordWords, bind);
    const text = sql`lower(${topics.title} || ' ' || ${topics.description} || ' ' || coalesce(${topics.tag}, ''))`;
    out.push(sql`not exists (select from unnest(${words}::text[]) as keyword(word) where strpos(${text}, lower(keyword.word)) = 0)`);
  }
  return out;
}

/**
 * Conditions on a start instant and price: not started (`start > now`: at the start it is too
 * late, as the booking check says ClassStart), inside `[startFrom, startBefore)`, weekday and hour
 * in the searcher's zone (`localWeekHourCondition`: DST honoured), price.
 */
function startAndPriceConditions(filter: SearchFilter, start: PgColumn, price: PgColumn, bind: Bind): SQL[] {
  const out: SQL[] = [gt(start, bind('now', new Date(filter.now)))];
  if (filter.startFrom !== undefined) out.push(gte(start, bind('start_from', new Date(filter.startFrom))));
  if (filter.startBefore !== undefined) out.push(lt(start, bind('start_before', new Date(filter.startBefore))));
  if (filter.weekdays || filter.hours) {
    out.push(localWeekHourCondition(start, { now: filter.now, zone: filter.zone, weekdays: filter.weekdays, hours: filter.hours }, bind));
  }
  if (filter.price?.min !== undefined) out.push(gte(price, bind('price_min', filter.price.min)));
  if (filter.price?.max !== undefined) out.push(lte(price, bind('price_max', filter.price.max)));
  return out;
}

/**
 * `column in ('A', 'B')` with the statuses written into the text, never bound: the partial indexes
 * `group_classes_open_search_idx` and `courses_open_search_idx` are used only where the planner can
 * prove their predicate, which it cannot from a parameter (prepared searches run generic plans).
 */
export function inLiteralStatuses(column: PgColumn, statuses: readonly string[]): SQL {
  if (statuses.some((s) => !/^[A-Za-z_]+$/.test(s))) throw new Error('statuses must be plain words');
  return sql`${column} in (${sql.raw(statuses.map((s) => `'${s}'`).join(', '))})`;
}

/** Conditions on a single class (`group_classes`): open status, not part of a course, not started, and the time/price filters. */
export function classConditions(filter: SearchFilter, bind: Bind = bindValue): SQL[] {
  const out = [
    inLiteralStatuses(groupClasses.status, OPEN_CLASS_STATUSES),
    isNull(groupClasses.course_id),
    ...startAndPriceConditions(filter, groupClasses.start_time, groupClasses.price, bind),
  ];
  if (filter.teacherId !== undefined) out.push(eq(groupClasses.teacher_id, bind('teacher_id', filter.teacherId)));
  if (filter.topicId !== undefined) out.push(eq(groupClasses.topic_id, bind('topic_id', filter.topicId)));
  return out;
}

/** Conditions on a course (`courses`): open status, first class not started, time/price filters (price per class). */
export function courseConditions(filter: SearchFilter, bind: Bind = bindValue): SQL[] {
  const out = [
    inLiteralStatuses(courses.status, OPEN_COURSE_STATUSES),
    ...startAndPriceConditions(filter, courses.start_time, courses.price, bind),
  ];
  if (filter.teacherId !== undefined) out.push(eq(courses.teacher_id, bind('teacher_id', filter.teacherId)));
  if (filter.topicId !== undefined) out.push(eq(courses.topic_id, bind('topic_id', filter.topicId)));
  return out;
}

export const all = (conditions: SQL[]): SQL | undefined => and(...conditions);
