/** The service worker and the install prompt are both checked every 5 s. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPrompt, PWA_CHECK_INTERVAL_MS, serviceWorker, startPwa } from './pwa';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('startPwa', () => {
  it('checks both every 5 s until stopped', () => {
    vi.useFakeTimers();
    const check = vi.spyOn(serviceWorker, 'check');
    const refresh = vi.spyOn(installPrompt, 'refresh');
    const stop = startPwa({ registerWorker: false });
    expect(PWA_CHECK_INTERVAL_MS).toBe(5000);

    vi.advanceTimersByTime(4999);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(check).toHaveBeenCalledTimes(3);

    stop();
    vi.advanceTimersByTime(10_000);
    expect(check).toHaveBeenCalledTimes(3);
  });
});
