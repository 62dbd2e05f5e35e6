import { hasTimeConflict, type TimeInterval } from '../booking/book-status-check';
import type { Instant } from '../time/instant';
import { getLessonEnd, type LessonDuration } from './lesson';
import { findLessonOption, type LessonOption } from './lesson-options';
import { isLessonStartBookable } from './lesson-starts';
import { requireInteger } from '../arguments/number-arguments';

/** What the booking check answers: `CanBook`, or why not. */
export const LESSON_BOOKING_CHECKS = [
  'CanBook',
  'OwnLesson',
  'TrialNotAvailable',
  'OptionNotOffered',
  'SlotNotAvailable',
  'TimeNotAvailable',
  'InsufficientBalance',
] as const;
export type LessonBookingCheck = (typeof LESSON_BOOKING_CHECKS)[number];

/** The English text of each refusal (the server's error messages; the web app has them in its catalogs). */
export const LESSON_BOOKING_MESSAGES: Readonly<Record<Exclude<LessonBookingCheck, 'CanBook'>, string>> = {
  OwnLesson: 'You cannot book a lesson with yourself.',
  TrialNotAvailable: 'The trial lesson is not available to you with this teacher.',
  OptionNotOffered: 'This teacher does not offer that lesson.',
  SlotNotAvailable: 'This time is no longer available. Please pick another time.',
  TimeNotAvailable: 'This time slot was occupied by your class.',
  InsufficientBalance: 'Your wallet balance is too low for this lesson. Please top up first.',
};

/** What a student asks to book. */
export interface LessonRequest {
  readonly isTrial: boolean;
  readonly duration: LessonDuration;
  readonly start: Instant;
}

/**
 * The one booking rule of a one-to-one lesson: the page offers what passes it, the server refuses
 * what does not, inside its locked transaction. First match wins:
 * 1. OwnLesson: the student is the teacher.
 * 2. TrialNotAvailable: a trial is asked for and `options` (from `getLessonOptions`) has none.
 * 3. OptionNotOffered: no offered option has this `is_trial` and `duration`.
 * 4. SlotNotAvailable: `isLessonStartBookable` is false (a slot is not open, or the start is
 *    inside the lead time or beyond the 14-day horizon).
 * 5. TimeNotAvailable: `[start, end)` overlaps one of the student's other bookings.
 * 6. InsufficientBalance: `balance < price` (a balance equal to the price is enough).
 * @example checkLessonBooking({ studentId: 1, teacherId: 1, ... }) // 'OwnLesson'
 */
export function checkLessonBooking({
  studentId,
  teacherId,
  options,
  request,
  openSlots,
  now,
  leadMs,
  bookedIntervals,
  balance,
}: {
  studentId: number;
  teacherId: number;
  options: readonly LessonOption[];
  request: LessonRequest;
  openSlots: Iterable<Instant>;
  now: Instant;
  leadMs: number;
  bookedIntervals: readonly TimeInterval[];
  balance: number;
}): LessonBookingCheck {
  requireInteger('balance', balance);
  if (studentId === teacherId) return 'OwnLesson';
  const option = findLessonOption({ options, isTrial: request.isTrial, duration: request.duration });
  if (!option) return request.isTrial ? 'TrialNotAvailable' : 'OptionNotOffered';
  if (!isLessonStartBookable({ start: request.start, duration: option.duration, openSlots, now, leadMs })) return 'SlotNotAvailable';
  const session = { start: request.start, end: getLessonEnd({ start: request.start, duration: option.duration }) };
  if (hasTimeConflict({ sessions: [session], bookedIntervals })) return 'TimeNotAvailable';
  if (balance < option.price) return 'InsufficientBalance';
  return 'CanBook';
}
