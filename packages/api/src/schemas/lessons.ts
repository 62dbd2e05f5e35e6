import { LESSON_DURATIONS, LESSON_STATUSES, toEpochMs } from '@app/domain';
import { z } from 'zod';
import { queryFlag, queryInt } from '../contract/query';
import { TEACHER_SEARCH_NAME_MAX_LENGTH } from './shared';

/** A language name as the booking links carry it (`language=spanish`), read lower-case. */
const LessonLanguageSchema = z
  .string()
  .trim()
  .min(1)
  .max(TEACHER_SEARCH_NAME_MAX_LENGTH)
  .transform((l) => l.toLowerCase());

/**
 * `GET /v1/lessons/booking_options`: what the booking pages ask. `instant_book` and
 * `book_trial_only` are the card link's flags (001 §2.5); `/booking/date`'s `is_trial=1` is sent as
 * `book_trial_only=1`.
 */
export const LessonBookingOptionsQuerySchema = z.object({
  teacher_id: queryInt({ min: 1 }),
  language: LessonLanguageSchema,
  instant_book: queryFlag.default(false),
  book_trial_only: queryFlag.default(false),
});

export const LessonOptionSchema = z.object({
  key: z.enum(['trial', 'lesson-30', 'lesson-60']),
  is_trial: z.boolean(),
  duration: z.literal(LESSON_DURATIONS),
  price: z.number().int(),
});

/**
 * The teacher, the lessons offered (`getLessonOptions`), the teacher's open 30-minute slots from now
 * for the next 14 days (ISO instants; the page computes the bookable starts with
 * `getBookableLessonStarts`), whether the trial is offered to this viewer, the lead time that
 * applies, and the signed-in student's balance (USD cents; null for visitors).
 */
export const LessonBookingOptionsResponseSchema = z.object({
  data: z.object({
    teacher: z.object({
      user_id: z.number().int(),
      nickname: z.string(),
      avatar_file_name: z.string().nullable(),
      is_pro: z.boolean(),
      short_signature: z.string(),
      instant_booking: z.boolean(),
    }),
    language: z.string(),
    trial_offered: z.boolean(),
    options: z.array(LessonOptionSchema),
    lead_ms: z.number().int(),
    open_slots: z.array(z.string()),
    balance: z.number().int().nullable(),
  }),
});
export type LessonBookingOptions = z.infer<typeof LessonBookingOptionsResponseSchema>['data'];

function isInstant(text: string): boolean {
  try {
    toEpochMs(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * `POST /v1/lessons`: book one lesson. `start_time` is an ISO instant with `Z` or an offset, as the
 * rules read it (`toEpochMs`: 30 February or a nanosecond fraction beyond 9 digits are refused here, not later).
 */
export const BookLessonBodySchema = z.object({
  teacher_id: z.number().int().min(1),
  language: LessonLanguageSchema,
  start_time: z.iso.datetime({ offset: true }).refine(isInstant, 'Must be an ISO-8601 instant with Z or an offset'),
  duration: z.literal(LESSON_DURATIONS),
  is_trial: z.boolean(),
  instant_book: z.boolean().default(false),
});
export type BookLessonBody = z.input<typeof BookLessonBodySchema>;

/** One one-to-one lesson as the student's pages show it. */
export const LessonSchema = z.object({
  id: z.number().int(),
  teacher_id: z.number().int(),
  student_id: z.number().int(),
  language: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration: z.literal(LESSON_DURATIONS),
  is_trial: z.boolean(),
  price: z.number().int(),
  status: z.enum(LESSON_STATUSES),
});
export type Lesson = z.infer<typeof LessonSchema>;

export const BookLessonResponseSchema = z.object({ data: z.object({ lesson: LessonSchema, balance: z.number().int() }) });

export const LessonIdParamSchema = z.object({ id: queryInt({ min: 1 }) });

/** Cancelled more than 24 h ahead: the lesson, the cents refunded by this call, the new balance. */
export const CancelLessonResponseSchema = z.object({
  data: z.object({ lesson: LessonSchema, refunded: z.number().int(), balance: z.number().int() }),
});
