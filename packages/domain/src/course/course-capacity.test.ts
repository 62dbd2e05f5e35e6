import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCourseCapacity } from './course-capacity';

describe('formatCourseCapacity: 001 §9 "Capacity shows \'min-max\' or a single number."', () => {
  it("'min-max'", () => {
    expect(formatCourseCapacity({ min_spots: 2, max_spots: 6 })).toBe('2-6');
  });
  it('a single number when min === max', () => {
    expect(formatCourseCapacity({ min_spots: 6, max_spots: 6 })).toBe('6');
  });
  it('refuses inconsistent data', () => {
    expect(() => formatCourseCapacity({ min_spots: 7, max_spots: 6 })).toThrow(RangeError);
    expect(() => formatCourseCapacity({ min_spots: 0, max_spots: 0 })).toThrow(RangeError);
    expect(() => formatCourseCapacity({ min_spots: 1.5, max_spots: 6 })).toThrow(RangeError);
  });
  it('property: capacities 1..12', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 12 }), (max, min) => {
        fc.pre(min <= max);
        expect(formatCourseCapacity({ min_spots: min, max_spots: max })).toBe(min === max ? String(max) : `${String(min)}-${String(max)}`);
      }),
    );
  });
});
