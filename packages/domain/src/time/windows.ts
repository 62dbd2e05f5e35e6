import { DROP_WINDOW_MS, JOIN_LEAD_MS, PROBLEM_REPORT_WINDOW_MS } from './constants';
import { type Instant, toEpochMs } from './instant';

/**
 * 000 §9: "Drop class, cancellation and refund are allowed only more than 24 h before start."
 * True iff `start - now > 24 h` (exclusive: exactly 24 h before start is too late).
 */
export function isMoreThan24hBefore({ start, now }: { start: Instant; now: Instant }): boolean {
  return toEpochMs(start, 'start') - toEpochMs(now, 'now') > DROP_WINDOW_MS;
}

/** Where `now` stands relative to the join window `[start - 10 min, end)`. */
export type JoinWindowPhase = 'early' | 'open' | 'ended';

/**
 * 000 §9: "Meeting details and join open 10 min before start." The one owner of the join window:
 * `'early'` before `start - 10 min`, `'open'` on `[start - 10 min, end)` (inclusive, exclusive),
 * `'ended'` from the end.
 */
export function getJoinWindowPhase({ start, end, now }: { start: Instant; end: Instant; now: Instant }): JoinWindowPhase {
  const t = toEpochMs(now, 'now');
  if (t < toEpochMs(start, 'start') - JOIN_LEAD_MS) return 'early';
  return t < toEpochMs(end, 'end') ? 'open' : 'ended';
}

/**
 * 000 §9: "Meeting details and join open 10 min before start."
 * True iff `start - 10 min <= now < end` (start of window inclusive, end exclusive).
 */
export function isInJoinWindow({ start, end, now }: { start: Instant; end: Instant; now: Instant }): boolean {
  return getJoinWindowPhase({ start, end, now }) === 'open';
}

/**
 * 000 §9: "The problem report window is 1 day after the end."
 * True iff `end <= now < end + 1 day`.
 */
export function isInProblemReportWindow({ end, now }: { end: Instant; now: Instant }): boolean {
  const t = toEpochMs(now, 'now');
  const e = toEpochMs(end, 'end');
  return t >= e && t < e + PROBLEM_REPORT_WINDOW_MS;
}

/** Where `now` stands relative to a class: before its start, during `[start, end)`, or from its end. */
export type ClassPhase = 'before' | 'live' | 'ended';

/** 000 §4: "Upcoming before start, Currently live between start and end, Completed after end." Start inclusive for live, end inclusive for ended. */
export function getClassPhase({ start, end, now }: { start: Instant; end: Instant; now: Instant }): ClassPhase {
  const t = toEpochMs(now, 'now');
  if (t < toEpochMs(start, 'start')) return 'before';
  if (t < toEpochMs(end, 'end')) return 'live';
  return 'ended';
}
