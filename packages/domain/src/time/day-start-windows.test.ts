import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayStartCaseArb, firstInstantOfLocalDay } from '../testing/day-start-oracle';
import { DST_CHANGES_2026, localDayNumber, startOffsetArb, zonedNowArb } from '../testing/search-builders';
import { DAY_MS, HOUR_MS } from './constants';
import {
  START_WINDOWS,
  START_WINDOW_DAYS,
  getCalendarDayOffset,
  getStartOfLocalDay,
  getStartWindowRange,
  isInStartWindow,
  isWithinDays,
} from './day-start-windows';

describe('getCalendarDayOffset: calendar days in the user zone', () => {
  it('counts dates, not 24 h periods', () => {
    const now = '2026-03-10T23:00:00Z';
    expect(getCalendarDayOffset({ instant: '2026-03-11T00:30:00Z', now, zone: 'UTC' })).toBe(1);
    expect(getCalendarDayOffset({ instant: '2026-03-10T00:00:00Z', now, zone: 'UTC' })).toBe(0);
    expect(getCalendarDayOffset({ instant: '2026-03-09T23:59:59.999Z', now, zone: 'UTC' })).toBe(-1);
    // 23:00 UTC is already 2026-03-11 08:00 in Tokyo.
    expect(getCalendarDayOffset({ instant: '2026-03-11T00:30:00Z', now, zone: 'Asia/Tokyo' })).toBe(0);
  });

  it('a 23 h DST day is still one day (Berlin, 2026-03-29)', () => {
    const now = Date.parse('2026-03-28T12:00:00+01:00');
    expect(getCalendarDayOffset({ instant: Date.parse('2026-03-30T00:00:00+02:00'), now, zone: 'Europe/Berlin' })).toBe(2);
    expect(getCalendarDayOffset({ instant: Date.parse('2026-03-30T00:00:00+02:00') - 1, now, zone: 'Europe/Berlin' })).toBe(1);
  });

  it('property: equals the Intl oracle in any zone, including around 2026 DST changes', () => {
    fc.assert(
      fc.property(zonedNowArb, startOffsetArb, ({ now, zone }, offset) => {
        const instant = now + offset;
        expect(getCalendarDayOffset({ instant, now, zone })).toBe(localDayNumber(instant, zone) - localDayNumber(now, zone));
      }),
    );
  });
});

