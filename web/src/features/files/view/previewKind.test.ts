/** Preview choice for a shared file: by its type code, else by the default extension lists. */
import { FileType } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { previewKindOf } from './previewKind';

const file = (
  filename: string,
  mimetype = 'application/octet-stream',
  type: number = FileType.UNKNOWN,
) => ({
  filename,
  mimetype,
  type,
});

describe('previewKindOf', () => {
  it.each([
    [file('a.png', 'image/png', FileType.IMAGE), { kind: 'image' }],
    [file('a.mp4', 'video/mp4', FileType.VIDEO), { kind: 'video' }],
    [file('a.mp3', 'audio/mpeg', FileType.AUDIO), { kind: 'audio' }],
    [file('a.pdf', 'application/pdf', FileType.DOCUMENT), { kind: 'pdf' }],
    [file('a.docx', 'application/octet-stream', FileType.OFFICE), { kind: 'office' }],
    [file('README.md', 'text/markdown', FileType.TEXT), { kind: 'markdown' }],
    [file('main.ts', 'video/mp2t', FileType.TEXT), { kind: 'code', language: 'typescript' }],
    [file('notes.txt', 'text/plain', FileType.TEXT), { kind: 'text' }],
    [file('app.log', 'text/plain', FileType.TEXT), { kind: 'text' }],
    [file('archive.zip', 'application/zip', FileType.UNKNOWN), { kind: 'none' }],
  ])('%o previews as %o', (info, expected) => {
    expect(previewKindOf(info)).toEqual(expected);
  });

  it('follows the server type, which reflects the admin’s preview settings', () => {
    // The server applied the admin's extension lists: its type wins over the file's MIME type.
    expect(previewKindOf(file('photo.png', 'image/png', FileType.TEXT))).toEqual({ kind: 'text' });
  });

  it('falls back to the default extension lists when the type is missing', () => {
    expect(previewKindOf(file('photo.webp', '', FileType.UNKNOWN))).toEqual({ kind: 'image' });
    expect(previewKindOf(file('script.py', 'text/x-python', 99))).toEqual({
      kind: 'code',
      language: 'python',
    });
  });

  it('previews only PDFs among documents', () => {
    expect(previewKindOf(file('book.epub', 'application/epub+zip', FileType.DOCUMENT))).toEqual({
      kind: 'none',
    });
  });
});
