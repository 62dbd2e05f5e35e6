import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASS_STATUSES, type ClassStatus } from '../class/statuses';
import { COURSE_STATUSES } from '../course/statuses';
import { capacityArb } from '../testing/arbitraries';
import { classSeatsWithViewerArb, courseSeatsWithViewerArb, viewerIdArb } from '../testing/booking-and-spots-builders';
import { STUDENT_ID, TEACHER_ID, makeCourse, makeCourseSeat, makeGroupClass, makeSeat, makeSeats } from '../testing/builders';
import type { SeatLike } from '../spots/seat-count';
import { getClassBookability, getCourseBookability, UNKNOWN_STATUS_BOOKING_REFUSAL } from './bookability';
import { checkClassBookStatus } from './book-status-check';
import { DAY_MS } from '../time/constants';

const live = (seats: readonly SeatLike[]) => seats.filter((s) => s.status !== 'CANCELLED' && s.status !== 'Cancelled');

/** The spec's rule as a yes/no, plus our documented guard (capacity and own seat hold for READY_FOR_SCHEDULE too). */
function oracleBookable(status: string, teacherId: number, viewerId: number | null, seats: readonly SeatLike[], capacity: number): boolean {
  if (viewerId === teacherId) return false;
  const open = ['READY_FOR_SCHEDULE', 'UPCOMING', 'ReadyForSchedule', 'Upcoming'].includes(status);
  if (!open) return false;
  const full = live(seats).length >= capacity;
  const booked = live(seats).some((s) => s.student_id === viewerId);
  return !full && !booked;
}

