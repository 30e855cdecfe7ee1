/**
 * Which writes the explorer offers (docs/product/mounts-and-explorer.md, "Writes and permissions"):
 * each needs its permission bit, and only the storage's own entries can change: the mount folders
 * and the virtual folders above them cannot.
 */
import { Permission, type FsItem } from '@cloudpaste/contracts';

export interface WriteRights {
  /** Upload and new folder, in a folder inside a mount. */
  upload: boolean;
  rename: boolean;
  remove: boolean;
  /** Sharing a file needs FILE_SHARE besides the MOUNT_VIEW that browsing needs. */
  share: boolean;
  copy: boolean;
  /** Inside a mount a move is a rename; across mounts, a copy and a delete. */
  move: boolean;
}

export function writeRights(can: (flag: number) => boolean, isVirtualFolder: boolean): WriteRights {
  return {
    upload: can(Permission.MOUNT_UPLOAD) && !isVirtualFolder,
    rename: can(Permission.MOUNT_RENAME),
    remove: can(Permission.MOUNT_DELETE),
    share: can(Permission.FILE_SHARE),
    copy: can(Permission.MOUNT_COPY),
    move:
      can(Permission.MOUNT_RENAME) || (can(Permission.MOUNT_COPY) && can(Permission.MOUNT_DELETE)),
  };
}

const isStorageEntry = (item: FsItem) => !item.isVirtual;

export const canRename = (rights: WriteRights, items: FsItem[]) =>
  rights.rename && items.length === 1 && items.every(isStorageEntry);

export const canRemove = (rights: WriteRights, items: FsItem[]) =>
  rights.remove && items.length > 0 && items.every(isStorageEntry);

export const canCopy = (rights: WriteRights, items: FsItem[]) =>
  rights.copy && items.length > 0 && items.every(isStorageEntry);

export const canMove = (rights: WriteRights, items: FsItem[]) =>
  rights.move && items.length > 0 && items.every(isStorageEntry);

export const canShare = (rights: WriteRights, items: FsItem[]) =>
  rights.share && items.length === 1 && !items[0]?.isDirectory;

/** A folder inside a mount, or entries of one folder, shared by link (docs/FOLDER-SHARES.md). */
export const canShareFolder = (rights: WriteRights, items: FsItem[]) =>
  rights.share && items.length > 0 && items.every(isStorageEntry);

/** A selection is worth offering when something can be done with it. */
export const canSelect = (rights: WriteRights) =>
  rights.rename || rights.remove || rights.share || rights.copy || rights.move;
