import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { zoneArb } from '../testing/arbitraries';
import { dstNightArb } from '../testing/teachers-builders';
import { HOUR_MS, MINUTE_MS } from '../time/constants';
import { groupLessonStartsByDay } from './lesson-days';

describe('groupLessonStartsByDay', () => {
  it("groups by the calendar date in the student's zone: 23:30 and 00:00 Berlin are two days", () => {
    const lateBerlin = Date.UTC(2026, 2, 10, 22, 30); // 23:30 in Berlin (UTC+1)
    const midnightBerlin = Date.UTC(2026, 2, 10, 23, 0); // 00:00 on the 11th
    expect(groupLessonStartsByDay({ starts: [midnightBerlin, lateBerlin], zone: 'Europe/Berlin' })).toEqual([
      { date: '2026-03-10', starts: [lateBerlin] },
      { date: '2026-03-11', starts: [midnightBerlin] },
    ]);
    expect(groupLessonStartsByDay({ starts: [midnightBerlin, lateBerlin], zone: 'UTC' })).toEqual([
      { date: '2026-03-10', starts: [lateBerlin, midnightBerlin] },
    ]);
    expect(groupLessonStartsByDay({ starts: [], zone: 'Europe/Berlin' })).toEqual([]);
  });

  it('property: each start lands on its luxon date in the zone (DST nights included), days and starts ascending, nothing lost', () => {
    const startsArb = fc
      .oneof(dstNightArb, fc.record({ zone: zoneArb, instant: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }) }))
      .chain(({ zone, instant }) =>
        fc
          .uniqueArray(fc.integer({ min: -48, max: 48 }), { maxLength: 30 })
          .map((ks) => ({ zone, starts: ks.map((k) => instant + k * 30 * MINUTE_MS) })),
      );
    fc.assert(
      fc.property(startsArb, ({ zone, starts }) => {
        const days = groupLessonStartsByDay({ starts, zone });
        expect(days.flatMap((d) => d.starts)).toEqual([...starts].sort((a, b) => a - b));
        expect(days.map((d) => d.date)).toEqual([...new Set(days.map((d) => d.date))].sort());
        for (const day of days) for (const s of day.starts) expect(DateTime.fromMillis(s, { zone }).toISODate()).toBe(day.date);
      }),
    );
  });

  it('local midnight belongs to the day it opens; one millisecond before is the day before', () => {
    const midnight = Date.UTC(2026, 2, 10, 23);
    const [before, at] = [
      groupLessonStartsByDay({ starts: [midnight - 1], zone: 'Europe/Berlin' }),
      groupLessonStartsByDay({ starts: [midnight], zone: 'Europe/Berlin' }),
    ];
    expect(before[0]?.date).toBe('2026-03-10');
    expect(at[0]?.date).toBe('2026-03-11');
    expect(groupLessonStartsByDay({ starts: [midnight + HOUR_MS], zone: 'Mars/Base' })[0]?.date).toBe('2026-03-11');
  });
});
