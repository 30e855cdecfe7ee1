import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdIdleWork, IDLE_HOLD_MAX_MS, whenIdle } from './whenIdle';

describe('whenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Idle at once: what is tested is when the work is asked for, not the browser's idleness.
    vi.stubGlobal('requestIdleCallback', (work: () => void) => setTimeout(work, 0));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs work once idle when nothing holds it', () => {
    const work = vi.fn();
    whenIdle(work);
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
  });

  it('holds work until the first page is shown, then runs it in the order it came', () => {
    const firstPageShown = holdIdleWork();
    const ran: string[] = [];
    whenIdle(() => ran.push('offline database'));
    whenIdle(() => ran.push('date formatter'));
    vi.advanceTimersByTime(IDLE_HOLD_MAX_MS - 1);
    expect(ran).toEqual([]);
    firstPageShown();
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['offline database', 'date formatter']);
    // Released: later work no longer waits, and a second release changes nothing.
    firstPageShown();
    whenIdle(() => ran.push('later'));
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['offline database', 'date formatter', 'later']);
  });

  it('runs held work after the longest hold when no page ever shows', () => {
    holdIdleWork();
    const work = vi.fn();
    whenIdle(work);
    vi.advanceTimersByTime(IDLE_HOLD_MAX_MS);
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
  });
});
