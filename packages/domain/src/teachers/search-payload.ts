import { HOUR_MS } from '../time/constants';
import { type Instant, toEpochMs } from '../time/instant';
import { resolveZone } from '../time/zone';
import { getZonedParts, startOfZonedDate } from '../time/zoned-clock';
import { formatZonedIso, zonedWallTimeToEpochMs } from '../time/zoned-iso';
import { requireIntegers } from '../arguments/number-arguments';
import { expandTimeBlocks, isCalendarDate, SPECIFIC_HOUR_MAX, type TeacherSearchQuery, type TeacherType } from './search-query';

/** 001 §7.2 / §9: "The server-side search uses page_size 20". */
export const TEACHER_SEARCH_PAGE_SIZE = 20;
/** 001 §7.2 / §9: "or 9 for instant lessons". */
export const INSTANT_LESSON_PAGE_SIZE = 9;
/** 001 §9: "3 for the instant-teacher block". */
export const INSTANT_TEACHER_BLOCK_PAGE_SIZE = 3;

/** Which list is being loaded: the teachers page, the instant-lessons page, or the 3-teacher instant block. */
export const TEACHER_SEARCH_MODES = ['search', 'instant', 'instantBlock'] as const;
export type TeacherSearchMode = (typeof TEACHER_SEARCH_MODES)[number];

/** 001 §9 page sizes by mode: 20 / 9 / 3. */
export const TEACHER_SEARCH_PAGE_SIZES: Readonly<Record<TeacherSearchMode, number>> = {
  search: TEACHER_SEARCH_PAGE_SIZE,
  instant: INSTANT_LESSON_PAGE_SIZE,
  instantBlock: INSTANT_TEACHER_BLOCK_PAGE_SIZE,
};

/** 001 §3 "teacher_type (1 = pro, 2 = tutor)". */
export const TEACHER_TYPE_CODES: Readonly<Record<TeacherType, 1 | 2>> = { pro: 1, tutor: 2 };

/** 001 §2.5 "Instant lessons page: the same search restricted to instant-lesson teachers": the status sent by default there. */
export const INSTANT_LESSON_STATUS_ON = 1;

/** 001 §2.5 `in72h`: the window `[now, now + 72 h)` sent as `time_period` (start inclusive, end exclusive). */
export const IN_72H_WINDOW_MS = 72 * HOUR_MS;

/** Payload flags are 1 (on) or 0 (off); the builder sends 1 or leaves the field out. */
export type PayloadFlag = 0 | 1;

/** 001 §3 "time_period and specify_time: start_time, end_time": ISO-8601 instants with an offset, `start < end`. */
export interface TimeRange {
  start_time: string;
  end_time: string;
}

/**
 * 001 §3 "Teacher search payload": "teacher_info: instant_lesson_status, origin_country_id,
 * has_trial, course_category, course_tags, teacher_type (1 = pro, 2 = tutor), instant_booking;
 * teach_language: language, min_price, max_price, is_native; week_time_user: time_list, weekday;
 * time_period and specify_time: start_time, end_time; has_get_only_72h_data, keyword,
 * speak_language_and, page, page_size, user_timezone." The server validates `POST /v2/teachers`
 * with `TeacherSearchPayloadSchema`; `has_get_only_total` is the count-only call of 001 §7.2.
 * Prices are integer cents. `page_size` is 1..20 inclusive, `page` 1 or more, `time_list` 0..23,
 * `weekday` 0..6.
 */
