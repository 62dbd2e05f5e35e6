import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capacityArb } from '../testing/arbitraries';
import { classSeatsWithViewerArb, courseSeatsWithViewerArb } from '../testing/booking-and-spots-builders';
import { STUDENT_ID, makeCourseSeat, makeSeat, makeSeats } from '../testing/builders';
import type { SeatLike } from './seat-count';
import { getFewSpotsThreshold, getSpotsDisplay, type SpotsDisplay } from './spots-display';

/** The oracle: the spec's list, top to bottom, with round-half-up written out by hand. */
function oracle(capacity: number, seats: readonly SeatLike[], viewerId: number | null): Pick<SpotsDisplay, 'text' | 'remaining'> {
  const live = seats.filter((s) => !['CANCELLED', 'Cancelled'].includes(s.status));
  let remaining = capacity - live.length;
  if (remaining < 0) remaining = 0;
  const half = capacity % 2 === 0 ? capacity / 2 : (capacity + 1) / 2;
  if (live.some((s) => s.student_id === viewerId)) return { text: 'Booked by you', remaining };
  if (remaining === 0) return { text: 'Fully booked', remaining };
  if (live.length === 0) return { text: 'Be the first!', remaining };
  if (remaining === 1) return { text: 'Only 1 spot left', remaining };
  if (remaining <= half) return { text: `Only ${remaining} spots left`, remaining };
  return { text: `${remaining} spots left`, remaining };
}

const show = (capacity: number, taken: number, viewerId: number | null = STUDENT_ID) =>
  getSpotsDisplay({ capacity, seats: makeSeats(taken), viewerId });

