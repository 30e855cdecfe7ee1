/**
 * The virtual tree the mounts make, as pure functions: which mount a path lies in, and the folders
 * that lead to mounts above them. Mount paths never nest (MountService), so a path lies in at most
 * one mount.
 */
import type { MountRow } from '../../db/types.js';

/** The storage's own folder a local driver keeps multipart parts in: never shown or reachable. */
export const INTERNAL_FOLDER = '.cloudpaste';

export type Placement =
  | { kind: 'virtual' }
  | {
      kind: 'mount';
      mount: MountRow;
      /** Object key prefix or key inside the storage, no leading slash. */ key: string;
    }
  | { kind: 'none' };

/** Where a normalised virtual path lies: in a mount (with its key), above mounts, or nowhere. */
export function placePath(mounts: readonly MountRow[], path: string): Placement {
  for (const mount of mounts) {
    if (path === mount.mount_path) return { kind: 'mount', mount, key: '' };
    if (path.startsWith(`${mount.mount_path}/`)) {
      const key = path.slice(mount.mount_path.length + 1);
      if (key.split('/')[0] === INTERNAL_FOLDER) return { kind: 'none' };
      return { kind: 'mount', mount, key };
    }
  }
  const prefix = path === '/' ? '/' : `${path}/`;
  return mounts.some((m) => m.mount_path.startsWith(prefix))
    ? { kind: 'virtual' }
    : { kind: 'none' };
}

export interface VirtualChild {
  name: string;
  path: string;
  /** Set when the child is a mount's own folder. */
  mount: MountRow | null;
}

/** The folders directly under a virtual path that lead to (or are) mounts, in mount order. */
export function virtualChildren(mounts: readonly MountRow[], path: string): VirtualChild[] {
  const prefix = path === '/' ? '/' : `${path}/`;
  const children = new Map<string, VirtualChild>();
  for (const mount of mounts) {
    if (!mount.mount_path.startsWith(prefix)) continue;
    const name = mount.mount_path.slice(prefix.length).split('/')[0] ?? '';
    const childPath = `${prefix}${name}`;
    const isMount = childPath === mount.mount_path;
    const known = children.get(name);
    if (!known || isMount)
      children.set(name, {
        name,
        path: childPath,
        mount: isMount ? mount : (known?.mount ?? null),
      });
  }
  return [...children.values()];
}

/** The parent folder of a virtual path (`/` for top-level entries). */
export function parentOf(path: string): string {
  const cut = path.lastIndexOf('/');
  return cut <= 0 ? '/' : path.slice(0, cut);
}

export function nameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
