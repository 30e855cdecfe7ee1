import { describe, expect, it } from 'vitest';
import { copyName, freeCopyName } from './copy-names.js';

describe('copy names', () => {
  it('numbers a file before its extension and a folder at its end', () => {
    expect(copyName('report.pdf', 1, false)).toBe('report (1).pdf');
    expect(copyName('archive.tar.gz', 2, false)).toBe('archive.tar (2).gz');
    expect(copyName('README', 1, false)).toBe('README (1)');
    expect(copyName('.bashrc', 1, false)).toBe('.bashrc (1)');
    expect(copyName('photos.2024', 1, true)).toBe('photos.2024 (1)');
  });

  it('takes the first free number', async () => {
    const taken = new Set(['a (1).txt', 'a (2).txt']);
    expect(await freeCopyName('a.txt', false, async (name) => taken.has(name))).toBe('a (3).txt');
  });
});
