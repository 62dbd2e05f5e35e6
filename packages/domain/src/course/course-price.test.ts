import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getCoursePrice, getCoursePriceForDisplay } from './course-price';

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

describe('getCoursePriceForDisplay: the display path never throws on one bad record', () => {
  it('the same cents for good data, null where getCoursePrice throws', () => {
    expect(getCoursePriceForDisplay({ price: 1500, class_amount: 4 })).toBe(6000);
    expect(getCoursePriceForDisplay({ price: 15.5, class_amount: 4 })).toBeNull();
    expect(getCoursePriceForDisplay({ price: Number.NaN, class_amount: 4 })).toBeNull();
    expect(getCoursePriceForDisplay({ price: 1500, class_amount: -1 })).toBeNull();
    expect(getCoursePriceForDisplay({ price: Number.MAX_SAFE_INTEGER, class_amount: 2 })).toBeNull();
  });
  it('property: equals getCoursePrice when that returns, null when it throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -10, max: 10_000_000 }), fc.double()),
        fc.oneof(fc.integer({ min: -2, max: 100 }), fc.double()),
        (price, class_amount) => {
          let expected: number | null;
          try {
            expected = getCoursePrice({ price, class_amount });
          } catch {
            expected = null;
          }
          expect(getCoursePriceForDisplay({ price, class_amount })).toBe(expected);
        },
      ),
    );
  });
});
