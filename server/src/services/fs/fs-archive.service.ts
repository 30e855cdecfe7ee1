/**
 * The explorer basket's zip download (`/api/fs/archive`): a ticket resolves and counts every file
 * once, under the caller's rights, and stores them behind a random token (only its keyed hash is
 * kept); the token's link then streams the zip, built as it goes, to whoever holds it until it
 * expires, as long as its creator still may read those files.
 */
import {
  ARCHIVE_LINK_TTL_SECONDS,
  ARCHIVE_MAX_FILES,
  Permission,
  canAccessPath,
  hasPermission,
  type FsArchiveInput,
  type FsArchiveTicket,
} from '@cloudpaste/contracts';
import type { Readable } from 'node:stream';
import type { MountRow } from '../../db/types.js';
import { badRequest, forbidden, gone, notFound } from '../../errors.js';
import { keyedHash, randomToken } from '../../lib/crypto.js';
import type { Clock } from '../../lib/time.js';
import { zipSize, zipStream, type ZipSource } from '../../lib/zip-stream.js';
import { creatorOf, seesMount, type Principal } from '../../policies/access.js';
import type { AdminRepository } from '../../repositories/admin.repository.js';
import type { ApiKeyRepository } from '../../repositories/api-key.repository.js';
import type { FsArchiveRepository } from '../../repositories/fs-archive.repository.js';
import type { ObjectInfo } from '../../storage/driver.js';
import type { ResolvedStorage } from '../storage-access.js';
import { archiveFileName, ZipNames } from './archive-names.js';
import { folderExists, prefixOf } from './fs-listings.js';
import type { FsResolver, InMount } from './fs-resolver.js';
import { INTERNAL_FOLDER, nameOf, placePath } from './mount-tree.js';

export interface FsArchiveDeps {
  resolver: FsResolver;
  archives: FsArchiveRepository;
  apiKeys: ApiKeyRepository;
  admins: AdminRepository;
  clock: Clock;
  secret: string;
}

/** One file of an archive, as stored in `fs_archives.entries`. */
interface ArchiveEntry {
  mount_id: string;
  key: string;
  /** Its virtual path when the ticket was made: the creator's basic_path is checked against it. */
  path: string;
  /** Its name inside the zip. */
  name: string;
  size: number;
  modified: string;
}

/** A chosen path, resolved: one file, or a folder whose files are listed below it. */
interface Chosen {
  target: InMount;
  file: ObjectInfo | null;
}

export interface ArchiveDownload {
  fileName: string;
  size: number;
  /** The zip as it is built; null for a HEAD request, which opens nothing. */
  body: Readable | null;
}

/** Paths resolved at once when a ticket is made (one HEAD each). */
const RESOLVE_CONCURRENCY = 16;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const LINK_NOT_FOUND = 'archive.linkNotFound';

export class FsArchiveService {
  constructor(private readonly o: FsArchiveDeps) {}

  async create(principal: Principal, input: FsArchiveInput): Promise<FsArchiveTicket> {
    const chosen = await this.resolveAll(principal, input.paths);
    const names = new ZipNames();
    const entries: ArchiveEntry[] = [];
    const seen = new Set<string>();
    const add = (target: InMount, object: ObjectInfo, path: string, name: string) => {
      if (seen.has(`${target.mount.id}:${object.key}`)) return;
      seen.add(`${target.mount.id}:${object.key}`);
      if (entries.length === ARCHIVE_MAX_FILES)
        throw badRequest('archive.tooManyFiles', { max: ARCHIVE_MAX_FILES });
      entries.push({
        mount_id: target.mount.id,
        key: object.key,
        path,
        name: names.claim(name, 'file'),
        size: object.size,
        modified: object.lastModified.toISOString(),
      });
    };
    for (const { target, file } of chosen) {
      if (file) {
        add(target, file, target.path, nameOf(target.path));
        continue;
      }
      const folder = names.claim(nameOf(target.path), 'folder');
      for await (const object of filesBelow(target)) {
        const relative = object.key.slice(prefixOf(target.key).length);
        add(target, object, `${target.path}/${relative}`, `${folder}/${relative}`);
      }
    }
    if (entries.length === 0) throw badRequest('archive.empty');

    const token = randomToken(32);
    const now = this.o.clock.now();
    const expiresAt = new Date(now.getTime() + ARCHIVE_LINK_TTL_SECONDS * 1000).toISOString();
    const fileName = archiveFileName(input.name, now);
    await this.o.archives.insert({
      id: this.hash(token),
      created_by: creatorOf(principal),
      file_name: fileName,
      entries: JSON.stringify(entries),
      expires_at: expiresAt,
      created_at: now.toISOString(),
    });
    return {
      url: `/api/fs/archive/${token}`,
      expires_at: expiresAt,
      fileCount: entries.length,
      totalBytes: entries.reduce((sum, e) => sum + e.size, 0),
      fileName,
    };
  }

