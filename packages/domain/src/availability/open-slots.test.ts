import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LESSON_SLOT_MS } from '../lessons/lesson';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time/constants';
import { getZonedParts } from '../time/zoned-clock';
import { getOpenSlotStarts, getRangesOnDate, getWeeklyMinutes, withoutBusyTime } from './open-slots';
import type { Availability, WeeklyRange } from './weekly-hours';

const at = (iso: string): number => Date.parse(iso);
const isoList = (slots: number[]): string[] => slots.map((s) => new Date(s).toISOString().slice(0, 16));
const everyDay = (start: string, end: string): WeeklyRange[] => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));
const pad = (n: number): string => String(n).padStart(2, '0');

describe('getOpenSlotStarts: "weekly availability in the teacher\'s zone plus date exceptions"', () => {
  const madrid: Availability = { zone: 'Europe/Madrid', weekly: [{ weekday: 1, start: '09:00', end: '10:30' }], exceptions: [] };

  it("offers every 30-minute start of a range in the teacher's zone, the last one ending at the range end", () => {
    // Monday 2026-03-02 in Madrid is UTC+01:00.
    const slots = getOpenSlotStarts({ availability: madrid, from: at('2026-03-02T00:00Z'), to: at('2026-03-03T00:00Z') });
    expect(isoList(slots)).toEqual(['2026-03-02T08:00', '2026-03-02T08:30', '2026-03-02T09:00']);
  });

  it("repeats weekly and follows the zone's summer time", () => {
    const slots = getOpenSlotStarts({ availability: madrid, from: at('2026-03-23T00:00Z'), to: at('2026-04-07T00:00Z') });
    // 23 March (UTC+1), then 30 March and 6 April (UTC+2).
    expect(isoList(slots)).toEqual([
      '2026-03-23T08:00',
      '2026-03-23T08:30',
      '2026-03-23T09:00',
      '2026-03-30T07:00',
      '2026-03-30T07:30',
      '2026-03-30T08:00',
      '2026-04-06T07:00',
      '2026-04-06T07:30',
      '2026-04-06T08:00',
    ]);
  });

  it("an exception with no ranges is a day off; one with ranges replaces that day's weekly hours", () => {
    const availability: Availability = {
      ...madrid,
      exceptions: [
        { date: '2026-03-02', ranges: [] },
        { date: '2026-03-09', ranges: [{ start: '18:00', end: '19:00' }] },
        { date: '2026-03-11', ranges: [{ start: '12:00', end: '12:30' }] },
      ],
    };
    const slots = getOpenSlotStarts({ availability, from: at('2026-03-01T00:00Z'), to: at('2026-03-17T00:00Z') });
    expect(isoList(slots)).toEqual([
      '2026-03-09T17:00',
      '2026-03-09T17:30',
      '2026-03-11T11:00',
      '2026-03-16T08:00',
      '2026-03-16T08:30',
      '2026-03-16T09:00',
    ]);
  });

  it('an end of 24:00 offers 23:30; a range crossing UTC midnight stays on its local date', () => {
    const tokyo: Availability = { zone: 'Asia/Tokyo', weekly: [{ weekday: 3, start: '23:00', end: '24:00' }], exceptions: [] };
    const slots = getOpenSlotStarts({ availability: tokyo, from: at('2026-03-01T00:00Z'), to: at('2026-03-08T00:00Z') });
    // Wednesday 4 March 23:00 in Tokyo (UTC+9) is 14:00Z.
    expect(isoList(slots)).toEqual(['2026-03-04T14:00', '2026-03-04T14:30']);
  });

  it('a local time the clocks skip does not exist: Madrid 29 March 02:00-03:00 offers nothing', () => {
    const availability: Availability = { zone: 'Europe/Madrid', weekly: everyDay('01:00', '04:00'), exceptions: [] };
    const slots = getOpenSlotStarts({ availability, from: at('2026-03-29T00:00+01:00'), to: at('2026-03-30T00:00+02:00') });
    expect(slots.map((s) => new Date(s).toISOString())).toEqual([
      '2026-03-29T00:00:00.000Z', // 01:00 CET
      '2026-03-29T00:30:00.000Z', // 01:30 CET
      '2026-03-29T01:00:00.000Z', // 03:00 CEST (02:00 and 02:30 never happen)
      '2026-03-29T01:30:00.000Z', // 03:30 CEST
    ]);
  });

  it('a repeated hour offers both of its instants once each: New York 1 November 01:00-02:00', () => {
    const availability: Availability = { zone: 'America/New_York', weekly: everyDay('00:30', '02:00'), exceptions: [] };
    const slots = getOpenSlotStarts({ availability, from: at('2026-11-01T00:00-04:00'), to: at('2026-11-02T00:00-05:00') });
    expect(slots.map((s) => new Date(s).toISOString())).toEqual([
      '2026-11-01T04:30:00.000Z', // 00:30 EDT
      '2026-11-01T05:00:00.000Z', // 01:00 EDT
      '2026-11-01T05:30:00.000Z', // 01:30 EDT
      '2026-11-01T06:00:00.000Z', // 01:00 EST
      '2026-11-01T06:30:00.000Z', // 01:30 EST
    ]);
  });

  it('the window is half-open: a slot at `to` is left out, one at `from` is in', () => {
    const utc: Availability = { zone: 'UTC', weekly: everyDay('09:00', '10:00'), exceptions: [] };
    const nine = at('2026-03-02T09:00Z');
    expect(getOpenSlotStarts({ availability: utc, from: nine, to: nine + LESSON_SLOT_MS })).toEqual([nine]);
    expect(getOpenSlotStarts({ availability: utc, from: nine + 1, to: nine + LESSON_SLOT_MS })).toEqual([]);
    expect(getOpenSlotStarts({ availability: utc, from: nine - 1, to: nine })).toEqual([]);
    expect(getOpenSlotStarts({ availability: utc, from: nine, to: nine })).toEqual([]);
  });

  it('getRangesOnDate reads the exception first', () => {
    expect(getRangesOnDate({ availability: { ...madrid, exceptions: [{ date: '2026-03-02', ranges: [] }] }, date: '2026-03-02' })).toEqual(
      [],
    );
    expect(getRangesOnDate({ availability: madrid, date: '2026-03-02' })).toEqual([{ weekday: 1, start: '09:00', end: '10:30' }]);
  });

  it('getWeeklyMinutes adds the weekly ranges', () => {
    expect(getWeeklyMinutes({ weekly: [...everyDay('09:00', '10:00'), { weekday: 1, start: '18:00', end: '24:00' }] })).toBe(
      7 * 60 + 6 * 60,
    );
  });
});

