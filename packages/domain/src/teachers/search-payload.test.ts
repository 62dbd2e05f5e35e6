import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { zoneArb } from '../testing/arbitraries';
import { dayStartCaseArb, firstInstantOfLocalDay } from '../testing/day-start-oracle';
import { localDayNumber } from '../testing/search-builders';
import { T0 } from '../testing/builders';
import { teacherSearchQueryArb } from '../testing/teachers-builders';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time/constants';
import { buildTeacherSearchPayload, getSpecifyTime, getTeacherSearchPageSize, IN_72H_WINDOW_MS } from './search-payload';
import { TeacherSearchPayloadSchema, TimeRangeSchema } from './search-payload-schema';
import { EMPTY_TEACHER_SEARCH_QUERY, expandTimeBlocks, parseTeacherSearchQuery } from './search-query';

const QUARTER_HOUR_MS = 15 * MINUTE_MS;

// Oracle: the first quarter-hour instant whose wall clock in `zone` reads `local` ('yyyy-MM-dd HH:mm') or later.
// Every offset and DST change of the zones under test falls on a quarter hour.
function firstInstantAtOrAfter(local: string, zone: string): number {
  const naiveUtc = DateTime.fromFormat(local, 'yyyy-MM-dd HH:mm', { zone: 'UTC' }).toMillis();
  for (let t = naiveUtc - 15 * HOUR_MS; ; t += QUARTER_HOUR_MS) {
    if (DateTime.fromMillis(t, { zone }).toFormat('yyyy-MM-dd HH:mm') >= local) return t;
  }
}

function nextDay(day: string): string {
  return DateTime.fromISO(day, { zone: 'UTC' }).plus({ days: 1 }).toISODate() ?? '';
}

function expectScanOracle(specificDay: string, specificHours: number[], zone: string): void {
  const got = getSpecifyTime({ specificDay, specificHours, zone });
  const first = specificHours.length === 0 ? 0 : Math.min(...specificHours);
  const last = specificHours.length === 0 ? 23 : Math.max(...specificHours);
  const start = firstInstantAtOrAfter(`${specificDay} ${String(first).padStart(2, '0')}:00`, zone);
  const end =
    last === 23
      ? firstInstantAtOrAfter(`${nextDay(specificDay)} 00:00`, zone)
      : firstInstantAtOrAfter(`${specificDay} ${String(last + 1).padStart(2, '0')}:00`, zone);
  if (start >= end) {
    expect(got).toBeNull();
    return;
  }
  expect(got).not.toBeNull();
  expect(Date.parse(got?.start_time ?? '')).toBe(start);
  expect(Date.parse(got?.end_time ?? '')).toBe(end);
}

const base = { language: 'english', userTimezone: 'Europe/Berlin', now: T0 } as const;

