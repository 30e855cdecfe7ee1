/** Share page paths and links encode the slug and stay on the given origin. */
import { describe, expect, it } from 'vitest';
import { fileShareUrl, filePath, pasteEditPath, pastePath, pasteShareUrl } from './shareLinks';

describe('share links', () => {
  it('encodes the slug in the public and edit URLs', () => {
    expect(pastePath('a b')).toBe('/paste/a%20b');
    expect(filePath('a/b')).toBe('/file/a%2Fb');
    expect(pasteShareUrl('note-1', 'https://paste.example')).toBe(
      'https://paste.example/paste/note-1',
    );
    expect(fileShareUrl('my file', 'https://paste.example')).toBe(
      'https://paste.example/file/my%20file',
    );
    expect(pasteEditPath('id/1')).toBe('/?edit=id%2F1');
  });

  it('defaults to the origin the user is on', () => {
    expect(fileShareUrl('x')).toBe(`${window.location.origin}/file/x`);
  });
});