const DST_ZONES = ['Europe/Madrid', 'America/New_York', 'Australia/Sydney', 'UTC'] as const;
const rangeArb = fc
  .tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 47 }), fc.integer({ min: 1, max: 48 }))
  .map(([weekday, a, len]) => {
    const b = Math.min(48, a + len);
    const t = (k: number): string => (k === 48 ? '24:00' : `${pad(Math.floor(k / 2))}:${pad((k % 2) * 30)}`);
    return { weekday, start: t(a), end: t(b) };
  });
// Windows around the 2026 DST nights of the zones above, and ordinary weeks.
const windowStartArb = fc.constantFrom(
  at('2026-03-07T00:00Z'),
  at('2026-03-28T00:00Z'),
  at('2026-10-24T00:00Z'),
  at('2026-10-31T00:00Z'),
  at('2026-04-04T00:00Z'),
  at('2026-06-10T00:00Z'),
);

describe('getOpenSlotStarts properties', () => {
  it("every slot is inside the window, ascending without repeats, and reads in the zone as a grid time inside one of that date's ranges", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DST_ZONES),
        fc.array(rangeArb, { maxLength: 4 }),
        windowStartArb,
        fc.integer({ min: 0, max: 3 * DAY_MS }),
        (zone, weekly, from, length) => {
          const availability: Availability = { zone, weekly, exceptions: [] };
          const to = from + length;
          const slots = getOpenSlotStarts({ availability, from, to });
          for (let i = 0; i < slots.length; i += 1) {
            const s = slots[i]!;
            expect(s).toBeGreaterThanOrEqual(from);
            expect(s).toBeLessThan(to);
            if (i > 0) expect(s).toBeGreaterThan(slots[i - 1]!);
            const p = getZonedParts(s, zone);
            expect(p.minute % 30).toBe(0);
            const minute = p.hour * 60 + p.minute;
            const inRange = weekly.some((r) => {
              const [sh, sm] = r.start.split(':').map(Number) as [number, number];
              const [eh, em] = r.end.split(':').map(Number) as [number, number];
              return r.weekday === p.weekday && minute >= sh * 60 + sm && minute + 30 <= eh * 60 + em;
            });
            expect(inRange).toBe(true);
          }
        },
      ),
    );
  });

  it('splitting the window anywhere changes nothing (boundaries -1 ms, exact, +1 ms around a slot)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DST_ZONES),
        fc.array(rangeArb, { minLength: 1, maxLength: 3 }),
        windowStartArb,
        fc.integer({ min: 0, max: 2 * 48 }),
        fc.constantFrom(-1, 0, 1),
        (zone, weekly, from, k, delta) => {
          const availability: Availability = { zone, weekly, exceptions: [] };
          const to = from + 2 * DAY_MS;
          // A cut outside [from, to] would widen a part past the window (k = 96 with +1 ms is to + 1 ms).
          const cut = Math.min(to, Math.max(from, from + k * LESSON_SLOT_MS + delta));
          const whole = getOpenSlotStarts({ availability, from, to });
          const parts = [...getOpenSlotStarts({ availability, from, to: cut }), ...getOpenSlotStarts({ availability, from: cut, to })];
          expect(parts).toEqual(whole);
        },
      ),
    );
  });

  it('a day with a DST change offers its real length: a 00:00-24:00 day in New York gives 46, 48 or 50 slots', () => {
    for (const [date, expected] of [
      ['2026-03-08', 46],
      ['2026-03-09', 48],
      ['2026-11-01', 50],
    ] as const) {
      const availability: Availability = {
        zone: 'America/New_York',
        weekly: [],
        exceptions: [{ date, ranges: [{ start: '00:00', end: '24:00' }] }],
      };
      const slots = getOpenSlotStarts({ availability, from: at(`${date}T00:00Z`) - DAY_MS, to: at(`${date}T00:00Z`) + 2 * DAY_MS });
      expect(slots).toHaveLength(expected);
      expect(new Set(slots).size).toBe(expected);
    }
  });
});

