import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASS_STATUSES } from '../class/statuses';
import { COURSE_STATUSES } from '../course/statuses';
import { capacityArb, durationArb, instantArb } from '../testing/arbitraries';
import { classSeatsWithViewerArb, courseSeatsWithViewerArb, viewerIdArb } from '../testing/booking-and-spots-builders';
import { STUDENT_ID, T0, TEACHER_ID, makeCourse, makeGroupClass, makeSeat, makeSeats } from '../testing/builders';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time/constants';
import { getClassBookability, getCourseBookability } from './bookability';
import {
  checkClassBookStatus,
  checkCourseBookStatus,
  doTimeIntervalsOverlap,
  hasTimeConflict,
  type TimeInterval,
} from './book-status-check';
import type { BookingCheckStatus } from './check-status';

const START = T0 + 2 * DAY_MS;
const END = START + HOUR_MS;
const klass = makeGroupClass({ start_time: START, end_time: END });
const check = (overrides: Partial<Parameters<typeof checkClassBookStatus>[0]> = {}) =>
  checkClassBookStatus({ groupClass: klass, viewerId: STUDENT_ID, now: T0, bookedIntervals: [], ...overrides });

describe('doTimeIntervalsOverlap / hasTimeConflict: half-open [start, end)', () => {
  it('back-to-back intervals do not overlap; 1 ms of overlap does', () => {
    expect(doTimeIntervalsOverlap({ start: 0, end: 10 }, { start: 10, end: 20 })).toBe(false);
    expect(doTimeIntervalsOverlap({ start: 0, end: 11 }, { start: 10, end: 20 })).toBe(true);
    expect(doTimeIntervalsOverlap({ start: 10, end: 20 }, { start: 0, end: 10 })).toBe(false);
    expect(doTimeIntervalsOverlap({ start: 0, end: 30 }, { start: 10, end: 20 })).toBe(true);
  });
  it('an empty interval overlaps nothing', () => {
    expect(doTimeIntervalsOverlap({ start: 15, end: 15 }, { start: 10, end: 20 })).toBe(false);
    expect(doTimeIntervalsOverlap({ start: 10, end: 20 }, { start: 25, end: 5 })).toBe(false);
  });
  it('accepts ISO strings with offsets', () => {
    expect(
      doTimeIntervalsOverlap(
        { start: '2026-03-10T12:00:00Z', end: '2026-03-10T13:00:00Z' },
        { start: '2026-03-10T13:59:59.999+01:00', end: '2026-03-10T15:00:00+01:00' },
      ),
    ).toBe(true);
  });
  it('property: equals the pointwise oracle (some integer instant lies in both)', () => {
    const small = fc.integer({ min: 0, max: 40 });
    fc.assert(
      fc.property(small, small, small, small, (a, b, c, d) => {
        let shared = false;
        for (let t = 0; t <= 40; t++) if (t >= a && t < b && t >= c && t < d) shared = true;
        expect(doTimeIntervalsOverlap({ start: a, end: b }, { start: c, end: d })).toBe(shared);
        expect(
          hasTimeConflict({
            sessions: [{ start: a, end: b }],
            bookedIntervals: [
              { start: 100, end: 200 },
              { start: c, end: d },
            ],
          }),
        ).toBe(shared);
      }),
    );
  });
});

