import { doTimeIntervalsOverlap, type TimeInterval } from '../booking/book-status-check';
import { LESSON_SLOT_MINUTES, LESSON_SLOT_MS } from '../lessons/lesson';
import { resolveLocalTime } from '../schedule/local-time';
import { DAY_MS } from '../time/constants';
import { toEpochMs } from '../time/instant';
import { resolveZone } from '../time/zone';
import { addDays, type Availability, type AvailabilityRange, localDateOf, toDayMinutes } from './weekly-hours';

/** How far ahead a teacher's open slots are written from her availability (the booking pages show 14 days; search and the sweep's daily roll need slack). */
export const AVAILABILITY_HORIZON_DAYS = 56;
export const AVAILABILITY_HORIZON_MS = AVAILABILITY_HORIZON_DAYS * DAY_MS;
/** The sweep writes a teacher's slots again once the written horizon ends sooner than this after now: about daily. */
export const AVAILABILITY_ROLL_AFTER_MS = AVAILABILITY_HORIZON_MS - DAY_MS;

const pad = (n: number): string => String(n).padStart(2, '0');
const ISO_WEEKDAY_OF_DATE = (date: string): number => {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

/** The ranges that apply on a local date: the exception's when it has one, else the weekday's. */
export function getRangesOnDate({ availability, date }: { availability: Availability; date: string }): readonly AvailabilityRange[] {
  const exception = availability.exceptions.find((e) => e.date === date);
  if (exception) return exception.ranges;
  const weekday = ISO_WEEKDAY_OF_DATE(date);
  return availability.weekly.filter((r) => r.weekday === weekday);
}

/**
 * Issue 14: "the booking pages read these instead of seeded open slots". The open slot starts
 * (epoch ms, ascending, each once) of `availability` within `[from, to)`: every `LESSON_SLOT_MINUTES`
 * wall-clock start `t` of a range with `t + 30 min <= end`, on each local date (an exception replaces
 * its date's weekly ranges). DST nights: a wall time the clocks skip has no instant and offers nothing;
 * a wall time the clocks repeat offers both of its instants, once each. Valid availability is
 * assumed (`validateAvailability`); an unknown zone reads as UTC.
 * @example getOpenSlotStarts({ availability: { zone: 'UTC', weekly: [{ weekday: 1, start: '09:00', end: '10:00' }], exceptions: [] }, from: Date.parse('2026-03-02T00:00Z'), to: Date.parse('2026-03-03T00:00Z') }) // [09:00Z, 09:30Z]
 */
export function getOpenSlotStarts({ availability, from, to }: { availability: Availability; from: number; to: number }): number[] {
  const zone = resolveZone(availability.zone);
  const start = toEpochMs(from, 'from');
  const end = toEpochMs(to, 'to');
  if (end <= start) return [];
  const slots = new Set<number>();
  // A local date's instants lie within a day and a bit of its UTC midnight: one date either side covers every offset.
  const lastDate = addDays(localDateOf({ instant: end, zone }), 1);
  for (let date = addDays(localDateOf({ instant: start, zone }), -1); date <= lastDate; date = addDays(date, 1)) {
    for (const range of getRangesOnDate({ availability, date })) {
      const first = toDayMinutes(range.start);
      const last = toDayMinutes(range.end);
      if (first === null || last === null) continue;
      for (let m = first; m + LESSON_SLOT_MINUTES <= last; m += LESSON_SLOT_MINUTES) {
        const r = resolveLocalTime({ date, time: `${pad(Math.floor(m / 60))}:${pad(m % 60)}`, zone });
        const instants = r.kind === 'exists' ? [r.instant] : r.kind === 'ambiguous' ? [r.instant, r.laterInstant] : [];
        for (const t of instants) if (t >= start && t < end) slots.add(t);
      }
    }
  }
  return [...slots].sort((a, b) => a - b);
}

/**
 * The slots still open once the teacher's busy time is taken out: a slot `[s, s + 30 min)` that shares
 * an instant with a class, course class or booked lesson (`[start, end)`) is dropped, so no lesson can
 * be booked over them (the same cover rule as scheduling a class).
 * @example withoutBusyTime({ slots: [T, T + LESSON_SLOT_MS], busy: [{ start: T + LESSON_SLOT_MS, end: T + 3 * LESSON_SLOT_MS }] }) // [T]
 */
export function withoutBusyTime({ slots, busy }: { slots: readonly number[]; busy: readonly TimeInterval[] }): number[] {
  return slots.filter((s) => !busy.some((b) => doTimeIntervalsOverlap({ start: s, end: s + LESSON_SLOT_MS }, b)));
}

/** Minutes a weekly availability offers in a plain 7-day week (no exceptions, no DST): the form's summary. */
export function getWeeklyMinutes(availability: Pick<Availability, 'weekly'>): number {
  return availability.weekly.reduce((sum, r) => {
    const a = toDayMinutes(r.start);
    const b = toDayMinutes(r.end);
    return a === null || b === null || b <= a ? sum : sum + (b - a);
  }, 0);
}
