import { getCalendarDayOffset, isWithinDays } from '../time/day-start-windows';
import { type Instant, toEpochMs } from '../time/instant';
import { resolveZone } from '../time/zone';
import { formatZonedTime } from '../time/display';
import { getZonedParts } from '../time/zoned-clock';

/** 001 §4.2 / §9: "its hour is between 6 and 23" / "hours 6 to 23". Inclusive: 06:00 shows, 05:59 does not. */
export const AVAILABILITY_TAG_MIN_HOUR = 6;
/** 001 §4.2 / §9: "hours 6 to 23". Inclusive: the whole 23:00-23:59 hour shows. */
export const AVAILABILITY_TAG_MAX_HOUR = 23;
/**
 * 001 §4.2 / §9: "today, tomorrow or within 3 days" / "today to 3 days", read with the package's one
 * meaning of "within N days" (`isWithinDays`): calendar-day offsets 0..2 in the user's zone (today,
 * tomorrow, the day after). Offset 0 inclusive, offset 3 exclusive (local midnight of day +3 hides it).
 */
export const AVAILABILITY_TAG_WITHIN_DAYS = 3;

/** 001 §4.2: "Teachers with instant_now show 'Available now'." */
export const AVAILABLE_NOW_TEXT = 'Available now';
/** 001 §4.2: "It reads 'Availble {time} Today/Tomorrow/In 3 days'", spelled correctly: students do not see the spec's typo (issue 17). */
export const AVAILABLE_AT_TEMPLATE = 'Available {time} {day}';
/** 001 §4.2: the day words of the tag. */
export const AVAILABILITY_DAY_LABELS = { today: 'Today', tomorrow: 'Tomorrow', within3Days: 'In 3 days' } as const;
export type AvailabilityDayLabel = (typeof AVAILABILITY_DAY_LABELS)[keyof typeof AVAILABILITY_DAY_LABELS];

export type AvailabilityTag =
  | { readonly kind: 'now'; readonly text: typeof AVAILABLE_NOW_TEXT }
  | {
      readonly kind: 'upcoming';
      readonly dayOffset: number;
      readonly day: AvailabilityDayLabel;
      readonly time: string;
      readonly text: string;
    };

/** `{time}` of the tag: `9:05 AM` (12-hour, when `is_am` is 1/true) or `09:05` (24-hour). */
export function formatAvailabilityTime({
  at,
  zone,
  isAm,
}: {
  at: Instant;
  zone: string;
  isAm: boolean | 0 | 1 | null | undefined;
}): string {
  return formatZonedTime({ instant: toEpochMs(at, 'at'), zone: resolveZone(zone), isAm, locale: 'en-US' });
}

/**
 * 001 §4.2 "Availability tag: shown only if the first available time is today, tomorrow or within
 * 3 days in the user's timezone and its hour is between 6 and 23. It reads 'Availble {time}
 * Today/Tomorrow/In 3 days' (shown spelled correctly). Teachers with instant_now show 'Available now'."
 *
 * - `instantNow` (1/true) wins: `Available now`, whatever the first available time.
 * - Otherwise (calendar days via `getCalendarDayOffset` of `time/`: local dates compared, DST-safe)
 *   the first available time must be at or after `now` (a past time is stale: hidden), within 3
 *   days (`isWithinDays`, the same meaning as the 'In 3 days' search heading): calendar day +0
 *   (`Today`), +1 (`Tomorrow`) or +2 (`In 3 days`) of `now` in the user's zone; +3 and later are
 *   hidden; with a local hour from 6 to 23, both inclusive (06:00 shows, 05:59 does not, 23:59 shows).
 * - `{time}`: 12-hour `h:mm AM/PM` when `isAm` is 1/true, else 24-hour `HH:mm`.
 * - `null` when not shown (also when there is no first available time). Zone: UTC when missing/invalid.
 */
export function getAvailabilityTag({
  firstAvailableTime,
  instantNow,
  now,
  zone,
  isAm,
}: {
  firstAvailableTime: Instant | null | undefined;
  instantNow: boolean | 0 | 1 | null | undefined;
  now: Instant;
  zone: string | null | undefined;
  isAm: boolean | 0 | 1 | null | undefined;
}): AvailabilityTag | null {
  if (instantNow === true || instantNow === 1) return { kind: 'now', text: AVAILABLE_NOW_TEXT };
  if (firstAvailableTime === null || firstAvailableTime === undefined) return null;
  const z = resolveZone(zone);
  const at = toEpochMs(firstAvailableTime, 'firstAvailableTime');
  if (at < toEpochMs(now, 'now')) return null;
  const dayOffset = getCalendarDayOffset({ instant: at, now, zone: z });
  if (!isWithinDays({ dayOffset, days: AVAILABILITY_TAG_WITHIN_DAYS })) return null;
  const { hour } = getZonedParts(at, z);
  if (hour < AVAILABILITY_TAG_MIN_HOUR || hour > AVAILABILITY_TAG_MAX_HOUR) return null;
  const day =
    dayOffset === 0
      ? AVAILABILITY_DAY_LABELS.today
      : dayOffset === 1
        ? AVAILABILITY_DAY_LABELS.tomorrow
        : AVAILABILITY_DAY_LABELS.within3Days;
  const time = formatAvailabilityTime({ at, zone: z, isAm });
  return { kind: 'upcoming', dayOffset, day, time, text: AVAILABLE_AT_TEMPLATE.replace('{time}', time).replace('{day}', day) };
}
