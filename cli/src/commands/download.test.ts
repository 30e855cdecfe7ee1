import { describe, expect, it } from 'vitest';
import { filenameOf } from './download.js';

describe('filenameOf (Content-Disposition)', () => {
  it('prefers the RFC 5987 name, then the plain one, then the fallback', () => {
    const both = `attachment; filename="na_ve.txt"; filename*=UTF-8''na%C3%AFve%20r%C3%A9sum%C3%A9.txt`;
    expect(filenameOf(both, 'slug')).toBe('naïve résumé.txt');
    expect(filenameOf('attachment; filename="plain.pdf"', 'slug')).toBe('plain.pdf');
    expect(filenameOf(null, 'slug')).toBe('slug');
  });

  it('keeps a name inside the current folder', () => {
    expect(filenameOf(`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`, 's')).toBe('passwd');
    expect(filenameOf('attachment; filename="..\\\\x\\\\boot.ini"', 's')).toBe('boot.ini');
    expect(filenameOf('attachment; filename=".."', 's')).toBe('s');
    expect(filenameOf(`attachment; filename*=UTF-8''%E0%A4%A`, 's')).toBe('s');
  });
});
