import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DST_CHANGES_2026, dstNowArb, findLocalMidnight, localDayNumber, startOffsetArb, zonedNowArb } from '../testing/search-builders';
import { HOUR_MS } from './constants';
import {
  COURSE_PAGE_DAY_BOUNDARIES,
  DAY_GROUP_AFTER_TEMPLATE,
  DAY_GROUP_WITHIN_TEMPLATE,
  SINGLE_PAGE_DAY_BOUNDARIES,
  TEACHER_PAGE_DAY_BOUNDARIES,
  TOPIC_PAGE_DAY_BOUNDARIES,
  formatDaysTemplate,
  groupByStart,
} from './day-grouping';

interface Item {
  id: number;
  start: number;
}
const getStart = (item: Item): number => item.start;

/** Simple oracle: headings by the Intl calendar-day difference. */
function oracleHeading(start: number, now: number, zone: string, boundaries: readonly number[]): string {
  const d = localDayNumber(start, zone) - localDayNumber(now, zone);
  const b = boundaries.find((x) => d < x);
  return b === undefined ? `After ${boundaries[boundaries.length - 1]!} days` : `In ${b} days`;
}

function headingOf(groups: ReturnType<typeof groupByStart<Item>>, id: number): string | undefined {
  return groups.find((g) => g.items.some((i) => i.id === id))?.heading;
}

describe("headings: \"under 'In {0} days' and 'After {0} days' headings\"", () => {
  it('fills the templates', () => {
    expect(DAY_GROUP_WITHIN_TEMPLATE).toBe('In {0} days');
    expect(DAY_GROUP_AFTER_TEMPLATE).toBe('After {0} days');
    expect(formatDaysTemplate({ template: DAY_GROUP_WITHIN_TEMPLATE, days: 3 })).toBe('In 3 days');
    expect(formatDaysTemplate({ template: DAY_GROUP_AFTER_TEMPLATE, days: 7 })).toBe('After 7 days');
  });

  it('"The course page has a 7-day boundary, the single page a 3-day boundary, the teacher page 3 and 7"', () => {
    expect(COURSE_PAGE_DAY_BOUNDARIES).toEqual([7]);
    expect(SINGLE_PAGE_DAY_BOUNDARIES).toEqual([3]);
    expect(TEACHER_PAGE_DAY_BOUNDARIES).toEqual([3, 7]);
    expect(TOPIC_PAGE_DAY_BOUNDARIES).toEqual([7]);
  });
});

