import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantArb, zoneArb } from '../testing/arbitraries';
import { dstNowArb, localHourAndWeekday } from '../testing/search-builders';
import {
  DAYTIME_SLOTS,
  WEEKDAY_LABELS,
  WEEKDAY_SHORT_LABELS,
  formatDaytimeSlotLabel,
  getDaytimeSlotOf,
  getDaytimeSlotOfHour,
  getHourCodesOfDaytimeSlot,
  getHourCodesOfDaytimeSlots,
  getWeekdayIndexOf,
  isDaytimeSlot,
  isWeekdayIndex,
  matchesAvailability,
  usesTwelveHourClock,
  type DaytimeSlot,
  type WeekdayIndex,
} from './day-slots';

describe('daytime slots: "Daytime slot n maps to four hour codes 4n to 4n+3"', () => {
  it('slot 0 is hours 0-3, slot 5 is hours 20-23', () => {
    expect(getHourCodesOfDaytimeSlot(0)).toEqual([0, 1, 2, 3]);
    expect(getHourCodesOfDaytimeSlot(2)).toEqual([8, 9, 10, 11]);
    expect(getHourCodesOfDaytimeSlot(5)).toEqual([20, 21, 22, 23]);
  });

  it('a list expands in ascending order without repeats', () => {
    expect(getHourCodesOfDaytimeSlots([3, 0, 3])).toEqual([0, 1, 2, 3, 12, 13, 14, 15]);
    expect(getHourCodesOfDaytimeSlots([])).toEqual([]);
  });

  it('the inverse: hour 4n opens slot n, 4n-1 is still slot n-1', () => {
    for (const slot of DAYTIME_SLOTS) {
      expect(getDaytimeSlotOfHour(slot * 4)).toBe(slot);
      expect(getDaytimeSlotOfHour(slot * 4 + 3)).toBe(slot);
      if (slot > 0) expect(getDaytimeSlotOfHour(slot * 4 - 1)).toBe(slot - 1);
    }
    expect(() => getDaytimeSlotOfHour(-1)).toThrow(/hour/);
    expect(() => getDaytimeSlotOfHour(24)).toThrow(RangeError);
    expect(() => getDaytimeSlotOfHour(3.5)).toThrow(RangeError);
  });

  it('property: every hour 0..23 lies in exactly the slot whose codes contain it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), (hour) => {
        const owners = DAYTIME_SLOTS.filter((s) => getHourCodesOfDaytimeSlot(s).includes(hour));
        expect(owners).toEqual([getDaytimeSlotOfHour(hour)]);
      }),
    );
  });

  it('accepts exactly the slots 0..5 and the weekdays 0..6', () => {
    expect([-1, 0, 5, 6, 1.5, '1'].map(isDaytimeSlot)).toEqual([false, true, true, false, false, false]);
    expect([-1, 0, 6, 7, 1.5, '1'].map(isWeekdayIndex)).toEqual([false, true, true, false, false, false]);
  });
});

describe('formatDaytimeSlotLabel: "six 4-hour slots (00-04, ..., 20-24), shown in 12h or 24h format"', () => {
  it('12-hour labels', () => {
    expect(DAYTIME_SLOTS.map((slot) => formatDaytimeSlotLabel({ slot, twelveHour: true }))).toEqual([
      '12 AM - 4 AM',
      '4 AM - 8 AM',
      '8 AM - 12 PM',
      '12 PM - 4 PM',
      '4 PM - 8 PM',
      '8 PM - 12 AM',
    ]);
  });

  it('24-hour labels', () => {
    expect(DAYTIME_SLOTS.map((slot) => formatDaytimeSlotLabel({ slot, twelveHour: false }))).toEqual([
      '00:00 - 04:00',
      '04:00 - 08:00',
      '08:00 - 12:00',
      '12:00 - 16:00',
      '16:00 - 20:00',
      '20:00 - 24:00',
    ]);
  });

  it('"is_am (1 means the 12-hour clock)"', () => {
    expect(usesTwelveHourClock(1)).toBe(true);
    expect(usesTwelveHourClock(true)).toBe(true);
    expect(usesTwelveHourClock(0)).toBe(false);
    expect(usesTwelveHourClock(null)).toBe(false);
    expect(usesTwelveHourClock(undefined)).toBe(false);
  });
});