describe('buildTeacherSearchPayload: 001 §3 "Teacher search payload"', () => {
  it('maps every filter of the query to its payload field', () => {
    const query = parseTeacherSearchQuery({
      teacher_type: 'pro',
      tags: 'CA003',
      childTags: 'IELTS,TOEFL',
      speaks: 'spanish',
      day: '0,6',
      time: '2',
      from: 'US',
      trial_lesson: '1',
      instant_booking: '1',
      is_native: '1',
      minPrice: '10',
      maxPrice: '25.5',
      keyword: 'grammar',
      instant_lesson_status: '1',
      page: '3',
    });
    const payload = buildTeacherSearchPayload({ ...base, query });
    expect(payload).toEqual({
      teacher_info: {
        instant_lesson_status: 1,
        origin_country_id: 'US',
        has_trial: 1,
        course_category: ['CA003'],
        course_tags: ['IELTS', 'TOEFL'],
        teacher_type: 1,
        instant_booking: 1,
      },
      teach_language: { language: 'english', min_price: 1000, max_price: 2550, is_native: 1 },
      week_time_user: { time_list: [8, 9, 10, 11], weekday: [0, 6] },
      keyword: 'grammar',
      speak_language_and: ['spanish'],
      page: 3,
      page_size: 20,
      user_timezone: 'Europe/Berlin',
    });
    expect(TeacherSearchPayloadSchema.parse(payload)).toEqual(payload);
  });
  it('"teacher_type (1 = pro, 2 = tutor)"', () => {
    expect(
      buildTeacherSearchPayload({ ...base, query: parseTeacherSearchQuery({ teacher_type: 'tutor' }) }).teacher_info.teacher_type,
    ).toBe(2);
    expect(buildTeacherSearchPayload({ ...base, query: EMPTY_TEACHER_SEARCH_QUERY }).teacher_info).toEqual({});
  });
  it('"page_size 20, or 9 for instant lessons" and 3 for the instant-teacher block (page 1)', () => {
    expect(getTeacherSearchPageSize('search')).toBe(20);
    expect(getTeacherSearchPageSize('instant')).toBe(9);
    expect(getTeacherSearchPageSize('instantBlock')).toBe(3);
    const query = parseTeacherSearchQuery({ page: '4' });
    const instant = buildTeacherSearchPayload({ ...base, query, mode: 'instant' });
    expect(instant).toMatchObject({ page: 4, page_size: 9, teacher_info: { instant_lesson_status: 1 } });
    expect(buildTeacherSearchPayload({ ...base, query, mode: 'instantBlock' })).toMatchObject({ page: 1, page_size: 3 });
    expect(buildTeacherSearchPayload({ ...base, query: EMPTY_TEACHER_SEARCH_QUERY }).page).toBe(1);
  });
  it('in72h -> has_get_only_72h_data and a 72 h time_period from now, in the user zone', () => {
    const payload = buildTeacherSearchPayload({ ...base, query: parseTeacherSearchQuery({ in72h: 'true' }) });
    expect(payload.has_get_only_72h_data).toBe(1);
    expect(payload.time_period).toEqual({ start_time: '2026-03-10T13:00:00.000+01:00', end_time: '2026-03-13T13:00:00.000+01:00' });
    expect(Date.parse(payload.time_period?.end_time ?? '') - Date.parse(payload.time_period?.start_time ?? '')).toBe(IN_72H_WINDOW_MS);
  });
  it('the path country is the origin country unless `from` is given; a -speaking path language joins speak_language_and', () => {
    const q = parseTeacherSearchQuery({ speaks: 'french' });
    expect(buildTeacherSearchPayload({ ...base, query: q, country: 'GB', speakingLanguage: 'Spanish' })).toMatchObject({
      teacher_info: { origin_country_id: 'GB' },
      speak_language_and: ['french', 'spanish'],
    });
    const withFrom = parseTeacherSearchQuery({ from: 'US' });
    expect(buildTeacherSearchPayload({ ...base, query: withFrom, country: 'GB' }).teacher_info.origin_country_id).toBe('US');
  });
  it('an invalid or missing user zone is sent as UTC', () => {
    expect(buildTeacherSearchPayload({ ...base, userTimezone: 'Mars/Base', query: EMPTY_TEACHER_SEARCH_QUERY }).user_timezone).toBe('UTC');
    expect(buildTeacherSearchPayload({ ...base, userTimezone: null, query: EMPTY_TEACHER_SEARCH_QUERY }).user_timezone).toBe('UTC');
  });
  it('property: every payload passes the schema and mirrors the query (independent field-by-field oracle)', () => {
    fc.assert(
      fc.property(
        teacherSearchQueryArb,
        zoneArb,
        fc.constantFrom('search' as const, 'instant' as const, 'instantBlock' as const),
        (query, zone, mode) => {
          const p = buildTeacherSearchPayload({ query, language: 'German', userTimezone: zone, now: T0, mode });
          expect(TeacherSearchPayloadSchema.safeParse(p).success).toBe(true);
          expect(p.teach_language.language).toBe('german');
          expect(p.teacher_info.course_category ?? []).toEqual(query.tags);
          expect(p.teacher_info.course_tags ?? []).toEqual(query.childTags);
          expect(p.teacher_info.has_trial === 1).toBe(query.trial_lesson);
          expect(p.teacher_info.instant_booking === 1).toBe(query.instant_booking);
          expect(p.teach_language.is_native === 1).toBe(query.is_native);
          expect(p.teach_language.min_price).toBe(query.minPrice);
          expect(p.teach_language.max_price).toBe(query.maxPrice);
          expect(p.week_time_user?.time_list ?? []).toEqual(query.time.flatMap((n) => [4 * n, 4 * n + 1, 4 * n + 2, 4 * n + 3]));
          expect(p.week_time_user?.weekday ?? []).toEqual(query.day);
          expect(p.has_get_only_72h_data === 1).toBe(query.in72h);
          expect(p.keyword).toBe(query.keyword);
          expect(p.page_size).toBe({ search: 20, instant: 9, instantBlock: 3 }[mode]);
          expect(p.page).toBe(mode === 'instantBlock' ? 1 : (query.page ?? 1));
          expect(p.user_timezone).toBe(zone);
        },
      ),
    );
  });
});

