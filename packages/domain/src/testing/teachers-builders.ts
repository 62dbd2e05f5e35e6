// Builders and fast-check arbitraries for the teacher-search rules (src/teachers/).
import fc from 'fast-check';
import { DateTime } from 'luxon';
import type { TeacherSearchQuery, TeacherSearchRawQuery } from '../teachers/search-query';
import type { TeacherRatingFacts } from '../teachers/rating';
import { DAY_MS, HOUR_MS } from '../time/constants';
import { T0 } from './builders';

/** The DST zones the spec's property tests must cover. */
export const DST_ZONES = ['Europe/Berlin', 'America/New_York', 'Australia/Sydney'] as const;

/** Every instant of `year` (UTC hours) at which `zone`'s offset changes: its DST nights. */
export function findOffsetChanges(zone: string, year: number): number[] {
  const out: number[] = [];
  const from = Date.UTC(year, 0, 1);
  const to = Date.UTC(year + 1, 0, 1);
  let prev = DateTime.fromMillis(from, { zone }).offset;
  for (let t = from + HOUR_MS; t < to; t += HOUR_MS) {
    const offset = DateTime.fromMillis(t, { zone }).offset;
    if (offset !== prev) out.push(t);
    prev = offset;
  }
  return out;
}

const DST_CHANGES: readonly (readonly [string, number])[] = DST_ZONES.flatMap((zone) =>
  [2025, 2026, 2027].flatMap((year) => findOffsetChanges(zone, year).map((t) => [zone, t] as const)),
);

/** A DST zone and an instant within 4 days of one of its offset changes (2025-2027), in whole ms. */
export const dstNightArb = fc
  .record({
    change: fc.constantFrom(...DST_CHANGES),
    offset: fc.integer({ min: -4 * DAY_MS, max: 4 * DAY_MS }),
  })
  .map(({ change: [zone, t], offset }) => ({ zone, instant: t + offset }));

const token = fc.stringMatching(/^[A-Za-z0-9_]{1,8}$/);
const distinct = <T>(arb: fc.Arbitrary<T>, maxLength: number) => fc.uniqueArray(arb, { maxLength });
const sortedDistinctInts = (min: number, max: number) =>
  fc.uniqueArray(fc.integer({ min, max }), { maxLength: max - min + 1 }).map((xs) => [...xs].sort((a, b) => a - b));
const calendarDay = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) })
  .map((t) => new Date(t).toISOString().slice(0, 10));
const keyword = fc
  .string({ minLength: 1, maxLength: 200 })
  .map((s) => s.trim())
  .filter((s) => s !== '');

/** Any valid parsed (canonical) teacher-search query. */
export const teacherSearchQueryArb: fc.Arbitrary<TeacherSearchQuery> = fc
  .record({
    teacher_type: fc.option(fc.constantFrom('pro' as const, 'tutor' as const), { nil: undefined }),
    tags: distinct(token, 4),
    childTags: distinct(token, 4),
    speaks: distinct(
      token.map((s) => s.toLowerCase()),
      3,
    ),
    day: sortedDistinctInts(0, 6),
    time: sortedDistinctInts(0, 5),
    from: fc.option(token, { nil: undefined }),
    trial_lesson: fc.boolean(),
    instant_booking: fc.boolean(),
    is_native: fc.boolean(),
    minPrice: fc.option(fc.integer({ min: 0, max: 1_000_000_00 }), { nil: undefined }),
    maxPrice: fc.option(fc.integer({ min: 0, max: 1_000_000_00 }), { nil: undefined }),
    specificDay: fc.option(calendarDay, { nil: undefined }),
    specificHours: sortedDistinctInts(0, 23),
    keyword: fc.option(keyword, { nil: undefined }),
    in72h: fc.boolean(),
    instant_lesson_status: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
    page: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined }),
    isAutoMatched: fc.boolean(),
  })
  .map((q) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as TeacherSearchQuery);

const junkValue = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('1', '0', 'true', 'TRUE', '', ' ', ',', '1,2', '5,6,7', '12.5', '-3', '2026-02-30', '2026-03-29', 'pro', 'tutor', 'abc'),
  fc.integer({ min: -5, max: 30 }).map(String),
);

/** Any URL query record, mostly junk, over the 19 known keys and a few unknown ones. */
export const rawTeacherSearchQueryArb: fc.Arbitrary<TeacherSearchRawQuery> = fc.dictionary(
  fc.constantFrom(
    'teacher_type',
    'tags',
    'childTags',
    'speaks',
    'day',
    'time',
    'from',
    'trial_lesson',
    'instant_booking',
    'is_native',
    'minPrice',
    'maxPrice',
    'specificDay',
    'specificHours',
    'keyword',
    'in72h',
    'instant_lesson_status',
    'page',
    'isAutoMatched',
    'utm_source',
  ),
  fc.oneof(junkValue, fc.array(junkValue, { maxLength: 3 })),
);

/** A teacher's rating facts: 30 days old, every rating 4.9, overridable. */
export function makeTeacherRatingFacts(overrides: Partial<TeacherRatingFacts> = {}): TeacherRatingFacts {
  return { first_valid_time: T0 - 30 * DAY_MS, pro_rating: 4.9, tutor_rating: 4.9, overall_rating: 4.9, ...overrides };
}
