import { HOUR_MS, MINUTE_MS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  const target = Date.UTC(2026, 10, 25, 17);
  it('m:ss under an hour, h:mm:ss from an hour, rounded up to the second, never negative', () => {
    expect(formatCountdown({ now: target - MINUTE_MS, target })).toBe('1:00');
    expect(formatCountdown({ now: target - 1, target })).toBe('0:01');
    expect(formatCountdown({ now: target, target })).toBe('0:00');
    expect(formatCountdown({ now: target + 5_000, target })).toBe('0:00');
    expect(formatCountdown({ now: target - HOUR_MS + 1, target })).toBe('1:00:00');
    expect(formatCountdown({ now: target - HOUR_MS + 1_000, target })).toBe('59:59');
    expect(formatCountdown({ now: target - HOUR_MS - 61_000, target })).toBe('1:01:01');
  });
});
