import { describe, expect, it } from 'vitest';
import { toEpochMs } from './instant';

describe('toEpochMs', () => {
  it('reads numbers, ISO strings with offsets, and Dates', () => {
    expect(toEpochMs(5)).toBe(5);
    expect(toEpochMs('1970-01-01T01:00:00+01:00')).toBe(0);
    expect(toEpochMs(new Date(7))).toBe(7);
  });
  it('refuses values that are not instants rather than letting them pass a time check', () => {
    expect(() => toEpochMs('next tuesday')).toThrow(RangeError);
    expect(() => toEpochMs(Number.NaN)).toThrow(RangeError);
    expect(() => toEpochMs(new Date('x'))).toThrow(RangeError);
  });
});
