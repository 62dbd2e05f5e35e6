import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, JOIN_LEAD_MS } from '../time/constants';
import { T0 } from '../testing/builders';
import { classStatusArb, deltaArb } from '../testing/class-course-builders';
import { canTeacherJoinClass } from './teacher-join';

const start = T0;
const end = T0 + HOUR_MS;

describe('canTeacherJoinClass: issue 14 "Teachers open their own class\'s room from 10 min before start too."', () => {
  it('opens at exactly start - 10 min, closes at the end, never for a cancelled class', () => {
    const join = (now: number, classStatus: 'UPCOMING' | 'CANCELLED' = 'UPCOMING') => canTeacherJoinClass({ classStatus, start, end, now });
    expect([join(start - JOIN_LEAD_MS - 1), join(start - JOIN_LEAD_MS), join(end - 1), join(end)]).toEqual([false, true, true, false]);
    expect(join(start, 'CANCELLED')).toBe(false);
  });
  it('property: around both boundaries, any status: not cancelled and inside [start - 10 min, end)', () => {
    fc.assert(
      fc.property(classStatusArb, fc.constantFrom(start - JOIN_LEAD_MS, end), deltaArb, (classStatus, boundary, delta) => {
        const now = boundary + delta;
        const inside = now >= start - JOIN_LEAD_MS && now < end;
        expect(canTeacherJoinClass({ classStatus, start, end, now })).toBe(classStatus !== 'CANCELLED' && inside);
      }),
    );
  });
});
