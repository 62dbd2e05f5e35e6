import { type Instant, toEpochMs } from './instant';
import { getZonedParts } from './zoned-clock';
import { requireInteger, requireIntegers } from '../arguments/number-arguments';

/** 001 §9: "Time-of-day buckets: six 4-hour slots (00-04, 04-08, 08-12, 12-16, 16-20, 20-24)." */
export const DAYTIME_SLOT_COUNT = 6;

/** 000 §9: "Daytime slot n maps to four hour codes 4n to 4n+3." */
export const HOURS_PER_DAYTIME_SLOT = 4;

/** 001 §9: the six time-of-day slots, 0 (00-04) to 5 (20-24). */
export const DAYTIME_SLOTS = [0, 1, 2, 3, 4, 5] as const;

/** A time-of-day slot, 0..5 (both inclusive): slot n covers the hours `[4n, 4n + 4)`. */
export type DaytimeSlot = (typeof DAYTIME_SLOTS)[number];

/** 001 §9: "Days of the week are indexed 0 to 6, starting from Monday." */
export const WEEKDAY_INDEXES = [0, 1, 2, 3, 4, 5, 6] as const;

/** A weekday index: 0 = Monday ... 6 = Sunday (both ends inclusive). */
export type WeekdayIndex = (typeof WEEKDAY_INDEXES)[number];

/** 001 §9: weekday labels by index, "starting from Monday". */
export const WEEKDAY_LABELS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Short weekday labels by index (Mon..Sun), for the availability filter chips. */
export const WEEKDAY_SHORT_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** True iff `value` is an integer 0..5 (both inclusive). */
export function isDaytimeSlot(value: unknown): value is DaytimeSlot {
  return (DAYTIME_SLOTS as readonly unknown[]).includes(value);
}

/** True iff `value` is an integer 0..6 (both inclusive), Monday = 0. */
export function isWeekdayIndex(value: unknown): value is WeekdayIndex {
  return (WEEKDAY_INDEXES as readonly unknown[]).includes(value);
}

/** 000 §9: "Daytime slot n maps to four hour codes 4n to 4n+3." `getHourCodesOfDaytimeSlot(2)` is `[8, 9, 10, 11]`. */
export function getHourCodesOfDaytimeSlot(slot: DaytimeSlot): number[] {
  requireInteger('slot', slot, DAYTIME_SLOTS[0], DAYTIME_SLOT_COUNT - 1);
  return Array.from({ length: HOURS_PER_DAYTIME_SLOT }, (_, i) => slot * HOURS_PER_DAYTIME_SLOT + i);
}

/** 000 §9 "Daytime slot n maps to four hour codes 4n to 4n+3", for a list: ascending, without repeats. */
export function getHourCodesOfDaytimeSlots(slots: readonly DaytimeSlot[]): number[] {
  requireIntegers('slots', slots, DAYTIME_SLOTS[0], DAYTIME_SLOT_COUNT - 1);
  return [...new Set(slots)].sort((a, b) => a - b).flatMap(getHourCodesOfDaytimeSlot);
}

/**
 * The inverse of 000 §9 "slot n maps to hour codes 4n to 4n+3": slot = floor(hour / 4). Hour 4n
 * opens slot n (inclusive), hour 4n+3 is its last. RangeError for anything but an integer hour 0..23.
 */
export function getDaytimeSlotOfHour(hour: number): DaytimeSlot {
  const slot = Math.floor(requireInteger('hour', hour, 0, HOURS_PER_DAYTIME_SLOT * DAYTIME_SLOT_COUNT - 1) / HOURS_PER_DAYTIME_SLOT);
  if (!isDaytimeSlot(slot)) throw new RangeError(`hour ${hour} has no daytime slot`);
  return slot;
}

/** 000 §3 / 001 §3: "is_am (1 means the 12-hour clock)". True for `1` or `true`; anything else is 24-hour. */
export function usesTwelveHourClock(isAm: 0 | 1 | boolean | null | undefined): boolean {
  return isAm === 1 || isAm === true;
}

function formatHour(hour: number, twelveHour: boolean): string {
  if (!twelveHour) return `${String(hour).padStart(2, '0')}:00`;
  const h = hour % 24;
  const suffix = h < 12 ? 'AM' : 'PM';
  const shown = h % 12 === 0 ? 12 : h % 12;
  return `${shown} ${suffix}`;
}

/**
 * 001 §9 "six 4-hour slots (00-04, 04-08, 08-12, 12-16, 16-20, 20-24), shown in 12h or 24h format".
 * 12-hour: `'12 AM - 4 AM'` ... `'8 PM - 12 AM'`; 24-hour: `'00:00 - 04:00'` ... `'20:00 - 24:00'`.
 */
export function formatDaytimeSlotLabel({ slot, twelveHour }: { slot: DaytimeSlot; twelveHour: boolean }): string {
  const from = requireInteger('slot', slot, DAYTIME_SLOTS[0], DAYTIME_SLOT_COUNT - 1) * HOURS_PER_DAYTIME_SLOT;
  return `${formatHour(from, twelveHour)} - ${formatHour(from + HOURS_PER_DAYTIME_SLOT, twelveHour)}`;
}

/**
 * 001 §9 "Days of the week are indexed 0 to 6, starting from Monday": the weekday index of an
 * instant in the user's zone (an invalid zone falls back to UTC via `resolveZone`).
 */
export function getWeekdayIndexOf({ instant, zone }: { instant: Instant; zone: string | null | undefined }): WeekdayIndex {
  const index = getZonedParts(toEpochMs(instant, 'instant'), zone).weekday - 1;
  if (!isWeekdayIndex(index)) throw new RangeError(`No weekday for ${String(instant)}`);
  return index;
}

/**
 * 001 §9 time-of-day buckets: the slot of an instant's local hour in the user's zone,
 * `floor(hour / 4)`; local 04:00:00.000 is slot 1, 03:59:59.999 is slot 0.
 */
export function getDaytimeSlotOf({ instant, zone }: { instant: Instant; zone: string | null | undefined }): DaytimeSlot {
  return getDaytimeSlotOfHour(getZonedParts(toEpochMs(instant, 'instant'), zone).hour);
}

/**
 * 001 §2.1 "Availability ('I'm available at'): days of week and time of day": does a class
 * starting at `start` match the chosen weekdays and slots, read in the user's zone? An empty list
 * means "any" for that dimension; both dimensions must match.
 */
export function matchesAvailability({
  start,
  zone,
  weekdays,
  daytime,
}: {
  start: Instant;
  zone: string | null | undefined;
  weekdays: readonly WeekdayIndex[];
  daytime: readonly DaytimeSlot[];
}): boolean {
  requireIntegers('weekdays', weekdays, WEEKDAY_INDEXES[0], WEEKDAY_INDEXES.length - 1);
  requireIntegers('daytime', daytime, DAYTIME_SLOTS[0], DAYTIME_SLOT_COUNT - 1);
  if (weekdays.length > 0 && !weekdays.includes(getWeekdayIndexOf({ instant: start, zone }))) return false;
  if (daytime.length > 0 && !daytime.includes(getDaytimeSlotOf({ instant: start, zone }))) return false;
  return true;
}
