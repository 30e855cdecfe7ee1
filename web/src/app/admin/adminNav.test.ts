/** The sidebar shows only what the user may open. */
import { Permission } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import { visibleAdminNav, type AdminNavEntry } from './adminNav';

const flatten = (entries: AdminNavEntry[]) =>
  entries.flatMap((entry) =>
    'page' in entry ? [entry.page] : [`[${entry.groupKey}]`, ...entry.items.map((i) => i.page)],
  );

describe('visibleAdminNav', () => {
  it('gives the admin every section, all settings pages in one group', () => {
    expect(flatten(visibleAdminNav({ authType: 'admin', permissions: 0, basicPath: '/' }))).toEqual(
      [
        '',
        'text-management',
        'file-management',
        'file-requests',
        'storage-config',
        'mount-management',
        'key-management',
        'users',
        'audit-log',
        '[sidebar.systemSettings]',
        'settings/global',
        'settings/preview',
        'settings/webdav',
        'settings/backup',
        'account',
      ],
    );
  });

  it('gives an API key the management pages its bits open and its own activity, without empty groups', () => {
    const user = {
      authType: 'apikey',
      permissions: Permission.FILE_SHARE | Permission.MOUNT_VIEW,
      basicPath: '/',
    } as const;
    expect(flatten(visibleAdminNav(user))).toEqual(['file-management', 'my-activity']);
  });

  it('gives a signed-in user the same pages as a key of its bits, and its Account page', () => {
    const user = { authType: 'user', permissions: Permission.TEXT, basicPath: '/' } as const;
    expect(flatten(visibleAdminNav(user))).toEqual(['text-management', 'my-activity', 'account']);
    const uploader = {
      authType: 'user',
      permissions: Permission.MOUNT_VIEW | Permission.MOUNT_UPLOAD,
      basicPath: '/',
    } as const;
    expect(flatten(visibleAdminNav(uploader))).toEqual(['file-requests', 'my-activity', 'account']);
    const none = { authType: 'user', permissions: 0, basicPath: '/' } as const;
    expect(flatten(visibleAdminNav(none))).toEqual(['my-activity', 'account']);
  });
});
