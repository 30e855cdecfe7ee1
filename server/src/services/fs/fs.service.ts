/**
 * The filesystem over mounts, reading side: list a folder (complete, whatever its size, cached for
 * the mount's cache TTL), describe a path, and serve a file's bytes with Range and conditional
 * requests. Every path is normalised and checked against the caller's basic_path first.
 */
import {
  FILE_TYPE_NAMES,
  FileType,
  fileTypeOf,
  normalizeVirtualPath,
  type FsFileInfo,
  type FsItem,
  type FsListing,
} from '@cloudpaste/contracts';
import type { MountRow } from '../../db/types.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import type { TtlCache } from '../../lib/cache-registry.js';
import { canReach, type Principal } from '../../policies/access.js';
import type { MountRepository } from '../../repositories/mount.repository.js';
import { StorageNotFoundError, StorageRangeError, type ObjectInfo } from '../../storage/driver.js';
import { isNotModified, rangeOf, type ContentRequest } from '../files/content-conditions.js';
import type { ContentResult, Disposition } from '../files/file-access.service.js';
import { previewSettingsOf } from '../files/file-deps.js';
import type { SettingsService } from '../settings.service.js';
import type { ResolvedStorage, StorageAccess } from '../storage-access.js';
import { INTERNAL_FOLDER, nameOf, placePath, virtualChildren } from './mount-tree.js';

export interface FsServiceDeps {
  mounts: MountRepository;
  storage: StorageAccess;
  settings: SettingsService;
  /** Listings by `{mount id}:{prefix}`, each kept for its mount's cache TTL. */
  listings: TtlCache<FolderEntries>;
}

/** What a storage folder holds: sub-folder names and the objects directly in it. */
export interface FolderEntries {
  folders: string[];
  files: ObjectInfo[];
}

/** A path inside a mount, resolved. */
interface InMount {
  path: string;
  mount: MountRow;
  storage: ResolvedStorage;
  key: string;
}

const NOT_FOUND = 'file or folder not found';

export class FsService {
  constructor(private readonly o: FsServiceDeps) {}

  async list(principal: Principal, rawPath: string): Promise<FsListing> {
    const path = this.checked(principal, rawPath);
    const mounts = await this.o.mounts.list({ activeOnly: true });
    const placement = placePath(mounts, path);
    if (placement.kind === 'none') throw notFound(NOT_FOUND);
    if (placement.kind === 'virtual') {
      const items = virtualChildren(mounts, path).map((child) =>
        folderItem(child.path, true, child.mount?.id ?? null),
      );
      return { path, isRoot: path === '/', isVirtual: true, mount_id: null, items };
    }
    const target = await this.inMount(path, placement.mount, placement.key);
    const entries = await this.folder(target);
    if (target.key !== '' && entries.folders.length === 0 && entries.files.length === 0) {
      // An empty listing is a folder only if something marks it: S3 has no empty folders otherwise.
      if (!(await target.storage.driver.head(`${target.key}/`))) throw notFound(NOT_FOUND);
    }
    const settings = await previewSettingsOf(this.o.settings);
    const join = (name: string) => `${path === '/' ? '' : path}/${name}`;
    const items: FsItem[] = [
      ...entries.folders.map((name) => folderItem(join(name), false, null)),
      ...entries.files.map((object) => fileItem(join(nameOf(object.key)), object, settings)),
    ];
    return { path, isRoot: false, isVirtual: false, mount_id: target.mount.id, items };
  }

  async get(principal: Principal, rawPath: string): Promise<FsFileInfo> {
    const path = this.checked(principal, rawPath);
    const mounts = await this.o.mounts.list({ activeOnly: true });
    const placement = placePath(mounts, path);
    if (placement.kind === 'none') throw notFound(NOT_FOUND);
    const mountId = placement.kind === 'mount' ? placement.mount.id : null;
    const asFolder = (isVirtual: boolean): FsFileInfo => ({
      ...folderItem(path, isVirtual, mountId),
      preview_url: null,
      download_url: null,
    });
    if (placement.kind === 'virtual') return asFolder(true);
    if (placement.key === '') return asFolder(true);
    const target = await this.inMount(path, placement.mount, placement.key);
    const object = await target.storage.driver.head(target.key);
    if (object) {
      const item = fileItem(path, object, await previewSettingsOf(this.o.settings));
      const link = (type: Disposition) =>
        target.storage.driver
          .presignGet(target.key, {
            expiresInSeconds: target.storage.signatureExpiresIn,
            disposition: { type, filename: item.name },
            contentType: object.contentType,
          })
          .then((signed) => signed.url);
      return { ...item, preview_url: await link('inline'), download_url: await link('attachment') };
    }
    const page = await target.storage.driver.list(`${target.key}/`, { limit: 1 });
    if (page.objects.length > 0 || page.prefixes.length > 0) return asFolder(false);
    throw notFound(NOT_FOUND);
  }

