/** Byte sizes, speeds, durations and times as every screen shows them, in the reader's language. */
import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatDate,
  formatDateParts,
  formatDateTime,
  formatDuration,
  formatNumber,
  formatSpeed,
} from './format';

describe('formatNumber', () => {
  it('groups digits the reader’s way', () => {
    expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
    expect(formatNumber(1234567, 'de-DE')).toBe('1.234.567');
  });

  it('takes options, each set kept apart from the others', () => {
    expect(formatNumber(1.23456, 'en-US', { maximumFractionDigits: 2 })).toBe('1.23');
    expect(formatNumber(1.23456, 'en-US')).toBe('1.235');
    expect(formatNumber(1.5, 'de-DE', { maximumFractionDigits: 0 })).toBe('2');
  });
});

describe('formatBytes', () => {
  it('keeps bytes whole and uses binary units above', () => {
    expect(formatBytes(0, 'en-US')).toBe('0 B');
    expect(formatBytes(1023, 'en-US')).toBe('1,023 B');
    expect(formatBytes(1024, 'en-US')).toBe('1 KB');
    expect(formatBytes(1536, 'en-US')).toBe('1.5 KB');
    expect(formatBytes(150 * 1024, 'en-US')).toBe('150 KB');
    expect(formatBytes(10 * 1024 * 1024, 'en-US')).toBe('10 MB');
    expect(formatBytes(3 * 1024 ** 4, 'en-US')).toBe('3 TB');
    expect(formatBytes(2048 * 1024 ** 5, 'en-US')).toBe('2,048 PB');
  });

  it('follows the locale and refuses nonsense', () => {
    expect(formatBytes(1536, 'de-DE')).toBe('1,5 KB');
    expect(formatBytes(-1, 'en-US')).toBe('—');
    expect(formatBytes(Number.NaN, 'en-US')).toBe('—');
    expect(formatBytes(null, 'en-US')).toBe('—');
    expect(formatBytes(undefined, 'en-US')).toBe('—');
  });
});

describe('formatSpeed and formatDuration', () => {
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

describe('formatDateTime and formatDate', () => {
  it('format in the reader’s language', () => {
    expect(formatDateTime('2030-01-10T12:00:00Z', 'en-US')).toMatch(/Jan 10, 2030, \d{1,2}:00/);
    expect(formatDateTime('2030-01-10T12:00:00Z', 'zh-CN')).toMatch(/2030年1月10日/);
    expect(formatDate('2030-01-10T12:00:00Z', 'en-US')).toMatch(/^Jan (9|10|11), 2030$/);
  });

  it('answer the fallback for a missing or broken time', () => {
    expect(formatDateTime(null, 'en-US')).toBe('—');
    expect(formatDateTime('garbage', 'en-US')).toBe('—');
    expect(formatDateTime('garbage', 'en-US', 'garbage')).toBe('garbage');
    expect(formatDate(undefined, 'en-US', 'never')).toBe('never');
  });
});

describe('formatDateParts', () => {
  it('splits a time into date and time, and gives up on missing or broken ones', () => {
    expect(formatDateParts('2030-03-01T12:00:00Z', 'en-US')).toEqual({
      date: expect.stringMatching(/Mar \d, 2030/),
      time: expect.stringMatching(/^\d{1,2}:00\s?[AP]M$/),
    });
    expect(formatDateParts(null, 'en-US')).toBeNull();
    expect(formatDateParts('garbage', 'en-US')).toBeNull();
  });
});
