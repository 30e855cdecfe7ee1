/** Which files the editor opens, in which mode, and the 10 MB limit. */
import { EDITOR_FILE_MAX_BYTES } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { classifyFile, isTooLarge, looksBinary, readImportFile } from './fileImport';

describe('classifyFile', () => {
  it.each(['a.md', 'B.MARKDOWN', 'c.mdown', 'd.mkd', 'e.mdwn', 'f.mdtxt', 'g.mdtext', 'h.Rmd'])(
    '%s opens in Markdown mode whatever its type',
    (name) => {
      expect(classifyFile({ name, type: '' })).toBe('markdown');
      expect(classifyFile({ name, type: 'application/octet-stream' })).toBe('markdown');
    },
  );

  it('opens text types and known text extensions in text mode', () => {
    expect(classifyFile({ name: 'notes.txt', type: 'text/plain' })).toBe('text');
    expect(classifyFile({ name: 'server.log', type: '' })).toBe('text');
    expect(classifyFile({ name: 'data.json', type: 'application/json' })).toBe('text');
    expect(classifyFile({ name: 'feed', type: 'application/atom+xml' })).toBe('text');
    expect(classifyFile({ name: 'Makefile', type: '' })).toBe('text');
  });

  it('leaves untyped unknown files to their content and refuses other types', () => {
    expect(classifyFile({ name: 'blob.xyz', type: '' })).toBe('unknown');
    expect(classifyFile({ name: 'photo.png', type: 'image/png' })).toBeNull();
    expect(classifyFile({ name: 'doc.pdf', type: 'application/pdf' })).toBeNull();
  });
});

describe('size limit', () => {
  it('accepts exactly 10 MB and refuses a byte more', () => {
    expect(isTooLarge({ size: EDITOR_FILE_MAX_BYTES })).toBe(false);
    expect(isTooLarge({ size: EDITOR_FILE_MAX_BYTES + 1 })).toBe(true);
  });
});

describe('looksBinary', () => {
  it('spots NUL bytes and replacement characters, not ordinary text', () => {
    expect(looksBinary('hello\u0000world')).toBe(true);
    expect(looksBinary('\uFFFD'.repeat(5) + 'abc')).toBe(true);
    expect(looksBinary('# Title\n\nsome text, 中文')).toBe(false);
  });
});

describe('readImportFile', () => {
  it('reads a Markdown file', async () => {
    const file = new File(['# Hi'], 'readme.md', { type: '' });
    expect(await readImportFile(file)).toEqual({
      ok: true,
      content: '# Hi',
      format: 'markdown',
      name: 'readme.md',
    });
  });

  it('opens an untyped text file in text mode', async () => {
    const file = new File(['plain'], 'NOTES', { type: '' });
    expect(await readImportFile(file)).toMatchObject({ ok: true, format: 'text' });
  });

  it('refuses a file over 10 MB without reading it', async () => {
    const file = new File(['x'], 'big.txt', { type: 'text/plain' });
    Object.defineProperty(file, 'size', { value: EDITOR_FILE_MAX_BYTES + 1 });
    expect(await readImportFile(file)).toEqual({ ok: false, error: 'tooLarge', name: 'big.txt' });
  });

  it('refuses images and untyped binary content', async () => {
    const image = new File(['x'], 'a.png', { type: 'image/png' });
    expect(await readImportFile(image)).toMatchObject({ ok: false, error: 'notText' });
    const binary = new File([new Uint8Array([0, 1, 2, 0])], 'a.bin', { type: '' });
    expect(await readImportFile(binary)).toMatchObject({ ok: false, error: 'notText' });
  });
});
