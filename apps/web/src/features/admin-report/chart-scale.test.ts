import { describe, expect, it } from 'vitest';
import { niceStep, niceTicks } from './chart-scale';

describe('chart scale', () => {
  it('steps are 1, 2 or 5 times a power of ten, never below 1', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(3)).toBe(1);
    expect(niceStep(7)).toBe(2);
    expect(niceStep(17)).toBe(5);
    expect(niceStep(40)).toBe(10);
    expect(niceStep(41)).toBe(20);
    expect(niceStep(1234)).toBe(500);
  });

  it('ticks start at 0 and reach at least the maximum', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(40)).toEqual([0, 10, 20, 30, 40]);
    for (const max of [1, 9, 11, 99, 101, 12_345]) {
      const ticks = niceTicks(max);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});
