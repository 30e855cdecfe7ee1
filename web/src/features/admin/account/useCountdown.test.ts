/** The logout countdown hook, on a fake clock. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts down each second and calls onDone once at zero', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown(onDone));
    expect(result.current.isRunning).toBe(false);

    act(() => result.current.start(3));
    expect(result.current.remaining).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stops when unmounted', () => {
    const onDone = vi.fn();
    const { result, unmount } = renderHook(() => useCountdown(onDone));
    act(() => result.current.start(1));
    unmount();
    vi.advanceTimersByTime(2000);
    expect(onDone).not.toHaveBeenCalled();
  });
});
