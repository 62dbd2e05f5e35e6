import { HOUR_MS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { MAX_HANDLER_ATTEMPTS, retryDelayMs } from './retry';

describe('retryDelayMs', () => {
  it('doubles from 30 s, is capped at an hour, and gives up after the last attempt', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(MAX_HANDLER_ATTEMPTS - 1)).toBeLessThanOrEqual(HOUR_MS);
    expect(retryDelayMs(MAX_HANDLER_ATTEMPTS)).toBeNull();
  });
});