describe('getClassBookability: 000 §4 "Bookable rule"', () => {
  it('"Not bookable if the viewer is the teacher."', () => {
    expect(getClassBookability({ groupClass: makeGroupClass(), viewerId: TEACHER_ID })).toEqual({
      bookable: false,
      reason: 'CantBookBySelf',
    });
    expect(getClassBookability({ groupClass: makeGroupClass({ status: 'READY_FOR_SCHEDULE' }), viewerId: TEACHER_ID }).bookable).toBe(
      false,
    );
  });
  it('"Bookable if READY_FOR_SCHEDULE."', () => {
    expect(getClassBookability({ groupClass: makeGroupClass({ status: 'READY_FOR_SCHEDULE' }), viewerId: STUDENT_ID })).toEqual({
      bookable: true,
      reason: 'CanBook',
    });
  });
  it('"If UPCOMING, bookable only when not full and the viewer has no booking or only a cancelled one."', () => {
    const upcoming = (seats: ReturnType<typeof makeSeats>) =>
      makeGroupClass({ status: 'UPCOMING', student_capacity: 6, group_class_students: seats });
    expect(getClassBookability({ groupClass: upcoming(makeSeats(5)), viewerId: STUDENT_ID }).bookable).toBe(true);
    expect(getClassBookability({ groupClass: upcoming(makeSeats(6)), viewerId: STUDENT_ID })).toEqual({
      bookable: false,
      reason: 'SpotEmpty',
    });
    expect(getClassBookability({ groupClass: upcoming([makeSeat()]), viewerId: STUDENT_ID })).toEqual({
      bookable: false,
      reason: 'HasBooked',
    });
    expect(getClassBookability({ groupClass: upcoming([makeSeat({ status: 'CANCELLED' })]), viewerId: STUDENT_ID }).bookable).toBe(true);
    expect(getClassBookability({ groupClass: upcoming([makeSeat({ status: 'PROBLEM' })]), viewerId: STUDENT_ID }).reason).toBe('HasBooked');
  });
  it('otherwise no: CANCELLED -> ClassCancelled, FINISHED -> ClassEnd', () => {
    expect(getClassBookability({ groupClass: makeGroupClass({ status: 'CANCELLED' }), viewerId: STUDENT_ID })).toEqual({
      bookable: false,
      reason: 'ClassCancelled',
    });
    expect(getClassBookability({ groupClass: makeGroupClass({ status: 'FINISHED' }), viewerId: STUDENT_ID })).toEqual({
      bookable: false,
      reason: 'ClassEnd',
    });
  });
  it('an unknown status from a newer server refuses (never books)', () => {
    const groupClass = makeGroupClass({ status: 'ARCHIVED' as ClassStatus });
    expect(getClassBookability({ groupClass, viewerId: STUDENT_ID })).toEqual({ bookable: false, reason: UNKNOWN_STATUS_BOOKING_REFUSAL });
    expect(getClassBookability({ groupClass: makeGroupClass({ status: 'toString' as ClassStatus }), viewerId: STUDENT_ID }).bookable).toBe(
      false,
    );
  });
  it('precedence: HasBooked before SpotEmpty (the viewer fills the last seat)', () => {
    const groupClass = makeGroupClass({ student_capacity: 2, group_class_students: [makeSeat(), ...makeSeats(1)] });
    expect(getClassBookability({ groupClass, viewerId: STUDENT_ID }).reason).toBe('HasBooked');
  });
  it('a signed-out visitor sees the class as bookable (the click then asks to sign in)', () => {
    expect(getClassBookability({ groupClass: makeGroupClass(), viewerId: null }).bookable).toBe(true);
  });
  it('property: matches the oracle for every status, capacities 1..12 and random seats', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CLASS_STATUSES),
        capacityArb,
        classSeatsWithViewerArb,
        viewerIdArb,
        (status, capacity, seats, viewerId) => {
          const groupClass = makeGroupClass({ status, student_capacity: capacity, group_class_students: seats });
          const got = getClassBookability({ groupClass, viewerId });
          expect(got.bookable).toBe(oracleBookable(status, TEACHER_ID, viewerId, seats, capacity));
          expect(got.reason === 'CanBook').toBe(got.bookable);
        },
      ),
    );
  });
  it('property: a full UPCOMING class is never bookable', () => {
    fc.assert(
      fc.property(capacityArb, classSeatsWithViewerArb, viewerIdArb, fc.integer({ min: 0, max: 3 }), (capacity, seats, viewerId, over) => {
        const filled = [...seats.filter((s) => s.student_id !== viewerId), ...makeSeats(capacity + over)];
        const groupClass = makeGroupClass({ status: 'UPCOMING', student_capacity: capacity, group_class_students: filled });
        expect(getClassBookability({ groupClass, viewerId }).bookable).toBe(false);
      }),
    );
  });
  it('property: at capacity - 1 an UPCOMING class is bookable for a stranger, at capacity it is not', () => {
    fc.assert(
      fc.property(capacityArb, (capacity) => {
        const at = (n: number) =>
          getClassBookability({
            groupClass: makeGroupClass({ student_capacity: capacity, group_class_students: makeSeats(n) }),
            viewerId: STUDENT_ID,
          });
        expect(at(capacity - 1)).toEqual({ bookable: true, reason: 'CanBook' });
        expect(at(capacity)).toEqual({ bookable: false, reason: 'SpotEmpty' });
      }),
    );
  });
  it('property: adding cancelled seats of others changes nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CLASS_STATUSES),
        capacityArb,
        classSeatsWithViewerArb,
        viewerIdArb,
        fc.integer({ min: 1, max: 6 }),
        (status, capacity, seats, viewerId, extra) => {
          const before = getClassBookability({
            groupClass: makeGroupClass({ status, student_capacity: capacity, group_class_students: seats }),
            viewerId,
          });
          const after = getClassBookability({
            groupClass: makeGroupClass({
              status,
              student_capacity: capacity,
              group_class_students: [...seats, ...makeSeats(extra, 'CANCELLED')],
            }),
            viewerId,
          });
          expect(after).toEqual(before);
        },
      ),
    );
  });
});

