import { describe, expect, it } from 'vitest';
import { parseShareRef } from './links.js';

describe('parseShareRef', () => {
  it('takes a bare slug, with no server and no key', () => {
    expect(parseShareRef('k3m9x2w8qa')).toEqual({ slug: 'k3m9x2w8qa', origin: null, key: null });
  });

  it.each([
    ['https://paste.example.com/paste/abc', 'https://paste.example.com'],
    ['https://paste.example.com/file/abc?x=1', 'https://paste.example.com'],
    ['http://h:8080/api/raw/abc', 'http://h:8080'],
    ['https://h/cloud/api/file-download/abc?t=1.2', 'https://h/cloud'],
    ['https://h/api/public/files/abc', 'https://h'],
  ])('reads the slug and server of %s', (link, origin) => {
    expect(parseShareRef(link)).toEqual({ slug: 'abc', origin, key: null });
  });

  it('keeps an encrypted share’s key from the fragment', () => {
    const key = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';
    expect(parseShareRef(`https://h/paste/abc#${key}`).key).toBe(key);
  });

  it('refuses what names no share', () => {
    expect(() => parseShareRef('https://h/admin')).toThrow('names no text or file share');
    expect(() => parseShareRef('../etc')).toThrow('not a slug or a link');
  });
});
