import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getCoursePrice } from './course-price';

describe('getCoursePrice: 000 §3 "The price of a course is price times class_amount."', () => {
  it('1500 cents x 4 classes = 6000 cents', () => {
    expect(getCoursePrice({ price: 1500, class_amount: 4 })).toBe(6000);
  });
  it('refuses non-integer cents, negatives and overflow', () => {
    expect(() => getCoursePrice({ price: 15.5, class_amount: 4 })).toThrow(RangeError);
    expect(() => getCoursePrice({ price: 1500, class_amount: -1 })).toThrow(RangeError);
    expect(() => getCoursePrice({ price: Number.MAX_SAFE_INTEGER, class_amount: 2 })).toThrow(RangeError);
    expect(() => getCoursePrice({ price: Number.NaN, class_amount: 2 })).toThrow(RangeError);
  });
  it('property: an integer equal to the BigInt product', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (price, class_amount) => {
        const total = getCoursePrice({ price, class_amount });
        expect(Number.isInteger(total)).toBe(true);
        expect(BigInt(total)).toBe(BigInt(price) * BigInt(class_amount));
      }),
    );
  });
});
