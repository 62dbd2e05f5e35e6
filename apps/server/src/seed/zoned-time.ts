import { DAY_MS, getCourseSeries, HOUR_MS, listSeriesDates, MINUTE_MS, readInZone, resolveLocalTime } from '@app/domain';

/** Wall-clock fields of an instant in an IANA zone (weekday 0 = Monday, as 001 §9 counts). */
export interface LocalParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(zone, f);
  }
  return f;
}

const WEEKDAYS: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

export function getLocalParts(instant: number, zone: string): LocalParts {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(zone).formatToParts(new Date(instant))) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS[parts.weekday ?? 'Mon'] ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
function offsetAt(instant: number, zone: string): number {
  const p = getLocalParts(instant, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return asUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

/**
 * The instant of a local wall-clock time in a zone. For a time skipped by a DST change the result
 * is an hour later; for a repeated one it is the first of the two. Good enough for demo data.
 */
export function localTimeToInstant({
  year,
  month,
  day,
  hour,
  minute = 0,
  zone,
}: {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute?: number;
  zone: string;
}): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wall - offsetAt(wall, zone);
  guess = wall - offsetAt(guess, zone);
  return guess;
}

/** The instant of `hour:minute` local time on the calendar day `dayOffset` days after the local date of `now`. */
export function atLocalTime({
  now,
  zone,
  dayOffset,
  hour,
  minute = 0,
}: {
  now: number;
  zone: string;
  dayOffset: number;
  hour: number;
  minute?: number;
}): number {
  const today = getLocalParts(now, zone);
  // Date.UTC normalises day overflow (e.g. March 32 -> April 1), so calendar days are counted, not 24 h steps.
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + dayOffset));
  return localTimeToInstant({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour, minute, zone });
}

/** `now` rounded down to a whole UTC hour / half hour. */
export const floorToHour = (now: number): number => Math.floor(now / HOUR_MS) * HOUR_MS;
export const floorToMinute = (t: number): number => Math.floor(t / MINUTE_MS) * MINUTE_MS;
export const floorToHalfHour = (now: number): number => Math.floor(now / (30 * MINUTE_MS)) * 30 * MINUTE_MS;
export const daysAgo = (now: number, days: number): number => now - days * DAY_MS;

/** A start as the schedule form takes it: the date and time the teacher types in her zone. */
export interface ConsoleTime {
  readonly date: string;
  readonly time: string;
  readonly zone: string;
}

/**
 * The date and time a teacher types in her zone to schedule a class at `start`, or null when typing
 * them gives another instant (not a whole minute, or the second pass of an hour a DST change
 * repeats: the console takes the first), so the seed only plans starts the console can make.
 */
export function consoleTimeOf(start: number, zone: string): ConsoleTime | null {
  const { local_date: date, local_time: time } = readInZone({ instant: start, zone });
  const back = resolveLocalTime({ date, time, zone });
  return back.kind !== 'gap' && back.instant === start ? { date, time, zone } : null;
}

/**
 * A course's class starts as createCourse makes them: the first class's wall time in the zone, weekly
 * for `weeks` weeks (so a DST change moves the UTC time, not the local one). Null when the console
 * would refuse it: the first start cannot be typed, or a later week's time falls in a DST gap.
 */
export function weeklyStarts({ start, zone, weeks }: { start: number; zone: string; weeks: number }): number[] | null {
  const at = consoleTimeOf(start, zone);
  if (!at) return null;
  const starts: number[] = [];
  for (const date of listSeriesDates({ date: at.date, series: getCourseSeries({ date: at.date, classAmount: weeks }) })) {
    const resolved = resolveLocalTime({ date, time: at.time, zone });
    if (resolved.kind === 'gap') return null;
    starts.push(resolved.instant);
  }
  return starts;
}
