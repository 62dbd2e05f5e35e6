import {
  AVAILABILITY_MAX_EXCEPTIONS,
  AVAILABILITY_MAX_RANGES_PER_DAY,
  AVAILABILITY_PROBLEM_MESSAGES,
  LESSON_OFFER_PROBLEM_MESSAGES,
  validateAvailability,
  validateLessonOffer,
} from '@app/domain';
import { z } from 'zod';
import { ScheduleZoneSchema } from './teaching-schedule';

// Strings of any shape up to a small length: the domain names a malformed time at its field
// (`weekly.2.end: A time as HH:mm`) along with every other problem, instead of the shape check hiding the rest.
const TimeText = z.string().max(10);

export const AvailabilityRangeSchema = z.object({ start: TimeText, end: TimeText });
export const WeeklyRangeSchema = AvailabilityRangeSchema.extend({ weekday: z.number().int() });
export const AvailabilityExceptionSchema = z.object({
  date: z.string().max(20),
  ranges: z.array(AvailabilityRangeSchema).max(AVAILABILITY_MAX_RANGES_PER_DAY * 2),
});

/** Trial on/off and price (0: free), the regular 30-minute price (60 minutes cost twice), instant booking. USD cents. */
export const LessonOfferSchema = z.object({
  has_trial: z.boolean(),
  trial_price: z.union([z.number(), z.nan()]),
  min_price: z.union([z.number(), z.nan()]),
  instant_booking: z.boolean(),
});
export type LessonOfferInput = z.infer<typeof LessonOfferSchema>;

/**
 * `PUT /v1/teaching/availability`, and the availability form's own check: weekly ranges and date
 * exceptions in `zone`, and the lesson offer. Every rule of `validateAvailability` (but the dates'
 * bounds, which need the clock: the server checks them against today in `zone`) and
 * `validateLessonOffer`, each refusal an issue at its field (`weekly.2.end`, `offer.trial_price`).
 */
export const AvailabilityBodySchema = z
  .object({
    zone: ScheduleZoneSchema,
    weekly: z.array(WeeklyRangeSchema).max(7 * AVAILABILITY_MAX_RANGES_PER_DAY),
    exceptions: z.array(AvailabilityExceptionSchema).max(AVAILABILITY_MAX_EXCEPTIONS * 2),
    offer: LessonOfferSchema,
  })
  .superRefine((body, ctx) => {
    for (const { path, problem } of validateAvailability({ availability: body, now: null })) {
      ctx.addIssue({ code: 'custom', path: [...path], message: AVAILABILITY_PROBLEM_MESSAGES[problem], params: { problem } });
    }
    for (const { field, problem } of validateLessonOffer(body.offer)) {
      ctx.addIssue({ code: 'custom', path: ['offer', field], message: LESSON_OFFER_PROBLEM_MESSAGES[problem], params: { problem } });
    }
  });
export type AvailabilityBody = z.infer<typeof AvailabilityBodySchema>;

export const AvailabilityViewSchema = z.object({
  zone: z.string(),
  /** The zone's offset now (`UTC+01:00`): the form shows it next to the zone. */
  zone_offset: z.string(),
  weekly: z.array(WeeklyRangeSchema),
  /** Today's and later exceptions (passed ones change nothing any more). */
  exceptions: z.array(AvailabilityExceptionSchema),
  offer: LessonOfferSchema.extend({ trial_price: z.number().int(), min_price: z.number().int() }),
  /** False until the teacher saves her hours once (her slots so far came from elsewhere: none for a new teacher). */
  is_set: z.boolean(),
  /** Open slots from now over the written horizon, and the first of them (ISO) or null. */
  open_slots: z.number().int(),
  first_open_slot: z.string().nullable(),
  horizon_days: z.number().int(),
});
export type AvailabilityView = z.infer<typeof AvailabilityViewSchema>;

export const AvailabilityResponseSchema = z.object({ data: AvailabilityViewSchema });
export type AvailabilityResponse = z.infer<typeof AvailabilityResponseSchema>;