describe('groupByStart: "Grouping by start, in the user\'s timezone"', () => {
  const now = Date.parse('2026-03-09T10:00:00Z'); // Monday

  it('single page: Mon, Tue, Wed are "In 3 days"; Thursday 00:00 is "After 3 days"', () => {
    const items: Item[] = [
      { id: 1, start: Date.parse('2026-03-11T23:59:59.999Z') },
      { id: 2, start: Date.parse('2026-03-12T00:00:00Z') },
      { id: 3, start: Date.parse('2026-03-09T18:00:00Z') },
    ];
    const groups = groupByStart({ items, getStart, now, zone: 'UTC', boundaries: SINGLE_PAGE_DAY_BOUNDARIES });
    expect(groups.map((g) => [g.heading, g.kind, g.days, g.items.map((i) => i.id)])).toEqual([
      ['In 3 days', 'within', 3, [1, 3]],
      ['After 3 days', 'after', 3, [2]],
    ]);
  });

  it('teacher page: "In 3 days", "In 7 days", "After 7 days"', () => {
    const items: Item[] = [0, 2, 3, 6, 7, 30].map((d, id) => ({ id, start: now + d * 24 * HOUR_MS }));
    const groups = groupByStart({ items, getStart, now, zone: 'UTC', boundaries: TEACHER_PAGE_DAY_BOUNDARIES });
    expect(groups.map((g) => [g.heading, g.items.map((i) => i.id)])).toEqual([
      ['In 3 days', [0, 1]],
      ['In 7 days', [2, 3]],
      ['After 7 days', [4, 5]],
    ]);
  });

  it('leaves out empty groups and keeps past starts in the first group', () => {
    const items: Item[] = [{ id: 1, start: now - 48 * HOUR_MS }];
    expect(groupByStart({ items, getStart, now, zone: 'UTC', boundaries: [3, 7] }).map((g) => g.heading)).toEqual(['In 3 days']);
    expect(groupByStart({ items: [], getStart, now, zone: 'UTC', boundaries: [3] })).toEqual([]);
  });

  it('uses the user zone: 2026-03-12T02:00Z is still Wednesday in New York', () => {
    const items: Item[] = [{ id: 1, start: Date.parse('2026-03-12T02:00:00Z') }];
    expect(groupByStart({ items, getStart, now, zone: 'America/New_York', boundaries: [3] })[0]!.heading).toBe('In 3 days');
    expect(groupByStart({ items, getStart, now, zone: 'UTC', boundaries: [3] })[0]!.heading).toBe('After 3 days');
  });

  it('refuses boundaries that are empty, not increasing or not positive integers', () => {
    for (const boundaries of [[], [0], [3, 3], [7, 3], [2.5]]) {
      expect(() => groupByStart({ items: [], getStart, now, zone: 'UTC', boundaries })).toThrow(RangeError);
    }
  });

  it('property: each item lands under the oracle heading, input order kept within groups', () => {
    const boundariesArb = fc.constantFrom<readonly number[]>(
      SINGLE_PAGE_DAY_BOUNDARIES,
      COURSE_PAGE_DAY_BOUNDARIES,
      TEACHER_PAGE_DAY_BOUNDARIES,
      [1, 2, 10],
    );
    fc.assert(
      fc.property(zonedNowArb, fc.array(startOffsetArb, { maxLength: 25 }), boundariesArb, ({ now: n, zone }, offsets, boundaries) => {
        const items = offsets.map((o, id) => ({ id, start: n + o }));
        const groups = groupByStart({ items, getStart, now: n, zone, boundaries });
        for (const item of items) expect(headingOf(groups, item.id)).toBe(oracleHeading(item.start, n, zone, boundaries));
        expect(groups.flatMap((g) => g.items)).toHaveLength(items.length);
        for (const g of groups) {
          expect(g.items.length).toBeGreaterThan(0);
          expect(g.items.map((i) => i.id)).toEqual([...g.items.map((i) => i.id)].sort((a, b) => a - b));
        }
      }),
    );
  });

  it('property: at local midnight opening day B: -1 ms is "In B days", exactly and +1 ms are the next group', () => {
    fc.assert(
      fc.property(
        dstNowArb,
        fc.constantFrom<readonly number[]>([3], [7], [3, 7]),
        fc.constantFrom(-1, 0, 1),
        ({ now: n, zone }, boundaries, delta) => {
          boundaries.forEach((b, i) => {
            const start = findLocalMidnight({ now: n, zone, daysAhead: b }) + delta;
            const next = i + 1 < boundaries.length ? `In ${boundaries[i + 1]!} days` : `After ${boundaries[boundaries.length - 1]!} days`;
            const groups = groupByStart({ items: [{ id: 1, start }], getStart, now: n, zone, boundaries });
            expect(groups[0]!.heading).toBe(delta < 0 ? `In ${b} days` : next);
          });
        },
      ),
    );
  });

  it('DST nights 2026: a class at local midnight 3 days after the change day is "After 3 days", 1 ms earlier is "In 3 days"', () => {
    // Local midnights written out by hand (not computed by the package), checked against Intl below.
    const midnights: Record<string, number> = {
      [`Europe/Berlin ${Date.UTC(2026, 2, 29, 1)}`]: Date.parse('2026-04-01T00:00:00+02:00'),
      [`Europe/Berlin ${Date.UTC(2026, 9, 25, 1)}`]: Date.parse('2026-10-28T00:00:00+01:00'),
      [`America/New_York ${Date.UTC(2026, 2, 8, 7)}`]: Date.parse('2026-03-11T00:00:00-04:00'),
      [`America/New_York ${Date.UTC(2026, 10, 1, 6)}`]: Date.parse('2026-11-04T00:00:00-05:00'),
      [`Australia/Sydney ${Date.UTC(2026, 3, 4, 16)}`]: Date.parse('2026-04-08T00:00:00+10:00'),
      [`Australia/Sydney ${Date.UTC(2026, 9, 3, 16)}`]: Date.parse('2026-10-07T00:00:00+11:00'),
    };
    for (const { zone, at } of DST_CHANGES_2026) {
      const midnight = midnights[`${zone} ${at}`]!;
      expect(midnight).toBe(findLocalMidnight({ now: at, zone, daysAhead: 3 }));
      expect([localDayNumber(midnight - 1, zone), localDayNumber(midnight, zone)]).toEqual([
        localDayNumber(at, zone) + 2,
        localDayNumber(at, zone) + 3,
      ]);
      const items: Item[] = [
        { id: 1, start: midnight - 1 },
        { id: 2, start: midnight },
      ];
      const groups = groupByStart({ items, getStart, now: at, zone, boundaries: [3] });
      expect(groups.map((g) => [g.heading, g.items.map((i) => i.id)])).toEqual([
        ['In 3 days', [1]],
        ['After 3 days', [2]],
      ]);
    }
  });
});
