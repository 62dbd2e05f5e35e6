import {
  getDefaultTeacherSearchPageSize,
  type TeacherResultItem,
  type TeacherSearchBodySchema,
  type TeacherSearchResponse,
} from '@app/api';
import {
  getLessonBookingWindow,
  getLessonLeadMs,
  getTeacherRanking,
  hashFnv1a32,
  IN_72H_WINDOW_MS,
  TEACHER_RANKING_RECIPES,
  type TeacherRankingRecipe,
  NATIVE_LEVEL,
  SPOKEN_LEVEL_THRESHOLD,
} from '@app/domain';
import { and, asc, desc, eq, exists, gt, gte, ilike, lt, lte, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { type Bind, bindList, statementPerShape } from '../db/prepared';
import { localWeekHourCondition } from '../db/time-sql';
import { users } from '../db/schema-accounts';
import { teacherLanguages, teachers } from '../db/schema-catalog';
import { countries, favourites, reducedTeachers, teacherOpenSlots } from '../db/schema-discovery';
import { AppError } from '../errors/app-error';
import { toTeacherVideo } from './teacher-video';

export type TeacherSearchInput = z.output<typeof TeacherSearchBodySchema>;

/** Teachers on the platform are approved (a row in `teachers` is an approved application). */
export const TEACHER_APPLY_STATUS_APPROVED = 'APPROVED';

/** Instant mode: `instant_lesson_status` 1 (or more) restricts to instantly bookable teachers, those online now first. */
export function isInstantMode(input: Pick<TeacherSearchInput, 'teacher_info'>): boolean {
  return (input.teacher_info.instant_lesson_status ?? 0) >= 1;
}

/**
 * `origin_country_id` as sent (the `from` query or the path's country segment): a numeric id, an
 * ISO code (`MX`) or a slug (`mexico`), case-insensitive. `null` when no country matches.
 */
export async function resolveCountryId(db: Db, raw: string): Promise<number | null> {
  const value = raw.trim().toLowerCase();
  const matches: SQL[] = [sql`lower(${countries.code}) = ${value}`, sql`lower(${countries.slug}) = ${value}`];
  if (/^\d{1,9}$/.test(value)) matches.push(eq(countries.id, Number(value)));
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(or(...matches))
    .limit(1);
  return row?.id ?? null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The filters, built with every value that varies bound (`statementPerShape`). */
type FiltersOf = (bind: Bind) => SQL[];

/**
 * Every filter of the payload except `teacher_type`, which only splits pro_count / tutor_count, or
 * `null` when no teacher can match (a country that does not exist, a time range that ends by now).
 * Language names are compared lower-case (`teacher_languages.language` is stored lower-case, like
 * `languages.text_code`), so the `(language, teaches)` index answers them. Each filter present binds
 * a name of its own, even for a constant, as the names bound are the statement's shape.
 */
async function buildFilters(db: Db, input: TeacherSearchInput, now: number): Promise<FiltersOf | null> {
  const info = input.teacher_info;
  const countryId = info.origin_country_id === undefined ? undefined : await resolveCountryId(db, info.origin_country_id);
  if (countryId === null) return null;
  const period =
    input.time_period ??
    (input.has_get_only_72h_data === 1
      ? { start_time: new Date(now).toISOString(), end_time: new Date(now + IN_72H_WINDOW_MS).toISOString() }
      : undefined);
  // Only slots that have not started count; a range that ends by now matches nobody.
  const ranges = Object.entries({ period, specify: input.specify_time }).flatMap(([name, range]) =>
    range === undefined ? [] : [{ name, start: Math.max(Date.parse(range.start_time), now), end: Date.parse(range.end_time) }],
  );
  if (ranges.some((range) => range.end <= range.start)) return null;

  return (bind) => {
    const lang = input.teach_language;
    const filters: SQL[] = [];
    // The teachers of the language, read once through the `(language, teaches)` index and then each
    // looked up by key: as an EXISTS per teacher the planner walked all teachers and all users in key
    // order (a merge join) and met the language last, 4-5x slower on 5 000 teachers.
    const teachersOfLanguage = db
      .select({ teacher_id: teacherLanguages.teacher_id })
      .from(teacherLanguages)
      .where(
        and(
          eq(teacherLanguages.teaches, true),
          eq(teacherLanguages.language, bind('language', lang.language.toLowerCase())),
          ...(lang.is_native === 1 ? [eq(teacherLanguages.level, bind('native_level', NATIVE_LEVEL))] : []),
        ),
      );
    filters.push(sql`${teachers.user_id} = any(array(${teachersOfLanguage}))`);
    if (lang.min_price !== undefined) filters.push(gte(teachers.min_price, bind('min_price', lang.min_price)));
    if (lang.max_price !== undefined) filters.push(lte(teachers.min_price, bind('max_price', lang.max_price)));

    if (info.has_trial === 1) filters.push(eq(teachers.has_trial, bind('has_trial', true)));
    if (info.instant_booking === 1 || isInstantMode(input)) filters.push(eq(teachers.instant_booking, bind('instant_booking', true)));
    if (countryId !== undefined) filters.push(eq(users.origin_country_id, bind('country_id', countryId)));
    if (info.course_category !== undefined && info.course_category.length > 0) {
      filters.push(sql`${teachers.course_categories} && ${bindList('categories', info.course_category, bind)}::text[]`);
    }
    if (info.course_tags !== undefined && info.course_tags.length > 0) {
      filters.push(sql`${teachers.course_tags} && ${bindList('tags', info.course_tags, bind)}::text[]`);
    }

    if (input.keyword !== undefined) {
      const pattern = bind('keyword', `%${escapeLike(input.keyword)}%`);
      const keyword = or(ilike(users.nickname, pattern), ilike(teachers.about_teacher, pattern), ilike(teachers.short_signature, pattern));
      if (keyword) filters.push(keyword);
    }

    [...new Set((input.speak_language_and ?? []).map((l) => l.toLowerCase()))].forEach((spoken, index) => {
      filters.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(teacherLanguages)
            .where(
              and(
                eq(teacherLanguages.teacher_id, teachers.user_id),
                eq(teacherLanguages.language, bind(`spoken_${index}`, spoken)),
                gt(teacherLanguages.level, SPOKEN_LEVEL_THRESHOLD),
              ),
            ),
        ),
      );
    });

    // Availability: answered from the teacher's open slots that have not started yet.
    const week = input.week_time_user;
    if (week !== undefined && (week.weekday.length > 0 || week.time_list.length > 0)) {
      const listed = (values: readonly number[]) => (values.length > 0 ? [...new Set(values)] : undefined);
      filters.push(
        hasOpenSlot(db, [
          gte(teacherOpenSlots.start_time, bind('week_from', new Date(now))),
          localWeekHourCondition(
            teacherOpenSlots.start_time,
            { now, zone: input.user_timezone, weekdays: listed(week.weekday), hours: listed(week.time_list) },
            bind,
          ),
        ]),
      );
    }
    for (const { name, start, end } of ranges) {
      filters.push(
        hasOpenSlot(db, [
          gte(teacherOpenSlots.start_time, bind(`${name}_start`, new Date(start))),
          lt(teacherOpenSlots.start_time, bind(`${name}_end`, new Date(end))),
        ]),
      );
    }
    return filters;
  };
}

