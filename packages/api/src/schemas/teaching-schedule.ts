import {
  COURSE_MAX_CLASSES,
  COURSE_MAX_SPOTS_MAX,
  COURSE_MIN_CLASSES,
  COURSE_MIN_SPOTS_MIN,
  COURSE_PRICE_MAX_CENTS,
  COURSE_PRICE_MIN_CENTS,
  isValidZone,
  LOCAL_DATE_PATTERN,
  LOCAL_TIME_PATTERN,
  SCHEDULE_MAX_CLASSES,
  SCHEDULE_PROBLEMS,
  SERIES_MAX_WEEKS,
  TOPIC_INTRO_MAX_LENGTH,
  TOPIC_TITLE_MAX_LENGTH,
  TOPIC_TITLE_MIN_LENGTH,
} from '@app/domain';
import { z } from 'zod';

/** The longest IANA zone name accepted (the longest real one, America/Argentina/ComodRivadavia, is 32). */
export const SCHEDULE_ZONE_MAX_LENGTH = 64;

/** A calendar date `YYYY-MM-DD` that exists (no 30 February). */
export const LocalDateSchema = z
  .string()
  .regex(LOCAL_DATE_PATTERN, 'A date as YYYY-MM-DD')
  .refine((v) => {
    const [y, m, d] = v.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'No such date');

/** A wall-clock time `HH:mm`, 24-hour. */
export const LocalTimeSchema = z.string().regex(LOCAL_TIME_PATTERN, 'A time as HH:mm (24-hour)');

/** An IANA time zone the runtime knows (`America/New_York`). */
export const ScheduleZoneSchema = z
  .string()
  .min(1)
  .max(SCHEDULE_ZONE_MAX_LENGTH)
  .refine((v) => isValidZone(v), 'An IANA time zone such as America/New_York');

/** Issue 14: "weekly on chosen weekdays for N weeks". ISO weekdays, 1 = Monday ... 7 = Sunday. */
export const ScheduleSeriesSchema = z.object({
  weekdays: z
    .array(z.number().int().min(1).max(7))
    .min(1, 'Choose at least one weekday')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Each weekday once'),
  weeks: z.number().int().min(1).max(SERIES_MAX_WEEKS, `At most ${SERIES_MAX_WEEKS} weeks`),
});
export type ScheduleSeries = z.infer<typeof ScheduleSeriesSchema>;

const topicId = z.number().int().min(1);

/**
 * `POST /v1/teaching/classes`: a class of a topic at a local date and time in `zone`, or a weekly
 * series from that date. `dry_run` answers the preview (every occurrence and its problems) and
 * writes nothing. At most `SCHEDULE_MAX_CLASSES` classes per request.
 */
export const ScheduleClassesBodySchema = z
  .object({
    topic_id: topicId,
    date: LocalDateSchema,
    time: LocalTimeSchema,
    zone: ScheduleZoneSchema,
    series: ScheduleSeriesSchema.nullable().optional(),
    dry_run: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    const count = body.series ? body.series.weekdays.length * body.series.weeks : 1;
    if (count > SCHEDULE_MAX_CLASSES)
      ctx.addIssue({
        code: 'custom',
        path: ['series', 'weeks'],
        message: `At most ${SCHEDULE_MAX_CLASSES} classes at once (this is ${count})`,
      });
  });
export type ScheduleClassesBody = z.infer<typeof ScheduleClassesBodySchema>;

/**
 * `POST /v1/teaching/courses`: a course of a course topic whose first class is at the local date and
 * time; its classes follow weekly on that weekday (000 §3 "Group course": class_amount, min_spots,
 * max_spots, price per class in cents). Bounds of `@app/domain` `checkCourseSettings`.
 */
export const CreateCourseBodySchema = z
  .object({
    topic_id: topicId,
    date: LocalDateSchema,
    time: LocalTimeSchema,
    zone: ScheduleZoneSchema,
    class_amount: z.number().int().min(COURSE_MIN_CLASSES).max(COURSE_MAX_CLASSES),
    min_spots: z.number().int().min(COURSE_MIN_SPOTS_MIN).max(COURSE_MAX_SPOTS_MAX),
    max_spots: z.number().int().min(COURSE_MIN_SPOTS_MIN).max(COURSE_MAX_SPOTS_MAX),
    price: z.number().int().min(COURSE_PRICE_MIN_CENTS).max(COURSE_PRICE_MAX_CENTS),
    /** Each class's title and description, in class order (one per class); without them every class takes the topic's. */
    outlines: z
      .array(
        z.object({
          class_title: z.string().trim().min(TOPIC_TITLE_MIN_LENGTH).max(TOPIC_TITLE_MAX_LENGTH),
          description: z.string().trim().max(TOPIC_INTRO_MAX_LENGTH),
        }),
      )
      .max(COURSE_MAX_CLASSES)
      .optional(),
    dry_run: z.boolean().optional(),
  })
  .refine((b) => b.min_spots <= b.max_spots, { path: ['min_spots'], message: 'At most the maximum spots' })
  .refine((b) => !b.outlines || b.outlines.length === b.class_amount, { path: ['outlines'], message: 'One outline per class' });
export type CreateCourseBody = z.infer<typeof CreateCourseBodySchema>;

/** An instant as the teacher's zone reads it: ISO with the zone's offset, the local date and time, the offset. */
export const ZonedTimeSchema = z.object({
  iso: z.string(),
  local_date: z.string(),
  local_time: z.string(),
  offset: z.string(),
});
export type ZonedTime = z.infer<typeof ZonedTimeSchema>;

/** One class a request would create (preview) or created: its times in the zone and what is wrong with it. */
export const ScheduleOccurrenceSchema = z.object({
  date: z.string(),
  time: z.string(),
  start: ZonedTimeSchema.nullable(),
  end: ZonedTimeSchema.nullable(),
  /** The wall time happens twice (DST overlap): the first pass is used. */
  ambiguous: z.boolean(),
  /** In a DST gap: the next valid time, offered. */
  next_valid: ZonedTimeSchema.nullable(),
  problems: z.array(z.object({ code: z.enum(SCHEDULE_PROBLEMS), message: z.string() })),
  group_class_id: z.number().int().nullable(),
});
export type ScheduleOccurrenceRow = z.infer<typeof ScheduleOccurrenceSchema>;

export const ScheduleClassesResponseSchema = z.object({
  data: z.object({
    zone: z.string(),
    /** False for a preview (`dry_run`). */
    created: z.boolean(),
    occurrences: z.array(ScheduleOccurrenceSchema),
  }),
});
export type ScheduleClassesResponse = z.infer<typeof ScheduleClassesResponseSchema>;

export const CreateCourseResponseSchema = z.object({
  data: z.object({
    zone: z.string(),
    created: z.boolean(),
    course_id: z.number().int().nullable(),
    occurrences: z.array(ScheduleOccurrenceSchema),
  }),
});
export type CreateCourseResponse = z.infer<typeof CreateCourseResponseSchema>;

/** A topic the teacher may schedule: what the form shows and copies. */
export const SchedulableTopicSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  language: z.string(),
  duration: z.number().int(),
  student_capacity: z.number().int(),
  price: z.number().int(),
  is_course: z.boolean(),
});
export type SchedulableTopic = z.infer<typeof SchedulableTopicSchema>;

/** `GET /v1/teaching/schedule_options`: the teacher's own topics open for scheduling and the profile's zone. */
export const ScheduleOptionsResponseSchema = z.object({
  data: z.object({ zone: z.string(), topics: z.array(SchedulableTopicSchema) }),
});
export type ScheduleOptionsResponse = z.infer<typeof ScheduleOptionsResponseSchema>;