  /**
   * The zip a link names. 404 for an unknown link, 410 once expired or when a mount it reads from
   * is gone, 403 when its creator may no longer read the files. `onError` hears a storage read that
   * failed after the answer started (the stream then ends with an error).
   */
  async open(
    token: string,
    options: { headOnly: boolean; onError?: (error: unknown) => void },
  ): Promise<ArchiveDownload> {
    const row = TOKEN.test(token) ? await this.o.archives.findById(this.hash(token)) : undefined;
    if (!row) throw notFound(LINK_NOT_FOUND);
    if (row.expires_at <= this.o.clock.now().toISOString()) throw gone('archive.linkExpired');
    const entries = JSON.parse(row.entries) as ArchiveEntry[];
    await this.checkCreator(row.created_by, entries);
    const sources = await this.sources(entries);
    if (options.headOnly) return { fileName: row.file_name, size: zipSize(sources), body: null };
    const zip = zipStream(sources, options.onError);
    return { fileName: row.file_name, size: zip.size, body: zip.body };
  }

  /** Removes expired links; answers how many. */
  sweep(): Promise<number> {
    return this.o.archives.deleteExpired(this.o.clock.now().toISOString());
  }

  private hash(token: string): string {
    return keyedHash(this.o.secret, `fs-archive:${token}`);
  }

  /** Every path checked (basic_path, traversal) and placed, in order; 404 names a missing one. */
  private async resolveAll(principal: Principal, rawPaths: readonly string[]): Promise<Chosen[]> {
    const paths = [...new Set(rawPaths.map((raw) => this.o.resolver.checked(principal, raw)))];
    // Only the mounts the caller sees (a user's list, docs/ACCOUNTS.md): the others are not there.
    const mounts = (await this.o.resolver.activeMounts()).filter((m) => seesMount(principal, m.id));
    const chosen: Chosen[] = [];
    for (let i = 0; i < paths.length; i += RESOLVE_CONCURRENCY) {
      const batch = paths.slice(i, i + RESOLVE_CONCURRENCY);
      chosen.push(...(await Promise.all(batch.map((path) => this.resolveOne(mounts, path)))));
    }
    return chosen;
  }

  private async resolveOne(mounts: MountRow[], path: string): Promise<Chosen> {
    const placement = placePath(mounts, path);
    if (placement.kind === 'virtual') throw badRequest('archive.notInMount', { path });
    if (placement.kind === 'none') throw notFound('archive.pathNotFound', { path });
    const target = await this.o.resolver.open(path, placement.mount, placement.key);
    if (target.key === '') return { target, file: null };
    const { driver } = target.storage;
    const file = await driver.head(target.key);
    if (file) return { target, file };
    if (await folderExists(driver, target.key)) return { target, file: null };
    throw notFound('archive.pathNotFound', { path });
  }

  /** The creator must still exist and, for a key, still read every file (cheap: one row). */
  private async checkCreator(createdBy: string, entries: readonly ArchiveEntry[]): Promise<void> {
    if (!createdBy.startsWith('apikey:')) {
      if (!(await this.o.admins.findById(createdBy))) throw forbidden('archive.creatorGone');
      return;
    }
    const key = await this.o.apiKeys.findById(createdBy.slice('apikey:'.length));
    const now = this.o.clock.now().toISOString();
    const isValid =
      key !== undefined &&
      (key.expires_at === null || key.expires_at > now) &&
      hasPermission(Number(key.permissions), Permission.MOUNT_VIEW) &&
      entries.every((entry) => canAccessPath(key.basic_path, entry.path));
    if (!isValid) throw forbidden('archive.keyGone');
  }

  /** Each entry as a zip source on its mount's storage; 410 when a mount is gone. */
  private async sources(entries: readonly ArchiveEntry[]): Promise<ZipSource[]> {
    const mounts = new Map((await this.o.resolver.activeMounts()).map((m) => [m.id, m]));
    const storages = new Map<string, ResolvedStorage>();
    const sources: ZipSource[] = [];
    for (const entry of entries) {
      const mount = mounts.get(entry.mount_id);
      if (!mount) throw gone('archive.unmounted', { path: entry.path });
      let storage = storages.get(mount.id);
      if (!storage) {
        storage = (await this.o.resolver.open(entry.path, mount, entry.key)).storage;
        storages.set(mount.id, storage);
      }
      const { driver } = storage;
      sources.push({
        name: entry.name,
        size: entry.size,
        mtime: new Date(entry.modified),
        async open(signal) {
          const object = await driver.get(entry.key, { signal });
          if (object.size !== entry.size) {
            object.body.destroy();
            throw new Error(`${entry.path} changed since the archive link was made`);
          }
          return object.body;
        },
      });
    }
    return sources;
  }
}

/** The files below a folder, every page of a recursive listing (folder markers left out). */
export async function* filesBelow(target: InMount): AsyncGenerator<ObjectInfo> {
  const prefix = prefixOf(target.key);
  let cursor: string | undefined;
  do {
    const page = await target.storage.driver.list(prefix, { recursive: true, cursor });
    for (const object of page.objects) {
      if (object.key.endsWith('/')) continue;
      if (prefix === '' && object.key.split('/')[0] === INTERNAL_FOLDER) continue;
      yield object;
    }
    cursor = page.cursor;
  } while (cursor);
}
