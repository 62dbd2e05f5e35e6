import type { ClassHeadlineCode } from '../class/class-headline';
import { MINUTE_MS } from '../time/constants';
import { type Instant, toEpochMs } from '../time/instant';
import { getClassPhase } from '../time/windows';

/** A one-to-one lesson is live while BOOKED; a cancelled one frees its slots. No other states are stored: "completed" is read from the clock. */
export const LESSON_STATUSES = ['BOOKED', 'CANCELLED'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

/** A teacher's open one-to-one slot (`teacher_open_slots`) is 30 minutes long. */
export const LESSON_SLOT_MINUTES = 30;
export const LESSON_SLOT_MS = LESSON_SLOT_MINUTES * MINUTE_MS;

/** The lengths a lesson can have: one open slot, or two consecutive ones. A trial is always 30 minutes. */
export const LESSON_DURATIONS = [30, 60] as const;
export type LessonDuration = (typeof LESSON_DURATIONS)[number];
export const TRIAL_LESSON_MINUTES: LessonDuration = 30;

/** The duration, or a RangeError naming it unless it is one of `LESSON_DURATIONS` (30, 60). */
function requireLessonDuration(duration: number): LessonDuration {
  const known = LESSON_DURATIONS.find((d) => d === duration);
  if (known === undefined) throw new RangeError(`duration must be one of ${LESSON_DURATIONS.join(', ')} minutes, got ${String(duration)}`);
  return known;
}

/** End of a lesson: `start + duration` minutes (epoch ms). */
export function getLessonEnd({ start, duration }: { start: Instant; duration: LessonDuration }): number {
  return toEpochMs(start, 'start') + requireLessonDuration(duration) * MINUTE_MS;
}

/**
 * The open slots a lesson consumes: its start, and for 60 minutes also the slot 30 minutes later.
 * @example getLessonSlotStarts({ start: T, duration: 60 }) // [T, T + 30 min]
 */
export function getLessonSlotStarts({ start, duration }: { start: Instant; duration: LessonDuration }): number[] {
  const first = toEpochMs(start, 'start');
  return Array.from({ length: requireLessonDuration(duration) / LESSON_SLOT_MINUTES }, (_, i) => first + i * LESSON_SLOT_MS);
}

/**
 * The headline of a lesson in the student's list, in the class headline's words (000 §4): CANCELLED
 * is Canceled; a booked lesson is Upcoming before its start, Currently live in `[start, end)`,
 * Completed from its end.
 */
export function getLessonHeadline({
  status,
  start,
  duration,
  now,
}: {
  status: LessonStatus;
  start: Instant;
  duration: LessonDuration;
  now: Instant;
}): Exclude<ClassHeadlineCode, 'unknown'> {
  if (status === 'CANCELLED') return 'canceled';
  const phase = getClassPhase({ start, end: getLessonEnd({ start, duration }), now });
  return phase === 'before' ? 'upcoming' : phase === 'live' ? 'live' : 'completed';
}
