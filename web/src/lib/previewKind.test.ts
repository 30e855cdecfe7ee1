/** The one preview rule for shared and mounted files, and code fences that cannot be broken out of. */
import { FileType } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { fencedCode, previewKindOf } from './previewKind';

describe('previewKindOf', () => {
  it.each([
    ['a.png', 'image/png', FileType.IMAGE, { kind: 'image' }],
    ['a.mp4', 'video/mp4', FileType.VIDEO, { kind: 'video' }],
    ['a.mp3', 'audio/mpeg', FileType.AUDIO, { kind: 'audio' }],
    ['a.docx', null, FileType.OFFICE, { kind: 'office' }],
    ['a.pdf', 'application/octet-stream', FileType.DOCUMENT, { kind: 'pdf' }],
    ['a', 'application/pdf; charset=binary', FileType.DOCUMENT, { kind: 'pdf' }],
    ['book.epub', 'application/epub+zip', FileType.DOCUMENT, { kind: 'none' }],
    ['README', 'text/markdown', FileType.TEXT, { kind: 'markdown' }],
    ['notes.MD', '', FileType.TEXT, { kind: 'markdown' }],
    ['main.ts', 'video/mp2t', FileType.TEXT, { kind: 'code', language: 'typescript' }],
    ['Main.kt', 'text/plain', FileType.TEXT, { kind: 'code', language: 'kotlin' }],
    ['notes.txt', 'text/plain', FileType.TEXT, { kind: 'text' }],
    ['archive.zip', 'application/zip', FileType.UNKNOWN, { kind: 'none' }],
    ['photo.png', 'image/png', FileType.FOLDER, { kind: 'none' }],
  ])('%s (%s, type %i) previews as %o', (name, mimetype, type, expected) => {
    expect(previewKindOf(name, mimetype, type)).toEqual(expected);
  });

  it('follows the type code over the MIME type: it carries the admin’s preview settings', () => {
    expect(previewKindOf('photo.png', 'image/png', FileType.TEXT)).toEqual({ kind: 'text' });
  });
});

describe('fencedCode', () => {
  it('wraps code in a fence with its language', () => {
    expect(fencedCode('let a = 1;', 'javascript')).toBe('```javascript\nlet a = 1;\n```');
  });

  it('uses a fence longer than any backtick run in the code', () => {
    expect(fencedCode('```\nnot the end\n````', 'markdown')).toBe(
      '`````markdown\n```\nnot the end\n````\n`````',
    );
  });
});