describe('checkClassBookStatus: 000 §8 check statuses, first match wins', () => {
  it('ClassNotExist when there is no class', () => {
    expect(check({ groupClass: null })).toBe('ClassNotExist');
    expect(check({ groupClass: undefined })).toBe('ClassNotExist');
  });
  it('ClassCancelled, even for the teacher and after the end', () => {
    const cancelled = makeGroupClass({ status: 'CANCELLED', start_time: START, end_time: END });
    expect(check({ groupClass: cancelled })).toBe('ClassCancelled');
    expect(check({ groupClass: cancelled, viewerId: TEACHER_ID, now: END + 1 })).toBe('ClassCancelled');
  });
  it('ClassStart from the start (inclusive) until the end, ClassEnd from the end (inclusive)', () => {
    expect(check({ now: START - 1 })).toBe('CanBook');
    expect(check({ now: START })).toBe('ClassStart');
    expect(check({ now: START + 1 })).toBe('ClassStart');
    expect(check({ now: END - 1 })).toBe('ClassStart');
    expect(check({ now: END })).toBe('ClassEnd');
    expect(check({ now: END + 1 })).toBe('ClassEnd');
  });
  it('ClassEnd for a FINISHED class whatever the time', () => {
    expect(check({ groupClass: makeGroupClass({ status: 'FINISHED', start_time: START, end_time: END }) })).toBe('ClassEnd');
  });
  it('CantBookBySelf: "Sorry, you cannot book a class with yourself."', () => {
    expect(check({ viewerId: TEACHER_ID })).toBe('CantBookBySelf');
  });
  it('HasBooked: "You have already booked this class." (a cancelled seat may book again)', () => {
    expect(check({ groupClass: { ...klass, group_class_students: [makeSeat()] } })).toBe('HasBooked');
    expect(check({ groupClass: { ...klass, group_class_students: [makeSeat({ status: 'CANCELLED' })] } })).toBe('CanBook');
  });
  it('SpotEmpty: "This class has been fully booked." at capacity, CanBook at capacity - 1', () => {
    expect(check({ groupClass: { ...klass, student_capacity: 6, group_class_students: makeSeats(6) } })).toBe('SpotEmpty');
    expect(check({ groupClass: { ...klass, student_capacity: 6, group_class_students: makeSeats(5) } })).toBe('CanBook');
  });
  it('TimeNotAvailable: "This time slot was occupied by your class." (back-to-back is fine)', () => {
    expect(check({ bookedIntervals: [{ start: START - HOUR_MS, end: START }] })).toBe('CanBook');
    expect(check({ bookedIntervals: [{ start: START - HOUR_MS, end: START + 1 }] })).toBe('TimeNotAvailable');
    expect(check({ bookedIntervals: [{ start: END - 1, end: END + HOUR_MS }] })).toBe('TimeNotAvailable');
    expect(check({ bookedIntervals: [{ start: END, end: END + HOUR_MS }] })).toBe('CanBook');
    expect(check({ bookedIntervals: [{ start: START + 15 * MINUTE_MS, end: START + 30 * MINUTE_MS }] })).toBe('TimeNotAvailable');
  });
  it('precedence: ClassStart before SpotEmpty, HasBooked before SpotEmpty, SpotEmpty before TimeNotAvailable', () => {
    const full = { ...klass, student_capacity: 1, group_class_students: makeSeats(1) };
    expect(check({ groupClass: full, now: START })).toBe('ClassStart');
    expect(check({ groupClass: { ...klass, student_capacity: 1, group_class_students: [makeSeat()] } })).toBe('HasBooked');
    expect(check({ groupClass: full, bookedIntervals: [{ start: START, end: END }] })).toBe('SpotEmpty');
  });
  it('accepts ISO instants: a class at 14:00 Berlin (13:00Z) has started at 13:00Z', () => {
    const berlin = makeGroupClass({ start_time: '2026-03-10T14:00:00+01:00', end_time: '2026-03-10T15:00:00+01:00' });
    expect(check({ groupClass: berlin, now: '2026-03-10T12:59:59.999Z' })).toBe('CanBook');
    expect(check({ groupClass: berlin, now: '2026-03-10T13:00:00Z' })).toBe('ClassStart');
  });

  /** The oracle: the documented order written out independently. */
  function oracle(args: {
    status: string;
    capacity: number;
    seats: readonly { student_id: number; status: string }[];
    viewerId: number | null;
    start: number;
    end: number;
    now: number;
    booked: readonly TimeInterval[];
  }): BookingCheckStatus {
    const live = args.seats.filter((s) => s.status !== 'CANCELLED' && s.status !== 'Cancelled');
    if (args.status === 'CANCELLED') return 'ClassCancelled';
    if (args.status === 'FINISHED' || args.now >= args.end) return 'ClassEnd';
    if (args.now >= args.start) return 'ClassStart';
    if (args.viewerId === TEACHER_ID) return 'CantBookBySelf';
    if (live.some((s) => s.student_id === args.viewerId)) return 'HasBooked';
    if (live.length >= args.capacity) return 'SpotEmpty';
    const clash = args.booked.some((b) => Number(b.start) < args.end && args.start < Number(b.end) && Number(b.start) < Number(b.end));
    return clash ? 'TimeNotAvailable' : 'CanBook';
  }
  const bookedArb = (start: number) =>
    fc.array(
      fc.record({
        start: fc.integer({ min: start - 3 * HOUR_MS, max: start + 3 * HOUR_MS }),
        end: fc.integer({ min: start - 2 * HOUR_MS, max: start + 4 * HOUR_MS }),
      }),
      { maxLength: 3 },
    );

  it('property: matches the oracle (statuses, capacities 1..12, seats, now around start and end, overlaps)', () => {
    const startAndBookedArb = instantArb.chain((start) => fc.tuple(fc.constant(start), bookedArb(start)));
    fc.assert(
      fc.property(
        startAndBookedArb,
        durationArb,
        fc.constantFrom(...CLASS_STATUSES),
        capacityArb,
        classSeatsWithViewerArb,
        viewerIdArb,
        fc.integer({ min: -2 * HOUR_MS, max: 3 * HOUR_MS }),
        ([start, booked], duration, status, capacity, seats, viewerId, offset) => {
          const end = start + duration;
          const now = start + offset;
          const groupClass = makeGroupClass({
            status,
            student_capacity: capacity,
            group_class_students: seats,
            start_time: start,
            end_time: end,
          });
          const got = checkClassBookStatus({ groupClass, viewerId, now, bookedIntervals: booked });
          expect(got).toBe(oracle({ status, capacity, seats, viewerId, start, end, now, booked }));
        },
      ),
      { numRuns: 500 },
    );
  });
  it('property: conflicts at the class edges, exactly and 1 ms either side', () => {
    fc.assert(
      fc.property(instantArb, durationArb, fc.constantFrom(-1, 0, 1), (start, duration, delta) => {
        const end = start + duration;
        const groupClass = makeGroupClass({ start_time: start, end_time: end });
        const before = { start: start - HOUR_MS, end: start + delta };
        const after = { start: end + delta, end: end + HOUR_MS };
        const now = start - DAY_MS;
        expect(checkClassBookStatus({ groupClass, viewerId: STUDENT_ID, now, bookedIntervals: [before] })).toBe(
          delta > 0 ? 'TimeNotAvailable' : 'CanBook',
        );
        expect(checkClassBookStatus({ groupClass, viewerId: STUDENT_ID, now, bookedIntervals: [after] })).toBe(
          delta < 0 ? 'TimeNotAvailable' : 'CanBook',
        );
        expect(checkClassBookStatus({ groupClass, viewerId: STUDENT_ID, now: start + delta, bookedIntervals: [] })).toBe(
          delta < 0 ? 'CanBook' : 'ClassStart',
        );
        expect(checkClassBookStatus({ groupClass, viewerId: STUDENT_ID, now: end + delta, bookedIntervals: [] })).toBe(
          delta < 0 ? 'ClassStart' : 'ClassEnd',
        );
      }),
    );
  });
  it('property: the page and the server agree (CanBook only if getClassBookability says yes; before start with no clash, same reason)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CLASS_STATUSES),
        capacityArb,
        classSeatsWithViewerArb,
        viewerIdArb,
        fc.integer({ min: -DAY_MS, max: DAY_MS }),
        (status, capacity, seats, viewerId, offset) => {
          const groupClass = makeGroupClass({
            status,
            student_capacity: capacity,
            group_class_students: seats,
            start_time: START,
            end_time: END,
          });
          const page = getClassBookability({ groupClass, viewerId });
          const server = checkClassBookStatus({ groupClass, viewerId, now: START + offset, bookedIntervals: [] });
          if (server === 'CanBook') expect(page.bookable).toBe(true);
          if (offset < 0) expect(server).toBe(page.reason);
        },
      ),
    );
  });
});

