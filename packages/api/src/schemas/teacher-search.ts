import { INSTANT_LESSON_PAGE_SIZE, isTranslationLocale, TEACHER_SEARCH_PAGE_SIZE } from '@app/domain';
import { ExperimentGroupSchema, LessonActivationInfoSchema, TeacherSearchPayloadSchema, TranslationItemSchema } from '@app/domain/schemas';
import { z } from 'zod';
import { queryInt, queryList } from '../contract/query';
import { TEACHER_SEARCH_NAME_MAX_LENGTH, TeacherLanguageLevelSchema } from './shared';

// ---------------------------------------------------------------------------------------------
// POST /v2/teachers (001 §3 "Teacher search payload", §7.2)
// ---------------------------------------------------------------------------------------------

/** Deepest page the search answers (20 x 1000 = 20 000 teachers); deeper pages are a 400 on `page`. */
export const TEACHER_SEARCH_MAX_PAGE = 1000;
/** At most this many languages in `speak_language_and` (each one is a condition). */
export const TEACHER_SEARCH_MAX_SPEAK_LANGUAGES = 10;
/** At most this many categories or tags in `course_category` / `course_tags`. */
export const TEACHER_SEARCH_MAX_TAGS = 50;
/** Highest price filter accepted, in USD cents ($10 000 000). */
export const TEACHER_SEARCH_MAX_PRICE_CENTS = 1_000_000_000;

/**
 * The page size when the body has none: 001 §7.2 "The server-side search uses page_size 20, or 9
 * for instant lessons" (a body whose `teacher_info.instant_lesson_status` is 1 or more).
 */
export function getDefaultTeacherSearchPageSize(body: { teacher_info: { instant_lesson_status?: number | undefined } }): number {
  return (body.teacher_info.instant_lesson_status ?? 0) >= 1 ? INSTANT_LESSON_PAGE_SIZE : TEACHER_SEARCH_PAGE_SIZE;
}

/**
 * The `POST /v2/teachers` body: the domain's `TeacherSearchPayloadSchema` (what
 * `buildTeacherSearchPayload` sends), with `page` defaulting to 1 (at most 1000), `page_size`
 * optional (default 20, or 9 in instant mode; 1..20 when given, so the 3-teacher instant block
 * works) and bounded lists. `has_get_only_total: 1` asks for `{ count }` only.
 */
export const TeacherSearchBodySchema = TeacherSearchPayloadSchema.extend({
  page: z.number().int().min(1).max(TEACHER_SEARCH_MAX_PAGE).default(1),
  page_size: z.number().int().min(1).max(TEACHER_SEARCH_PAGE_SIZE).optional(),
}).superRefine((body, ctx) => {
  const lists: [string[], readonly string[] | undefined, number][] = [
    [['speak_language_and'], body.speak_language_and, TEACHER_SEARCH_MAX_SPEAK_LANGUAGES],
    [['teacher_info', 'course_category'], body.teacher_info.course_category, TEACHER_SEARCH_MAX_TAGS],
    [['teacher_info', 'course_tags'], body.teacher_info.course_tags, TEACHER_SEARCH_MAX_TAGS],
  ];
  for (const [path, list, max] of lists) {
    if (list === undefined) continue;
    if (list.length > max) ctx.addIssue({ code: 'custom', path, message: `at most ${max} items` });
    if (list.some((item) => item.length > TEACHER_SEARCH_NAME_MAX_LENGTH)) {
      ctx.addIssue({ code: 'custom', path, message: `items of at most ${TEACHER_SEARCH_NAME_MAX_LENGTH} characters` });
    }
  }
  if (body.teacher_info.origin_country_id !== undefined && body.teacher_info.origin_country_id.length > TEACHER_SEARCH_NAME_MAX_LENGTH) {
    ctx.addIssue({ code: 'custom', path: ['teacher_info', 'origin_country_id'], message: 'too long' });
  }
  if (body.teach_language.language.length > TEACHER_SEARCH_NAME_MAX_LENGTH) {
    ctx.addIssue({ code: 'custom', path: ['teach_language', 'language'], message: 'too long' });
  }
  for (const key of ['min_price', 'max_price'] as const) {
    const cents = body.teach_language[key];
    if (cents !== undefined && cents > TEACHER_SEARCH_MAX_PRICE_CENTS) {
      ctx.addIssue({ code: 'custom', path: ['teach_language', key], message: `at most ${TEACHER_SEARCH_MAX_PRICE_CENTS} cents` });
    }
  }
});
export type TeacherSearchBody = z.input<typeof TeacherSearchBodySchema>;

