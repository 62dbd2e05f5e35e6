import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_VIEW_VISIBILITY_THRESHOLD, isCardViewVisible, shouldTrackCardView } from './card-view-tracking';

describe('card view events: 001 §9 "View events fire at 90% visibility for every third card"', () => {
  it('tracks cards 0, 3, 6, ... (0-based)', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(shouldTrackCardView)).toEqual([true, false, false, true, false, false, true]);
    expect(() => shouldTrackCardView(-3)).toThrow(/index/);
    expect(() => shouldTrackCardView(1.5)).toThrow(/index/);
  });
  it('90% is inclusive', () => {
    expect(CARD_VIEW_VISIBILITY_THRESHOLD).toBe(0.9);
    expect(isCardViewVisible(0.9)).toBe(true);
    expect(isCardViewVisible(0.8999)).toBe(false);
    expect(isCardViewVisible(1)).toBe(true);
  });
  it('property: exactly one card in every run of three consecutive cards is tracked', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), (start) => {
        expect([start, start + 1, start + 2].filter(shouldTrackCardView)).toHaveLength(1);
      }),
    );
  });
});