function hasOpenSlot(db: Db, conditions: SQL[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(teacherOpenSlots)
      .where(and(eq(teacherOpenSlots.teacher_id, teachers.user_id), ...conditions)),
  );
}

function teacherTypeFilter(input: TeacherSearchInput, bind: Bind): SQL | undefined {
  const type = input.teacher_info.teacher_type;
  if (type === undefined) return undefined;
  return eq(users.is_pro, bind('is_pro', type === 1));
}

/** PostgreSQL refuses a zone its tz database lacks (22023) even when the zone passed the IANA check. */
function isUnknownTimeZoneError(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '22023' && /time zone/i.test(e.message)) return true;
  }
  return false;
}

/**
 * 001 §3 / §7.2 `POST /v2/teachers`. Filters as documented in docs/teacher-search.md; ranking: (signed-in)
 * teachers the viewer asked to see less of last, then (instant mode) teachers online now first, then
 * overall rating, session count, and user id, so the order is total and pages never overlap.
 */
export async function searchTeachers(
  db: Db,
  { input, viewerId, now }: { input: TeacherSearchInput; viewerId: number | null; now: number },
): Promise<TeacherSearchResponse> {
  try {
    return await runSearch(db, { input, viewerId, now });
  } catch (error) {
    if (isUnknownTimeZoneError(error)) throw new AppError('InvalidRequest', 'user_timezone: an IANA time zone', 'user_timezone');
    throw error;
  }
}

