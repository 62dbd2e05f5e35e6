import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../time/constants';
import { T0 } from '../testing/builders';
import { classStatusArb, classStudentStatusArb } from '../testing/class-course-builders';
import {
  canEditReview,
  decideReviewReply,
  decideReviewWrite,
  getReviewAverage,
  getReviewEditableUntil,
  isReviewRating,
  REVIEW_EDIT_WINDOW_MS,
  type ReviewedSession,
} from './review-rules';

const end = T0 + HOUR_MS;
const classSeat = (overrides: Partial<Extract<ReviewedSession, { kind: 'class' }>> = {}): ReviewedSession => ({
  kind: 'class',
  classStatus: 'FINISHED',
  seatStatus: 'SCHEDULED',
  attended: null,
  end,
  ...overrides,
});
const lesson = (status: 'BOOKED' | 'CANCELLED' = 'BOOKED'): ReviewedSession => ({ kind: 'lesson', status, end });
const write = (session: ReviewedSession, now: number, createdAt: number | null = null) =>
  decideReviewWrite({ session, existing: createdAt === null ? null : { createdAt }, now }).outcome;

describe('decideReviewWrite: issue 17 "after a completed class or lesson the student rates it (1-5) and writes a review, once per seat"', () => {
  it('a class or a lesson is reviewable from exactly its end, not a millisecond before', () => {
    expect(write(classSeat(), end - 1)).toBe('not-ended');
    expect(write(classSeat(), end)).toBe('create');
    expect(write(lesson(), end - 1)).toBe('not-ended');
    expect(write(lesson(), end)).toBe('create');
  });
  it('a cancelled seat, class or lesson was refunded: nothing to review, even after its end', () => {
    expect(write(classSeat({ seatStatus: 'CANCELLED' }), end + DAY_MS)).toBe('cancelled');
    expect(write(classSeat({ classStatus: 'CANCELLED' }), end + DAY_MS)).toBe('cancelled');
    expect(write(lesson('CANCELLED'), end + DAY_MS)).toBe('cancelled');
  });
  it('only a booked student; one marked absent may not review; unmarked or present may; a PROBLEM seat may', () => {
    expect(write(classSeat({ seatStatus: null }), end)).toBe('not-booked');
    expect(write(classSeat({ seatStatus: undefined }), end)).toBe('not-booked');
    expect(write(classSeat({ attended: false }), end)).toBe('absent');
    expect(write(classSeat({ attended: true }), end)).toBe('create');
    expect(write(classSeat({ seatStatus: 'PROBLEM' }), end)).toBe('create');
    expect(write(classSeat({ seatStatus: 'CONFIRMED', classStatus: 'UPCOMING' }), end)).toBe('create');
  });
  it('"editable for 7 days": an existing review is edited until 7 days after it was written, then closed', () => {
    const written = end + 3 * HOUR_MS;
    expect(REVIEW_EDIT_WINDOW_MS).toBe(7 * DAY_MS);
    expect(decideReviewWrite({ session: classSeat(), existing: { createdAt: written }, now: written })).toEqual({
      outcome: 'edit',
      editableUntil: written + 7 * DAY_MS,
    });
    expect(write(classSeat(), written + 7 * DAY_MS - 1, written)).toBe('edit');
    expect(write(classSeat(), written + 7 * DAY_MS, written)).toBe('edit-closed');
  });
  it('accepts ISO strings and Dates', () => {
    const session: ReviewedSession = { kind: 'lesson', status: 'BOOKED', end: new Date(end).toISOString() };
    expect(decideReviewWrite({ session, existing: { createdAt: new Date(end) }, now: new Date(end + DAY_MS).toISOString() }).outcome).toBe(
      'edit',
    );
  });

  it('property: the 7-day edit boundary, from both sides, for any write instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY_MS }), fc.integer({ min: 1, max: 30 * DAY_MS }), (afterEnd, offset) => {
        const createdAt = end + afterEnd;
        const closes = createdAt + REVIEW_EDIT_WINDOW_MS;
        expect(getReviewEditableUntil({ createdAt })).toBe(closes);
        // Inside: the write instant and up to 1 ms before the close.
        const inside = closes - 1 - ((offset - 1) % REVIEW_EDIT_WINDOW_MS);
        expect(canEditReview({ createdAt, now: inside })).toBe(true);
        expect(write(classSeat(), inside, createdAt)).toBe('edit');
        expect(write(lesson(), closes - 1, createdAt)).toBe('edit');
        // Outside: exactly at the close and any time after it.
        expect(canEditReview({ createdAt, now: closes })).toBe(false);
        expect(write(classSeat(), closes + offset - 1, createdAt)).toBe('edit-closed');
        expect(write(lesson(), closes, createdAt)).toBe('edit-closed');
      }),
    );
  });

  it('property: never writable before the end, whatever the statuses; after it, writable exactly for a live, present seat', () => {
    fc.assert(
      fc.property(
        classStatusArb,
        classStudentStatusArb,
        fc.constantFrom(true, false, null),
        fc.integer({ min: -30 * DAY_MS, max: 30 * DAY_MS }),
        (classStatus, seatStatus, attended, delta) => {
          const outcome = write(classSeat({ classStatus, seatStatus, attended }), end + delta);
          const live = seatStatus !== 'CANCELLED' && classStatus !== 'CANCELLED';
          const expected = !live ? 'cancelled' : delta < 0 ? 'not-ended' : attended === false ? 'absent' : 'create';
          expect(outcome).toBe(expected);
        },
      ),
    );
  });
});

describe('decideReviewReply: issue 17 "teachers may reply once"', () => {
  it('the reviewed teacher replies once; a second reply or another teacher is refused', () => {
    expect(decideReviewReply({ teacherId: 7, review: { teacherId: 7, hasReply: false } })).toEqual({ outcome: 'reply' });
    expect(decideReviewReply({ teacherId: 7, review: { teacherId: 7, hasReply: true } })).toEqual({ outcome: 'already-replied' });
    expect(decideReviewReply({ teacherId: 8, review: { teacherId: 7, hasReply: false } })).toEqual({ outcome: 'not-your-review' });
  });
});

describe('getReviewAverage: "the average computed from stored reviews"', () => {
  it('the mean, rounded to 2 decimals; 0 with no review', () => {
    expect(getReviewAverage([5, 4, 4])).toEqual({ average: 4.33, count: 3 });
    expect(getReviewAverage([5])).toEqual({ average: 5, count: 1 });
    expect(getReviewAverage([])).toEqual({ average: 0, count: 0 });
  });
  it('refuses a rating outside 1-5 or not whole', () => {
    expect(() => getReviewAverage([0])).toThrow(RangeError);
    expect(() => getReviewAverage([6])).toThrow(RangeError);
    expect(() => getReviewAverage([4.5])).toThrow(RangeError);
    expect([1, 2, 3, 4, 5].every(isReviewRating)).toBe(true);
  });
  it('property: the average lies between the lowest and highest rating, within rounding', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 200 }), (ratings) => {
        const { average, count } = getReviewAverage(ratings);
        expect(count).toBe(ratings.length);
        expect(average).toBeGreaterThanOrEqual(Math.min(...ratings));
        expect(average).toBeLessThanOrEqual(Math.max(...ratings));
        expect(Math.abs(average - ratings.reduce((a, b) => a + b, 0) / ratings.length)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});
