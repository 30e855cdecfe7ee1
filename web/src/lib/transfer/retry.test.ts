/** Retry with a growing delay (1 s × attempt), stopped by cancellation or a failure not worth retrying. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryDelay, withRetry } from './retry';

const policy = { retries: 3, delayMs: 1_000 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('withRetry', () => {
  it('waits 1 s, 2 s, then 3 s between attempts and gives up after the third retry', async () => {
    const run = vi.fn().mockRejectedValue(new Error('flaky'));
    const outcome = withRetry(run, policy).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(4);
    expect(await outcome).toBe('flaky');
    expect(run.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1, 2, 3]);
  });

  it('resolves with the first success', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('once')).mockResolvedValue('ok');
    const onRetry = vi.fn();
    const outcome = withRetry(run, policy, { onRetry });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toBe('ok');
    expect(onRetry).toHaveBeenCalledWith(1, expect.any(Error));
  });

  it('does not retry a failure the caller rules out', async () => {
    const run = vi.fn().mockRejectedValue(new Error('missing ETag'));
    await expect(withRetry(run, policy, { shouldRetry: () => false })).rejects.toThrow(
      'missing ETag',
    );
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when cancelled', async () => {
    const controller = new AbortController();
    const run = vi.fn().mockRejectedValue(new Error('flaky'));
    const outcome = withRetry(run, policy, { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new Error('cancelled'));
    expect(await outcome).toEqual(new Error('cancelled'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('computes the delay of each retry', () => {
    expect([1, 2, 3].map((n) => retryDelay(policy, n))).toEqual([1_000, 2_000, 3_000]);
  });
});
