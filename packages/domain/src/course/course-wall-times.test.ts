import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readInZone } from '../schedule/local-time';
import { DAY_MS, HOUR_MS } from '../time/constants';
import { courseWallTimeChanges } from './course-wall-times';

const WEEK = 7 * DAY_MS;
const weekly = (first: string, count: number) => Array.from({ length: count }, (_, i) => Date.parse(first) + i * WEEK);

describe('courseWallTimeChanges: issue 15 "From 29 March this course meets at 10:00 in your time, because clocks change"', () => {
  it('a course fixed at 09:00 UTC seen from Madrid: 10:00 until the spring change, 11:00 from 29 March 2026', () => {
    expect(courseWallTimeChanges({ starts: weekly('2026-03-15T09:00:00Z', 4), zone: 'Europe/Madrid' })).toEqual([
      { start: Date.parse('2026-03-29T09:00:00Z'), date: '2026-03-29', time: '11:00', previousTime: '10:00' },
    ]);
  });

  it('a Madrid teacher at 10:00 local (the instant moves with her clocks) seen from New York, whose clocks change three weeks earlier', () => {
    // Madrid 10:00 = 09:00Z in winter, 08:00Z from 29 March. New York changes on 8 March.
    const starts = [
      Date.parse('2026-03-01T09:00:00Z'),
      Date.parse('2026-03-08T09:00:00Z'),
      Date.parse('2026-03-15T09:00:00Z'),
      Date.parse('2026-03-22T09:00:00Z'),
      Date.parse('2026-03-29T08:00:00Z'),
    ];
    expect(courseWallTimeChanges({ starts, zone: 'America/New_York' })).toEqual([
      { start: Date.parse('2026-03-08T09:00:00Z'), date: '2026-03-08', time: '05:00', previousTime: '04:00' },
      { start: Date.parse('2026-03-29T08:00:00Z'), date: '2026-03-29', time: '04:00', previousTime: '05:00' },
    ]);
    // Seen from Madrid itself: always 10:00, nothing to say.
    expect(courseWallTimeChanges({ starts, zone: 'Europe/Madrid' })).toEqual([]);
  });

  it('no change in a zone without DST, for one class, or for none', () => {
    expect(courseWallTimeChanges({ starts: weekly('2026-03-15T09:00:00Z', 4), zone: 'Asia/Tokyo' })).toEqual([]);
    expect(courseWallTimeChanges({ starts: [Date.parse('2026-03-29T09:00:00Z')], zone: 'Europe/Madrid' })).toEqual([]);
    expect(courseWallTimeChanges({ starts: [], zone: 'Europe/Madrid' })).toEqual([]);
  });

  it('the order of the starts given does not matter', () => {
    const starts = weekly('2026-10-18T09:00:00Z', 3);
    expect(courseWallTimeChanges({ starts: [...starts].reverse(), zone: 'Europe/Madrid' })).toEqual(
      courseWallTimeChanges({ starts, zone: 'Europe/Madrid' }),
    );
  });

  it('property: every class states the time of the last change before it (or the first class time)', () => {
    const zones = ['Europe/Madrid', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'America/Santiago', 'Europe/London'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') }),
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom(...zones),
        fc.integer({ min: -2, max: 2 }),
        (first, count, zone, drift) => {
          const starts = Array.from({ length: count }, (_, i) => first + i * WEEK + (i % 3 === 2 ? drift * HOUR_MS : 0));
          const changes = courseWallTimeChanges({ starts, zone });
          let time = readInZone({ instant: starts[0] ?? 0, zone }).local_time;
          for (const start of starts) {
            const reading = readInZone({ instant: start, zone });
            const change = changes.find((c) => c.date === reading.local_date);
            if (change) {
              expect(change.previousTime).toBe(time);
              time = change.time;
            }
            expect(reading.local_time).toBe(time);
          }
        },
      ),
    );
  });
});
