/** The countdown ticks once a second and calls back once at zero. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';

afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts down to zero and then calls onDone once', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown(3, onDone));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    // One tick per act: each second's timer is set once the previous tick has rendered.
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
