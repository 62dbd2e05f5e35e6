import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCourseCapacity } from './course-capacity';

describe('formatCourseCapacity: 001 §9 "Capacity shows \'min-max\' or a single number."', () => {
  it("'min-max'", () => {
    expect(formatCourseCapacity({ min_spots: 2, max_spots: 6 })).toBe('2-6');
  });
  it('a single number when min === max', () => {
    expect(formatCourseCapacity({ min_spots: 6, max_spots: 6 })).toBe('6');
    expect(formatCourseCapacity({ min_spots: 0, max_spots: 0 })).toBe('0');
  });
  it('never throws on one bad record: min > max is swapped', () => {
    expect(formatCourseCapacity({ min_spots: 7, max_spots: 6 })).toBe('6-7');
    expect(formatCourseCapacity({ min_spots: 6, max_spots: 2 })).toBe('2-6');
  });
  it('an unreadable value (NaN, negative, infinite, missing) shows the other alone; both unreadable show nothing', () => {
    expect(formatCourseCapacity({ min_spots: Number.NaN, max_spots: 6 })).toBe('6');
    expect(formatCourseCapacity({ min_spots: 2, max_spots: -1 })).toBe('2');
    expect(formatCourseCapacity({ min_spots: 2, max_spots: Number.POSITIVE_INFINITY })).toBe('2');
    expect(formatCourseCapacity({ min_spots: undefined as unknown as number, max_spots: 6 })).toBe('6');
    expect(formatCourseCapacity({ min_spots: Number.NaN, max_spots: Number.NaN })).toBe('');
    expect(formatCourseCapacity({ min_spots: 1.5, max_spots: 6 })).toBe('1-6');
  });
  it('property: capacities 0..12 in either order give min-max of the pair, or one number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), (x, y) => {
        const lo = Math.min(x, y);
        const hi = Math.max(x, y);
        expect(formatCourseCapacity({ min_spots: x, max_spots: y })).toBe(lo === hi ? String(hi) : `${String(lo)}-${String(hi)}`);
      }),
    );
  });
  it('property: never throws and never shows NaN, for any numbers', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (x, y) => {
        const text = formatCourseCapacity({ min_spots: x, max_spots: y });
        expect(text).toMatch(/^(\d+(-\d+)?)?$/);
      }),
    );
  });
});
