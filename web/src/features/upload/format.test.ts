/** Upload row formatting: sizes, speeds, durations and share links. */
import { describe, expect, it } from 'vitest';
import { fileShareUrl, formatDuration, formatSize, formatSpeed } from './format';

describe('upload formatting', () => {
  it('formats sizes in binary units and refuses nonsense', () => {
    expect(formatSize(0, 'en-US')).toBe('0 B');
    expect(formatSize(1536, 'en-US')).toBe('1.5 KB');
    expect(formatSize(5 * 1024 * 1024, 'en-US')).toBe('5 MB');
    expect(formatSize(null, 'en-US')).toBe('—');
    expect(formatSize(-1, 'en-US')).toBe('—');
  });

  it('formats speeds per second', () => {
    expect(formatSpeed(2 * 1024 * 1024, 'en-US')).toBe('2 MB/s');
  });

  it('formats durations compactly', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(45.4)).toBe('45 s');
    expect(formatDuration(185)).toBe('3 min 05 s');
    expect(formatDuration(3720)).toBe('1 h 02 min');
  });

  it('links a share by its encoded slug', () => {
    expect(fileShareUrl('my file', 'https://paste.example')).toBe(
      'https://paste.example/file/my%20file',
    );
  });
});