export interface TeacherSearchPayload {
  teacher_info: {
    instant_lesson_status?: number | undefined;
    origin_country_id?: string | undefined;
    has_trial?: PayloadFlag | undefined;
    course_category?: string[] | undefined;
    course_tags?: string[] | undefined;
    teacher_type?: 1 | 2 | undefined;
    instant_booking?: PayloadFlag | undefined;
  };
  teach_language: {
    language: string;
    min_price?: number | undefined;
    max_price?: number | undefined;
    is_native?: PayloadFlag | undefined;
  };
  week_time_user?: { time_list: number[]; weekday: number[] } | undefined;
  time_period?: TimeRange | undefined;
  specify_time?: TimeRange | undefined;
  has_get_only_72h_data?: PayloadFlag | undefined;
  has_get_only_total?: PayloadFlag | undefined;
  keyword?: string | undefined;
  speak_language_and?: string[] | undefined;
  page: number;
  page_size: number;
  user_timezone: string;
}

/** 001 §7.2 / §9: the page size of a mode: 20 (search), 9 (instant), 3 (instantBlock). */
export function getTeacherSearchPageSize(mode: TeacherSearchMode): number {
  return TEACHER_SEARCH_PAGE_SIZES[mode];
}

/**
 * 001 §2.5 `specificDay` + `specificHours` -> 001 §3 `specify_time`, computed in the user's zone.
 * Without hours: the whole day `[00:00, next day 00:00)`. With hours: `[first hour:00, last hour + 1:00)`
 * (start inclusive, end exclusive; hour 23 ends at the next midnight), a single span even when the
 * hours are not contiguous. Midnights and hours are wall-clock times of that day, so a 23 h or 25 h
 * DST day is covered exactly. An hour that is not an integer 0..23 is a RangeError. A day starts at its first instant (local midnight, or the end of a DST
 * gap that skips midnight; `startOfZonedDate`). `null` when there is no valid day, when every chosen
 * hour falls in a DST gap, or when the zone skipped the date (the span would be empty).
 */
export function getSpecifyTime({
  specificDay,
  specificHours,
  zone,
}: {
  specificDay: string | undefined;
  specificHours: readonly number[];
  zone: string;
}): TimeRange | null {
  if (specificDay === undefined) return null;
  // The date as written (no zone conversion); each midnight is then found on its own in the user's
  // zone, so a skipped or repeated midnight (Havana, Santiago, São Paulo) cannot shift the range.
  if (!isCalendarDate(specificDay)) return null;
  const [year, month, day] = specificDay.split('-').map(Number) as [number, number, number];
  const userZone = resolveZone(zone);
  const dayStart = startOfZonedDate({ year, month, day, zone: userZone });
  const nextDay = startOfZonedDate({ year, month, day: day + 1, zone: userZone });
  const hours = requireIntegers('specificHours', specificHours, 0, SPECIFIC_HOUR_MAX);
  // An hour of the day keeps the day start's minutes (a gap may end at 00:30) and resolves a skipped
  // or repeated wall time from the day start's offset; within the day: a date the zone skipped
  // (Pacific/Apia 2011-12-30) has no hours at all.
  const first = getZonedParts(dayStart, userZone);
  const atHour = (hour: number): number => {
    const local = Date.UTC(year, month - 1, day, hour, first.minute, first.second, first.millisecond);
    return Math.min(nextDay, Math.max(dayStart, zonedWallTimeToEpochMs({ local, near: dayStart, zone: userZone })));
  };
  const start = hours.length === 0 ? dayStart : atHour(Math.min(...hours));
  const lastHour = hours.length === 0 ? SPECIFIC_HOUR_MAX : Math.max(...hours);
  const end = lastHour === SPECIFIC_HOUR_MAX ? nextDay : atHour(lastHour + 1);
  if (start >= end) return null;
  return { start_time: formatZonedIso(start, userZone), end_time: formatZonedIso(end, userZone) };
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items.map((s) => s.trim()).filter((s) => s !== ''))];
}

