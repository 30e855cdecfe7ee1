/**
 * The filesystem over mounts, reading side: list a folder (complete, cached for the mount's TTL),
 * describe a path, and serve a file's bytes with Range and conditional requests.
 */
import type { FsFileInfo, FsItem, FsListing } from '@cloudpaste/contracts';
import { notFound } from '../../errors.js';
import type { Principal } from '../../policies/access.js';
import { StorageNotFoundError, StorageRangeError, type ObjectInfo } from '../../storage/driver.js';
import { isNotModified, rangeOf, type ContentRequest } from '../files/content-conditions.js';
import type { ContentResult, Disposition } from '../files/file-access.service.js';
import type { SettingsService } from '../settings.service.js';
import { classifierOf, fileItem, folderItem } from './fs-items.js';
import { folderExists, type FolderEntries, type FsListings } from './fs-listings.js';
import { FS_NOT_FOUND, type FsResolver, type InMount } from './fs-resolver.js';
import { nameOf, virtualChildren } from './mount-tree.js';

export interface FsServiceDeps {
  resolver: FsResolver;
  listings: FsListings;
  settings: SettingsService;
}

export class FsService {
  private readonly built = new WeakMap<FolderEntries, { path: string; items: FsItem[] }>();
  /** The JSON of a listing whose items were built once (keyed by that items array). */
  private readonly serialized = new WeakMap<FsItem[], { path: string; json: string }>();

  constructor(private readonly o: FsServiceDeps) {}

  async list(principal: Principal, rawPath: string): Promise<FsListing> {
    const { path, mounts, placement } = await this.o.resolver.resolve(principal, rawPath);
    if (placement.kind === 'none') throw notFound(FS_NOT_FOUND);
    if (placement.kind === 'virtual') {
      const items = virtualChildren(mounts, path).map((child) =>
        folderItem(child.path, true, child.mount?.id ?? null),
      );
      return { path, isRoot: path === '/', isVirtual: true, mount_id: null, items };
    }
    const target = await this.o.resolver.open(path, placement.mount, placement.key);
    const entries = await this.o.listings.folder(target);
    if (target.key !== '' && entries.folders.length === 0 && entries.files.length === 0) {
      // An empty listing is a folder only if a marker says so: S3 has no empty folders otherwise.
      if (!(await target.storage.driver.head(`${target.key}/`))) throw notFound(FS_NOT_FOUND);
    }
    return {
      path,
      isRoot: false,
      isVirtual: false,
      mount_id: target.mount.id,
      items: await this.items(entries, path),
    };
  }

  /**
   * A listing as JSON, for the API: a cached folder of 10,000 entries is serialized once, not on
   * every request (its items are the same array until the cache drops the listing).
   */
  async listJson(principal: Principal, rawPath: string): Promise<string> {
    const listing = await this.list(principal, rawPath);
    const done = this.serialized.get(listing.items);
    if (done?.path === listing.path) return done.json;
    const json = JSON.stringify(listing);
    if (!listing.isVirtual) this.serialized.set(listing.items, { path: listing.path, json });
    return json;
  }

  /**
   * The items of a cached folder listing, built once per listing and path: a folder of 10,000
   * files is then served without rebuilding 10,000 items (types may lag a preview-settings change
   * by the mount's cache TTL).
   */
  private async items(entries: FolderEntries, path: string): Promise<FsItem[]> {
    const built = this.built.get(entries);
    if (built?.path === path) return built.items;
    const classify = await classifierOf(this.o.settings);
    const join = (name: string) => `${path}/${name}`;
    const items = [
      ...entries.folders.map((name) => folderItem(join(name), false, null)),
      ...entries.files.map((object) => fileItem(join(nameOf(object.key)), object, classify)),
    ];
    this.built.set(entries, { path, items });
    return items;
  }

  /** What a path is, without links: for callers that only need to know (WebDAV, checks). */
  async stat(principal: Principal, rawPath: string): Promise<FsItem> {
    return (await this.find(principal, rawPath)).item;
  }

  /** What a path is, and for a file short-lived storage links to it (inline and attachment). */
  async get(principal: Principal, rawPath: string): Promise<FsFileInfo> {
    const { item, file } = await this.find(principal, rawPath);
    if (!file) return { ...item, preview_url: null, download_url: null };
    const link = async (type: Disposition) =>
      (
        await file.target.storage.driver.presignGet(file.target.key, {
          expiresInSeconds: file.target.storage.signatureExpiresIn,
          disposition: { type, filename: item.name },
          contentType: file.object.contentType,
        })
      ).url;
    return { ...item, preview_url: await link('inline'), download_url: await link('attachment') };
  }

  private async find(
    principal: Principal,
    rawPath: string,
  ): Promise<{ item: FsItem; file?: { target: InMount; object: ObjectInfo } }> {
    const { path, placement } = await this.o.resolver.resolve(principal, rawPath);
    if (placement.kind === 'none') throw notFound(FS_NOT_FOUND);
    if (placement.kind === 'virtual' || placement.key === '') {
      const mountId = placement.kind === 'mount' ? placement.mount.id : null;
      return { item: folderItem(path, true, mountId) };
    }
    const target = await this.o.resolver.open(path, placement.mount, placement.key);
    const { driver } = target.storage;
    const object = await driver.head(target.key);
    if (object) {
      return {
        item: fileItem(path, object, await classifierOf(this.o.settings)),
        file: { target, object },
      };
    }
    if (await folderExists(driver, target.key)) return { item: folderItem(path, false, null) };
    throw notFound(FS_NOT_FOUND);
  }

  /** The WebDAV policy of the mount a path lies in (302_redirect or native_proxy). */
  async webdavPolicyOf(principal: Principal, rawPath: string): Promise<string> {
    return (await this.o.resolver.inMount(principal, rawPath)).mount.webdav_policy;
  }

  /** A file's bytes, as a share's are served: ETag, Last-Modified, 304, one Range or 416. */
  async download(
    principal: Principal,
    rawPath: string,
    request: ContentRequest,
    disposition: Disposition,
  ): Promise<ContentResult> {
    return this.serve(await this.o.resolver.inMount(principal, rawPath), request, disposition);
  }

  /** The bytes of a resolved path (already authorised by the caller). */
  async serve(
    target: InMount,
    request: ContentRequest,
    disposition: Disposition,
  ): Promise<ContentResult> {
    if (target.key === '') throw notFound(FS_NOT_FOUND);
    const { driver } = target.storage;
    const object = await driver.head(target.key);
    if (!object) throw notFound(FS_NOT_FOUND);
    const validators = {
      etag: object.etag ? `"${object.etag}"` : null,
      lastModified: object.lastModified,
    };
    const meta = {
      filename: nameOf(target.path),
      mimetype: object.contentType,
      disposition,
      ...validators,
    };
    if (isNotModified(request, validators)) return { kind: 'not-modified', ...meta };
    if (request.headOnly) return { kind: 'head', size: object.size, ...meta };
    const range = rangeOf(request, object.size, validators);
    if (range === 'unsatisfiable') return { kind: 'unsatisfiable', size: object.size };
    try {
      const body = await driver.get(target.key, range ? { range } : {});
      return {
        kind: 'body',
        body: body.body,
        size: object.size,
        range: body.range ?? range,
        ...meta,
      };
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw notFound(FS_NOT_FOUND);
      if (error instanceof StorageRangeError) return { kind: 'unsatisfiable', size: object.size };
      throw error;
    }
  }
}
