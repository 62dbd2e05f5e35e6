import { type Instant, toEpochMs } from './instant';
import { getZonedCalendarDayDiff, startOfZonedDayPlus } from './zoned-clock';
import { requireInteger } from '../arguments/number-arguments';

/** How far `getStartOfLocalDay` reaches: a year either way (the start windows need 0..30 days). */
export const MAX_DAYS_AHEAD = 366;

/**
 * The local midnight that opens the calendar day `daysAhead` days after `now`'s day, in the zone
 * (`daysAhead = 0` is the start of today). Computed on the wall clock (start of day, then calendar days on),
 * so a 23 h or 25 h DST day is still one day. Epoch milliseconds.
 */
export function getStartOfLocalDay({
  now,
  zone,
  daysAhead = 0,
}: {
  now: Instant;
  zone: string | null | undefined;
  daysAhead?: number;
}): number {
  requireInteger('daysAhead', daysAhead, -MAX_DAYS_AHEAD, MAX_DAYS_AHEAD);
  return startOfZonedDayPlus({ epochMs: toEpochMs(now, 'now'), zone, days: daysAhead });
}

/**
 * Calendar days from `now`'s date to `instant`'s date, both read in the zone: 0 for later today,
 * 1 for tomorrow, -1 for yesterday. Local midnight belongs to the day it opens.
 */
export function getCalendarDayOffset({ instant, now, zone }: { instant: Instant; now: Instant; zone: string | null | undefined }): number {
  return getZonedCalendarDayDiff({ from: toEpochMs(now, 'now'), to: toEpochMs(instant, 'instant'), zone });
}

/**
 * The ONE meaning of "within N days" in this package (001 §4.1 'In {0} days' headings, 001 §4.2
 * availability tag "today, tomorrow or within 3 days", 000 §9 start windows "next 7, 14, 30 days"):
 * the calendar-day offset in the user's zone (`getCalendarDayOffset`) is `0..N-1`, i.e. today and
 * the next N-1 days. Offset 0 inclusive, offset N exclusive (local midnight opening day N is out).
 * A negative offset (an earlier day) is not within.
 * @example isWithinDays({ dayOffset: 2, days: 3 }) // true; isWithinDays({ dayOffset: 3, days: 3 }) // false
 */
export function isWithinDays({ dayOffset, days }: { dayOffset: number; days: number }): boolean {
  requireInteger('dayOffset', dayOffset);
  requireInteger('days', days, 1);
  return dayOffset >= 0 && dayOffset < days;
}

/** 000 §9: "Start window filters: today, next 7, 14, 30 days." */
export const START_WINDOWS = ['today', 'next_7_days', 'next_14_days', 'next_30_days'] as const;

/** One of the start window filters. */
export type StartWindow = (typeof START_WINDOWS)[number];

/** True iff `value` is one of `START_WINDOWS` (what `StartWindowSchema` accepts). */
export function isStartWindow(value: unknown): value is StartWindow {
  return (START_WINDOWS as readonly unknown[]).includes(value);
}

/** 000 §9: how many calendar days, counting today, each start window covers (today = 1). */
export const START_WINDOW_DAYS = { today: 1, next_7_days: 7, next_14_days: 14, next_30_days: 30 } as const satisfies Record<
  StartWindow,
  number
>;

/** A half-open `[start, end)` range of epoch milliseconds. */
export interface InstantRange {
  readonly start: number;
  readonly end: number;
}

/**
 * 000 §9 "Start window filters: today, next 7, 14, 30 days": the range of class starts a window
 * keeps, in the user's zone: `[start of today, start of today + N calendar days)`. Start inclusive
 * (local midnight today), end exclusive (local midnight N days later). "next 7 days" is today and
 * the six days after it.
 */
export function getStartWindowRange({
  window,
  now,
  zone,
}: {
  window: StartWindow;
  now: Instant;
  zone: string | null | undefined;
}): InstantRange {
  return {
    start: getStartOfLocalDay({ now, zone }),
    end: getStartOfLocalDay({ now, zone, daysAhead: START_WINDOW_DAYS[window] }),
  };
}

/** 000 §9: true iff `start` lies in `getStartWindowRange(...)` (start inclusive, end exclusive). */
export function isInStartWindow({
  start,
  window,
  now,
  zone,
}: {
  start: Instant;
  window: StartWindow;
  now: Instant;
  zone: string | null | undefined;
}): boolean {
  const range = getStartWindowRange({ window, now, zone });
  const t = toEpochMs(start, 'start');
  return t >= range.start && t < range.end;
}
