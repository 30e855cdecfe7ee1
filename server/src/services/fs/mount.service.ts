/**
 * Mount points: the admin's CRUD (API keys never create, change or delete them) and the mounts a
 * key may see. A mount path is unique and never nested in or over another one, so every virtual
 * path belongs to at most one mount.
 */
import {
  type CreateMountInput,
  type Mount,
  type MountIndexState,
  type StorageType,
  type UpdateMountInput,
  type WebdavPolicy,
} from '@cloudpaste/contracts';
import type { MountRow, MountUpdate, NewMountRow } from '../../db/types.js';
import { conflict, notFound, validationFailed } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import type { Clock } from '../../lib/time.js';
import {
  canReach,
  creatorOf,
  isAdmin,
  seesMount,
  type AdminPrincipal,
  type Principal,
} from '../../policies/access.js';
import type {
  FsIndexBuildRepository,
  IndexState,
} from '../../repositories/fs-index-build.repository.js';
import type { FsIndexRepository } from '../../repositories/fs-index.repository.js';
import type { MountListRow, MountRepository } from '../../repositories/mount.repository.js';
import type { StorageConfigRepository } from '../../repositories/storage-config.repository.js';

export interface MountServiceOptions {
  mounts: MountRepository;
  configs: StorageConfigRepository;
  /** A mount's search index goes with it, and is rebuilt when it points at other storage. */
  index: FsIndexRepository;
  /** Drops the mount's cached folder listings (its storage, path or TTL changed, or it is gone). */
  forgetListings: (mountId: string) => Promise<void>;
  clock: Clock;
  /** Each mount's index state, shown to the admin. */
  builds?: FsIndexBuildRepository;
  /** A mount created (or pointed at other storage): its index is built in the background. */
  onIndexNeeded?: (mount: MountRow) => void;
}

const NOT_FOUND = 'mount.notFound';

export class MountService {
  constructor(private readonly o: MountServiceOptions) {}

  async list(): Promise<Mount[]> {
    return this.withIndex((await this.o.mounts.list()).map(toMount));
  }

  async get(id: string): Promise<Mount> {
    const row = await this.o.mounts.findById(id);
    if (!row) throw notFound(NOT_FOUND);
    const [mount] = await this.withIndex([toMount(row)]);
    return mount as Mount;
  }

  /** The admin's view of mounts carries each one's search index state. */
  private async withIndex(mounts: Mount[]): Promise<Mount[]> {
    if (!this.o.builds) return mounts;
    const now = this.o.clock.now().toISOString();
    const states = await this.o.builds.states(
      mounts.map((m) => m.id),
      now,
    );
    return mounts.map((m) => {
      const state = states.get(m.id);
      return state ? { ...m, index: indexStateOf(state) } : m;
    });
  }

  async create(input: CreateMountInput, admin: AdminPrincipal): Promise<Mount> {
    await this.checkStorage(input.storage_config_id, input.storage_type);
    await this.checkPath(input.mount_path);
    const now = this.o.clock.now().toISOString();
    const id = newId();
    const inserted = await this.o.mounts.insert({
      id,
      ...columnsOf(input),
      created_by: creatorOf(admin),
      created_at: now,
      updated_at: now,
      last_used: null,
    });
    if (!inserted) throw pathTaken(input.mount_path);
    const row = await this.o.mounts.findById(id);
    if (row) this.o.onIndexNeeded?.(row);
    return this.get(id);
  }

  async update(id: string, input: UpdateMountInput): Promise<Mount> {
    const row = await this.o.mounts.findById(id);
    if (!row) throw notFound(NOT_FOUND);
    const storageConfigId = input.storage_config_id ?? row.storage_config_id;
    if (input.storage_config_id !== undefined || input.storage_type !== undefined) {
      await this.checkStorage(
        storageConfigId,
        input.storage_type ?? (row.storage_type as StorageType),
      );
    }
    if (input.mount_path !== undefined) await this.checkPath(input.mount_path, id);
    const changes: MountUpdate = {
      ...columnsOf(input),
      updated_at: this.o.clock.now().toISOString(),
    };
    const outcome = await this.o.mounts.update(id, changes);
    if (outcome === 'missing') throw notFound(NOT_FOUND);
    if (outcome === 'taken') throw pathTaken(input.mount_path);
    // Other storage means another tree: its index is rebuilt and its listings read afresh.
    if (
      input.storage_config_id !== undefined &&
      input.storage_config_id !== row.storage_config_id
    ) {
      await this.o.index.forgetMount(id);
      const changed = await this.o.mounts.findById(id);
      if (changed) this.o.onIndexNeeded?.(changed);
    }
    await this.o.forgetListings(id);
    return this.get(id);
  }