describe('getCourseBookability: "and the same for courses"', () => {
  it('"Sorry, you can not book a course with yourself." case: the teacher cannot book', () => {
    expect(getCourseBookability({ course: makeCourse(), viewerId: TEACHER_ID })).toEqual({ bookable: false, reason: 'CantBookBySelf' });
  });
  it('ReadyForSchedule and Upcoming are open; full at max_spots; own live seat is HasBooked', () => {
    expect(getCourseBookability({ course: makeCourse({ status: 'ReadyForSchedule' }), viewerId: STUDENT_ID }).bookable).toBe(true);
    const seats = (n: number) => Array.from({ length: n }, (_, i) => makeCourseSeat({ student_id: 1000 + i }));
    expect(getCourseBookability({ course: makeCourse({ max_spots: 3, course_students: seats(2) }), viewerId: STUDENT_ID }).bookable).toBe(
      true,
    );
    expect(getCourseBookability({ course: makeCourse({ max_spots: 3, course_students: seats(3) }), viewerId: STUDENT_ID }).reason).toBe(
      'SpotEmpty',
    );
    expect(
      getCourseBookability({ course: makeCourse({ course_students: [makeCourseSeat({ status: 'Confirmed' })] }), viewerId: STUDENT_ID })
        .reason,
    ).toBe('HasBooked');
    expect(
      getCourseBookability({ course: makeCourse({ course_students: [makeCourseSeat({ status: 'Cancelled' })] }), viewerId: STUDENT_ID })
        .bookable,
    ).toBe(true);
  });
  it.each([
    ['Ongoing', 'ClassStart'],
    ['Completed', 'ClassEnd'],
    ['Cancelled', 'ClassCancelled'],
    ['Terminated', 'ClassCancelled'],
    ['Approved', 'ClassNotExist'],
  ] as const)('otherwise no: %s -> %s', (status, reason) => {
    expect(getCourseBookability({ course: makeCourse({ status }), viewerId: STUDENT_ID })).toEqual({ bookable: false, reason });
  });
  it('property: matches the oracle for every status, max_spots 1..12 and random seats', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COURSE_STATUSES),
        capacityArb,
        courseSeatsWithViewerArb,
        viewerIdArb,
        (status, max, seats, viewerId) => {
          const got = getCourseBookability({ course: makeCourse({ status, max_spots: max, course_students: seats }), viewerId });
          expect(got.bookable).toBe(oracleBookable(status, TEACHER_ID, viewerId, seats, max));
        },
      ),
    );
  });
});

describe('a missing, NaN or negative capacity is 0: full, never bookable', () => {
  // Wire data can be broken; the types say number, so the tests cast.
  const brokenCapacities = [
    ['NaN', Number.NaN],
    ['undefined', undefined],
    ['null', null],
    ['negative', -1],
    ['Infinity', Number.POSITIVE_INFINITY],
  ] as const;
  it.each(brokenCapacities)('class with student_capacity %s -> SpotEmpty (READY_FOR_SCHEDULE and UPCOMING)', (_name, capacity) => {
    for (const status of ['READY_FOR_SCHEDULE', 'UPCOMING'] as const) {
      const groupClass = makeGroupClass({ status, student_capacity: capacity as unknown as number });
      expect(getClassBookability({ groupClass, viewerId: STUDENT_ID })).toEqual({ bookable: false, reason: 'SpotEmpty' });
      expect(getClassBookability({ groupClass, viewerId: null }).bookable).toBe(false);
    }
  });
  it.each(brokenCapacities)('course with max_spots %s -> SpotEmpty', (_name, capacity) => {
    expect(getCourseBookability({ course: makeCourse({ max_spots: capacity as unknown as number }), viewerId: STUDENT_ID })).toEqual({
      bookable: false,
      reason: 'SpotEmpty',
    });
  });
});

describe('a class of a course is taken by joining the course, never on its own', () => {
  it('refuses with ClassNotExist, whatever else holds; a single class (course_id null or absent) is unaffected', () => {
    expect(getClassBookability({ groupClass: makeGroupClass({ course_id: 12 }), viewerId: 100 })).toEqual({
      bookable: false,
      reason: 'ClassNotExist',
    });
    expect(getClassBookability({ groupClass: makeGroupClass({ course_id: null }), viewerId: 100 })).toEqual({
      bookable: true,
      reason: 'CanBook',
    });
    expect(getClassBookability({ groupClass: makeGroupClass(), viewerId: 100 }).bookable).toBe(true);
  });

  it('the server check agrees with the page', () => {
    const groupClass = makeGroupClass({ course_id: 12 });
    expect(
      checkClassBookStatus({ groupClass, viewerId: 100, now: Date.parse(groupClass.start_time as string) - DAY_MS, bookedIntervals: [] }),
    ).toBe('ClassNotExist');
  });
});