/**
 * 001 §3 "Teacher search payload", built from a parsed query (001 §5) for `POST /v2/teachers`.
 *
 * - `teacher_info`: `tags` -> `course_category`, `childTags` -> `course_tags`, `teacher_type`
 *   pro -> 1 / tutor -> 2, `trial_lesson` -> `has_trial: 1`, `instant_booking` -> `instant_booking: 1`,
 *   `from` (else the path's `country`) -> `origin_country_id`, `instant_lesson_status` as given, and in
 *   the `instant`/`instantBlock` modes 1 by default ("restricted to instant-lesson teachers").
 * - `teach_language`: the page language (lower-cased), `minPrice`/`maxPrice` in cents, `is_native: 1`.
 * - `week_time_user`: `time` expanded 4n..4n+3 and `day`, sent when either is set.
 * - `specify_time`: `getSpecifyTime` in the user's zone. `in72h` -> `has_get_only_72h_data: 1` and
 *   `time_period` `[now, now + 72 h)`.
 * - `speak_language_and`: `speaks` plus the `{language}-speaking` path language, if any.
 * - `page`: the query's page or 1 (always 1 for `instantBlock`); `page_size`: 20 / 9 / 3 by mode.
 * - `user_timezone`: the user's zone, or UTC when missing or invalid.
 * Empty lists and unset flags are left out. The result always passes `TeacherSearchPayloadSchema`.
 */
export function buildTeacherSearchPayload({
  query,
  language,
  userTimezone,
  now,
  mode = 'search',
  country,
  speakingLanguage,
}: {
  query: TeacherSearchQuery;
  language: string;
  userTimezone: string | null | undefined;
  now: Instant;
  mode?: TeacherSearchMode;
  country?: string | undefined;
  speakingLanguage?: string | undefined;
}): TeacherSearchPayload {
  const zone = resolveZone(userTimezone);
  const originCountry = query.from ?? (country?.trim() === '' ? undefined : country?.trim());
  const instantLessonStatus = query.instant_lesson_status ?? (mode === 'search' ? undefined : INSTANT_LESSON_STATUS_ON);
  const speaks = unique([...query.speaks, ...(speakingLanguage === undefined ? [] : [speakingLanguage.toLowerCase()])]);
  const specifyTime = getSpecifyTime({ specificDay: query.specificDay, specificHours: query.specificHours, zone });
  const nowMs = toEpochMs(now, 'now');
  const timeList = expandTimeBlocks(query.time);

  return {
    teacher_info: {
      ...(instantLessonStatus !== undefined ? { instant_lesson_status: instantLessonStatus } : {}),
      ...(originCountry !== undefined ? { origin_country_id: originCountry } : {}),
      ...(query.trial_lesson ? { has_trial: 1 as const } : {}),
      ...(query.tags.length > 0 ? { course_category: [...query.tags] } : {}),
      ...(query.childTags.length > 0 ? { course_tags: [...query.childTags] } : {}),
      ...(query.teacher_type !== undefined ? { teacher_type: TEACHER_TYPE_CODES[query.teacher_type] } : {}),
      ...(query.instant_booking ? { instant_booking: 1 as const } : {}),
    },
    teach_language: {
      language: language.trim().toLowerCase(),
      ...(query.minPrice !== undefined ? { min_price: query.minPrice } : {}),
      ...(query.maxPrice !== undefined ? { max_price: query.maxPrice } : {}),
      ...(query.is_native ? { is_native: 1 as const } : {}),
    },
    ...(timeList.length > 0 || query.day.length > 0 ? { week_time_user: { time_list: timeList, weekday: [...query.day] } } : {}),
    ...(query.in72h
      ? {
          time_period: {
            start_time: formatZonedIso(nowMs, zone),
            end_time: formatZonedIso(nowMs + IN_72H_WINDOW_MS, zone),
          },
        }
      : {}),
    ...(specifyTime !== null ? { specify_time: specifyTime } : {}),
    ...(query.in72h ? { has_get_only_72h_data: 1 as const } : {}),
    ...(query.keyword !== undefined ? { keyword: query.keyword } : {}),
    ...(speaks.length > 0 ? { speak_language_and: speaks } : {}),
    page: mode === 'instantBlock' ? 1 : (query.page ?? 1),
    page_size: getTeacherSearchPageSize(mode),
    user_timezone: zone,
  };
}
