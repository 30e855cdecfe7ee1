/** Upload row formatting: speeds and durations. */
import { describe, expect, it } from 'vitest';
import { formatDuration, formatSpeed } from './format';

describe('upload formatting', () => {
  it('formats speeds per second', () => {
    expect(formatSpeed(2 * 1024 * 1024, 'en-US')).toBe('2 MB/s');
  });

  it('formats durations compactly', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(45.4)).toBe('45 s');
    expect(formatDuration(185)).toBe('3 min 05 s');
    expect(formatDuration(3720)).toBe('1 h 02 min');
  });
});