/** 001 §3 "Teacher result item". Prices are USD cents; instants are ISO-8601 UTC strings. */
export const TeacherResultItemSchema = z.object({
  user_info: z.object({
    user_id: z.number().int(),
    nickname: z.string(),
    avatar_file_name: z.string().nullable(),
    origin_country_id: z.number().int().nullable(),
    is_pro: z.boolean(),
  }),
  course_info: z.object({
    has_trial: z.boolean(),
    min_price: z.number().int(),
    trial_price: z.number().int(),
    trial_session_count: z.number().int(),
  }),
  /** Whether the signed-in viewer has this teacher in their favourites (always false for visitors). */
  is_favor: z.boolean(),
  /** How many users have this teacher in their favourites (the card's count; 001 §4.2 "goes up or down by 1"). */
  favourite_count: z.number().int(),
  teacher_info: z.object({
    /** The teacher's first open one-to-one slot at or after now (the availability tag's input), or null. */
    available_time: z.string().nullable(),
    first_valid_time: z.string(),
    about_teacher: z.string(),
    also_speak: z.array(TeacherLanguageLevelSchema),
    teach_language: z.array(TeacherLanguageLevelSchema),
    apply_status: z.string(),
    cover_name: z.string().nullable(),
    free_trial: z.boolean(),
    is_student_full: z.boolean(),
    overall_rating: z.number(),
    pro_rating: z.number(),
    tutor_rating: z.number(),
    session_count: z.number().int(),
    student_count: z.number().int(),
    video_pic_url: z.string().nullable(),
    video_url: z.string().nullable(),
    qiniu_video_url: z.string().nullable(),
    qiniu_video_pic_url: z.string().nullable(),
    is_new: z.boolean(),
    instant_now: z.boolean(),
    /** Instantly bookable (the booking link's `instant_book=1`). */
    instant_booking: z.boolean(),
    /**
     * Only in the instant modes (issue 17): the earliest start an instant booking of this teacher can
     * take, their first open slot in `getLessonBookingWindow` with the instant lead (15 min ahead or
     * more, within 14 days), or null when there is none; the instant card says it.
     */
    instant_start_time: z.string().nullable().optional(),
    short_signature: z.string(),
  }),
});
export type TeacherResultItem = z.infer<typeof TeacherResultItemSchema>;

/** 000 §3 "Paging: page, total, has_next". */
export const TeacherSearchPagingSchema = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  has_next: z.boolean(),
});

/** 001 §3 "statistics (pro_count, tutor_count, algo_detail with campaign_name and recipe_name, recommendation_id)". */
export const TeacherSearchStatisticsSchema = z.object({
  pro_count: z.number().int(),
  tutor_count: z.number().int(),
  algo_detail: z.object({ campaign_name: z.string(), recipe_name: z.string() }),
  recommendation_id: z.string(),
});

export const TeacherSearchResultSchema = z.object({
  data: z.array(TeacherResultItemSchema),
  paging: TeacherSearchPagingSchema,
  statistics: TeacherSearchStatisticsSchema,
  count: z.number().int(),
});
export type TeacherSearchResult = z.infer<typeof TeacherSearchResultSchema>;

