import { RESIZE_DEBOUNCE_MS } from '@app/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIsPhone, useViewportWidth } from './use-viewport';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  window.dispatchEvent(new Event('resize'));
}

describe('useViewportWidth / useIsPhone (000 §9 "Resize debounce is 300 ms", "Mobile breakpoint is 768px")', () => {
  afterEach(() => {
    vi.useRealTimers();
    resizeTo(1024);
  });

  it('follows a resize once it has settled for 300 ms, not before', () => {
    vi.useFakeTimers();
    resizeTo(1024);
    const { result } = renderHook(() => useViewportWidth());
    expect(result.current).toBe(1024);
    act(() => {
      resizeTo(900);
      vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
      resizeTo(800);
      vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    });
    expect(result.current).toBe(1024);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(800);
  });

  it('768 px is a phone, 769 px is not', () => {
    vi.useFakeTimers();
    resizeTo(769);
    const { result } = renderHook(() => useIsPhone());
    expect(result.current).toBe(false);
    act(() => {
      resizeTo(768);
      vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    });
    expect(result.current).toBe(true);
  });
});