describe('weekdays: "Days of the week are indexed 0 to 6, starting from Monday"', () => {
  it('labels start on Monday', () => {
    expect(WEEKDAY_LABELS[0]).toBe('Monday');
    expect(WEEKDAY_LABELS[6]).toBe('Sunday');
    expect(WEEKDAY_SHORT_LABELS).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('2026-03-09 is a Monday (0) in UTC; Sunday 23:30 in New York is already Monday in UTC', () => {
    expect(getWeekdayIndexOf({ instant: '2026-03-09T10:00:00Z', zone: 'UTC' })).toBe(0);
    expect(getWeekdayIndexOf({ instant: '2026-03-09T03:30:00Z', zone: 'America/New_York' })).toBe(6);
    expect(getWeekdayIndexOf({ instant: '2026-03-09T03:30:00Z', zone: 'UTC' })).toBe(0);
  });

  it('an unknown zone falls back to UTC', () => {
    expect(getWeekdayIndexOf({ instant: '2026-03-09T03:30:00Z', zone: 'Mars/Base' })).toBe(0);
  });

  it('property: weekday and slot agree with an Intl oracle in any zone, including DST nights', () => {
    const check = (ms: number, zone: string): void => {
      const oracle = localHourAndWeekday(ms, zone);
      expect(getWeekdayIndexOf({ instant: ms, zone })).toBe(oracle.weekday);
      expect(getDaytimeSlotOf({ instant: ms, zone })).toBe(Math.floor(oracle.hour / 4));
    };
    fc.assert(
      fc.property(instantArb, zoneArb, (ms, zone) => {
        check(ms, zone);
      }),
    );
    fc.assert(
      fc.property(dstNowArb, ({ now, zone }) => {
        check(now, zone);
      }),
    );
  });

  it('a local 04:00 is slot 1, 1 ms before is slot 0 (Berlin, on the spring-forward day)', () => {
    const four = Date.parse('2026-03-29T04:00:00+02:00');
    expect(getDaytimeSlotOf({ instant: four - 1, zone: 'Europe/Berlin' })).toBe(0);
    expect(getDaytimeSlotOf({ instant: four, zone: 'Europe/Berlin' })).toBe(1);
    expect(getDaytimeSlotOf({ instant: four + 1, zone: 'Europe/Berlin' })).toBe(1);
  });
});

describe("matchesAvailability: \"Availability ('I'm available at'): days of week and time of day\"", () => {
  const mondayNineUtc = '2026-03-09T09:00:00Z';

  it('empty lists match anything; both dimensions must match', () => {
    expect(matchesAvailability({ start: mondayNineUtc, zone: 'UTC', weekdays: [], daytime: [] })).toBe(true);
    expect(matchesAvailability({ start: mondayNineUtc, zone: 'UTC', weekdays: [0], daytime: [2] })).toBe(true);
    expect(matchesAvailability({ start: mondayNineUtc, zone: 'UTC', weekdays: [1], daytime: [2] })).toBe(false);
    expect(matchesAvailability({ start: mondayNineUtc, zone: 'UTC', weekdays: [0], daytime: [3] })).toBe(false);
  });

  it('reads the start in the user zone (Tokyo: Monday 18:00, slot 4)', () => {
    expect(matchesAvailability({ start: mondayNineUtc, zone: 'Asia/Tokyo', weekdays: [0], daytime: [4] })).toBe(true);
  });

  it('property: equals the oracle membership test', () => {
    const weekdaysArb = fc.uniqueArray(fc.constantFrom<WeekdayIndex>(0, 1, 2, 3, 4, 5, 6));
    const daytimeArb = fc.uniqueArray(fc.constantFrom<DaytimeSlot>(0, 1, 2, 3, 4, 5));
    fc.assert(
      fc.property(instantArb, zoneArb, weekdaysArb, daytimeArb, (start, zone, weekdays, daytime) => {
        const o = localHourAndWeekday(start, zone);
        const expected =
          (weekdays.length === 0 || (weekdays as number[]).includes(o.weekday)) &&
          (daytime.length === 0 || (daytime as number[]).includes(Math.floor(o.hour / 4)));
        expect(matchesAvailability({ start, zone, weekdays, daytime })).toBe(expected);
      }),
    );
  });
});
