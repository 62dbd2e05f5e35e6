import { z } from 'zod';
import { KEYWORD_MAX_LENGTH } from '../search/keyword';
import { countCharacters } from '../search/text-length';
import { toEpochMs } from '../time/instant';
import { DAYTIME_SLOT_COUNT, HOURS_PER_DAYTIME_SLOT, WEEKDAY_INDEXES } from '../time/day-slots';
import { isValidZone } from '../time/zone';
import { TEACHER_SEARCH_PAGE_SIZE, TEACHER_TYPE_CODES } from './search-payload';

// The teacher-search payload's schemas, apart from the builder (search-payload.ts) so the search
// pages load no zod: the server validates `POST /v2/teachers` with them.

/** `PayloadFlag` as a schema: 1 (on) or 0 (off). */
export const PayloadFlagSchema = z.union([z.literal(0), z.literal(1)]);

/** `TimeRange` as a schema: ISO-8601 instants with an offset, `start < end` (a calendar-impossible date fails). */
export const TimeRangeSchema = z
  .object({
    start_time: z.iso.datetime({ offset: true }),
    end_time: z.iso.datetime({ offset: true }),
  })
  .refine(
    (r) => {
      try {
        return toEpochMs(r.start_time, 'r.start_time') < toEpochMs(r.end_time, 'r.end_time');
      } catch {
        return false; // a calendar-impossible date such as 30 February
      }
    },
    { message: 'start_time must be a real instant before end_time', path: ['end_time'] },
  );

const cents = z.number().int().nonnegative();
const names = z.array(z.string().trim().min(1));

/** `TeacherSearchPayload` as a schema (001 §3 "Teacher search payload"): integer cents, `page_size` 1..20, `time_list` 0..23, `weekday` 0..6, an IANA `user_timezone`. */
export const TeacherSearchPayloadSchema = z.object({
  teacher_info: z.object({
    instant_lesson_status: z.number().int().nonnegative().optional(),
    origin_country_id: z.string().trim().min(1).optional(),
    has_trial: PayloadFlagSchema.optional(),
    course_category: names.optional(),
    course_tags: names.optional(),
    teacher_type: z.union([z.literal(TEACHER_TYPE_CODES.pro), z.literal(TEACHER_TYPE_CODES.tutor)]).optional(),
    instant_booking: PayloadFlagSchema.optional(),
  }),
  teach_language: z.object({
    language: z.string().trim().min(1),
    min_price: cents.optional(),
    max_price: cents.optional(),
    is_native: PayloadFlagSchema.optional(),
  }),
  week_time_user: z
    .object({
      time_list: z.array(
        z
          .number()
          .int()
          .min(0)
          .max(DAYTIME_SLOT_COUNT * HOURS_PER_DAYTIME_SLOT - 1),
      ),
      weekday: z.array(
        z
          .number()
          .int()
          .min(Math.min(...WEEKDAY_INDEXES))
          .max(Math.max(...WEEKDAY_INDEXES)),
      ),
    })
    .optional(),
  time_period: TimeRangeSchema.optional(),
  specify_time: TimeRangeSchema.optional(),
  has_get_only_72h_data: PayloadFlagSchema.optional(),
  has_get_only_total: PayloadFlagSchema.optional(),
  keyword: z
    .string()
    .trim()
    .min(1)
    .refine((k) => countCharacters(k) <= KEYWORD_MAX_LENGTH, 'at most 200 characters')
    .optional(),
  speak_language_and: names.optional(),
  page: z.number().int().positive(),
  page_size: z.number().int().min(1).max(TEACHER_SEARCH_PAGE_SIZE),
  user_timezone: z.string().refine((zone) => isValidZone(zone), 'an IANA time zone'),
});
