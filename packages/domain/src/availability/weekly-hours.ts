import { LESSON_SLOT_MINUTES } from '../lessons/lesson';
import { LOCAL_DATE_PATTERN, localWallMs } from '../schedule/local-time';
import { getZonedParts } from '../time/zoned-clock';
import { isValidZone } from '../time/zone';
import { DAY_MS } from '../time/constants';

/**
 * A teacher's one-to-one hours (issue 14 "weekly availability in the teacher's zone plus date
 * exceptions"). Times are wall clock `HH:mm` in `zone`, on the lesson slot grid (`LESSON_SLOT_MINUTES`);
 * an end of `24:00` is the end of the day. Ranges are half-open: `09:00-12:00` offers starts from 09:00
 * to 11:30.
 */
export interface AvailabilityRange {
  readonly start: string;
  readonly end: string;
}

/** One weekly range: ISO weekday (1 = Monday ... 7 = Sunday) and its times. */
export interface WeeklyRange extends AvailabilityRange {
  readonly weekday: number;
}

/** A local date whose hours replace the week's: no ranges is a day off. */
export interface AvailabilityException {
  readonly date: string;
  readonly ranges: readonly AvailabilityRange[];
}

export interface Availability {
  readonly zone: string;
  readonly weekly: readonly WeeklyRange[];
  readonly exceptions: readonly AvailabilityException[];
}

/** `HH:mm` from 00:00 to 24:00 (24:00 only as an end). */
export const AVAILABILITY_TIME_PATTERN = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;
/** At most this many ranges on one weekday or one exception date (a split day, not every half hour). */
export const AVAILABILITY_MAX_RANGES_PER_DAY = 8;
/** At most this many date exceptions at once. */
export const AVAILABILITY_MAX_EXCEPTIONS = 60;
/** An exception date at most this many days after today in the teacher's zone (a year: a typo in the year is caught). */
export const AVAILABILITY_EXCEPTION_MAX_DAYS_AHEAD = 365;

export type AvailabilityProblem =
  | 'invalidZone'
  | 'invalidTime'
  | 'offGrid'
  | 'endNotAfterStart'
  | 'overlap'
  | 'tooManyRanges'
  | 'invalidWeekday'
  | 'invalidDate'
  | 'dateInPast'
  | 'dateTooFar'
  | 'duplicateDate'
  | 'tooManyExceptions';

/** One problem, at its field's path (`weekly.2.end`, `exceptions.0.date`), as the API answers it. */
export interface AvailabilityIssue {
  readonly path: readonly (string | number)[];
  readonly problem: AvailabilityProblem;
}

export const AVAILABILITY_PROBLEM_MESSAGES: Readonly<Record<AvailabilityProblem, string>> = {
  invalidZone: 'An IANA time zone such as America/New_York',
  invalidTime: 'A time as HH:mm, from 00:00 to 24:00',
  offGrid: `Times on the ${LESSON_SLOT_MINUTES}-minute grid (:00 or :30)`,
  endNotAfterStart: 'The end must be after the start',
  overlap: 'Overlaps another range of the same day',
  tooManyRanges: `At most ${AVAILABILITY_MAX_RANGES_PER_DAY} ranges a day`,
  invalidWeekday: 'A weekday from 1 (Monday) to 7 (Sunday)',
  invalidDate: 'A date as YYYY-MM-DD',
  dateInPast: 'This date has passed in your time zone',
  dateTooFar: `At most ${AVAILABILITY_EXCEPTION_MAX_DAYS_AHEAD} days ahead`,
  duplicateDate: 'This date already has an exception',
  tooManyExceptions: `At most ${AVAILABILITY_MAX_EXCEPTIONS} exceptions`,
};

/**
 * Minutes after local midnight of an availability time (`24:00` is 1440), or null when it is not
 * `HH:mm` in 00:00..24:00.
 * @example toDayMinutes('09:30') // 570
 */
export function toDayMinutes(time: string): number | null {
  const m = AVAILABILITY_TIME_PATTERN.exec(time);
  if (!m) return null;
  return m[1] === undefined ? 24 * 60 : Number(m[1]) * 60 + Number(m[2]);
}

/** Problems of one day's ranges, each at `[...prefix, index, field]`. */
function checkDayRanges(
  ranges: readonly { range: AvailabilityRange; position: number }[],
  at: (position: number) => readonly (string | number)[],
): AvailabilityIssue[] {
  const issues: AvailabilityIssue[] = [];
  const valid: { index: number; start: number; end: number }[] = [];
  ranges.forEach(({ range, position: index }) => {
    const start = toDayMinutes(range.start);
    const end = toDayMinutes(range.end);
    if (start === null || start === 24 * 60) return void issues.push({ path: [...at(index), 'start'], problem: 'invalidTime' });
    if (end === null) return void issues.push({ path: [...at(index), 'end'], problem: 'invalidTime' });
    if (start % LESSON_SLOT_MINUTES !== 0) return void issues.push({ path: [...at(index), 'start'], problem: 'offGrid' });
    if (end % LESSON_SLOT_MINUTES !== 0) return void issues.push({ path: [...at(index), 'end'], problem: 'offGrid' });
    if (end <= start) return void issues.push({ path: [...at(index), 'end'], problem: 'endNotAfterStart' });
    valid.push({ index, start, end });
  });
  // Touching ranges (09:00-12:00, 12:00-14:00) are fine: half-open, they share no slot.
  const sorted = [...valid].sort((a, b) => a.start - b.start || a.index - b.index);
  sorted.forEach((cur, i) => {
    const prev = sorted[i - 1];
    if (prev && cur.start < prev.end) issues.push({ path: [...at(Math.max(prev.index, cur.index)), 'start'], problem: 'overlap' });
  });
  return issues;
}

