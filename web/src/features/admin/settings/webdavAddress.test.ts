/** WebDAV address forms for the client instructions. */
import { describe, expect, it } from 'vitest';
import {
  davfs2Command,
  davfs2FstabLine,
  gnomeUrl,
  isSecure,
  rcloneCommand,
  webdavUrl,
} from './webdavAddress';

describe('WebDAV address', () => {
  it('appends /dav to the origin', () => {
    expect(webdavUrl('https://paste.example.com')).toBe('https://paste.example.com/dav');
    expect(webdavUrl('http://localhost:8787/')).toBe('http://localhost:8787/dav');
  });

  it('uses dav:// and davs:// for GNOME Files', () => {
    expect(gnomeUrl('https://paste.example.com/dav')).toBe('davs://paste.example.com/dav');
    expect(gnomeUrl('http://localhost:8787/dav')).toBe('dav://localhost:8787/dav');
  });

  it('tells whether the address is https', () => {
    expect(isSecure('https://a/dav')).toBe(true);
    expect(isSecure('http://a/dav')).toBe(false);
  });

  it('builds an rclone remote with the address', () => {
    expect(rcloneCommand('https://a/dav', 'USER', 'PASS')).toBe(
      'rclone config create cloudpaste webdav url=https://a/dav vendor=other user=USER pass=$(rclone obscure PASS)',
    );
  });

  it('mounts the address with davfs2, as a collection', () => {
    expect(davfs2FstabLine('https://a/dav')).toBe(
      'https://a/dav/ /mnt/cloudpaste davfs user,noauto 0 0',
    );
    expect(davfs2Command('https://a/dav')).toBe(
      'sudo mount -t davfs https://a/dav/ /mnt/cloudpaste',
    );
    expect(davfs2Command('https://a/dav/')).toBe(
      'sudo mount -t davfs https://a/dav/ /mnt/cloudpaste',
    );
  });
});