  /** A file's bytes, as a share's are served: ETag, Last-Modified, 304, one Range or 416. */
  async download(
    principal: Principal,
    rawPath: string,
    request: ContentRequest,
    disposition: Disposition,
  ): Promise<ContentResult> {
    const path = this.checked(principal, rawPath);
    const placement = placePath(await this.o.mounts.list({ activeOnly: true }), path);
    if (placement.kind !== 'mount' || placement.key === '') throw notFound(NOT_FOUND);
    const target = await this.inMount(path, placement.mount, placement.key);
    const object = await target.storage.driver.head(target.key);
    if (!object) throw notFound(NOT_FOUND);
    const validators = {
      etag: object.etag ? `"${object.etag}"` : null,
      lastModified: object.lastModified,
    };
    const meta = {
      filename: nameOf(path),
      mimetype: object.contentType,
      disposition,
      ...validators,
    };
    if (isNotModified(request, validators)) return { kind: 'not-modified', ...meta };
    if (request.headOnly) return { kind: 'head', size: object.size, ...meta };
    const range = rangeOf(request, object.size, validators);
    if (range === 'unsatisfiable') return { kind: 'unsatisfiable', size: object.size };
    try {
      const body = await target.storage.driver.get(target.key, range ? { range } : {});
      return {
        kind: 'body',
        body: body.body,
        size: object.size,
        range: body.range ?? range,
        ...meta,
      };
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw notFound(NOT_FOUND);
      if (error instanceof StorageRangeError) return { kind: 'unsatisfiable', size: object.size };
      throw error;
    }
  }

  /** The normalised path, once the caller may reach it (SPEC §6 message otherwise). */
  private checked(principal: Principal, rawPath: string): string {
    const path = normalizeVirtualPath(rawPath);
    if (path === null) throw badRequest('path is not a valid path');
    if (!canReach(principal, path)) {
      const base = principal.type === 'apikey' ? principal.basicPath : '/';
      throw forbidden(`You can only access ${base} and its subdirectories`);
    }
    return path;
  }

  private async inMount(path: string, mount: MountRow, key: string): Promise<InMount> {
    return { path, mount, storage: await this.o.storage.byId(mount.storage_config_id), key };
  }

  /** Every entry of a storage folder: all pages of the listing, one listing per folder. */
  private async folder(target: InMount): Promise<FolderEntries> {
    const prefix = target.key === '' ? '' : `${target.key}/`;
    const cacheKey = `${target.mount.id}:${prefix}`;
    const ttlMs = target.mount.cache_ttl * 1000;
    const cached = ttlMs > 0 ? this.o.listings.get(cacheKey) : undefined;
    if (cached) return cached;
    const entries: FolderEntries = { folders: [], files: [] };
    let cursor: string | undefined;
    do {
      const page = await target.storage.driver.list(prefix, { cursor });
      for (const folder of page.prefixes) {
        const name = folder.slice(prefix.length).replace(/\/$/, '');
        if (name && !(prefix === '' && name === INTERNAL_FOLDER)) entries.folders.push(name);
      }
      // A key ending in / is the folder's own marker, not a file.
      entries.files.push(...page.objects.filter((o) => o.key !== prefix && !o.key.endsWith('/')));
      cursor = page.cursor;
    } while (cursor);
    entries.folders.sort(byName);
    entries.files.sort((a, b) => byName(a.key, b.key));
    if (ttlMs > 0) this.o.listings.set(cacheKey, entries, ttlMs);
    return entries;
  }
}

const byName = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

function folderItem(path: string, isVirtual: boolean, mountId: string | null): FsItem {
  return {
    name: path === '/' ? '' : nameOf(path),
    path,
    isDirectory: true,
    isVirtual,
    mount_id: mountId,
    size: 0,
    modified: null,
    etag: null,
    mimetype: null,
    type: FileType.FOLDER,
    typeName: FILE_TYPE_NAMES[FileType.FOLDER],
  };
}

function fileItem(
  path: string,
  object: ObjectInfo,
  settings: Parameters<typeof fileTypeOf>[2],
): FsItem {
  const name = nameOf(path);
  const type = fileTypeOf(name, object.contentType, settings);
  return {
    name,
    path,
    isDirectory: false,
    isVirtual: false,
    mount_id: null,
    size: object.size,
    modified: object.lastModified.toISOString(),
    etag: object.etag || null,
    mimetype: object.contentType,
    type,
    typeName: FILE_TYPE_NAMES[type],
  };
}
