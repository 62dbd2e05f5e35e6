import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getBlogPostCount, isPhoneWidth, PHONE_MAX_WIDTH_PX } from './blog-block';

describe('blog block: 001 §9 "Blog posts: 3 on phones, 4 elsewhere"', () => {
  it('phones are <= 768 px (inclusive): 767 and 768 get 3 posts, 769 gets 4', () => {
    expect(getBlogPostCount(767)).toBe(3);
    expect(getBlogPostCount(768)).toBe(3);
    expect(getBlogPostCount(769)).toBe(4);
    expect(isPhoneWidth(PHONE_MAX_WIDTH_PX)).toBe(true);
  });
  it('property: 3 iff width <= 768', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), (w) => {
        expect(getBlogPostCount(w)).toBe(w <= 768 ? 3 : 4);
      }),
    );
  });
});