/** The amounts: teachers of the type asked for, and of each type (a bigint count comes as text from node-postgres). */
interface AmountRow {
  count: string | number;
  pro_count: string | number;
  tutor_count: string | number;
}
type PageRow = CardRow & AmountRow;

const amountStatement = statementPerShape<AmountRow[]>('teacher_amounts');
/** One family per ranking recipe: the recipe changes the statement's order, and binds nothing of its own. */
const pageStatements: Record<TeacherRankingRecipe, ReturnType<typeof statementPerShape<PageRow[]>>> = {
  [TEACHER_RANKING_RECIPES.rating]: statementPerShape('teacher_page_rating'),
  [TEACHER_RANKING_RECIPES.soonestSlot]: statementPerShape('teacher_page_soonest_slot'),
  [TEACHER_RANKING_RECIPES.instantNow]: statementPerShape('teacher_page_instant_now'),
};

/** The amounts: as aggregates when counted alone (`over` empty), as window counts (`over ()`) beside the ranked teachers. */
function amounts(over: SQL, inType: SQL) {
  return {
    count: sql<string | number>`count(*) filter (where ${inType}) ${over}`,
    pro_count: sql<string | number>`count(*) filter (where ${users.is_pro}) ${over}`,
    tutor_count: sql<string | number>`count(*) filter (where not ${users.is_pro}) ${over}`,
  };
}

/** The amounts alone: for `has_get_only_total`, and for a page past the last teacher, which has no row to carry them. */
async function countAlone(db: Db, input: TeacherSearchInput, filtersOf: FiltersOf): Promise<AmountRow | undefined> {
  const [row] = await amountStatement(db, (bind) =>
    db
      .select(amounts(sql``, teacherTypeFilter(input, bind) ?? sql`true`))
      .from(teachers)
      .innerJoin(users, eq(users.user_id, teachers.user_id))
      .where(and(...filtersOf(bind))),
  );
  return row;
}

interface PageRequest {
  readonly input: TeacherSearchInput;
  readonly filtersOf: FiltersOf;
  readonly recipe: TeacherRankingRecipe;
  readonly viewerId: number | null;
  readonly now: number;
  readonly offset: number;
  readonly pageSize: number;
}

/**
 * Every matching teacher ranked, with the amounts beside each (window counts over all of them): one
 * statement reads the teachers once for the page and the amounts, which as a second statement
 * evaluated every filter (open slots, keyword, languages) again. Ranks run within the teacher type
 * asked for; the amounts of both types are counted. What the cards show besides their rows is read
 * for the page's teachers alone, after the cut.
 */
function readPage(db: Db, { input, filtersOf, recipe, viewerId, now, offset, pageSize }: PageRequest): Promise<PageRow[]> {
  return pageStatements[recipe](db, (bind) => {
    const at = bind('now', new Date(now));
    const viewer = viewerId === null ? null : bind('viewer_id', viewerId);
    const inType = teacherTypeFilter(input, bind) ?? sql`true`;
    const windowAmounts = amounts(sql`over ()`, inType);
    const ranked = db
      .select({
        user_id: teachers.user_id,
        in_type: sql<boolean>`${inType}`.as('in_type'),
        rank: sql<number>`row_number() over (partition by ${inType} order by ${sql.join(rankingOrder(db, recipe, viewer, at), sql`, `)})`.as(
          'rank',
        ),
        count: windowAmounts.count.as('count'),
        pro_count: windowAmounts.pro_count.as('pro_count'),
        tutor_count: windowAmounts.tutor_count.as('tutor_count'),
      })
      .from(teachers)
      .innerJoin(users, eq(users.user_id, teachers.user_id))
      .where(and(...filtersOf(bind)))
      .as('ranked');
    return db
      .select({
        ...cardColumns(viewer, at),
        ...(isInstantMode(input) ? { instant_start: instantStartColumn(now, bind) } : {}),
        count: ranked.count,
        pro_count: ranked.pro_count,
        tutor_count: ranked.tutor_count,
      })
      .from(ranked)
      .innerJoin(teachers, eq(teachers.user_id, ranked.user_id))
      .innerJoin(users, eq(users.user_id, ranked.user_id))
      .where(
        and(sql`${ranked.in_type}`, gt(ranked.rank, bind('after_rank', offset)), lte(ranked.rank, bind('last_rank', offset + pageSize))),
      )
      .orderBy(asc(ranked.rank));
  });
}

