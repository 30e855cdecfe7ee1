/** Sizes, times and error texts as the text management list shows them. */
import { describe, expect, it } from 'vitest';
import { errorText, formatDateParts, formatSize } from './format';
import { pasteEditPath, pastePath, pasteShareUrl } from './shareLinks';

describe('formatSize', () => {
  it('keeps bytes whole and uses binary units above', () => {
    expect(formatSize(0, 'en-US')).toBe('0 B');
    expect(formatSize(1023, 'en-US')).toBe('1,023 B');
    expect(formatSize(1024, 'en-US')).toBe('1 KB');
    expect(formatSize(1536, 'en-US')).toBe('1.5 KB');
    expect(formatSize(150 * 1024, 'en-US')).toBe('150 KB');
    expect(formatSize(10 * 1024 * 1024, 'en-US')).toBe('10 MB');
    expect(formatSize(3 * 1024 ** 4, 'en-US')).toBe('3,072 GB');
  });

  it('follows the locale and refuses nonsense', () => {
    expect(formatSize(1536, 'de-DE')).toBe('1,5 KB');
    expect(formatSize(-1, 'en-US')).toBe('—');
    expect(formatSize(Number.NaN, 'en-US')).toBe('—');
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

describe('errorText', () => {
  it('uses the error message, else the fallback', () => {
    expect(errorText(new Error('Network connection failed'), 'x')).toBe(
      'Network connection failed',
    );
    expect(errorText('boom', 'Could not load')).toBe('Could not load');
  });
});

describe('share links', () => {
  it('encodes the slug in the public and edit URLs', () => {
    expect(pastePath('a b')).toBe('/paste/a%20b');
    expect(pasteShareUrl('note-1', 'https://paste.example')).toBe(
      'https://paste.example/paste/note-1',
    );
    expect(pasteEditPath('id/1')).toBe('/?edit=id%2F1');
  });
});
