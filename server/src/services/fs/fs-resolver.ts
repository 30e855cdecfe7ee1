/**
 * The one way an fs call turns a path it was given into something to act on: normalised, checked
 * against the caller's basic_path (docs/product/admin.md, "Base paths"), and placed in the mount
 * tree with the mount's storage resolved.
 */
import { normalizeVirtualPath } from '@cloudpaste/contracts';
import type { MountRow } from '../../db/types.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { basePathOf, canReach, seesMount, type Principal } from '../../policies/access.js';
import type { MountRepository } from '../../repositories/mount.repository.js';
import type { ResolvedStorage, StorageAccess } from '../storage-access.js';
import { placePath, type Placement } from './mount-tree.js';

export const FS_NOT_FOUND = 'fs.notFound';

/** A path inside a mount, resolved. `key` is '' for the mount's own folder. */
export interface InMount {
  path: string;
  mount: MountRow;
  storage: ResolvedStorage;
  key: string;
}

export interface Resolved {
  path: string;
  /** The active mounts, in tree order. */
  mounts: MountRow[];
  placement: Placement;
}

export class FsResolver {
  constructor(private readonly o: { mounts: MountRepository; storage: StorageAccess }) {}

  /** The normalised path, once the caller may reach it. */
  checked(principal: Principal, rawPath: string): string {
    const path = normalized(rawPath);
    if (!canReach(principal, path)) {
      throw forbidden('http.pathOutsideBase', { base: basePathOf(principal) });
    }
    return path;
  }

  /**
   * The normalised path when the caller may reach it, else null: for what a route looks up before
   * the service refuses the path (a WebDAV lock), so nothing is told about paths outside its reach.
   */
  reachable(principal: Principal, rawPath: string): string | null {
    const path = normalizeVirtualPath(rawPath);
    return path !== null && canReach(principal, path) ? path : null;
  }

  /** The path placed among the mounts the caller may see (a user's list, docs/ACCOUNTS.md). */
  async resolve(principal: Principal, rawPath: string): Promise<Resolved> {
    const path = this.checked(principal, rawPath);
    const mounts = (await this.activeMounts()).filter((m) => seesMount(principal, m.id));
    return { path, mounts, placement: placePath(mounts, path) };
  }

  /**
   * For links whose authority is what they carry (a signature), not who asks: the path rules
   * still apply, so nothing outside a mount is reachable, but no basic_path does.
   */
  resolveForLink(rawPath: string): Promise<Resolved> {
    return this.place(normalized(rawPath));
  }

  /** The active mounts, in tree order. */
  activeMounts(): Promise<MountRow[]> {
    return this.o.mounts.list({ activeOnly: true });
  }

  private async place(path: string): Promise<Resolved> {
    const mounts = await this.activeMounts();
    return { path, mounts, placement: placePath(mounts, path) };
  }

  /** A path that must lie in a mount (its own folder too); 404 otherwise. */
  async inMount(principal: Principal, rawPath: string): Promise<InMount> {
    const { path, placement } = await this.resolve(principal, rawPath);
    if (placement.kind !== 'mount') throw notFound(FS_NOT_FOUND);
    return this.open(path, placement.mount, placement.key);
  }

  /** A path that must name something inside a mount, not the mount's own folder. */
  async entry(principal: Principal, rawPath: string): Promise<InMount> {
    const target = await this.inMount(principal, rawPath);
    if (target.key === '') throw badRequest('fs.isMountPoint', { path: target.path });
    return target;
  }

  async open(path: string, mount: MountRow, key: string): Promise<InMount> {
    return { path, mount, storage: await this.o.storage.byId(mount.storage_config_id), key };
  }
}

function normalized(rawPath: string): string {
  const path = normalizeVirtualPath(rawPath);
  if (path === null) throw badRequest('fs.invalidPath');
  return path;
}
