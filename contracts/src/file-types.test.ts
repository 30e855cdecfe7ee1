import { describe, expect, it } from 'vitest';
import { FileType, extensionOf, fileTypeOf, uploadMimetypeOf } from './file-types.js';

describe('uploadMimetypeOf (Markdown by extension)', () => {
  it.each(['md', 'markdown', 'mdown', 'mkd', 'mdwn', 'mdtxt', 'mdtext', 'rmd', 'MD', 'Rmd'])(
    'sends .%s as text/markdown',
    (ext) => {
      expect(uploadMimetypeOf(`notes.${ext}`, 'text/plain')).toBe('text/markdown');
    },
  );

  it("keeps the file's own type, else falls back to application/octet-stream", () => {
    expect(uploadMimetypeOf('photo.png', 'image/png')).toBe('image/png');
    expect(uploadMimetypeOf('blob', '')).toBe('application/octet-stream');
    expect(uploadMimetypeOf('blob', undefined)).toBe('application/octet-stream');
    expect(uploadMimetypeOf('x.bin', 'not a type')).toBe('application/octet-stream');
    expect(uploadMimetypeOf('md', 'text/plain')).toBe('text/plain');
  });
});

describe('fileTypeOf', () => {
  it('uses the preview extension lists first, then the MIME type', () => {
    expect(fileTypeOf('clip.MP4')).toBe(FileType.VIDEO);
    expect(fileTypeOf('song.flac')).toBe(FileType.AUDIO);
    expect(fileTypeOf('a.docx')).toBe(FileType.OFFICE);
    expect(fileTypeOf('a.pdf')).toBe(FileType.DOCUMENT);
    expect(fileTypeOf('a.webp')).toBe(FileType.IMAGE);
    expect(fileTypeOf('main.rs')).toBe(FileType.TEXT);
    expect(fileTypeOf('notes.rmd')).toBe(FileType.TEXT);
    expect(fileTypeOf('blob', 'image/heic')).toBe(FileType.IMAGE);
    expect(fileTypeOf('blob', 'application/json; charset=utf-8')).toBe(FileType.TEXT);
    expect(fileTypeOf('archive.zip', 'application/zip')).toBe(FileType.UNKNOWN);
  });

  it("follows the admin's preview settings", () => {
    expect(fileTypeOf('scene.blend', null, { preview_video_types: 'blend' })).toBe(FileType.VIDEO);
    expect(fileTypeOf('clip.mp4', 'application/octet-stream', { preview_video_types: 'mkv' })).toBe(
      FileType.UNKNOWN,
    );
  });

  it('reads extensions from the last path segment only', () => {
    expect(extensionOf('dir.v2/README')).toBe('');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('a.TAR.GZ')).toBe('gz');
  });
});
