import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getFavouriteCountAfterToggle } from './favourite-count';

describe('getFavouriteCountAfterToggle: 001 §4.2 "Favourite count goes up or down by 1 on success"', () => {
  it('up by 1, down by 1, never below 0', () => {
    expect(getFavouriteCountAfterToggle({ count: 4, isFavourite: true })).toBe(5);
    expect(getFavouriteCountAfterToggle({ count: 4, isFavourite: false })).toBe(3);
    expect(getFavouriteCountAfterToggle({ count: 0, isFavourite: false })).toBe(0);
    expect(() => getFavouriteCountAfterToggle({ count: -2, isFavourite: true })).toThrow(/count/);
    expect(() => getFavouriteCountAfterToggle({ count: Number.NaN, isFavourite: true })).toThrow(/count/);
  });
  it('property: moves by exactly 1 from any positive count, and toggling back restores it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (count) => {
        const up = getFavouriteCountAfterToggle({ count, isFavourite: true });
        expect(up - count).toBe(1);
        expect(getFavouriteCountAfterToggle({ count: up, isFavourite: false })).toBe(count);
        expect(count - getFavouriteCountAfterToggle({ count, isFavourite: false })).toBe(1);
      }),
    );
  });
});
