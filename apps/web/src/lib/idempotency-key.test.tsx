import { ApiClientError } from '@app/api';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, useIdempotencyKeys } from './idempotency-key';

describe('Idempotency-Key per paying intent', () => {
  it('keys are 32 hex characters (valid for the server: visible ASCII, at most 255) and differ', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('the same intent keeps its key across renders; another intent gets another', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKeys());
    const first = result.current.keyFor('class:1:');
    rerender();
    expect(result.current.keyFor('class:1:')).toBe(first);
    expect(result.current.keyFor('class:2:')).not.toBe(first);
  });

  it('a call that got no answer (timeout, network) keeps the key, so trying again cannot pay twice; an answered refusal starts a new intent', () => {
    const { result } = renderHook(() => useIdempotencyKeys());
    const first = result.current.keyFor('course:9:');
    result.current.settle('course:9:', new ApiClientError({ status: 0, code: 'Timeout', message: 'No answer' }));
    expect(result.current.keyFor('course:9:')).toBe(first);
    result.current.settle('course:9:', new ApiClientError({ status: 402, code: 'InsufficientBalance', message: 'Top up' }));
    expect(result.current.keyFor('course:9:')).not.toBe(first);
  });
});