/** The ranking (see `searchTeachers`): teachers the viewer sees less of last, then the recipe's keys, then rating, sessions and id. */
function rankingOrder(db: Db, recipe: TeacherRankingRecipe, viewer: number | Placeholder | null, now: Date | Placeholder): SQL[] {
  const seenLess =
    viewer === null
      ? []
      : [
          asc(
            exists(
              db
                .select({ one: sql`1` })
                .from(reducedTeachers)
                .where(and(eq(reducedTeachers.user_id, viewer), eq(reducedTeachers.teacher_id, teachers.user_id))),
            ),
          ),
        ];
  // The soonest free slot after now; the (teacher_id, start_time) key answers it per teacher.
  const soonestSlot = sql`(select min(${teacherOpenSlots.start_time}) from ${teacherOpenSlots} where ${teacherOpenSlots.teacher_id} = ${teachers.user_id} and ${teacherOpenSlots.start_time} > ${now})`;
  return [
    ...seenLess,
    ...(recipe === TEACHER_RANKING_RECIPES.instantNow ? [desc(teachers.instant_now)] : []),
    ...(recipe === TEACHER_RANKING_RECIPES.soonestSlot ? [sql`${soonestSlot} asc nulls last`] : []),
    desc(teachers.overall_rating),
    desc(teachers.session_count),
    asc(teachers.user_id),
  ];
}

async function runSearch(
  db: Db,
  { input, viewerId, now }: { input: TeacherSearchInput; viewerId: number | null; now: number },
): Promise<TeacherSearchResponse> {
  // `null`: no teacher can match, and the database is not asked.
  const filtersOf = await buildFilters(db, input, now);
  if (input.has_get_only_total === 1) {
    const counts = filtersOf && (await countAlone(db, input, filtersOf));
    return { count: Number(counts?.count ?? 0) };
  }

  const pageSize = input.page_size ?? getDefaultTeacherSearchPageSize(input);
  const ranking = getTeacherRanking({ viewerId, instant: isInstantMode(input) });
  const offset = (input.page - 1) * pageSize;
  const rows = filtersOf ? await readPage(db, { input, filtersOf, recipe: ranking.recipe_name, viewerId, now, offset, pageSize }) : [];
  const counts = rows[0] ?? (filtersOf && (await countAlone(db, input, filtersOf)));
  const count = Number(counts?.count ?? 0);

  return {
    data: rows.map(toResultItem),
    paging: { page: input.page, page_size: pageSize, total: count, has_next: input.page * pageSize < count },
    statistics: {
      pro_count: Number(counts?.pro_count ?? 0),
      tutor_count: Number(counts?.tutor_count ?? 0),
      algo_detail: ranking,
      // The same search by the same viewer has the same id on every page (for click tracking).
      recommendation_id: `rec-${hashFnv1a32(JSON.stringify({ viewerId, search: { ...input, page: undefined } }))
        .toString(16)
        .padStart(8, '0')}`,
    },
    count,
  };
}

/** The teacher's languages as one JSON array, highest level first (then by name). */
const LANGUAGES_JSON = sql<
  TeacherLanguageRow[] | string
>`(select coalesce(json_agg(json_build_object('language', l.language, 'level', l.level, 'teaches', l.teaches) order by l.level desc, l.language asc), '[]') from teacher_languages l where l.teacher_id = teachers.user_id)`;

interface TeacherLanguageRow {
  readonly language: string;
  readonly level: number;
  readonly teaches: boolean;
}

