import { describe, expect, it } from 'vitest';
import { fingerprintOf, FolderFingerprints } from './folder-fingerprints.js';

const file = (key: string, size = 1, at = 0) => ({
  key,
  size,
  etag: 'e',
  lastModified: new Date(at),
  contentType: 'text/plain',
});

describe('fingerprintOf', () => {
  it('changes with a name, a size, a modification time or a folder, and not otherwise', () => {
    const base = fingerprintOf({ folders: ['x'], files: [file('a')] });
    expect(fingerprintOf({ folders: ['x'], files: [file('a')] })).toBe(base);
    const others = [
      fingerprintOf({ folders: ['x'], files: [file('b')] }),
      fingerprintOf({ folders: ['x'], files: [file('a', 2)] }),
      fingerprintOf({ folders: ['x'], files: [file('a', 1, 1)] }),
      fingerprintOf({ folders: [], files: [file('a')] }),
      // A folder named like a file is not the file.
      fingerprintOf({ folders: ['x', 'a'], files: [] }),
    ];
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
  });
});

describe('FolderFingerprints', () => {
  it('matches only the same listing written into the same build', () => {
    const prints = new FolderFingerprints();
    prints.remember('m1:docs', 't1', 'p');
    expect(prints.matches('m1:docs', 't1', 'p')).toBe(true);
    expect(prints.matches('m1:docs', 't2', 'p')).toBe(false);
    expect(prints.matches('m1:docs', 't1', 'q')).toBe(false);
    expect(prints.matches('m2:docs', 't1', 'p')).toBe(false);
  });

  it('forgets the oldest folder past its bound, and every folder of a mount on demand', () => {
    const prints = new FolderFingerprints(2);
    prints.remember('m1:a', 't', 'p');
    prints.remember('m1:b', 't', 'p');
    prints.remember('m1:a', 't', 'p'); // used again: now the newest
    prints.remember('m2:c', 't', 'p');
    expect(prints.matches('m1:b', 't', 'p')).toBe(false);
    expect(prints.matches('m1:a', 't', 'p')).toBe(true);
    prints.forgetMount('m1');
    expect(prints.matches('m1:a', 't', 'p')).toBe(false);
    expect(prints.matches('m2:c', 't', 'p')).toBe(true);
  });
});
