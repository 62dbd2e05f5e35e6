import { DAY_MS } from '../time/constants';
import { localWallMs } from './local-time';
import { SERIES_MAX_WEEKS } from './constants';

/** ISO weekdays: 1 = Monday ... 7 = Sunday. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];

/** Issue 14: "a series (weekly on chosen weekdays for N weeks)". */
export interface WeeklySeries {
  readonly weekdays: readonly number[];
  readonly weeks: number;
}

/** The ISO weekday of a `YYYY-MM-DD` calendar date (the date alone: zones do not change weekdays). */
export function getIsoWeekday(date: string): IsoWeekday {
  const day = new Date(localWallMs({ date, time: '00:00' })).getUTCDay();
  return (day === 0 ? 7 : day) as IsoWeekday;
}

/**
 * Issue 14: "a series (weekly on chosen weekdays for N weeks), each a class of its own." The
 * calendar dates of a series starting on `date`: every date of the `weeks` x 7 days from `date`
 * (inclusive) whose weekday is chosen, in order. Without a series, `[date]`. Dates, not instants:
 * each is resolved in the zone on its own, so a series across a DST change keeps its wall time.
 * `weeks` is 1..SERIES_MAX_WEEKS and each weekday 1..7, else a RangeError.
 * @example listSeriesDates({ date: '2026-03-02', series: { weekdays: [1, 3], weeks: 2 } }) // ['2026-03-02', '2026-03-04', '2026-03-09', '2026-03-11']
 */
export function listSeriesDates({ date, series }: { date: string; series?: WeeklySeries | null | undefined }): string[] {
  const first = localWallMs({ date, time: '00:00' });
  if (!series) return [date];
  if (!Number.isInteger(series.weeks) || series.weeks < 1 || series.weeks > SERIES_MAX_WEEKS)
    throw new RangeError(`series.weeks: an integer 1..${SERIES_MAX_WEEKS}: ${series.weeks}`);
  if (series.weekdays.some((d) => !ISO_WEEKDAYS.includes(d as IsoWeekday)))
    throw new RangeError(`series.weekdays: ISO weekdays 1..7: ${series.weekdays.join(',')}`);
  const chosen = new Set(series.weekdays);
  const dates: string[] = [];
  for (let i = 0; i < series.weeks * 7; i += 1) {
    const day = new Date(first + i * DAY_MS).toISOString().slice(0, 10);
    if (chosen.has(getIsoWeekday(day))) dates.push(day);
  }
  return dates;
}