/** A result card's columns: the teacher's and user's rows, and per teacher their languages, soonest open slot, favourites and whether the viewer favoured them. */
function cardColumns(viewer: number | Placeholder | null, now: Date | Placeholder) {
  return {
    teacher: teachers,
    user: {
      user_id: users.user_id,
      nickname: users.nickname,
      avatar_file_name: users.avatar_file_name,
      origin_country_id: users.origin_country_id,
      is_pro: users.is_pro,
    },
    languages: LANGUAGES_JSON,
    available:
      sql<Date | null>`(select min(${teacherOpenSlots.start_time}) from ${teacherOpenSlots} where ${teacherOpenSlots.teacher_id} = ${teachers.user_id} and ${teacherOpenSlots.start_time} >= ${now})`.mapWith(
        teacherOpenSlots.start_time,
      ),
    favourite_count: sql<number>`(select count(*) from ${favourites} where ${favourites.teacher_id} = ${teachers.user_id})`.mapWith(Number),
    is_favor:
      viewer === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${favourites} where ${favourites.user_id} = ${viewer} and ${favourites.teacher_id} = ${teachers.user_id})`,
  };
}

/**
 * Instant modes (issue 17): the teacher's earliest instant start, the first open slot inside the
 * booking window with the instant lead (every teacher here takes instant bookings), so the card names
 * the start the booking page will offer first instead of promising "now".
 */
function instantStartColumn(now: number, bind: Bind) {
  const { from, to } = getLessonBookingWindow({ now, leadMs: getLessonLeadMs({ instantBook: true, teacherInstantBooking: true }) });
  return sql<Date | null>`(select min(${teacherOpenSlots.start_time}) from ${teacherOpenSlots} where ${teacherOpenSlots.teacher_id} = ${teachers.user_id} and ${teacherOpenSlots.start_time} >= ${bind('instant_from', new Date(from))} and ${teacherOpenSlots.start_time} < ${bind('instant_to', new Date(to))})`.mapWith(
    teacherOpenSlots.start_time,
  );
}

type CardRow = {
  teacher: typeof teachers.$inferSelect;
  user: { user_id: number; nickname: string; avatar_file_name: string | null; origin_country_id: number | null; is_pro: boolean };
  languages: TeacherLanguageRow[] | string;
  available: Date | null;
  favourite_count: number;
  is_favor: boolean;
  /** Only in the instant modes. */
  instant_start?: Date | null;
};

function toResultItem({ teacher: t, user: u, languages, available, favourite_count, is_favor, instant_start }: CardRow): TeacherResultItem {
  // PGlite and node-postgres both parse json; a driver that does not would hand over the text.
  const own = typeof languages === 'string' ? (JSON.parse(languages) as TeacherLanguageRow[]) : languages;
  const pick = (teaches: boolean) => own.filter((l) => l.teaches === teaches).map((l) => ({ language: l.language, level: l.level }));
  return {
    user_info: {
      user_id: u.user_id,
      nickname: u.nickname,
      avatar_file_name: u.avatar_file_name,
      origin_country_id: u.origin_country_id,
      is_pro: u.is_pro,
    },
    course_info: {
      has_trial: t.has_trial,
      min_price: t.min_price,
      trial_price: t.trial_price,
      trial_session_count: t.trial_session_count,
    },
    is_favor,
    favourite_count,
    teacher_info: {
      available_time: available ? new Date(available).toISOString() : null,
      first_valid_time: t.first_valid_time.toISOString(),
      about_teacher: t.about_teacher,
      also_speak: pick(false),
      teach_language: pick(true),
      apply_status: TEACHER_APPLY_STATUS_APPROVED,
      ...toTeacherVideo(t),
      free_trial: t.has_trial && t.trial_price === 0,
      is_student_full: t.is_student_full,
      overall_rating: t.overall_rating,
      pro_rating: t.pro_rating,
      tutor_rating: t.tutor_rating,
      session_count: t.session_count,
      student_count: t.student_count,
      video_pic_url: t.video_pic_url,
      is_new: t.is_new,
      instant_now: t.instant_now,
      instant_booking: t.instant_booking,
      ...(instant_start === undefined ? {} : { instant_start_time: instant_start ? new Date(instant_start).toISOString() : null }),
      short_signature: t.short_signature,
    },
  };
}
