/** Permission checkboxes to bitmask and back. */
import { Permission } from '@cloudpaste/contracts';
import { describe, expect, it } from 'vitest';
import {
  PERMISSION_GROUPS,
  groupState,
  permissionBadgeKeys,
  setGroup,
  toggleFlag,
  type PermissionGroup,
} from './permissions';

function group(id: PermissionGroup['id']): PermissionGroup {
  const found = PERMISSION_GROUPS.find((g) => g.id === id);
  if (!found) throw new Error(`no group ${id}`);
  return found;
}

describe('permission checkboxes to bitmask', () => {
  it('offers every permission flag exactly once', () => {
    const flags = PERMISSION_GROUPS.flatMap((g) => g.options.map((o) => o.flag)).sort(
      (a, b) => a - b,
    );
    expect(flags).toEqual(Object.values(Permission).sort((a, b) => a - b));
  });

  it('sets and clears single flags without touching the others', () => {
    let mask = toggleFlag(0, Permission.TEXT, true);
    mask = toggleFlag(mask, Permission.MOUNT_UPLOAD, true);
    expect(mask).toBe(1 | 512);
    expect(toggleFlag(mask, Permission.TEXT, false)).toBe(512);
    expect(toggleFlag(mask, Permission.TEXT, true)).toBe(mask);
  });

  it('select-all sets and clears a whole group', () => {
    const mount = group('mount');
    const all = setGroup(Permission.TEXT, mount, true);
    expect(all).toBe(1 | 256 | 512 | 1024 | 2048 | 4096);
    expect(setGroup(all, mount, false)).toBe(Permission.TEXT);
    expect(setGroup(0, group('webdav'), true)).toBe(65536 | 131072);
  });

  it('reports whether a group is fully, partly or not selected', () => {
    const mount = group('mount');
    expect(groupState(0, mount)).toBe('none');
    expect(groupState(Permission.MOUNT_VIEW, mount)).toBe('some');
    expect(groupState(setGroup(0, mount, true), mount)).toBe('all');
    expect(groupState(Permission.TEXT, group('text'))).toBe('all');
  });
});

describe('permissionBadgeKeys', () => {
  it('lists set flags in form order and ignores unknown bits', () => {
    expect(permissionBadgeKeys(Permission.WEBDAV_READ | Permission.TEXT | 8)).toEqual([
      'keys.permissions.badges.text',
      'keys.permissions.badges.webdavRead',
    ]);
    expect(permissionBadgeKeys(0)).toEqual([]);
  });
});