describe('withoutBusyTime: a class or booked lesson keeps its time closed', () => {
  const T = at('2026-03-02T09:00Z');
  it('drops the slots a busy interval shares an instant with; touching ends keep theirs', () => {
    const slots = [T, T + LESSON_SLOT_MS, T + 2 * LESSON_SLOT_MS, T + 3 * LESSON_SLOT_MS];
    expect(withoutBusyTime({ slots, busy: [{ start: T + LESSON_SLOT_MS, end: T + 2 * LESSON_SLOT_MS }] })).toEqual([
      T,
      T + 2 * LESSON_SLOT_MS,
      T + 3 * LESSON_SLOT_MS,
    ]);
  });

  it('a busy interval ending at the slot start -1 ms / exactly / +1 ms: kept, kept, dropped', () => {
    const cases = [
      [-1, [T]],
      [0, [T]],
      [1, []],
    ] as const;
    for (const [delta, expected] of cases) {
      expect(withoutBusyTime({ slots: [T], busy: [{ start: T - HOUR_MS, end: T + delta }] })).toEqual(expected);
    }
  });

  it('a busy interval starting at the slot end -1 ms / exactly / +1 ms: dropped, kept, kept', () => {
    const end = T + LESSON_SLOT_MS;
    const cases = [
      [-1, []],
      [0, [T]],
      [1, [T]],
    ] as const;
    for (const [delta, expected] of cases) {
      expect(withoutBusyTime({ slots: [T], busy: [{ start: end + delta, end: end + 60 * MINUTE_MS }] })).toEqual(expected);
    }
  });
});
