import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { T0 } from '../testing/builders';
import { deltaArb } from '../testing/class-course-builders';
import { HOUR_MS, JOIN_LEAD_MS } from '../time/constants';
import { LESSON_STATUSES } from './lesson';
import { canJoinLesson, lessonRoomStatus } from './lesson-join';

const start = T0;
const end = T0 + HOUR_MS;

describe('canJoinLesson: issue 14 "a booked student inside the join window [start - 10 min, end)", for a lesson\'s two people', () => {
  it('opens at exactly start - 10 min, closes at the end, never for a cancelled lesson', () => {
    const join = (now: number, status: 'BOOKED' | 'CANCELLED' = 'BOOKED') => canJoinLesson({ status, start, end, now });
    expect([join(start - JOIN_LEAD_MS - 1), join(start - JOIN_LEAD_MS), join(end - 1), join(end)]).toEqual([false, true, true, false]);
    expect(join(start, 'CANCELLED')).toBe(false);
  });
  it('a cancelled lesson is a cancelled room, a booked one an upcoming class', () => {
    expect(LESSON_STATUSES.map(lessonRoomStatus)).toEqual(['UPCOMING', 'CANCELLED']);
  });
  it('property: around both boundaries, either status: booked and inside [start - 10 min, end)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LESSON_STATUSES), fc.constantFrom(start - JOIN_LEAD_MS, end), deltaArb, (status, boundary, delta) => {
        const now = boundary + delta;
        expect(canJoinLesson({ status, start, end, now })).toBe(status === 'BOOKED' && now >= start - JOIN_LEAD_MS && now < end);
      }),
    );
  });
});
