import { doTimeIntervalsOverlap, type TimeInterval } from '../booking/book-status-check';
import { MINUTE_MS } from '../time/constants';
import { toEpochMs } from '../time/instant';
import { SCHEDULE_HORIZON_MS, SCHEDULE_LEAD_MS } from './constants';
import { resolveLocalTime } from './local-time';
import { listSeriesDates, type WeeklySeries } from './weekly-series';

/** Why one occurrence of a schedule cannot be created (codes of `@app/api` ERROR_STATUS). */
export const SCHEDULE_PROBLEMS = ['ScheduleDstGap', 'ScheduleInPast', 'ScheduleTooSoon', 'ScheduleTooFar', 'ScheduleOverlap'] as const;
export type ScheduleProblem = (typeof SCHEDULE_PROBLEMS)[number];

/** English texts of the problems (the API's messages; the web shows its own en/es texts by code). */
export const SCHEDULE_PROBLEM_MESSAGES: Readonly<Record<ScheduleProblem, string>> = {
  ScheduleDstGap: 'This time does not exist on this day in your time zone (the clocks jump forward).',
  ScheduleInPast: 'This time has already passed.',
  ScheduleTooSoon: 'A class must be scheduled at least 24 hours ahead.',
  ScheduleTooFar: 'A class can be scheduled at most one year ahead.',
  ScheduleOverlap: 'You already teach at this time (a class, a course class or a booked lesson).',
};

/** One class a schedule would create: its local date and time, its instants when the time exists, and what is wrong with it. */
export interface ScheduleOccurrence {
  readonly date: string;
  readonly time: string;
  /** Epoch ms; null in a DST gap. */
  readonly start: number | null;
  readonly end: number | null;
  /** The wall time happens twice (DST overlap): `start` is the first pass. */
  readonly ambiguous: boolean;
  /** In a DST gap: the first instant after it (the next valid time offered). */
  readonly nextValidStart: number | null;
  readonly problems: readonly ScheduleProblem[];
}

/**
 * Issue 14: "schedule a class of a topic at a time in the teacher's zone, or a series (weekly on
 * chosen weekdays for N weeks), each a class of its own. Refused: start in the past or within the
 * spec's lead time, overlap with the teacher's other classes, courses or booked lessons, a DST gap
 * time (say so and offer the next valid time)."
 * Each occurrence is `[start, start + durationMinutes)`, refused when:
 * - its wall time falls in a DST gap (`ScheduleDstGap`, with `nextValidStart`);
 * - `start < now` (`ScheduleInPast`), or `start - now < leadMs` (`ScheduleTooSoon`; exactly the
 *   lead time is accepted), or `start - now > SCHEDULE_HORIZON_MS` (`ScheduleTooFar`);
 * - it overlaps a `busy` interval or an earlier occurrence of the same request (`ScheduleOverlap`),
 *   half-open, so back-to-back is allowed.
 * A wall time repeated by a DST overlap takes its first pass (`ambiguous: true`).
 * @example checkSchedule({ date: '2026-03-08', time: '02:30', zone: 'America/New_York', durationMinutes: 60, now, busy: [] })[0].problems // ['ScheduleDstGap']
 */
export function checkSchedule({
  date,
  time,
  zone,
  series,
  durationMinutes,
  now,
  busy,
  leadMs = SCHEDULE_LEAD_MS,
}: {
  date: string;
  time: string;
  zone: string;
  series?: WeeklySeries | null | undefined;
  durationMinutes: number;
  now: number;
  busy: readonly TimeInterval[];
  leadMs?: number;
}): ScheduleOccurrence[] {
  if (!Number.isInteger(durationMinutes) || durationMinutes <= 0)
    throw new RangeError(`durationMinutes: a positive integer: ${durationMinutes}`);
  const at = toEpochMs(now, 'now');
  const taken: TimeInterval[] = [...busy];
  return listSeriesDates({ date, series }).map((day) => {
    const resolved = resolveLocalTime({ date: day, time, zone });
    if (resolved.kind === 'gap')
      return {
        date: day,
        time,
        start: null,
        end: null,
        ambiguous: false,
        nextValidStart: resolved.nextValidInstant,
        problems: ['ScheduleDstGap'],
      };
    const start = resolved.instant;
    const end = start + durationMinutes * MINUTE_MS;
    const problems: ScheduleProblem[] = [];
    if (start < at) problems.push('ScheduleInPast');
    else if (start - at < leadMs) problems.push('ScheduleTooSoon');
    else if (start - at > SCHEDULE_HORIZON_MS) problems.push('ScheduleTooFar');
    if (taken.some((b) => doTimeIntervalsOverlap(b, { start, end }))) problems.push('ScheduleOverlap');
    taken.push({ start, end });
    return { date: day, time, start, end, ambiguous: resolved.kind === 'ambiguous', nextValidStart: null, problems };
  });
}

/** True when every occurrence can be created (the save is all-or-nothing). */
export function isScheduleAccepted(occurrences: readonly ScheduleOccurrence[]): boolean {
  return occurrences.length > 0 && occurrences.every((o) => o.problems.length === 0);
}
