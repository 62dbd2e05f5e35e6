import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seatStatusArb } from '../testing/arbitraries';
import { makeCourseSeat, makeSeat, makeSeats } from '../testing/builders';
import { courseStudentStatusArb } from '../testing/class-course-builders';
import { MAX_ATTENDEE_AVATARS, pickAttendeeAvatars } from './attendee-avatars';

describe('pickAttendeeAvatars: 000 §9 "Up to 6 attendee avatars."', () => {
  it('shows at most 6, skipping cancelled seats', () => {
    expect(MAX_ATTENDEE_AVATARS).toBe(6);
    expect(pickAttendeeAvatars(makeSeats(8))).toHaveLength(6);
    expect(pickAttendeeAvatars([...makeSeats(2, 'CANCELLED'), makeSeat({ student_id: 1 })]).map((s) => s.student_id)).toEqual([1]);
    expect(
      pickAttendeeAvatars([makeCourseSeat({ status: 'Cancelled' }), makeCourseSeat({ student_id: 2 })]).map((s) => s.student_id),
    ).toEqual([2]);
  });
  it('shows a student once even with two seats', () => {
    expect(pickAttendeeAvatars([makeSeat({ student_id: 5 }), makeSeat({ student_id: 5, status: 'CONFIRMED' })])).toHaveLength(1);
  });
  it('property: the first min(6, distinct non-cancelled students) in order', () => {
    const seatArb = fc.oneof(
      fc.record({ student_id: fc.integer({ min: 1, max: 15 }), status: seatStatusArb }),
      fc.record({ student_id: fc.integer({ min: 1, max: 15 }), status: courseStudentStatusArb }),
    );
    fc.assert(
      fc.property(fc.array(seatArb, { maxLength: 20 }), (seats) => {
        const expected: number[] = [];
        for (const s of seats) {
          if (s.status !== 'CANCELLED' && s.status !== 'Cancelled' && !expected.includes(s.student_id)) expected.push(s.student_id);
        }
        expect(pickAttendeeAvatars(seats).map((s) => s.student_id)).toEqual(expected.slice(0, 6));
      }),
    );
  });
});