describe('getSpotsDisplay: 000 §4 "Slot spots display"', () => {
  it('"Booked by you." wins, even on a full class', () => {
    expect(getSpotsDisplay({ capacity: 6, seats: [...makeSeats(5), makeSeat()], viewerId: STUDENT_ID })).toEqual({
      kind: 'booked-by-you',
      text: 'Booked by you',
      remaining: 0,
    });
  });
  it('"Fully booked." at capacity', () => {
    expect(show(6, 6)).toEqual({ kind: 'fully-booked', text: 'Fully booked', remaining: 0 });
  });
  it('"Be the first! (no one yet)", also when only cancelled seats exist', () => {
    expect(show(6, 0)).toEqual({ kind: 'be-the-first', text: 'Be the first!', remaining: 6 });
    expect(getSpotsDisplay({ capacity: 6, seats: makeSeats(3, 'CANCELLED'), viewerId: STUDENT_ID }).kind).toBe('be-the-first');
    expect(show(1, 0).kind).toBe('be-the-first');
  });
  it('"The only-1-spot notice applies at capacity minus 1"', () => {
    expect(show(6, 5)).toEqual({ kind: 'only-one-left', text: 'Only 1 spot left', remaining: 1 });
    expect(show(2, 1)).toEqual({ kind: 'only-one-left', text: 'Only 1 spot left', remaining: 1 });
  });
  it('"Only N spots left when the remaining count is at most half the capacity, rounded." (capacity 6: 3 is half)', () => {
    expect(show(6, 3)).toEqual({ kind: 'only-few-left', text: 'Only 3 spots left', remaining: 3 });
    expect(show(6, 4)).toEqual({ kind: 'only-few-left', text: 'Only 2 spots left', remaining: 2 });
    expect(show(6, 2)).toEqual({ kind: 'spots-left', text: '4 spots left', remaining: 4 });
  });
  it('rounds half up: capacity 5 -> threshold 3 ("Only 3 spots left"), 4 left is "4 spots left"', () => {
    expect(getFewSpotsThreshold(5)).toBe(3);
    expect(getFewSpotsThreshold(1)).toBe(1);
    expect(getFewSpotsThreshold(12)).toBe(6);
    expect(show(5, 2).text).toBe('Only 3 spots left');
    expect(show(5, 1).text).toBe('4 spots left');
  });
  it('works for course seats (capacity = max_spots)', () => {
    const seats = [makeCourseSeat({ student_id: 1 }), makeCourseSeat({ student_id: 2, status: 'Cancelled' })];
    expect(getSpotsDisplay({ capacity: 2, seats, viewerId: STUDENT_ID }).text).toBe('Only 1 spot left');
  });
  it('a visitor is never "Booked by you"', () => {
    expect(getSpotsDisplay({ capacity: 6, seats: [makeSeat()], viewerId: null }).kind).toBe('spots-left');
  });

  it('property: matches the oracle for capacities 1..12 and random seat lists (class and course)', () => {
    fc.assert(
      fc.property(capacityArb, classSeatsWithViewerArb, fc.constantFrom(STUDENT_ID, null), (capacity, seats, viewerId) => {
        const got = getSpotsDisplay({ capacity, seats, viewerId });
        expect({ text: got.text, remaining: got.remaining }).toEqual(oracle(capacity, seats, viewerId));
        expect(got.remaining).toBeGreaterThanOrEqual(0);
        expect(got.text).not.toMatch(/-/);
      }),
    );
    fc.assert(
      fc.property(capacityArb, courseSeatsWithViewerArb, (capacity, seats) => {
        expect(getSpotsDisplay({ capacity, seats, viewerId: STUDENT_ID }).text).toBe(oracle(capacity, seats, STUDENT_ID).text);
      }),
    );
  });
  it('property: "Booked by you" whenever the viewer holds a non-cancelled seat', () => {
    fc.assert(
      fc.property(capacityArb, classSeatsWithViewerArb, fc.constantFrom('SCHEDULED', 'CONFIRMED', 'PROBLEM'), (capacity, seats, status) => {
        expect(getSpotsDisplay({ capacity, seats: [...seats, makeSeat({ status })], viewerId: STUDENT_ID }).kind).toBe('booked-by-you');
      }),
    );
  });
  it('property: adding cancelled seats of others changes nothing', () => {
    fc.assert(
      fc.property(capacityArb, classSeatsWithViewerArb, fc.integer({ min: 1, max: 6 }), (capacity, seats, extra) => {
        const before = getSpotsDisplay({ capacity, seats, viewerId: STUDENT_ID });
        expect(getSpotsDisplay({ capacity, seats: [...makeSeats(extra, 'CANCELLED'), ...seats], viewerId: STUDENT_ID })).toEqual(before);
      }),
    );
  });
  it('property: boundaries at capacity, capacity - 1, round(capacity / 2) and ±1 around it', () => {
    fc.assert(
      fc.property(capacityArb, (capacity) => {
        const half = Math.round(capacity / 2);
        const other = 1; // a viewer holding no seat (makeSeats uses ids 1000+)
        expect(show(capacity, capacity, other).kind).toBe('fully-booked');
        expect(show(capacity, capacity + 1, other).kind).toBe('fully-booked');
        expect(show(capacity, capacity - 1, other).kind).toBe(capacity === 1 ? 'be-the-first' : 'only-one-left');
        for (const remaining of [half - 1, half, half + 1]) {
          if (remaining < 0 || remaining > capacity) continue;
          const got = show(capacity, capacity - remaining, other);
          const expected =
            remaining === 0
              ? 'fully-booked'
              : remaining === capacity
                ? 'be-the-first'
                : remaining === 1
                  ? 'only-one-left'
                  : remaining <= half
                    ? 'only-few-left'
                    : 'spots-left';
          expect(got.kind).toBe(expected);
          expect(got.remaining).toBe(remaining);
        }
      }),
    );
  });
});

describe('getSpotsDisplay never shows NaN: a missing, NaN or negative capacity is 0 (full)', () => {
  it.each([
    ['NaN', Number.NaN],
    ['undefined', undefined],
    ['null', null],
    ['negative', -3],
    ['Infinity', Number.POSITIVE_INFINITY],
  ] as const)('capacity %s reads "Fully booked", remaining 0', (_name, capacity) => {
    expect(getSpotsDisplay({ capacity, seats: [], viewerId: STUDENT_ID })).toEqual({
      kind: 'fully-booked',
      text: 'Fully booked',
      remaining: 0,
    });
    expect(getSpotsDisplay({ capacity, seats: makeSeats(2), viewerId: null })).toEqual({
      kind: 'fully-booked',
      text: 'Fully booked',
      remaining: 0,
    });
    expect(getSpotsDisplay({ capacity, seats: [makeSeat()], viewerId: STUDENT_ID })).toEqual({
      kind: 'booked-by-you',
      text: 'Booked by you',
      remaining: 0,
    });
    expect(getFewSpotsThreshold(capacity)).toBe(0);
  });
  it('property: no text contains NaN and remaining is a finite integer, for any capacity', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.constantFrom(undefined, null)), classSeatsWithViewerArb, (capacity, seats) => {
        const d = getSpotsDisplay({ capacity, seats, viewerId: STUDENT_ID });
        expect(d.text).not.toMatch(/NaN|Infinity|-\d/);
        expect(Number.isSafeInteger(d.remaining)).toBe(true);
      }),
    );
  });
});