describe('checkCourseBookStatus: the course variant', () => {
  const course = makeCourse({ start_time: START, end_time: START + 21 * DAY_MS + HOUR_MS });
  const sessions = [0, 1, 2, 3].map((w) => ({ start: START + w * 7 * DAY_MS, end: START + w * 7 * DAY_MS + HOUR_MS }));
  const checkCourse = (overrides: Partial<Parameters<typeof checkCourseBookStatus>[0]> = {}) =>
    checkCourseBookStatus({ course, viewerId: STUDENT_ID, now: T0, sessions, bookedIntervals: [], ...overrides });

  it('CanBook for an upcoming course with room', () => {
    expect(checkCourse()).toBe('CanBook');
  });
  it('ClassNotExist / ClassCancelled (Cancelled, Terminated) / Approved -> ClassNotExist', () => {
    expect(checkCourse({ course: null })).toBe('ClassNotExist');
    expect(checkCourse({ course: { ...course, status: 'Cancelled' } })).toBe('ClassCancelled');
    expect(checkCourse({ course: { ...course, status: 'Terminated' } })).toBe('ClassCancelled');
    expect(checkCourse({ course: { ...course, status: 'Approved' } })).toBe('ClassNotExist');
  });
  it('"course start passed": ClassStart from the first class start (inclusive), ClassEnd from the course end', () => {
    expect(checkCourse({ now: START - 1 })).toBe('CanBook');
    expect(checkCourse({ now: START })).toBe('ClassStart');
    expect(checkCourse({ course: { ...course, status: 'Ongoing' } })).toBe('ClassStart');
    expect(checkCourse({ now: START + 21 * DAY_MS + HOUR_MS })).toBe('ClassEnd');
    expect(checkCourse({ course: { ...course, status: 'Completed' } })).toBe('ClassEnd');
  });
  it('CantBookBySelf, HasBooked, SpotEmpty as for classes', () => {
    expect(checkCourse({ viewerId: TEACHER_ID })).toBe('CantBookBySelf');
    expect(checkCourse({ course: { ...course, course_students: [{ student_id: STUDENT_ID, status: 'Scheduled' }] } })).toBe('HasBooked');
    expect(checkCourse({ course: { ...course, max_spots: 1, course_students: [{ student_id: 1, status: 'Scheduled' }] } })).toBe(
      'SpotEmpty',
    );
  });
  it('TimeNotAvailable when any course session clashes with a booked class (week 3 here), not for the whole span between sessions', () => {
    const week3 = START + 14 * DAY_MS;
    expect(checkCourse({ bookedIntervals: [{ start: week3 + 30 * MINUTE_MS, end: week3 + 90 * MINUTE_MS }] })).toBe('TimeNotAvailable');
    expect(checkCourse({ bookedIntervals: [{ start: START + 3 * DAY_MS, end: START + 3 * DAY_MS + HOUR_MS }] })).toBe('CanBook');
    expect(checkCourse({ bookedIntervals: [{ start: week3 + HOUR_MS, end: week3 + 2 * HOUR_MS }] })).toBe('CanBook');
  });
  it('property: CanBook only when getCourseBookability says yes; before start with no clash, the same reason', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COURSE_STATUSES),
        capacityArb,
        courseSeatsWithViewerArb,
        viewerIdArb,
        fc.integer({ min: -DAY_MS, max: 30 * DAY_MS }),
        (status, max, seats, viewerId, offset) => {
          const c = { ...course, status, max_spots: max, course_students: seats };
          const page = getCourseBookability({ course: c, viewerId });
          const server = checkCourseBookStatus({ course: c, viewerId, now: START + offset, sessions, bookedIntervals: [] });
          if (server === 'CanBook') expect(page.bookable).toBe(true);
          if (offset < 0) expect(server).toBe(page.reason);
          if (offset >= 0) expect(['ClassStart', 'ClassEnd', 'ClassCancelled', 'ClassNotExist']).toContain(server);
        },
      ),
    );
  });
});

describe('checkClassBookStatus: a missing, NaN or negative capacity is full (SpotEmpty), never CanBook', () => {
  it.each([
    ['NaN', Number.NaN],
    ['undefined', undefined],
    ['null', null],
    ['negative', -2],
  ] as const)('student_capacity %s -> SpotEmpty before the start', (_name, capacity) => {
    const groupClass = makeGroupClass({ start_time: START, end_time: END, student_capacity: capacity as unknown as number });
    expect(checkClassBookStatus({ groupClass, viewerId: STUDENT_ID, now: T0, bookedIntervals: [] })).toBe('SpotEmpty');
    expect(checkClassBookStatus({ groupClass, viewerId: TEACHER_ID, now: T0, bookedIntervals: [] })).toBe('CantBookBySelf');
  });
});
