/**
 * Internal to `time/`: the zone's offset over a span of instants, for the week-hour ranges and
 * matcher. Not exported from the package.
 */
import { DAY_MS } from './constants';
import { getZoneOffsetMs } from './zoned-clock';

/**
 * The zone's offset is read this often, and searched to the millisecond between two readings that
 * differ. Offsets change a few times a year; no zone changes twice within a week and back.
 */
const OFFSET_SAMPLE_MS = 7 * DAY_MS;

/** 1970-01-01, local day 0, was a Thursday: weekday index 3 when Monday is 0. */
export const EPOCH_WEEKDAY_INDEX = 3;

/** The pieces of `[from, to)` over which the zone's offset is constant, each with that offset (ms). */
export function offsetSpans(from: number, to: number, zone: string): { start: number; end: number; offset: number }[] {
  const spans: { start: number; end: number; offset: number }[] = [];
  let start = from;
  let offset = getZoneOffsetMs(from, zone);
  // The last instant read with `offset`: a change lies after it.
  let known = from;
  while (known < to - 1) {
    const probe = Math.min(known + OFFSET_SAMPLE_MS, to - 1);
    if (getZoneOffsetMs(probe, zone) === offset) {
      known = probe;
      continue;
    }
    // The first instant with another offset, to the millisecond.
    let before = known;
    let after = probe;
    while (after - before > 1) {
      const mid = before + Math.floor((after - before) / 2);
      if (getZoneOffsetMs(mid, zone) === offset) before = mid;
      else after = mid;
    }
    spans.push({ start, end: after, offset });
    start = after;
    offset = getZoneOffsetMs(after, zone);
    known = after;
  }
  spans.push({ start, end: to, offset });
  return spans;
}