/** Today's date `YYYY-MM-DD` in the zone. */
export function localDateOf({ instant, zone }: { instant: number; zone: string }): string {
  const p = getZonedParts(instant, zone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The calendar date `days` after `date` (both `YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  return new Date(localWallMs({ date, time: '00:00' }) + days * DAY_MS).toISOString().slice(0, 10);
}

function isRealDate(date: string): boolean {
  if (!LOCAL_DATE_PATTERN.test(date)) return false;
  try {
    localWallMs({ date, time: '00:00' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Issue 14 availability, checked as a whole; an empty list is valid. Weekly ranges: ISO weekday
 * 1..7, `HH:mm` on the slot grid, start < end (end up to 24:00), no two ranges of one weekday
 * overlapping, at most `AVAILABILITY_MAX_RANGES_PER_DAY` a weekday. Exceptions: real dates, each
 * once, from today in the teacher's zone (a past day cannot be changed) to
 * `AVAILABILITY_EXCEPTION_MAX_DAYS_AHEAD` days ahead, their ranges under the weekly rules. With
 * `now: null` (a request schema, which has no clock) the dates' bounds are left to the server.
 * @example validateAvailability({ availability: { zone: 'Europe/Madrid', weekly: [{ weekday: 1, start: '09:00', end: '08:00' }], exceptions: [] }, now }) // [{ path: ['weekly', 0, 'end'], problem: 'endNotAfterStart' }]
 */
export function validateAvailability({ availability, now }: { availability: Availability; now: number | null }): AvailabilityIssue[] {
  const issues: AvailabilityIssue[] = [];
  if (!isValidZone(availability.zone)) issues.push({ path: ['zone'], problem: 'invalidZone' });
  const zone = availability.zone;

  const byWeekday = new Map<number, { range: AvailabilityRange; position: number }[]>();
  availability.weekly.forEach((range, position) => {
    if (!Number.isInteger(range.weekday) || range.weekday < 1 || range.weekday > 7) {
      issues.push({ path: ['weekly', position, 'weekday'], problem: 'invalidWeekday' });
      return;
    }
    byWeekday.set(range.weekday, [...(byWeekday.get(range.weekday) ?? []), { range, position }]);
  });
  for (const day of byWeekday.values()) {
    issues.push(...checkDayRanges(day, (position) => ['weekly', position]));
    const extra = day[AVAILABILITY_MAX_RANGES_PER_DAY];
    if (extra) issues.push({ path: ['weekly', extra.position, 'weekday'], problem: 'tooManyRanges' });
  }

  if (availability.exceptions.length > AVAILABILITY_MAX_EXCEPTIONS) issues.push({ path: ['exceptions'], problem: 'tooManyExceptions' });
  const today = now === null || issues.some((i) => i.problem === 'invalidZone') ? null : localDateOf({ instant: now, zone });
  const last = today === null ? null : addDays(today, AVAILABILITY_EXCEPTION_MAX_DAYS_AHEAD);
  const seen = new Set<string>();
  availability.exceptions.forEach((exception, index) => {
    if (!isRealDate(exception.date)) issues.push({ path: ['exceptions', index, 'date'], problem: 'invalidDate' });
    else if (seen.has(exception.date)) issues.push({ path: ['exceptions', index, 'date'], problem: 'duplicateDate' });
    else if (today !== null && exception.date < today) issues.push({ path: ['exceptions', index, 'date'], problem: 'dateInPast' });
    else if (last !== null && exception.date > last) issues.push({ path: ['exceptions', index, 'date'], problem: 'dateTooFar' });
    seen.add(exception.date);
    issues.push(
      ...checkDayRanges(
        exception.ranges.map((range, position) => ({ range, position })),
        (k) => ['exceptions', index, 'ranges', k],
      ),
    );
    if (exception.ranges.length > AVAILABILITY_MAX_RANGES_PER_DAY)
      issues.push({ path: ['exceptions', index, 'ranges'], problem: 'tooManyRanges' });
  });
  return issues.sort(byFormOrder);
}

const SECTIONS = ['zone', 'weekly', 'exceptions'];
/** The form's order: zone, then weekly ranges by index, then exceptions by index (a stable sort keeps each row's own order). */
function byFormOrder(a: AvailabilityIssue, b: AvailabilityIssue): number {
  const section = SECTIONS.indexOf(String(a.path[0])) - SECTIONS.indexOf(String(b.path[0]));
  if (section !== 0) return section;
  const ai = typeof a.path[1] === 'number' ? a.path[1] : -1;
  const bi = typeof b.path[1] === 'number' ? b.path[1] : -1;
  return ai - bi;
}

/**
 * The exceptions still to come: those dated today or later in the zone. A passed exception changes
 * nothing any more, so the form is not shown (and cannot resend) a date it would refuse.
 */
export function getCurrentExceptions({
  exceptions,
  zone,
  now,
}: {
  exceptions: readonly AvailabilityException[];
  zone: string;
  now: number;
}): AvailabilityException[] {
  const today = localDateOf({ instant: now, zone });
  return exceptions.filter((e) => e.date >= today);
}
