// Builders and arbitraries for the search, levels and day-grouping tests.
import fc from 'fast-check';
import { DAY_MS, HOUR_MS } from '../time/constants';
import { zoneArb } from './arbitraries';
import type { GroupClassSearchFilters } from '../search/group-class-filters';
import type { LevelFilterCode } from '../levels/level-filter-codes';
import type { DaytimeSlot, WeekdayIndex } from '../time/day-slots';
import { START_WINDOWS } from '../time/day-start-windows';

/** The 2026 DST changes of the three zones the house style names (epoch ms of the change). */
export const DST_CHANGES_2026 = [
  { zone: 'Europe/Berlin', at: Date.UTC(2026, 2, 29, 1) },
  { zone: 'Europe/Berlin', at: Date.UTC(2026, 9, 25, 1) },
  { zone: 'America/New_York', at: Date.UTC(2026, 2, 8, 7) },
  { zone: 'America/New_York', at: Date.UTC(2026, 10, 1, 6) },
  { zone: 'Australia/Sydney', at: Date.UTC(2026, 3, 4, 16) },
  { zone: 'Australia/Sydney', at: Date.UTC(2026, 9, 3, 16) },
] as const;

/** `now` within 10 days either side of a 2026 DST change, with that change's zone. */
export const dstNowArb = fc
  .tuple(fc.constantFrom(...DST_CHANGES_2026), fc.integer({ min: -10 * DAY_MS, max: 10 * DAY_MS }))
  .map(([change, offset]) => ({ zone: change.zone, now: change.at + offset }));

/** Any zone of `zoneArb` and a `now` in 2026, or a `now` near a DST change of its zone. */
export const zonedNowArb = fc.oneof(
  dstNowArb,
  fc.record({ zone: zoneArb, now: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }) }),
);

/** A class start from 2 days before to 12 days after `now`, in whole minutes or arbitrary ms. */
export const startOffsetArb = fc.oneof(
  fc.integer({ min: -2 * DAY_MS, max: 12 * DAY_MS }),
  fc.integer({ min: -48, max: 12 * 24 }).map((h) => h * HOUR_MS),
);

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Oracle independent of luxon: the local calendar date of an instant, as a day number (days since 1970-01-01). */
export function localDayNumber(ms: number, zone: string): number {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(ms).map((p) => [p.type, p.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / DAY_MS;
}

/**
 * Oracle independent of luxon and of the package: the first millisecond of the local day
 * `daysAhead` days after `now`'s local day (its local midnight), found by bisection on the Intl
 * calendar date (`localDayNumber`).
 */
export function findLocalMidnight({ now, zone, daysAhead }: { now: number; zone: string; daysAhead: number }): number {
  const target = localDayNumber(now, zone) + daysAhead;
  let lo = now + (daysAhead - 2) * DAY_MS; // surely an earlier local day
  let hi = now + (daysAhead + 1) * DAY_MS; // surely the target day or later
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (localDayNumber(mid, zone) >= target) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** Oracle independent of luxon: the local hour (0..23) and weekday (0 = Monday) of an instant. */
export function localHourAndWeekday(ms: number, zone: string): { hour: number; weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23', weekday: 'short' })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(String(parts.weekday));
  return { hour: Number(parts.hour), weekday };
}

/** A filter set with nothing chosen, with overrides: `makeSearchFilters({ levels: [1, 3] })`. */
export function makeSearchFilters(overrides: Partial<GroupClassSearchFilters> = {}): GroupClassSearchFilters {
  return { levels: [], weekdays: [], daytime: [], category: [], tag: [], price: null, keyword: '', classtype: '1', ...overrides };
}

/** Text with letters (accented, combining, non-Latin), digits, spaces and junk, for sanitising tests. */
export const messyTextArb = fc.oneof(
  fc.string({
    unit: fc.constantFrom(
      'a',
      'Z',
      'é',
      'ß',
      'ñ',
      'е',
      '日',
      '한',
      'ا',
      '\u0301',
      '1',
      '9',
      '٣',
      ' ',
      ' ',
      '\t',
      '\n',
      '-',
      '+',
      '&',
      '=',
      '%',
      '#',
      '?',
      '[',
      ']',
      ',',
      '.',
      '"',
      '😀',
      '/',
      "'",
    ),
    maxLength: 40,
  }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

/** Any (possibly unnormalised) filter set whose values are within range; `date` present or absent. */
export const searchFiltersArb: fc.Arbitrary<GroupClassSearchFilters> = fc.record(
  {
    levels: fc.array(fc.constantFrom<LevelFilterCode>(1, 2, 3, 4, 5, 6), { maxLength: 8 }),
    weekdays: fc.array(fc.constantFrom<WeekdayIndex>(0, 1, 2, 3, 4, 5, 6), { maxLength: 9 }),
    daytime: fc.array(fc.constantFrom<DaytimeSlot>(0, 1, 2, 3, 4, 5), { maxLength: 8 }),
    category: fc.array(fc.oneof(fc.constantFrom('CA001', 'CA002', 'CA003', 'CA004', 'CA005'), messyTextArb), { maxLength: 4 }),
    tag: fc.array(fc.oneof(fc.constantFrom('IELTS', 'TOEFL', 'Job interview', 'Café'), messyTextArb), { maxLength: 4 }),
    price: fc.option(fc.oneof(fc.constantFrom('0-10', '10-20', '20-', '5.5,9'), fc.string({ maxLength: 40 })), { nil: null }),
    keyword: fc.oneof(messyTextArb, fc.string({ unit: fc.constantFrom('a', 'é', ' ', '1'), minLength: 190, maxLength: 230 })),
    classtype: fc.constantFrom('1' as const, '2' as const),
    date: fc.constantFrom(...START_WINDOWS),
  },
  { requiredKeys: ['levels', 'weekdays', 'daytime', 'category', 'tag', 'price', 'keyword', 'classtype'] },
);