describe('getSpecifyTime: "specificDay + specificHours -> specify_time in the user\'s zone"', () => {
  it('a whole day without hours, also across the 23 h spring-forward day in Berlin', () => {
    expect(getSpecifyTime({ specificDay: '2026-03-29', specificHours: [], zone: 'Europe/Berlin' })).toEqual({
      start_time: '2026-03-29T00:00:00.000+01:00',
      end_time: '2026-03-30T00:00:00.000+02:00',
    });
  });
  it('hours 9 and 10 -> [09:00, 11:00); hour 23 ends at the next midnight; the 25 h fall-back day in Sydney', () => {
    expect(getSpecifyTime({ specificDay: '2026-03-29', specificHours: [9, 10], zone: 'Europe/Berlin' })).toEqual({
      start_time: '2026-03-29T09:00:00.000+02:00',
      end_time: '2026-03-29T11:00:00.000+02:00',
    });
    expect(getSpecifyTime({ specificDay: '2026-04-05', specificHours: [23], zone: 'Australia/Sydney' })).toEqual({
      start_time: '2026-04-05T23:00:00.000+10:00',
      end_time: '2026-04-06T00:00:00.000+10:00',
    });
    const sydneyDay = getSpecifyTime({ specificDay: '2026-04-05', specificHours: [], zone: 'Australia/Sydney' });
    expect(Date.parse(sydneyDay?.end_time ?? '') - Date.parse(sydneyDay?.start_time ?? '')).toBe(25 * HOUR_MS);
  });
  it('an hour that happens twice (Berlin 02:00 on 2026-10-25) covers both: [02:00+02:00, 03:00+01:00), 2 h', () => {
    expect(getSpecifyTime({ specificDay: '2026-10-25', specificHours: [2], zone: 'Europe/Berlin' })).toEqual({
      start_time: '2026-10-25T02:00:00.000+02:00',
      end_time: '2026-10-25T03:00:00.000+01:00',
    });
  });
  it('days whose midnight is skipped or repeated start at their first instant (São Paulo 2018-11-04, Havana 2026-11-01)', () => {
    expect(getSpecifyTime({ specificDay: '2018-11-04', specificHours: [], zone: 'America/Sao_Paulo' })).toEqual({
      start_time: '2018-11-04T01:00:00.000-02:00',
      end_time: '2018-11-05T00:00:00.000-02:00',
    });
    expect(getSpecifyTime({ specificDay: '2026-11-01', specificHours: [], zone: 'America/Havana' })).toEqual({
      start_time: '2026-11-01T00:00:00.000-04:00',
      end_time: '2026-11-02T00:00:00.000-05:00',
    });
    expect(getSpecifyTime({ specificDay: '2011-12-30', specificHours: [], zone: 'Pacific/Apia' })).toBeNull();
  });
  it('an hour that does not exist (Berlin 02:00 on 2026-03-29) gives no range; no day gives none', () => {
    expect(getSpecifyTime({ specificDay: '2026-03-29', specificHours: [2], zone: 'Europe/Berlin' })).toBeNull();
    expect(getSpecifyTime({ specificDay: undefined, specificHours: [9], zone: 'Europe/Berlin' })).toBeNull();
  });
  it('property: a whole day is [first instant of the day, first instant of the next day), also where DST changes at midnight', () => {
    fc.assert(
      fc.property(dayStartCaseArb, ({ zone, now, days }) => {
        const day = localDayNumber(now, zone) + days;
        const specificDay = new Date(day * DAY_MS).toISOString().slice(0, 10);
        const got = getSpecifyTime({ specificDay, specificHours: [], zone });
        const start = firstInstantOfLocalDay(day, zone);
        const end = firstInstantOfLocalDay(day + 1, zone);
        if (start === end)
          expect(got).toBeNull(); // a date the zone skipped (Pacific/Apia 2011-12-30)
        else expect([Date.parse(got?.start_time ?? ''), Date.parse(got?.end_time ?? '')]).toEqual([start, end]);
      }),
      { numRuns: 500 },
    );
  });
  it('property: hours of a day near a midnight DST change or a skipped date (quarter-hour scan oracle)', () => {
    const hours = fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(dayStartCaseArb, hours, ({ zone, now, days }, specificHours) => {
        const specificDay = new Date((localDayNumber(now, zone) + days) * DAY_MS).toISOString().slice(0, 10);
        expectScanOracle(specificDay, specificHours, zone);
      }),
      { numRuns: 300 },
    );
    expectScanOracle('2011-12-30', [5], 'Pacific/Apia');
    expectScanOracle('2026-11-01', [0], 'America/Havana');
  });
  it('property: start and end are the first instants at the wall-clock boundaries of the day (quarter-hour scan oracle)', () => {
    const day = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 11, 31) }).map((t) => new Date(t).toISOString().slice(0, 10));
    const dstDays = fc.constantFrom(
      '2026-03-29',
      '2026-10-25',
      '2026-03-08',
      '2026-11-01',
      '2026-04-05',
      '2026-10-04',
      '2026-03-28',
      '2026-10-26',
    );
    const hours = fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { maxLength: 4 });
    fc.assert(fc.property(fc.oneof(day, dstDays), hours, zoneArb, expectScanOracle));
  });
});

