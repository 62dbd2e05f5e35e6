import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantArb, durationArb } from '../testing/arbitraries';
import { T0 } from '../testing/builders';
import { DAY_MS, DROP_WINDOW_MS, HOUR_MS, JOIN_LEAD_MS, PROBLEM_REPORT_WINDOW_MS } from './constants';
import { getClassPhase, isInJoinWindow, isInProblemReportWindow, isMoreThan24hBefore } from './windows';

// The oracles below use literal milliseconds, never the constants under test:
const H24 = 86_400_000; // 24 h
const M10 = 600_000; // 10 min

describe("the named boundaries have the spec's values", () => {
  it('"24 h", "10 min", "1 day"', () => {
    expect(DROP_WINDOW_MS).toBe(86_400_000);
    expect(JOIN_LEAD_MS).toBe(600_000);
    expect(PROBLEM_REPORT_WINDOW_MS).toBe(86_400_000);
  });
});

describe('isMoreThan24hBefore: "allowed only more than 24 h before start"', () => {
  const start = T0;
  it('is true 1 ms before the 24 h mark, false exactly at it and 1 ms after', () => {
    expect(isMoreThan24hBefore({ start, now: start - H24 - 1 })).toBe(true);
    expect(isMoreThan24hBefore({ start, now: start - H24 })).toBe(false);
    expect(isMoreThan24hBefore({ start, now: start - H24 + 1 })).toBe(false);
  });
  it('accepts ISO strings and Dates at the edges', () => {
    expect(isMoreThan24hBefore({ start: '2026-03-11T12:00:00.000Z', now: new Date('2026-03-10T11:59:59.999Z') })).toBe(true);
    expect(isMoreThan24hBefore({ start: '2026-03-11T13:00:00+01:00', now: '2026-03-10T12:00:00Z' })).toBe(false);
  });
  it('property: iff start - now > 24 h', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: -3 * DAY_MS, max: 3 * DAY_MS }), (start, offset) => {
        const now = start - offset;
        expect(isMoreThan24hBefore({ start, now })).toBe(offset > H24);
      }),
    );
  });
  it('property: exactly at the boundary and 1 ms either side', () => {
    fc.assert(
      fc.property(instantArb, fc.constantFrom(-1, 0, 1), (start, delta) => {
        const now = start - H24 + delta;
        expect(isMoreThan24hBefore({ start, now })).toBe(delta < 0);
      }),
    );
  });
});

describe('isInJoinWindow: "Meeting details and join open 10 min before start"', () => {
  const start = T0;
  const end = T0 + HOUR_MS;
  it('opens exactly 10 min before start and closes exactly at the end', () => {
    expect(isInJoinWindow({ start, end, now: start - M10 - 1 })).toBe(false);
    expect(isInJoinWindow({ start, end, now: start - M10 })).toBe(true);
    expect(isInJoinWindow({ start, end, now: start - M10 + 1 })).toBe(true);
    expect(isInJoinWindow({ start, end, now: end - 1 })).toBe(true);
    expect(isInJoinWindow({ start, end, now: end })).toBe(false);
  });
  it('property: iff start - 10 min <= now < end, and at each edge ±1 ms', () => {
    fc.assert(
      fc.property(instantArb, durationArb, fc.integer({ min: -2 * HOUR_MS, max: 3 * DAY_MS }), (s, d, offset) => {
        const e = s + d;
        const now = s + offset;
        expect(isInJoinWindow({ start: s, end: e, now })).toBe(now >= s - M10 && now < e);
      }),
    );
    fc.assert(
      fc.property(instantArb, durationArb, fc.constantFrom(-1, 0, 1), (s, d, delta) => {
        expect(isInJoinWindow({ start: s, end: s + d, now: s - M10 + delta })).toBe(delta >= 0);
        expect(isInJoinWindow({ start: s, end: s + d, now: s + d + delta })).toBe(delta < 0);
      }),
    );
  });
});

describe('isInProblemReportWindow: "The problem report window is 1 day after the end"', () => {
  it('property: [end, end + 1 day) at each edge ±1 ms', () => {
    fc.assert(
      fc.property(instantArb, fc.constantFrom(-1, 0, 1), (end, delta) => {
        expect(isInProblemReportWindow({ end, now: end + delta })).toBe(delta >= 0);
        expect(isInProblemReportWindow({ end, now: end + H24 + delta })).toBe(delta < 0);
      }),
    );
  });
});

describe('getClassPhase: "Upcoming before start, Currently live between start and end, Completed after end"', () => {
  it('is before, live at start, ended at end', () => {
    expect(getClassPhase({ start: T0, end: T0 + HOUR_MS, now: T0 - 1 })).toBe('before');
    expect(getClassPhase({ start: T0, end: T0 + HOUR_MS, now: T0 })).toBe('live');
    expect(getClassPhase({ start: T0, end: T0 + HOUR_MS, now: T0 + HOUR_MS - 1 })).toBe('live');
    expect(getClassPhase({ start: T0, end: T0 + HOUR_MS, now: T0 + HOUR_MS })).toBe('ended');
  });
});
