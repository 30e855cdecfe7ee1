/** Route guard rules (docs/product/admin.md, "The admin area") for visitors, admin and API keys. */
import { Permission } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import {
  canOpenAdminPage,
  firstAllowedPath,
  requiresRevalidation,
  resolveGuard,
  type GuardUser,
} from './routeGuard';

const anonymous: GuardUser = { authType: 'none', permissions: 0, basicPath: '/' };
const admin: GuardUser = { authType: 'admin', permissions: 0, basicPath: '/' };
const key = (permissions: number, basicPath = '/'): GuardUser => ({
  authType: 'apikey',
  permissions,
  basicPath,
});

describe('admin area', () => {
  it('lets an unauthenticated visitor through to the login page without redirecting', () => {
    expect(resolveGuard('/admin', anonymous)).toEqual({ type: 'allow' });
    expect(resolveGuard('/admin/key-management', anonymous)).toEqual({ type: 'allow' });
  });

  it('lets the admin open every page', () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/key-management',
      '/admin/settings/webdav',
      '/admin/text-management',
    ]) {
      expect(resolveGuard(path, admin)).toEqual({ type: 'allow' });
    }
  });

  it('sends an API key without text or file permission home, My activity included', () => {
    for (const path of ['/admin', '/admin/text-management', '/admin/my-activity']) {
      expect(resolveGuard(path, key(Permission.MOUNT_VIEW))).toEqual({ type: 'redirect', to: '/' });
    }
    expect(resolveGuard('/admin/text-management', key(0))).toEqual({ type: 'redirect', to: '/' });
    expect(resolveGuard('/admin/my-activity', key(Permission.TEXT))).toEqual({ type: 'allow' });
  });

  it("keeps a key's own activity for keys: the admin has the whole audit log", () => {
    expect(canOpenAdminPage('my-activity', key(0))).toBe(true);
    expect(canOpenAdminPage('my-activity', admin)).toBe(false);
    expect(canOpenAdminPage('my-activity', anonymous)).toBe(false);
  });

  it('redirects a key from pages it lacks to its first allowed page', () => {
    const text = key(Permission.TEXT);
    const file = key(Permission.FILE_SHARE);
    expect(resolveGuard('/admin', text)).toEqual({
      type: 'redirect',
      to: '/admin/text-management',
    });
    expect(resolveGuard('/admin/key-management', text)).toEqual({
      type: 'redirect',
      to: '/admin/text-management',
    });
    expect(resolveGuard('/admin/text-management', file)).toEqual({
      type: 'redirect',
      to: '/admin/file-management',
    });
    expect(resolveGuard('/admin/settings/global', file)).toEqual({
      type: 'redirect',
      to: '/admin/file-management',
    });
    expect(resolveGuard('/admin/text-management', text)).toEqual({ type: 'allow' });
    expect(resolveGuard('/admin/file-management', file)).toEqual({ type: 'allow' });
  });

  it('orders first allowed pages dashboard, text, file, home', () => {
    expect(firstAllowedPath(admin)).toBe('/admin');
    expect(firstAllowedPath(key(Permission.TEXT | Permission.FILE_SHARE))).toBe(
      '/admin/text-management',
    );
    expect(firstAllowedPath(key(Permission.FILE_SHARE))).toBe('/admin/file-management');
    expect(firstAllowedPath(key(Permission.MOUNT_VIEW))).toBe('/');
    expect(firstAllowedPath(anonymous)).toBe('/');
  });

  it('keeps admin-only pages for the admin', () => {
    const all = key(0x3ffff);
    for (const page of [
      '',
      'key-management',
      'users',
      'audit-log',
      'mount-management',
      'storage-config',
      'account',
      'settings/preview',
    ] as const) {
      expect(canOpenAdminPage(page, all)).toBe(false);
      expect(canOpenAdminPage(page, admin)).toBe(true);
    }
    expect(canOpenAdminPage('text-management', anonymous)).toBe(false);
  });
});

