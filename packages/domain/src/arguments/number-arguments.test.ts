import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_DAYS_AHEAD,
  MAX_EPOCH_MS,
  buildCourseListParams,
  buildGroupClassListParams,
  buildTeacherCoursesParams,
  checkLessonBooking,
  convertUsdCents,
  encodeRememberedLevels,
  expandTimeBlocks,
  formatCentsAsPrice,
  formatDaysTemplate,
  formatDaytimeSlotLabel,
  formatOnlySpotsLeft,
  formatSpotsLeft,
  getBlogPostCount,
  getCefrLevel,
  getCoursePrice,
  getDaytimeSlotOfHour,
  getFavouriteCountAfterToggle,
  getHelpFilterStatus,
  getHourCodesOfDaytimeSlot,
  getHourCodesOfDaytimeSlots,
  getKeywordBanner,
  getLessonEnd,
  getLessonHeadline,
  getLessonSlotStarts,
  getSpecifyTime,
  getStartOfLocalDay,
  groupLessonStartsByDay,
  isCardViewVisible,
  isInLessonBookingWindow,
  isMoreThan24hBefore,
  isNativeLevel,
  isPhoneWidth,
  isSpokenLevel,
  isTrialOffered,
  isWithinDays,
  LESSON_BOOKING_HORIZON_MS,
  MAX_EARNING_GROSS_CENTS,
  splitEarning,
  mapWhenHaveLesson,
  matchesAvailability,
  shouldFetchNextSlotPage,
  shouldFetchNextTeacherPage,
  shouldTrackCardView,
  toggleFaqPanel,
  truncateCharacters,
} from '../index';
import { T0 } from '../testing/builders';
import { makeSearchFilters } from '../testing/search-builders';

const MAX = Number.MAX_SAFE_INTEGER;
const MIN = Number.MIN_SAFE_INTEGER;
const searchInput = { language: 'english', filters: makeSearchFilters(), userTimezone: 'UTC', now: T0 };

/**
 * One numeric argument of an exported function: the range the spec defines (both ends inclusive),
 * whether only integers are meant, and a call that passes `v` as that argument (the others valid).
 */
interface NumberArgument {
  readonly fn: string;
  readonly arg: string;
  readonly min: number;
  readonly max: number;
  readonly integer: boolean;
  readonly call: (v: number) => unknown;
}