describe('TeacherSearchPayloadSchema: what the server accepts', () => {
  const valid = buildTeacherSearchPayload({ ...base, query: EMPTY_TEACHER_SEARCH_QUERY });
  it('accepts page_size 1..20 inclusive and page from 1', () => {
    expect(TeacherSearchPayloadSchema.safeParse({ ...valid, page_size: 20 }).success).toBe(true);
    expect(TeacherSearchPayloadSchema.safeParse({ ...valid, page_size: 21 }).success).toBe(false);
    expect(TeacherSearchPayloadSchema.safeParse({ ...valid, page_size: 0 }).success).toBe(false);
    expect(TeacherSearchPayloadSchema.safeParse({ ...valid, page: 0 }).success).toBe(false);
    expect(TeacherSearchPayloadSchema.safeParse({ ...valid, page: 1.5 }).success).toBe(false);
  });
  it('refuses unknown teacher types, bad zones, long keywords, out-of-range slots and empty or inverted ranges', () => {
    expect(TeacherSearchPayloadSchema.safeParse({ ...valid, teacher_info: { teacher_type: 3 } }).success).toBe(false);
    expect(TeacherSearchPayloadSchema.safeParse({ ...valid, user_timezone: 'Mars/Base' }).success).toBe(false);
    expect(TeacherSearchPayloadSchema.safeParse({ ...valid, keyword: 'a'.repeat(201) }).success).toBe(false);
    expect(TeacherSearchPayloadSchema.safeParse({ ...valid, keyword: 'a'.repeat(200) }).success).toBe(true);
    expect(TeacherSearchPayloadSchema.safeParse({ ...valid, keyword: '😀'.repeat(200) }).success).toBe(true);
    expect(TeacherSearchPayloadSchema.safeParse({ ...valid, week_time_user: { time_list: [24], weekday: [] } }).success).toBe(false);
    expect(TeacherSearchPayloadSchema.safeParse({ ...valid, week_time_user: { time_list: [23], weekday: [7] } }).success).toBe(false);
    const t = '2026-03-10T10:00:00.000Z';
    expect(TeacherSearchPayloadSchema.safeParse({ ...valid, specify_time: { start_time: t, end_time: t } }).success).toBe(false);
    expect(
      TeacherSearchPayloadSchema.safeParse({ ...valid, specify_time: { start_time: t, end_time: '2026-03-10T10:00:00.001Z' } }).success,
    ).toBe(true);
  });
  it('accepts the count-only flag of 001 §7.2', () => {
    expect(TeacherSearchPayloadSchema.safeParse({ ...valid, has_get_only_total: 1 }).success).toBe(true);
  });
  it('expandTimeBlocks output is always within the schema range', () => {
    expect(expandTimeBlocks([5]).every((s) => s <= 23)).toBe(true);
  });
});

describe('TimeRangeSchema', () => {
  it('refuses a calendar-impossible date and an empty range', () => {
    expect(TimeRangeSchema.safeParse({ start_time: '2026-02-30T10:00:00Z', end_time: '2026-03-01T10:00:00Z' }).success).toBe(false);
    expect(TimeRangeSchema.safeParse({ start_time: '2026-03-01T10:00:00Z', end_time: '2026-03-01T10:00:00Z' }).success).toBe(false);
    expect(TimeRangeSchema.safeParse({ start_time: '2026-03-01T10:00:00+01:00', end_time: '2026-03-01T10:00:00Z' }).success).toBe(true);
  });
});