/** The count-only answer (`has_get_only_total: 1`). */
export const TeacherSearchCountSchema = z.object({ count: z.number().int() });

/** Full search first: a count-only answer has no `data`, so it never matches the first branch. */
export const TeacherSearchResponseSchema = z.union([TeacherSearchResultSchema, TeacherSearchCountSchema]);
export type TeacherSearchResponse = z.infer<typeof TeacherSearchResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Tags, favourites, reduce similar teachers
// ---------------------------------------------------------------------------------------------

/** A category of the teacher filters (`tags` in the URL) with its child tags (`childTags`). */
export const TeacherSearchTagCategorySchema = z.object({
  code: z.string(),
  name: z.string(),
  child_tags: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type TeacherSearchTagCategory = z.infer<typeof TeacherSearchTagCategorySchema>;
export const TeacherSearchTagsResponseSchema = z.object({ data: z.object({ tags: z.array(TeacherSearchTagCategorySchema) }) });

export const TeacherIdParamSchema = z.object({ id: queryInt({ min: 1 }) });

/** After adding or removing a favourite: the viewer's state and the teacher's new favourite count. */
export const FavouriteTeacherResponseSchema = z.object({
  data: z.object({ teacher_id: z.number().int(), is_favor: z.boolean(), favourite_count: z.number().int() }),
});

export const ReduceSimilarTeachersResponseSchema = z.object({
  data: z.object({ teacher_id: z.number().int(), reduced: z.literal(true) }),
});

// ---------------------------------------------------------------------------------------------
// Trial info, experiment groups, lesson activation, translations
// ---------------------------------------------------------------------------------------------

/** `GET /v2/session/trial_info`: the student's trial and completed one-to-one lessons (001 §4.2 trial rule). */
export const TrialInfoResponseSchema = z.object({
  data: z.object({ has_trial: z.boolean(), completed_lessons: z.number().int() }),
});

/** At most this many experiment names in one `exp_groups` call. */
export const EXPERIMENT_NAMES_MAX = 50;
/** An experiment name: 1..100 of letters, digits, `_`, `.` and `-` (001 §9's names all fit). */
export const ExperimentNameSchema = z.string().regex(/^[\w.-]{1,100}$/, 'letters, digits, _ . - (at most 100)');

export const ExperimentGroupsQuerySchema = z.object({
  experiment_name: queryList(ExperimentNameSchema)
    .refine((names) => names !== undefined && names.length > 0, 'required')
    .refine((names) => (names?.length ?? 0) <= EXPERIMENT_NAMES_MAX, `at most ${EXPERIMENT_NAMES_MAX} names`)
    .transform((names) => [...new Set(names ?? [])]),
});
export const ExperimentGroupsResponseSchema = z.object({ data: z.array(ExperimentGroupSchema) });

// U+0000 (which PostgreSQL text cannot hold) is refused for every field by the server's mount(), before any schema.
const LanguageNameSchema = z.string().trim().min(1).max(TEACHER_SEARCH_NAME_MAX_LENGTH);

export const LessonActivationQuerySchema = z.object({ language: LanguageNameSchema });
/** `data` is null when the user has no lesson-activation record for that language. */
export const LessonActivationResponseSchema = z.object({ data: LessonActivationInfoSchema.nullable() });

/** 001 §7.2: at most this many teacher ids in one translation call. */
export const TRANSLATE_TEACHER_IDS_MAX = 50;

/** `POST /v2/translate/teacher_list`: target_lang must be es, ru or ja (regional forms such as es-MX count). */
export const TranslateTeacherListBodySchema = z.object({
  teacher_ids: z.array(z.number().int().min(1)).min(1).max(TRANSLATE_TEACHER_IDS_MAX),
  target_lang: z
    .string()
    .max(35)
    .refine((lang) => isTranslationLocale(lang), 'one of es, ru, ja'),
});
export const TranslateTeacherListResponseSchema = z.object({ data: z.array(TranslationItemSchema) });
