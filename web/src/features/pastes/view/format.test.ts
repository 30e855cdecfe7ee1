/** Share details formatting, the share link, and download file names. */
import { describe, expect, it } from 'vitest';
import { downloadFilename } from './download';
import { formatRelative, shareLink } from './format';

const NOW = Date.parse('2030-01-10T12:00:00Z');

describe('formatRelative', () => {
  it.each([
    ['2030-01-13T12:00:00Z', 'en-US', 'in 3 days'],
    ['2030-01-10T10:00:00Z', 'en-US', '2 hours ago'],
    ['2030-01-10T12:00:20Z', 'en-US', 'in 20 seconds'],
    ['2030-02-10T12:00:00Z', 'en-US', 'next month'],
    ['2030-01-13T12:00:00Z', 'zh-CN', '3天后'],
  ])('%s in %s is "%s"', (iso, locale, expected) => {
    expect(formatRelative(iso, locale, NOW)).toBe(expected);
  });

  it('returns unparsable input unchanged', () => {
    expect(formatRelative('soon', 'en-US', NOW)).toBe('soon');
  });
});

describe('shareLink', () => {
  it('drops the query and the fragment', () => {
    expect(shareLink({ origin: 'https://paste.example', pathname: '/paste/abc' })).toBe(
      'https://paste.example/paste/abc',
    );
  });
});

describe('downloadFilename', () => {
  it('names the file after the slug with the format’s extension', () => {
    expect(downloadFilename('my-notes', 'markdown')).toBe('my-notes.md');
    expect(downloadFilename('log_2030', 'text')).toBe('log_2030.txt');
  });

  it('never produces a hidden or path-like name', () => {
    expect(downloadFilename('../x', 'text')).toBe('_x.txt');
    expect(downloadFilename('', 'text')).toBe('paste.txt');
  });
});
