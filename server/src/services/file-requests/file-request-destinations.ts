/**
 * Where a file request's uploads go (docs/FILE-REQUESTS.md): a folder of a mount, written through
 * the explorer's upload path as a principal held to that folder, under a name no file holds yet;
 * or a new file share of the request's owner, made through the file shares' own upload path as
 * the owner, so the owner's quotas hold. Each answers whether its owner may still take uploads.
 */
import { Permission, hasPermission } from '@cloudpaste/contracts';
import type { Readable } from 'node:stream';
import type { FileRequestRow } from '../../db/types.js';
import type { UserPrincipal } from '../../policies/access.js';
import type { AdminRepository } from '../../repositories/admin.repository.js';
import { accountPrincipal } from '../accounts/index.js';
import type { FileUploadService } from '../files/index.js';
import { linkVisitor } from '../quotas/index.js';
import { ownerStillReaches, type OwnerRecords } from '../folder-shares/index.js';
import {
  copyName,
  folderExists,
  prefixOf,
  type FsResolver,
  type FsWriteService,
} from '../fs/index.js';

/** A place a file may take: its name and the (mount, path) pair its row claims. */
export interface Slot {
  name: string;
  mount_id: string;
  path: string;
}

export interface Destination {
  ownerMayUpload(row: FileRequestRow, nowIso: string): Promise<boolean>;
  /** The places to try in order, each free of any stored file. */
  slots(row: FileRequestRow, name: string, fileId: string): AsyncIterable<Slot>;
  /** Stores the file at `slot`; answers where it ended up. */
  write(row: FileRequestRow, slot: Slot, file: DestinationFile): Promise<string>;
}

export interface DestinationFile {
  contentType: string;
  size: number;
  body: Readable;
}

const UPLOAD = Permission.MOUNT_VIEW | Permission.MOUNT_UPLOAD;
/** Numbered names tried before giving up on a crowded name. */
const MAX_NAME_TRIES = 1000;

export class FolderDestination implements Destination {
  constructor(
    private readonly o: OwnerRecords & { resolver: FsResolver; writes: FsWriteService },
  ) {}

  ownerMayUpload(row: FileRequestRow, nowIso: string) {
    const { mount_id, path } = row;
    if (mount_id === null || path === null) return Promise.resolve(false);
    return ownerStillReaches(
      this.o,
      { created_by: row.created_by, mount_id, path },
      nowIso,
      UPLOAD,
    );
  }

  async *slots(row: FileRequestRow, name: string): AsyncIterable<Slot> {
    const folder = await this.o.resolver.inMount(visitorOf(row), row.path ?? '/');
    const { driver } = folder.storage;
    for (let n = 0; n < MAX_NAME_TRIES; n++) {
      const candidate = n === 0 ? name : copyName(name, n, false);
      const key = `${prefixOf(folder.key)}${candidate}`;
      if ((await driver.head(key)) || (await folderExists(driver, key))) continue;
      const path = `${folder.path === '/' ? '' : folder.path}/${candidate}`;
      yield { name: candidate, mount_id: folder.mount.id, path };
    }
  }

  async write(row: FileRequestRow, slot: Slot, file: DestinationFile): Promise<string> {
    await this.o.writes.upload(visitorOf(row), {
      folder: row.path ?? '/',
      filename: slot.name,
      declaredType: file.contentType,
      body: file.body,
      size: file.size,
    });
    return slot.path;
  }
}

export class SharesDestination implements Destination {
  constructor(private readonly o: { admins: AdminRepository; uploads: FileUploadService }) {}

  async ownerMayUpload(row: FileRequestRow): Promise<boolean> {
    return (await this.owner(row)) !== null;
  }

  async *slots(_row: FileRequestRow, name: string, fileId: string): AsyncIterable<Slot> {
    yield { name, mount_id: '', path: `share:${fileId}` };
  }

  async write(row: FileRequestRow, slot: Slot, file: DestinationFile): Promise<string> {
    const owner = await this.owner(row);
    if (owner === null) throw new Error('the request’s owner is gone');
    const share = await this.o.uploads.uploadStream(owner, {
      fields: {},
      filename: slot.name,
      declaredType: file.contentType,
      file: file.body,
      size: file.size,
      sizeAtLeast: file.size,
      lateFields: () => Promise.resolve({}),
    });
    return `/file/${share.slug}`;
  }

  /** The owning account as it signs in now, when it is active and may make file shares. */
  private async owner(row: FileRequestRow) {
    const account = await this.o.admins.findById(row.created_by);
    if (!account || account.status !== 'active') return null;
    const principal = accountPrincipal(account.id, account);
    if (principal.type === 'user' && !hasPermission(principal.permissions, Permission.FILE_SHARE))
      return null;
    return principal;
  }
}

/** Who a visitor acts as: an uploader into the request's folder, on the owner's behalf. */
function visitorOf(row: FileRequestRow): UserPrincipal {
  return linkVisitor({
    owner: row.created_by,
    label: `file-request:${row.slug}`,
    permissions: UPLOAD,
    folder: row.path ?? '/',
    mountId: row.mount_id,
  });
}