  async remove(id: string): Promise<void> {
    if (!(await this.o.mounts.delete(id))) throw notFound(NOT_FOUND);
    await this.o.index.forgetMount(id);
    await this.o.forgetListings(id);
  }

  /**
   * The active mounts a caller can reach: every one for the admin; for an API key, those inside
   * its basic_path or holding it (a key based at /photos/2024 sees the /photos mount).
   */
  async reachable(principal: Principal): Promise<Mount[]> {
    const rows = await this.o.mounts.list({ activeOnly: true });
    return rows.filter((row) => isReachable(principal, row)).map(toMount);
  }

  async reachableOne(id: string, principal: Principal): Promise<Mount> {
    const row = await this.o.mounts.findById(id);
    if (!row || row.is_active !== 1 || !isReachable(principal, row)) throw notFound(NOT_FOUND);
    return toMount(row);
  }

  private async checkStorage(configId: string, storageType: StorageType): Promise<void> {
    const config = await this.o.configs.findById(configId);
    if (!config) throw validationFailed('mount.storageMissing');
    if (config.storage_type !== storageType) {
      throw validationFailed('mount.storageTypeMismatch', { type: config.storage_type });
    }
  }

  /** One mount per path, and none inside another: /docs and /docs/old cannot both be mounts. */
  private async checkPath(path: string, exceptId?: string): Promise<void> {
    for (const other of await this.o.mounts.list()) {
      if (other.id === exceptId) continue;
      if (other.mount_path === path) throw conflict('mount.pathUsedBy', { path, name: other.name });
      if (path.startsWith(`${other.mount_path}/`))
        throw conflict('mount.pathInside', { path, name: other.name, other: other.mount_path });
      if (other.mount_path.startsWith(`${path}/`))
        throw conflict('mount.pathContains', { path, name: other.name, other: other.mount_path });
    }
  }
}

function isReachable(principal: Principal, mount: MountRow): boolean {
  if (isAdmin(principal)) return true;
  const mountPath = mount.mount_path;
  if (!seesMount(principal, mount.id)) return false;
  return (
    canReach(principal, mountPath) ||
    canReach({ ...principal, basicPath: mountPath }, principal.basicPath)
  );
}

const pathTaken = (path: string | undefined) => conflict('mount.pathTaken', { path: String(path) });

type MountColumns = Omit<
  NewMountRow,
  'id' | 'created_by' | 'created_at' | 'updated_at' | 'last_used'
>;

/** The columns an input gives (flags as 0/1); absent fields stay undefined, so updates skip them. */
function columnsOf(input: CreateMountInput): MountColumns;
function columnsOf(input: UpdateMountInput): MountUpdate;
function columnsOf(input: UpdateMountInput): MountUpdate {
  const bit = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);
  return {
    name: input.name,
    storage_type: input.storage_type,
    storage_config_id: input.storage_config_id,
    mount_path: input.mount_path,
    remark: input.remark,
    is_active: bit(input.is_active),
    sort_order: input.sort_order,
    cache_ttl: input.cache_ttl,
    web_proxy: bit(input.web_proxy),
    webdav_policy: input.webdav_policy,
    enable_sign: bit(input.enable_sign),
    sign_expires: input.sign_expires,
  };
}

function indexStateOf(state: IndexState): MountIndexState {
  return {
    state: state.building ? 'building' : state.indexedAt === null ? 'none' : 'ready',
    indexed: state.indexed,
    entries: state.entries,
    indexedAt: state.indexedAt,
  };
}

export function toMount(row: MountListRow): Mount {
  return {
    id: row.id,
    name: row.name,
    storage_type: row.storage_type as StorageType,
    storage_config_id: row.storage_config_id,
    storage_config_name: row.storage_config_name,
    mount_path: row.mount_path,
    remark: row.remark,
    is_active: row.is_active === 1,
    sort_order: row.sort_order,
    cache_ttl: row.cache_ttl,
    web_proxy: row.web_proxy === 1,
    webdav_policy: row.webdav_policy as WebdavPolicy,
    enable_sign: row.enable_sign === 1,
    sign_expires: row.sign_expires,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_used: row.last_used,
  };
}
