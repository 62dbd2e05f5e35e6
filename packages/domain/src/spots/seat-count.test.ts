import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capacityArb } from '../testing/arbitraries';
import { classSeatsWithViewerArb, courseSeatsWithViewerArb, otherClassSeatsArb } from '../testing/booking-and-spots-builders';
import { STUDENT_ID, makeCourseSeat, makeSeat, makeSeats } from '../testing/builders';
import {
  countTakenSeats,
  findViewerSeat,
  getSpotsLeft,
  getUsableCapacity,
  isFull,
  isSeatTaken,
  isViewerBooked,
  type SeatLike,
} from './seat-count';

// The oracle: the spec's words, written as plainly as possible.
const oracleTaken = (seats: readonly SeatLike[]) => seats.filter((s) => s.status !== 'CANCELLED' && s.status !== 'Cancelled').length;
const oracleBooked = (seats: readonly SeatLike[], viewerId: number | null) =>
  seats.some((s) => s.student_id === viewerId && s.status !== 'CANCELLED' && s.status !== 'Cancelled');

describe('countTakenSeats: "A cancelled student status does not count toward spots"', () => {
  it('counts SCHEDULED, CONFIRMED and PROBLEM, not CANCELLED', () => {
    const seats = [
      makeSeat({ status: 'SCHEDULED' }),
      makeSeat({ status: 'CONFIRMED' }),
      makeSeat({ status: 'PROBLEM' }),
      makeSeat({ status: 'CANCELLED' }),
    ];
    expect(countTakenSeats(seats)).toBe(3);
    expect(seats.map(isSeatTaken)).toEqual([true, true, true, false]);
  });
  it('counts course seats the same way (Cancelled does not count, Problem does)', () => {
    const seats = [
      makeCourseSeat({ status: 'Scheduled' }),
      makeCourseSeat({ status: 'Confirmed' }),
      makeCourseSeat({ status: 'Problem' }),
      makeCourseSeat({ status: 'Cancelled' }),
    ];
    expect(countTakenSeats(seats)).toBe(3);
  });
  it('property: equals the number of non-cancelled seats (class and course)', () => {
    fc.assert(
      fc.property(classSeatsWithViewerArb, (seats) => {
        expect(countTakenSeats(seats)).toBe(oracleTaken(seats));
      }),
    );
    fc.assert(
      fc.property(courseSeatsWithViewerArb, (seats) => {
        expect(countTakenSeats(seats)).toBe(oracleTaken(seats));
      }),
    );
  });
});

describe('getSpotsLeft / isFull', () => {
  it('is capacity minus taken seats, 0 at capacity and never negative when over-booked', () => {
    expect(getSpotsLeft({ capacity: 6, seats: makeSeats(5) })).toBe(1);
    expect(getSpotsLeft({ capacity: 6, seats: makeSeats(6) })).toBe(0);
    expect(getSpotsLeft({ capacity: 6, seats: makeSeats(7) })).toBe(0);
    expect(getSpotsLeft({ capacity: 6, seats: makeSeats(6, 'CANCELLED') })).toBe(6);
    expect(getSpotsLeft({ capacity: -1, seats: [] })).toBe(0);
  });
  it('is full exactly at capacity (inclusive), not at capacity - 1', () => {
    expect(isFull({ capacity: 6, seats: makeSeats(5) })).toBe(false);
    expect(isFull({ capacity: 6, seats: makeSeats(6) })).toBe(true);
    expect(isFull({ capacity: 6, seats: makeSeats(7) })).toBe(true);
  });
  it('property: spots left = max(0, capacity - non-cancelled seats) for capacities 1..12', () => {
    fc.assert(
      fc.property(capacityArb, classSeatsWithViewerArb, (capacity, seats) => {
        const left = getSpotsLeft({ capacity, seats });
        expect(left).toBe(Math.max(0, capacity - oracleTaken(seats)));
        expect(left).toBeGreaterThanOrEqual(0);
        expect(isFull({ capacity, seats })).toBe(oracleTaken(seats) >= capacity);
      }),
    );
  });
  it('property: adding cancelled seats of others changes nothing', () => {
    fc.assert(
      fc.property(capacityArb, classSeatsWithViewerArb, fc.integer({ min: 1, max: 6 }), (capacity, seats, extra) => {
        const more = [...seats, ...makeSeats(extra, 'CANCELLED')];
        expect(getSpotsLeft({ capacity, seats: more })).toBe(getSpotsLeft({ capacity, seats }));
      }),
    );
  });
});

