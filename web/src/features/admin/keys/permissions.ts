/** The permission checkboxes of the key form: groups, labels and the bitmask arithmetic behind them. */
import { Permission } from '@cloudpaste/contracts';

export interface PermissionOption {
  flag: number;
  /** Label inside its group ("View"). */
  labelKey: string;
  /** Label standing alone, on a badge ("Mount: view"). */
  badgeKey: string;
}

export interface PermissionGroup {
  id: 'text' | 'file' | 'mount' | 'webdav';
  labelKey: string;
  options: readonly PermissionOption[];
}

export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  {
    id: 'text',
    labelKey: 'keys.permissions.groups.text',
    options: [
      {
        flag: Permission.TEXT,
        labelKey: 'keys.permissions.text',
        badgeKey: 'keys.permissions.badges.text',
      },
    ],
  },
  {
    id: 'file',
    labelKey: 'keys.permissions.groups.file',
    options: [
      {
        flag: Permission.FILE_SHARE,
        labelKey: 'keys.permissions.fileShare',
        badgeKey: 'keys.permissions.badges.fileShare',
      },
    ],
  },
  {
    id: 'mount',
    labelKey: 'keys.permissions.groups.mount',
    options: [
      {
        flag: Permission.MOUNT_VIEW,
        labelKey: 'keys.permissions.mountView',
        badgeKey: 'keys.permissions.badges.mountView',
      },
      {
        flag: Permission.MOUNT_UPLOAD,
        labelKey: 'keys.permissions.mountUpload',
        badgeKey: 'keys.permissions.badges.mountUpload',
      },
      {
        flag: Permission.MOUNT_COPY,
        labelKey: 'keys.permissions.mountCopy',
        badgeKey: 'keys.permissions.badges.mountCopy',
      },
      {
        flag: Permission.MOUNT_RENAME,
        labelKey: 'keys.permissions.mountRename',
        badgeKey: 'keys.permissions.badges.mountRename',
      },
      {
        flag: Permission.MOUNT_DELETE,
        labelKey: 'keys.permissions.mountDelete',
        badgeKey: 'keys.permissions.badges.mountDelete',
      },
    ],
  },
  {
    id: 'webdav',
    labelKey: 'keys.permissions.groups.webdav',
    options: [
      {
        flag: Permission.WEBDAV_READ,
        labelKey: 'keys.permissions.webdavRead',
        badgeKey: 'keys.permissions.badges.webdavRead',
      },
      {
        flag: Permission.WEBDAV_MANAGE,
        labelKey: 'keys.permissions.webdavManage',
        badgeKey: 'keys.permissions.badges.webdavManage',
      },
    ],
  },
];

export type GroupState = 'all' | 'some' | 'none';

export function hasFlag(mask: number, flag: number): boolean {
  return (mask & flag) === flag;
}

export function toggleFlag(mask: number, flag: number, checked: boolean): number {
  return checked ? mask | flag : mask & ~flag;
}

export function groupMask(group: PermissionGroup): number {
  return group.options.reduce((acc, o) => acc | o.flag, 0);
}

/** Drives the "select all" box of a group: checked only when every flag of the group is set. */
export function groupState(mask: number, group: PermissionGroup): GroupState {
  const bits = groupMask(group);
  const set = mask & bits;
  if (set === bits) return 'all';
  return set === 0 ? 'none' : 'some';
}

export function setGroup(mask: number, group: PermissionGroup, checked: boolean): number {
  return toggleFlag(mask, groupMask(group), checked);
}

/** Badge label keys for the flags a key carries, in form order; unknown bits are not shown. */
export function permissionBadgeKeys(mask: number): string[] {
  return PERMISSION_GROUPS.flatMap((g) =>
    g.options.filter((o) => hasFlag(mask, o.flag)).map((o) => o.badgeKey),
  );
}
