import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SERIES_MAX_WEEKS } from './constants';
import { getIsoWeekday, listSeriesDates } from './weekly-series';

describe('listSeriesDates: "a series (weekly on chosen weekdays for N weeks), each a class of its own"', () => {
  it('Mondays and Wednesdays for 2 weeks from Monday 2026-03-02', () => {
    expect(listSeriesDates({ date: '2026-03-02', series: { weekdays: [1, 3], weeks: 2 } })).toEqual([
      '2026-03-02',
      '2026-03-04',
      '2026-03-09',
      '2026-03-11',
    ]);
  });

  it('starts on the chosen date even when its weekday comes later in the week, and covers exactly N x 7 days', () => {
    // Thursday 2026-03-05, Mondays: 9, 16 (the 12th is not a Monday; the span ends on Wednesday the 18th).
    expect(listSeriesDates({ date: '2026-03-05', series: { weekdays: [1], weeks: 2 } })).toEqual(['2026-03-09', '2026-03-16']);
  });

  it('no series: the one date', () => {
    expect(listSeriesDates({ date: '2026-03-05' })).toEqual(['2026-03-05']);
  });

  it('refuses weeks outside 1..SERIES_MAX_WEEKS and weekdays outside 1..7', () => {
    expect(() => listSeriesDates({ date: '2026-03-05', series: { weekdays: [1], weeks: 0 } })).toThrow(/^series.weeks/);
    expect(() => listSeriesDates({ date: '2026-03-05', series: { weekdays: [1], weeks: SERIES_MAX_WEEKS + 1 } })).toThrow(/^series.weeks/);
    expect(() => listSeriesDates({ date: '2026-03-05', series: { weekdays: [0], weeks: 1 } })).toThrow(/^series.weekdays/);
    expect(listSeriesDates({ date: '2026-03-05', series: { weekdays: [1], weeks: SERIES_MAX_WEEKS } })).toHaveLength(SERIES_MAX_WEEKS);
  });

  it('ISO weekdays: 2026-03-01 is a Sunday (7), 2026-03-02 a Monday (1)', () => {
    expect(getIsoWeekday('2026-03-01')).toBe(7);
    expect(getIsoWeekday('2026-03-02')).toBe(1);
  });

  it('property: weeks x chosen weekdays dates, each on a chosen weekday, strictly increasing, within N weeks', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 1, max: SERIES_MAX_WEEKS }),
        (day, weekdays, weeks) => {
          const date = new Date(day).toISOString().slice(0, 10);
          const dates = listSeriesDates({ date, series: { weekdays, weeks } });
          expect(dates).toHaveLength(weekdays.length * weeks);
          for (const d of dates) expect(weekdays).toContain(getIsoWeekday(d));
          expect([...dates].sort()).toEqual(dates);
          expect(new Set(dates).size).toBe(dates.length);
          expect(dates[0]! >= date).toBe(true);
          expect(Date.parse(dates.at(-1)!) - Date.parse(date)).toBeLessThan(weeks * 7 * 86_400_000);
        },
      ),
    );
  });
});