describe('a signed-in user (docs/ACCOUNTS.md)', () => {
  const user = (permissions: number, basicPath = '/'): GuardUser => ({
    authType: 'user',
    permissions,
    basicPath,
  });

  it('opens what a key of its bits opens, and its Account page, never the admin pages', () => {
    const text = user(Permission.TEXT);
    expect(resolveGuard('/admin/text-management', text)).toEqual({ type: 'allow' });
    expect(resolveGuard('/admin/account', text)).toEqual({ type: 'allow' });
    expect(canOpenAdminPage('account', key(0x3ffff))).toBe(false);
    for (const page of ['users', 'key-management', 'settings/global', 'file-management'])
      expect(resolveGuard(`/admin/${page}`, text)).toEqual({
        type: 'redirect',
        to: '/admin/text-management',
      });
    expect(resolveGuard('/admin', text)).toEqual({
      type: 'redirect',
      to: '/admin/text-management',
    });
  });

  it('sends a user without share bits to its Account page, and holds it to its base path', () => {
    const none = user(0);
    expect(firstAllowedPath(none)).toBe('/admin/account');
    expect(resolveGuard('/admin/users', none)).toEqual({ type: 'redirect', to: '/admin/account' });
    expect(resolveGuard('/mount-explorer/other', user(Permission.MOUNT_VIEW, '/team'))).toEqual({
      type: 'redirect',
      to: '/mount-explorer/team',
      basicPath: '/team',
    });
  });
});

describe('mount explorer', () => {
  it('confines an API key to its basic path', () => {
    const docs = key(Permission.MOUNT_VIEW, '/docs/');
    expect(resolveGuard('/mount-explorer/docs', docs)).toEqual({ type: 'allow' });
    expect(resolveGuard('/mount-explorer/docs/a/b', docs)).toEqual({ type: 'allow' });
    expect(resolveGuard('/mount-explorer', docs)).toEqual({
      type: 'redirect',
      to: '/mount-explorer/docs',
      basicPath: '/docs',
    });
    expect(resolveGuard('/mount-explorer/docsx', docs)).toMatchObject({
      type: 'redirect',
      to: '/mount-explorer/docs',
    });
    expect(resolveGuard('/mount-explorer/docs/../etc', docs)).toMatchObject({ type: 'redirect' });
  });

  it('encodes the base path and compares decoded paths', () => {
    const cn = key(Permission.MOUNT_VIEW, '/共享 盘');
    expect(resolveGuard('/mount-explorer/%E5%85%B1%E4%BA%AB%20%E7%9B%98/x', cn)).toEqual({
      type: 'allow',
    });
    expect(resolveGuard('/mount-explorer/other', cn)).toMatchObject({
      to: '/mount-explorer/%E5%85%B1%E4%BA%AB%20%E7%9B%98',
    });
  });

  it('does not restrict the admin, anonymous visitors or a root key', () => {
    expect(resolveGuard('/mount-explorer/anything', admin)).toEqual({ type: 'allow' });
    expect(resolveGuard('/mount-explorer/anything', anonymous)).toEqual({ type: 'allow' });
    expect(resolveGuard('/mount-explorer/anything', key(Permission.MOUNT_VIEW, '/'))).toEqual({
      type: 'allow',
    });
  });
});

describe('other routes', () => {
  it('leave public pages alone', () => {
    expect(resolveGuard('/paste/abc', key(0))).toEqual({ type: 'allow' });
    expect(resolveGuard('/', key(0))).toEqual({ type: 'allow' });
  });

  it('recheck the session only before auth-dependent routes', () => {
    for (const path of [
      '/',
      '/upload',
      '/admin',
      '/admin/account',
      '/mount-explorer',
      '/mount-explorer/a',
    ]) {
      expect(requiresRevalidation(path)).toBe(true);
    }
    for (const path of ['/paste/a', '/file/b', '/administrator', '/uploads']) {
      expect(requiresRevalidation(path)).toBe(false);
    }
  });
});