// Every exported function of index.ts that takes a number from its caller (codes, counts, sizes,
// hours, offsets, prices, ms timestamps). Readers of stored data documented as tolerant (capacity,
// getLevelLabel, getLevelFilterCodeForLanguageLevel, type guards `is*Code`/`is*Slot`) are not here.
const ARGUMENTS: readonly NumberArgument[] = [
  {
    fn: 'splitEarning',
    arg: 'grossCents',
    min: 0,
    max: MAX_EARNING_GROSS_CENTS,
    integer: true,
    call: (v) => splitEarning({ grossCents: v, commissionBps: 2000 }),
  },
  {
    fn: 'splitEarning',
    arg: 'commissionBps',
    min: 0,
    max: 10_000,
    integer: true,
    call: (v) => splitEarning({ grossCents: 1000, commissionBps: v }),
  },
  { fn: 'getHourCodesOfDaytimeSlot', arg: 'slot', min: 0, max: 5, integer: true, call: (v) => getHourCodesOfDaytimeSlot(v as 0) },
  {
    fn: 'getHourCodesOfDaytimeSlots',
    arg: 'slots[1]',
    min: 0,
    max: 5,
    integer: true,
    call: (v) => getHourCodesOfDaytimeSlots([0, v as 0]),
  },
  {
    fn: 'formatDaytimeSlotLabel',
    arg: 'slot',
    min: 0,
    max: 5,
    integer: true,
    call: (v) => formatDaytimeSlotLabel({ slot: v as 0, twelveHour: true }),
  },
  { fn: 'getDaytimeSlotOfHour', arg: 'hour', min: 0, max: 23, integer: true, call: (v) => getDaytimeSlotOfHour(v) },
  {
    fn: 'matchesAvailability',
    arg: 'weekdays[0]',
    min: 0,
    max: 6,
    integer: true,
    call: (v) => matchesAvailability({ start: T0, zone: 'UTC', weekdays: [v as 0], daytime: [] }),
  },
  {
    fn: 'matchesAvailability',
    arg: 'daytime[0]',
    min: 0,
    max: 5,
    integer: true,
    call: (v) => matchesAvailability({ start: T0, zone: 'UTC', weekdays: [], daytime: [v as 0] }),
  },
  {
    fn: 'getStartOfLocalDay',
    arg: 'daysAhead',
    min: -MAX_DAYS_AHEAD,
    max: MAX_DAYS_AHEAD,
    integer: true,
    call: (v) => getStartOfLocalDay({ now: T0, zone: 'Europe/Berlin', daysAhead: v }),
  },
  { fn: 'isWithinDays', arg: 'dayOffset', min: MIN, max: MAX, integer: true, call: (v) => isWithinDays({ dayOffset: v, days: 3 }) },
  { fn: 'isWithinDays', arg: 'days', min: 1, max: MAX, integer: true, call: (v) => isWithinDays({ dayOffset: 0, days: v }) },
  {
    fn: 'formatDaysTemplate',
    arg: 'days',
    min: 1,
    max: MAX,
    integer: true,
    call: (v) => formatDaysTemplate({ template: 'In {0} days', days: v }),
  },
  { fn: 'getCefrLevel', arg: 'code', min: 1, max: 6, integer: true, call: (v) => getCefrLevel(v as 1) },
  { fn: 'isSpokenLevel', arg: 'level', min: 0, max: 7, integer: true, call: (v) => isSpokenLevel(v) },
  { fn: 'isNativeLevel', arg: 'level', min: 0, max: 7, integer: true, call: (v) => isNativeLevel(v) },
  { fn: 'formatOnlySpotsLeft', arg: 'remaining', min: 0, max: MAX, integer: true, call: (v) => formatOnlySpotsLeft(v) },
  { fn: 'formatSpotsLeft', arg: 'remaining', min: 0, max: MAX, integer: true, call: (v) => formatSpotsLeft(v) },
  { fn: 'truncateCharacters', arg: 'max', min: 0, max: MAX, integer: true, call: (v) => truncateCharacters('abc', v) },
  {
    fn: 'buildGroupClassListParams',
    arg: 'offset',
    min: 0,
    max: MAX,
    integer: true,
    call: (v) => buildGroupClassListParams({ ...searchInput, offset: v }),
  },
  {
    fn: 'buildCourseListParams',
    arg: 'offset',
    min: 0,
    max: MAX,
    integer: true,
    call: (v) => buildCourseListParams({ ...searchInput, offset: v }),
  },
  {
    fn: 'buildTeacherCoursesParams',
    arg: 'page',
    min: 1,
    max: MAX,
    integer: true,
    call: (v) => buildTeacherCoursesParams({ teacherId: 7, page: v }),
  },
  {
    fn: 'buildTeacherCoursesParams',
    arg: 'teacherId',
    min: 1,
    max: MAX,
    integer: true,
    call: (v) => buildTeacherCoursesParams({ teacherId: v, page: 1 }),
  },
  { fn: 'encodeRememberedLevels', arg: 'levels[0]', min: 1, max: 6, integer: true, call: (v) => encodeRememberedLevels([v as 1]) },
  { fn: 'shouldFetchNextSlotPage', arg: 'index', min: 0, max: MAX, integer: true, call: (v) => shouldFetchNextSlotPage({ index: v }) },
  {
    fn: 'shouldFetchNextSlotPage',
    arg: 'batchSize',
    min: 1,
    max: MAX,
    integer: true,
    call: (v) => shouldFetchNextSlotPage({ index: 0, batchSize: v }),
  },
  {
    fn: 'shouldFetchNextTeacherPage',
    arg: 'index',
    min: 0,
    max: MAX,
    integer: true,
    call: (v) => shouldFetchNextTeacherPage({ index: v }),
  },
  {
    fn: 'shouldFetchNextTeacherPage',
    arg: 'batchSize',
    min: 1,
    max: MAX,
    integer: true,
    call: (v) => shouldFetchNextTeacherPage({ index: 0, batchSize: v }),
  },
  { fn: 'shouldTrackCardView', arg: 'index', min: 0, max: MAX, integer: true, call: (v) => shouldTrackCardView(v) },
  { fn: 'isCardViewVisible', arg: 'intersectionRatio', min: 0, max: 1, integer: false, call: (v) => isCardViewVisible(v) },
  { fn: 'isPhoneWidth', arg: 'viewportWidth', min: 0, max: Number.MAX_VALUE, integer: false, call: (v) => isPhoneWidth(v) },
  { fn: 'getBlogPostCount', arg: 'viewportWidth', min: 0, max: Number.MAX_VALUE, integer: false, call: (v) => getBlogPostCount(v) },
  {
    fn: 'getFavouriteCountAfterToggle',
    arg: 'count',
    min: 0,
    max: MAX,
    integer: true,
    call: (v) => getFavouriteCountAfterToggle({ count: v, isFavourite: false }),
  },
  { fn: 'formatCentsAsPrice', arg: 'cents', min: 0, max: MAX, integer: true, call: (v) => formatCentsAsPrice(v) },
  { fn: 'expandTimeBlocks', arg: 'blocks[0]', min: 0, max: 5, integer: true, call: (v) => expandTimeBlocks([v]) },
  {
    fn: 'getSpecifyTime',
    arg: 'specificHours[0]',
    min: 0,
    max: 23,
    integer: true,
    call: (v) => getSpecifyTime({ specificDay: '2026-03-10', specificHours: [v], zone: 'UTC' }),
  },
  {
    fn: 'toggleFaqPanel',
    arg: 'clickedIndex',
    min: 0,
    max: MAX,
    integer: true,
    call: (v) => toggleFaqPanel({ openIndex: null, clickedIndex: v }),
  },
  {
    fn: 'toggleFaqPanel',
    arg: 'openIndex',
    min: 0,
    max: MAX,
    integer: true,
    call: (v) => toggleFaqPanel({ openIndex: v, clickedIndex: 0 }),
  },
  {
    fn: 'isInLessonBookingWindow',
    arg: 'leadMs',
    min: 0,
    max: LESSON_BOOKING_HORIZON_MS,
    integer: true,
    call: (v) => isInLessonBookingWindow({ start: T0, now: T0, leadMs: v }),
  },
  {
    fn: 'checkLessonBooking',
    arg: 'balance',
    min: MIN,
    max: MAX,
    integer: true,
    call: (v) =>
      checkLessonBooking({
        studentId: 1,
        teacherId: 2,
        options: [],
        request: { isTrial: false, duration: 30, start: T0 },
        openSlots: [],
        now: T0,
        leadMs: 0,
        bookedIntervals: [],
        balance: v,
      }),
  },
  {
    fn: 'groupLessonStartsByDay',
    arg: 'starts[0]',
    min: -MAX_EPOCH_MS,
    max: MAX_EPOCH_MS,
    integer: false,
    call: (v) => groupLessonStartsByDay({ starts: [v], zone: 'UTC' }),
  },
  {
    fn: 'isMoreThan24hBefore',
    arg: 'start',
    min: -MAX_EPOCH_MS,
    max: MAX_EPOCH_MS,
    integer: false,
    call: (v) => isMoreThan24hBefore({ start: v, now: T0 }),
  },
  { fn: 'getKeywordBanner', arg: 'count', min: 0, max: MAX, integer: true, call: (v) => getKeywordBanner({ keyword: 'ielts', count: v }) },
  {
    fn: 'getHelpFilterStatus',
    arg: 'speaksMatchCount',
    min: 0,
    max: MAX,
    integer: true,
    call: (v) => getHelpFilterStatus({ enabled: true, speaksLanguage: 'french', speaksMatchCount: v, universalCount: 0 }),
  },
  {
    fn: 'getHelpFilterStatus',
    arg: 'universalCount',
    min: 0,
    max: MAX,
    integer: true,
    call: (v) => getHelpFilterStatus({ enabled: false, speaksLanguage: null, speaksMatchCount: null, universalCount: v }),
  },
  {
    fn: 'isTrialOffered',
    arg: 'completedLessons',
    min: 0,
    max: MAX,
    integer: true,
    call: (v) => isTrialOffered({ isSignedIn: false, studentHasTrial: 0, teacherHasTrial: 1, completedLessons: v }),
  },
  {
    fn: 'mapWhenHaveLesson',
    arg: 'slots[0].weekday',
    min: 0,
    max: 6,
    integer: true,
    call: (v) => mapWhenHaveLesson([{ weekday: v, time_list: [1] }]),
  },
  {
    fn: 'mapWhenHaveLesson',
    arg: 'slots[0].time_list[0]',
    min: 0,
    max: 23,
    integer: true,
    call: (v) => mapWhenHaveLesson([{ weekday: 0, time_list: [v] }]),
  },
  { fn: 'getCoursePrice', arg: 'price', min: 0, max: MAX, integer: true, call: (v) => getCoursePrice({ price: v, class_amount: 1 }) },
  {
    fn: 'getCoursePrice',
    arg: 'class_amount',
    min: 0,
    max: MAX,
    integer: true,
    call: (v) => getCoursePrice({ price: 0, class_amount: v }),
  },
  {
    fn: 'convertUsdCents',
    arg: 'cents',
    min: MIN,
    max: MAX,
    integer: true,
    call: (v) => convertUsdCents({ cents: v, rate: { usd_micros_per_unit: 1_000_000, decimals: 2 } }),
  },
];

