import { describe, expect, it } from 'vitest';
import {
  decodeUrlPath,
  ALL_PERMISSIONS,
  Permission,
  canAccessPath,
  hasAnyPermission,
  hasPermission,
  isKnownMask,
  maskFromNames,
  normalizeVirtualPath,
  permissionMap,
} from './permissions.js';

describe('permission bits', () => {
  it('match the documented values (docs/product/admin.md, Permissions)', () => {
    expect(Permission).toEqual({
      TEXT: 1,
      FILE_SHARE: 2,
      MOUNT_VIEW: 256,
      MOUNT_UPLOAD: 512,
      MOUNT_COPY: 1024,
      MOUNT_RENAME: 2048,
      MOUNT_DELETE: 4096,
      WEBDAV_READ: 65536,
      WEBDAV_MANAGE: 131072,
    });
  });

  it('checks single, combined and any-of flags', () => {
    const mask = Permission.TEXT | Permission.MOUNT_VIEW;
    expect(hasPermission(mask, Permission.TEXT)).toBe(true);
    expect(hasPermission(mask, Permission.FILE_SHARE)).toBe(false);
    expect(hasPermission(mask, Permission.TEXT | Permission.FILE_SHARE)).toBe(false);
    expect(hasAnyPermission(mask, Permission.TEXT | Permission.FILE_SHARE)).toBe(true);
    expect(hasPermission(mask, 0)).toBe(false);
    expect(hasPermission(-1, Permission.TEXT)).toBe(false);
    expect(hasPermission(1.5, Permission.TEXT)).toBe(false);
    expect(hasPermission(ALL_PERMISSIONS, Permission.WEBDAV_MANAGE)).toBe(true);
  });

  it('takes a mask as a whole: bits past 32, negatives, fractions or unknown bits grant nothing', () => {
    expect(isKnownMask(0)).toBe(true);
    expect(isKnownMask(ALL_PERMISSIONS)).toBe(true);
    for (const mask of [
      2 ** 32 + 1,
      2 ** 32 + 256,
      2 ** 40,
      2 ** 53 + 2,
      -1,
      -(2 ** 32) + 1,
      1.5,
    ]) {
      expect(isKnownMask(mask), String(mask)).toBe(false);
      expect(hasPermission(mask, Permission.TEXT), String(mask)).toBe(false);
      expect(hasAnyPermission(mask, ALL_PERMISSIONS), String(mask)).toBe(false);
    }
    // A defined bit beside an undefined one (4, 1 << 30) makes the whole mask unknown.
    for (const mask of [Permission.TEXT | 4, Permission.TEXT | (1 << 30), NaN, Infinity]) {
      expect(isKnownMask(mask), String(mask)).toBe(false);
      expect(hasPermission(mask, Permission.TEXT), String(mask)).toBe(false);
    }
    expect(permissionMap(2 ** 32 + 1).text).toBe(false);
  });

  it('maps names to bits and bits to the boolean map', () => {
    expect(maskFromNames(['text', 'file', 'webdav'])).toBe(
      Permission.TEXT | Permission.FILE_SHARE | Permission.WEBDAV_READ | Permission.WEBDAV_MANAGE,
    );
    expect(maskFromNames(['mount'])).toBe(256 | 512 | 1024 | 2048 | 4096);
    expect(maskFromNames(['bogus'])).toBe(0);
    expect(permissionMap(Permission.FILE_SHARE | Permission.MOUNT_DELETE)).toMatchObject({
      text: false,
      file: true,
      mount_delete: true,
      mount_view: false,
    });
  });
});

describe('canAccessPath (docs/product/admin.md, Base paths)', () => {
  it.each([
    ['/', '/anything/at/all', true],
    ['/docs', '/docs', true],
    ['/docs/', '/docs', true],
    ['/docs', '/docs/', true],
    ['/docs', '/docs/a/b.txt', true],
    ['/docs', '/docsx', false],
    ['/docs', '/', false],
    ['/docs', '/other/docs', false],
    ['/docs', '/docs/../etc', false],
    ['/docs', '/docs/%2e%2e/etc', false],
    ['/docs', '/docs/..%2fetc', false],
    ['/docs', '/docs\\..\\etc', false],
    ['/docs', '/docs/a\0', false],
    ['/docs', '/docs/%252e%252e/etc', false],
    ['/docs', '/docs/a%5c..%5c..', false],
    ['/docs', '/docs/100%.txt', true],
    ['/docs', '/docs/a%2eb', true],
    // Literal: `%64ocs` is not `docs`, so it is outside (and no later layer decodes it).
    ['/docs', '/%64ocs/x', false],
    ['/a/b', '/a', false],
    ['', '/x', true],
  ])('base %s, path %s → %s', (base, path, expected) => {
    expect(canAccessPath(base, path)).toBe(expected);
  });

  it('normalises slashes and rejects traversal', () => {
    expect(normalizeVirtualPath('//a///b/')).toBe('/a/b');
    expect(normalizeVirtualPath('')).toBe('/');
    expect(normalizeVirtualPath('/a/./b')).toBeNull();
    expect(normalizeVirtualPath('/a/\u0007')).toBeNull();
    // Taken literally: a malformed escape is just part of a name.
    expect(normalizeVirtualPath('/%E0%A4%A')).toBe('/%E0%A4%A');
  });
});

describe('decodeUrlPath', () => {
  it('decodes each segment once, keeping slashes that were encoded and stray percents', () => {
    expect(decodeUrlPath('/team/my%20docs/100%25.txt')).toBe('/team/my docs/100%.txt');
    expect(decodeUrlPath('/a/%252e%252e')).toBe('/a/%2e%2e');
    expect(decodeUrlPath('/a/b%2Fc')).toBe('/a/b/c');
    expect(decodeUrlPath('/a/50%/x')).toBe('/a/50%/x');
  });
});