describe('isViewerBooked / findViewerSeat: "A viewer counts as booked when their own student status exists and is not cancelled"', () => {
  it('is booked with a SCHEDULED, CONFIRMED or PROBLEM seat, not with a CANCELLED one or none', () => {
    for (const status of ['SCHEDULED', 'CONFIRMED', 'PROBLEM'] as const) {
      expect(isViewerBooked({ seats: [makeSeat({ status })], viewerId: STUDENT_ID })).toBe(true);
    }
    expect(isViewerBooked({ seats: [makeSeat({ status: 'CANCELLED' })], viewerId: STUDENT_ID })).toBe(false);
    expect(isViewerBooked({ seats: makeSeats(3), viewerId: STUDENT_ID })).toBe(false);
  });
  it('a signed-out viewer is never booked', () => {
    expect(isViewerBooked({ seats: [makeSeat()], viewerId: null })).toBe(false);
    expect(findViewerSeat({ seats: [makeSeat()], viewerId: undefined })).toBeUndefined();
  });
  it("cancelled then booked again: the live seat is the viewer's seat, in either order", () => {
    const cancelled = makeSeat({ status: 'CANCELLED' });
    const live = makeSeat({ status: 'SCHEDULED' });
    expect(findViewerSeat({ seats: [cancelled, live], viewerId: STUDENT_ID })).toBe(live);
    expect(findViewerSeat({ seats: [live, cancelled], viewerId: STUDENT_ID })).toBe(live);
    const second = makeSeat({ status: 'CANCELLED', update_by: 'ADMIN' });
    expect(findViewerSeat({ seats: [cancelled, second], viewerId: STUDENT_ID })).toBe(second);
  });
  it("property: booked iff one of the viewer's own seats is not cancelled; others' seats never matter", () => {
    fc.assert(
      fc.property(classSeatsWithViewerArb, otherClassSeatsArb, (seats, others) => {
        expect(isViewerBooked({ seats, viewerId: STUDENT_ID })).toBe(oracleBooked(seats, STUDENT_ID));
        expect(isViewerBooked({ seats: others, viewerId: STUDENT_ID })).toBe(false);
        const seat = findViewerSeat({ seats, viewerId: STUDENT_ID });
        expect(seat === undefined).toBe(!seats.some((s) => s.student_id === STUDENT_ID));
      }),
    );
  });
});

describe('a capacity that cannot be read counts as 0 (full, never bookable), never NaN', () => {
  const broken: readonly (number | null | undefined)[] = [
    Number.NaN,
    undefined,
    null,
    -1,
    -0.5,
    Number.NEGATIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    1e300,
  ];
  it.each(broken.map((c) => [String(c), c]))('capacity %s: usable 0, spots left 0, full', (_name, capacity) => {
    expect(getUsableCapacity(capacity)).toBe(0);
    expect(getSpotsLeft({ capacity, seats: [] })).toBe(0);
    expect(getSpotsLeft({ capacity, seats: makeSeats(2) })).toBe(0);
    expect(isFull({ capacity, seats: [] })).toBe(true);
  });
  it('a fractional capacity is read as its floor; 0 is full', () => {
    expect(getUsableCapacity(6.9)).toBe(6);
    expect(getSpotsLeft({ capacity: 6.9, seats: makeSeats(5) })).toBe(1);
    expect(isFull({ capacity: 0, seats: [] })).toBe(true);
    expect(Object.is(getUsableCapacity(-0), 0)).toBe(true);
  });
  it('property: spots left is always a finite integer >= 0, for any number or missing capacity', () => {
    const anyCapacity = fc.oneof(fc.double(), fc.constantFrom(undefined, null), capacityArb);
    fc.assert(
      fc.property(anyCapacity, classSeatsWithViewerArb, (capacity, seats) => {
        const left = getSpotsLeft({ capacity, seats });
        expect(Number.isSafeInteger(left)).toBe(true);
        expect(left).toBeGreaterThanOrEqual(0);
        const readable = typeof capacity === 'number' && capacity >= 0 && capacity < 2 ** 53;
        expect(left).toBe(readable ? Math.max(0, Math.floor(capacity) - oracleTaken(seats)) : 0);
      }),
    );
  });
});
