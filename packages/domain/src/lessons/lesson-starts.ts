import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time/constants';
import { type Instant, toEpochMs } from '../time/instant';
import { getLessonSlotStarts, type LessonDuration } from './lesson';
import { requireInteger } from '../arguments/number-arguments';

/** A lesson must start at least 2 hours after the booking (inclusive: exactly 2 h ahead is bookable), so the teacher can prepare. */
export const LESSON_BOOKING_LEAD_MS = 2 * HOUR_MS;
/** With `instant_book=1` and a teacher who takes instant bookings, 15 minutes ahead is enough (inclusive). */
export const INSTANT_BOOKING_LEAD_MS = 15 * MINUTE_MS;
/** Slots are offered for the next 14 days: a start must be less than 14 × 24 h after now (exclusive). */
export const LESSON_BOOKING_HORIZON_DAYS = 14;
export const LESSON_BOOKING_HORIZON_MS = LESSON_BOOKING_HORIZON_DAYS * DAY_MS;

/**
 * The lead time that applies: `INSTANT_BOOKING_LEAD_MS` only when the link asked for an instant
 * booking AND the teacher takes them (`instant_booking`); otherwise `LESSON_BOOKING_LEAD_MS`.
 */
export function getLessonLeadMs({ instantBook, teacherInstantBooking }: { instantBook: boolean; teacherInstantBooking: boolean }): number {
  return instantBook && teacherInstantBooking ? INSTANT_BOOKING_LEAD_MS : LESSON_BOOKING_LEAD_MS;
}

/**
 * The starts a booking made at `now` may take, `[now + leadMs, now + LESSON_BOOKING_HORIZON_MS)` in
 * epoch ms (lead inclusive, horizon exclusive): the range a query searches for a teacher's first
 * bookable slot (the instant-lesson card's earliest start), and the one `isInLessonBookingWindow` checks.
 * @example getLessonBookingWindow({ now, leadMs: INSTANT_BOOKING_LEAD_MS }).from // now + 15 min
 */
export function getLessonBookingWindow({ now, leadMs }: { now: Instant; leadMs: number }): { from: number; to: number } {
  requireInteger('leadMs', leadMs, 0, LESSON_BOOKING_HORIZON_MS);
  const t = toEpochMs(now, 'now');
  return { from: t + leadMs, to: t + LESSON_BOOKING_HORIZON_MS };
}

/** `leadMs <= start - now < LESSON_BOOKING_HORIZON_MS`: lead inclusive, horizon exclusive (`getLessonBookingWindow`). */
export function isInLessonBookingWindow({ start, now, leadMs }: { start: Instant; now: Instant; leadMs: number }): boolean {
  const { from, to } = getLessonBookingWindow({ now, leadMs });
  const at = toEpochMs(start, 'start');
  return at >= from && at < to;
}

function toSlotSet(openSlots: Iterable<Instant>): Set<number> {
  const set = new Set<number>();
  for (const slot of openSlots) set.add(toEpochMs(slot, 'slot'));
  return set;
}

/**
 * A start is bookable when every slot the lesson consumes is open (30 min: the start's slot; 60 min:
 * it and the one 30 minutes later) and the start is in the booking window (`isInLessonBookingWindow`).
 * @example isLessonStartBookable({ start: T, duration: 60, openSlots: [T, T + 30 * MINUTE_MS], now: T - 3 * HOUR_MS, leadMs: LESSON_BOOKING_LEAD_MS }) // true
 */
export function isLessonStartBookable({
  start,
  duration,
  openSlots,
  now,
  leadMs,
}: {
  start: Instant;
  duration: LessonDuration;
  openSlots: Iterable<Instant>;
  now: Instant;
  leadMs: number;
}): boolean {
  const open = toSlotSet(openSlots);
  return isInLessonBookingWindow({ start, now, leadMs }) && getLessonSlotStarts({ start, duration }).every((slot) => open.has(slot));
}

/** Every bookable start for a lesson of `duration` among the open slots, ascending, without repeats (epoch ms). */
export function getBookableLessonStarts({
  openSlots,
  duration,
  now,
  leadMs,
}: {
  openSlots: Iterable<Instant>;
  duration: LessonDuration;
  now: Instant;
  leadMs: number;
}): number[] {
  const open = toSlotSet(openSlots);
  return [...open]
    .filter(
      (start) =>
        isInLessonBookingWindow({ start, now, leadMs }) && getLessonSlotStarts({ start, duration }).every((slot) => open.has(slot)),
    )
    .sort((a, b) => a - b);
}