/** The nearest values outside `[min, max]` on each side, and the values no range admits. */
function rejectedValues({ min, max, integer }: NumberArgument): number[] {
  const below = integer ? min - 1 : min === 0 ? -Number.MIN_VALUE : min - Math.max(1, Math.abs(min) * Number.EPSILON * 2);
  const above = integer
    ? max + 1
    : max === Number.MAX_VALUE
      ? Number.POSITIVE_INFINITY
      : max + Math.max(Number.EPSILON, Math.abs(max) * Number.EPSILON * 2);
  const inside = Math.min(Math.max(0, min), max - 1); // a small in-range integer, so a fraction next to it is representable
  const fractional = integer ? [inside + 0.5, inside + 1e-9] : [];
  return [below, above, ...fractional, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
}

function validArb({ min, max, integer }: NumberArgument): fc.Arbitrary<number> {
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

describe('numbers from callers: the spec range is accepted, anything else is a RangeError naming the argument', () => {
  describe.each(ARGUMENTS.map((a) => [`${a.fn}(${a.arg})`, a] as const))('%s', (_, argument) => {
    it(`accepts every value from ${argument.min} to ${argument.max}, both ends included`, () => {
      expect(() => argument.call(argument.min)).not.toThrow();
      expect(() => argument.call(argument.max)).not.toThrow();
      fc.assert(
        fc.property(validArb(argument), (v) => {
          argument.call(v);
        }),
        { numRuns: 50 },
      );
    });

    it('rejects the values just outside each bound, fractions, NaN and infinities, naming the argument', () => {
      for (const v of rejectedValues(argument)) {
        expect(() => argument.call(v), String(v)).toThrow(RangeError);
        expect(() => argument.call(v), String(v)).toThrow(argument.arg);
      }
    });

    it('property: any number outside the range (or fractional) is refused', () => {
      const outside = fc
        .oneof(
          fc.double(),
          fc.integer({ min: MIN, max: MAX }).map((n) => n * 2 ** 20),
        )
        .filter((v) => !(Number.isFinite(v) && v >= argument.min && v <= argument.max && (!argument.integer || Number.isSafeInteger(v))));
      fc.assert(
        fc.property(outside, (v) => {
          expect(() => argument.call(v)).toThrow(RangeError);
        }),
        { numRuns: 50 },
      );
    });
  });

  it('lesson durations are 30 or 60 minutes; any other is a RangeError naming duration', () => {
    for (const duration of [30, 60] as const) {
      expect(getLessonEnd({ start: T0, duration })).toBe(T0 + duration * 60_000);
      expect(getLessonSlotStarts({ start: T0, duration })).toHaveLength(duration / 30);
    }
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.integer()).filter((d) => d !== 30 && d !== 60),
        (d) => {
          expect(() => getLessonEnd({ start: T0, duration: d as 30 })).toThrow(/duration/);
          expect(() => getLessonSlotStarts({ start: T0, duration: d as 30 })).toThrow(/duration/);
          expect(() => getLessonHeadline({ status: 'BOOKED', start: T0, duration: d as 30, now: T0 })).toThrow(/duration/);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('the examples of the issue: getHourCodesOfDaytimeSlot(6) and (NaN) no longer give [24..27] or NaNs', () => {
    expect(getHourCodesOfDaytimeSlot(5)).toEqual([20, 21, 22, 23]);
    expect(() => getHourCodesOfDaytimeSlot(6 as 5)).toThrow(/slot/);
    expect(() => getHourCodesOfDaytimeSlot(Number.NaN as 5)).toThrow(/slot/);
  });
});
