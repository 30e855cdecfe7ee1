/**
 * Where an API key's share upload may put its object. A mount shows a storage's whole bucket or
 * folder at its mount path, so a share object written under a mounted storage appears in the mount:
 * a key that could not write there through the mount must not write there as a share either. The
 * admin is not bound by this.
 */
import { ErrorCode, Permission } from '@cloudpaste/contracts';
import type { MountRow } from '../../db/types.js';
import { AppError } from '../../errors.js';
import { can, canReach, type Principal } from '../../policies/access.js';
import type { MountRepository } from '../../repositories/mount.repository.js';
import type { ResolvedStorage, StorageAccess } from '../storage-access.js';

export interface MountRulesDeps {
  mounts: Pick<MountRepository, 'list'>;
  storage: Pick<StorageAccess, 'byId'>;
}

/**
 * Refuses (403 MOUNT_AREA_FORBIDDEN) an API key's share object at `key` of `storage` when the
 * object would lie inside an active mount, reached through the same configuration or any other one
 * over the same bucket or folder, unless the key has MOUNT_UPLOAD and that place is inside its
 * basic_path.
 */
export async function checkShareKey(
  deps: MountRulesDeps,
  principal: Principal,
  storage: ResolvedStorage,
  key: string,
): Promise<void> {
  if (principal.type === 'admin') return;
  const place = `${rootOf(storage)}${key}`;
  for (const mount of await deps.mounts.list({ activeOnly: true })) {
    const mounted = await storageOf(deps, mount);
    if (!mounted) continue;
    const root = rootOf(mounted);
    if (!place.startsWith(root)) continue;
    const inside = place.slice(root.length).replace(/\/+$/, '');
    const path = inside === '' ? mount.mount_path : `${mount.mount_path}/${inside}`;
    if (!can(principal, Permission.MOUNT_UPLOAD) || !canReach(principal, path)) {
      throw new AppError(403, ErrorCode.MOUNT_AREA_FORBIDDEN, 'upload.mountAreaForbidden', {
        mount: mount.mount_path,
        path,
      });
    }
  }
}

const rootOf = (storage: ResolvedStorage) => storage.objectRoot ?? `config:${storage.id}/`;

/** The mount's storage; a configuration that is gone mounts nothing. */
async function storageOf(deps: MountRulesDeps, mount: MountRow): Promise<ResolvedStorage | null> {
  try {
    return await deps.storage.byId(mount.storage_config_id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}