describe('getStartOfLocalDay: local midnight, DST-safe', () => {
  it('property: the local day flips exactly at it (-1 ms is the day before, 0 and +1 ms the day itself)', () => {
    fc.assert(
      fc.property(zonedNowArb, fc.integer({ min: 0, max: 31 }), ({ now, zone }, daysAhead) => {
        const midnight = getStartOfLocalDay({ now, zone, daysAhead });
        const today = localDayNumber(now, zone);
        expect(localDayNumber(midnight - 1, zone)).toBe(today + daysAhead - 1);
        expect(localDayNumber(midnight, zone)).toBe(today + daysAhead);
        expect(localDayNumber(midnight + 1, zone)).toBe(today + daysAhead);
      }),
    );
  });

  it('spans 23 h and 25 h on the DST days of 2026', () => {
    for (const { zone, at } of DST_CHANGES_2026) {
      const from = getStartOfLocalDay({ now: at, zone });
      const to = getStartOfLocalDay({ now: at, zone, daysAhead: 1 });
      expect([23 * HOUR_MS, 25 * HOUR_MS]).toContain(to - from);
    }
  });

  it('property: the first instant of the day by definition, around midnight DST changes (São Paulo, Havana, Santiago, Beirut, Cairo, Asunción, London, Lord Howe, Apia, UTC)', () => {
    fc.assert(
      fc.property(dayStartCaseArb, ({ zone, now, days }) => {
        fc.pre(days >= 0);
        expect(getStartOfLocalDay({ now, zone, daysAhead: days })).toBe(firstInstantOfLocalDay(localDayNumber(now, zone) + days, zone));
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a fractional daysAhead', () => {
    expect(() => getStartOfLocalDay({ now: 0, zone: 'UTC', daysAhead: 1.5 })).toThrow(RangeError);
  });
});

describe('start windows: "Start window filters: today, next 7, 14, 30 days"', () => {
  it('has the four windows', () => {
    expect(START_WINDOWS).toEqual(['today', 'next_7_days', 'next_14_days', 'next_30_days']);
    expect(START_WINDOW_DAYS).toEqual({ today: 1, next_7_days: 7, next_14_days: 14, next_30_days: 30 });
  });

  it('today in New York is [local midnight, next local midnight)', () => {
    const now = '2026-03-10T15:00:00Z';
    expect(getStartWindowRange({ window: 'today', now, zone: 'America/New_York' })).toEqual({
      start: Date.parse('2026-03-10T00:00:00-04:00'),
      end: Date.parse('2026-03-11T00:00:00-04:00'),
    });
  });

  it('next 7 days across the Berlin spring-forward night is 7 calendar days, not 7 x 24 h', () => {
    const now = Date.parse('2026-03-26T10:00:00+01:00');
    const range = getStartWindowRange({ window: 'next_7_days', now, zone: 'Europe/Berlin' });
    expect(range.end).toBe(Date.parse('2026-04-02T00:00:00+02:00'));
    expect(range.end - range.start).toBe(7 * DAY_MS - HOUR_MS);
  });

  // Zones whose DST starts at local midnight: the day that starts at 01:00 must not make later days start at 01:00.
  it.each([
    {
      zone: 'America/Sao_Paulo',
      now: '2018-11-04T12:00:00Z',
      window: 'today',
      start: '2018-11-04T03:00:00.000Z',
      end: '2018-11-05T02:00:00.000Z',
    },
    {
      zone: 'America/Havana',
      now: '2026-03-08T12:00:00Z',
      window: 'next_7_days',
      start: '2026-03-08T05:00:00.000Z',
      end: '2026-03-15T04:00:00.000Z',
    },
    {
      zone: 'America/Santiago',
      now: '2026-09-06T12:00:00Z',
      window: 'today',
      start: '2026-09-06T04:00:00.000Z',
      end: '2026-09-07T03:00:00.000Z',
    },
    {
      zone: 'Asia/Beirut',
      now: '2026-03-29T12:00:00Z',
      window: 'today',
      start: '2026-03-28T22:00:00.000Z',
      end: '2026-03-29T21:00:00.000Z',
    },
    {
      zone: 'Africa/Cairo',
      now: '2026-04-24T12:00:00Z',
      window: 'next_14_days',
      start: '2026-04-23T22:00:00.000Z',
      end: '2026-05-07T21:00:00.000Z',
    },
  ] as const)('$zone $now $window ends at local midnight of the day after the window ($end)', ({ zone, now, window, start, end }) => {
    const range = getStartWindowRange({ window, now, zone });
    expect({ start: new Date(range.start).toISOString(), end: new Date(range.end).toISOString() }).toEqual({ start, end });
    expect(isInStartWindow({ start: range.end - 1, window, now, zone })).toBe(true);
    expect(isInStartWindow({ start: range.end, window, now, zone })).toBe(false);
  });

  it('property: every window ends at the first instant of day N, in the midnight-DST zones', () => {
    fc.assert(
      fc.property(dayStartCaseArb, fc.constantFrom(...START_WINDOWS), ({ zone, now }, window) => {
        const range = getStartWindowRange({ window, now, zone });
        const today = localDayNumber(now, zone);
        expect(range).toEqual({
          start: firstInstantOfLocalDay(today, zone),
          end: firstInstantOfLocalDay(today + START_WINDOW_DAYS[window], zone),
        });
      }),
      { numRuns: 500 },
    );
  });

  it('property: start inclusive and end exclusive, at -1 ms / exactly / +1 ms', () => {
    fc.assert(
      fc.property(zonedNowArb, fc.constantFrom(...START_WINDOWS), fc.constantFrom(-1, 0, 1), ({ now, zone }, window, delta) => {
        const expectedEnd = firstInstantOfLocalDay(localDayNumber(now, zone) + START_WINDOW_DAYS[window], zone);
        const range = getStartWindowRange({ window, now, zone });
        expect(range.end).toBe(expectedEnd);
        expect(isInStartWindow({ start: range.start + delta, window, now, zone })).toBe(delta >= 0);
        expect(isInStartWindow({ start: range.end + delta, window, now, zone })).toBe(delta < 0);
      }),
    );
  });

  it('property: in the window iff the local date is within N calendar days of today (oracle)', () => {
    fc.assert(
      fc.property(zonedNowArb, startOffsetArb, fc.constantFrom(...START_WINDOWS), ({ now, zone }, offset, window) => {
        const d = localDayNumber(now + offset, zone) - localDayNumber(now, zone);
        expect(isInStartWindow({ start: now + offset, window, now, zone })).toBe(d >= 0 && d < START_WINDOW_DAYS[window]);
      }),
    );
  });
});

describe('isWithinDays: the one meaning of "within N days" (calendar-day offset 0..N-1)', () => {
  it('"within 3 days" is today, tomorrow and the day after; day +3 and yesterday are not', () => {
    expect([-1, 0, 1, 2, 3].map((dayOffset) => isWithinDays({ dayOffset, days: 3 }))).toEqual([false, true, true, true, false]);
    expect(isWithinDays({ dayOffset: 0, days: 1 })).toBe(true);
    expect(isWithinDays({ dayOffset: 1, days: 1 })).toBe(false);
  });
  it('property: agrees with the start windows: an instant is in "next N days" iff its day offset is within N', () => {
    fc.assert(
      fc.property(zonedNowArb, startOffsetArb, fc.constantFrom(...START_WINDOWS), ({ now, zone }, offset, window) => {
        const instant = now + offset;
        const dayOffset = localDayNumber(instant, zone) - localDayNumber(now, zone);
        expect(isWithinDays({ dayOffset, days: START_WINDOW_DAYS[window] })).toBe(isInStartWindow({ start: instant, window, now, zone }));
      }),
    );
  });
});
