/**
 * Folder shares as their owner makes and manages them (docs/FOLDER-SHARES.md): a folder the
 * caller itself can see (its base path, its mounts), or a hand-picked set of that folder's
 * entries; listed, revoked (the link answers 410 at once) and deleted (404).
 */
import type { CreateFolderShareInput, FolderShare } from '@cloudpaste/contracts';
import type { FolderShareRow } from '../../db/types.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { hashPassword } from '../../lib/crypto.js';
import { newId } from '../../lib/ids.js';
import { generateSlug } from '../../lib/slug.js';
import type { Clock } from '../../lib/time.js';
import { creatorOf, ownedCreators, owns, type Principal } from '../../policies/access.js';
import type { FolderShareRepository } from '../../repositories/folder-share.repository.js';
import { folderExists, prefixOf, FS_NOT_FOUND, type FsResolver } from '../fs/index.js';
import { pickedNames } from './share-paths.js';

export interface FolderShareOwnerDeps {
  shares: FolderShareRepository;
  resolver: FsResolver;
  clock: Clock;
}

const NOT_FOUND = 'folderShare.notFound';

export class FolderShareOwner {
  constructor(private readonly o: FolderShareOwnerDeps) {}

  async create(principal: Principal, input: CreateFolderShareInput): Promise<FolderShare> {
    // The caller's own reach: its base path and the mounts it sees.
    const folder = await this.o.resolver.inMount(principal, input.path);
    const { driver } = folder.storage;
    if (folder.key !== '') {
      if (await driver.head(folder.key))
        throw badRequest('folderShare.notFolder', { path: folder.path });
      if (!(await folderExists(driver, folder.key))) throw notFound(FS_NOT_FOUND);
    }
    const names = input.names ? [...new Set(input.names)] : null;
    for (const name of names ?? []) {
      const key = `${prefixOf(folder.key)}${name}`;
      if (!(await driver.head(key)) && !(await folderExists(driver, key)))
        throw notFound('folderShare.nameNotFound', { name });
    }
    const now = this.o.clock.now();
    const hours = input.expires_in ?? 0;
    const row = {
      id: newId(),
      slug: input.slug ?? generateSlug(),
      mount_id: folder.mount.id,
      path: folder.path,
      names: names && JSON.stringify(names),
      password_hash: input.password ? await hashPassword(input.password) : null,
      expires_at: hours > 0 ? new Date(now.getTime() + hours * 3_600_000).toISOString() : null,
      max_downloads: input.max_downloads ?? 0,
      // A hand-picked set takes no uploads: what arrived would not be part of it.
      allow_uploads: input.allow_uploads === true && names === null ? 1 : 0,
      revoked_at: null,
      created_by: creatorOf(principal),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
    try {
      await this.o.shares.insert(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('share.slugTaken');
      throw error;
    }
    return ownerView({ ...row, downloads: 0 });
  }

  /** The caller's folder shares, newest first; the admin's list holds everyone's. */
  async list(principal: Principal): Promise<FolderShare[]> {
    const rows = await this.o.shares.list(ownedCreators(principal));
    return rows.map(ownerView);
  }

  async revoke(principal: Principal, id: string): Promise<FolderShare> {
    await this.owned(principal, id);
    await this.o.shares.revoke(id, this.o.clock.now().toISOString());
    return ownerView(await this.owned(principal, id));
  }

  async remove(principal: Principal, id: string): Promise<void> {
    await this.owned(principal, id);
    await this.o.shares.delete(id);
  }

  /** The share when the caller owns it (the admin owns every one); 404 otherwise. */
  private async owned(principal: Principal, id: string): Promise<FolderShareRow> {
    const row = await this.o.shares.findById(id);
    if (!row || !owns(principal, row.created_by)) throw notFound(NOT_FOUND);
    return row;
  }
}

export function ownerView(row: FolderShareRow): FolderShare {
  return {
    id: row.id,
    slug: row.slug,
    path: row.path,
    mount_id: row.mount_id,
    names: pickedNames(row),
    has_password: row.password_hash !== null,
    expires_at: row.expires_at,
    max_downloads: Number(row.max_downloads),
    downloads: Number(row.downloads),
    allow_uploads: Number(row.allow_uploads) === 1,
    revoked_at: row.revoked_at,
    created_by: row.created_by,
    created_at: row.created_at,
  };
}
