/** Progress figures: percentage, the moving-average speed and the time left. */
import { describe, expect, it } from 'vitest';
import { ProgressMeter, percentOf } from './progress';

describe('percentOf', () => {
  it('is whole, clamped, and 0 for an empty total', () => {
    expect(percentOf(0, 200)).toBe(0);
    expect(percentOf(199, 200)).toBe(99);
    expect(percentOf(200, 200)).toBe(100);
    expect(percentOf(300, 200)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe('ProgressMeter', () => {
  it('knows no speed from a single sample', () => {
    const meter = new ProgressMeter(1000);
    expect(meter.update(100, 0)).toEqual({
      loaded: 100,
      total: 1000,
      percent: 10,
      bytesPerSecond: 0,
      secondsLeft: null,
    });
  });

  it('averages the speed over the window and derives the time left', () => {
    const meter = new ProgressMeter(10_000, 3_000);
    meter.update(0, 0);
    meter.update(1_000, 1_000);
    const progress = meter.update(2_000, 2_000);
    expect(progress.bytesPerSecond).toBe(1_000);
    expect(progress.secondsLeft).toBe(8);
    expect(progress.percent).toBe(20);
  });

  it('forgets samples older than the window, so a slowdown shows', () => {
    const meter = new ProgressMeter(100_000, 2_000);
    meter.update(0, 0);
    meter.update(50_000, 1_000); // fast start: 50 kB/s
    meter.update(51_000, 3_000);
    const slow = meter.update(52_000, 5_000);
    // Only the samples at 3 s and 5 s (plus the one just before the window) remain.
    expect(slow.bytesPerSecond).toBe(500);
    expect(slow.secondsLeft).toBe(96);
  });

  it('never reports a negative speed when bytes go back (a part is retried)', () => {
    const meter = new ProgressMeter(1_000);
    meter.update(600, 0);
    const progress = meter.update(400, 1_000);
    expect(progress.loaded).toBe(400);
    expect(progress.bytesPerSecond).toBe(0);
    expect(progress.secondsLeft).toBeNull();
  });
});
