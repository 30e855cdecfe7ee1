/**
 * The filesystem over mounts, reading side: list a folder (complete, cached for the mount's TTL),
 * describe a path, and serve a file's bytes with Range and conditional requests.
 */
import type { FsFileInfo, FsItem, FsItemShare, FsListing } from '@cloudpaste/contracts';
import { contentTag } from '../../lib/crypto.js';
import { entryPieces } from '../../lib/text-pieces.js';
import { notFound, preconditionFailed } from '../../errors.js';
import type { Principal } from '../../policies/access.js';
import { StorageNotFoundError, StorageRangeError, type ObjectInfo } from '../../storage/driver.js';
import {
  quotedEtag,
  rangeOf,
  readCondition,
  type ContentRequest,
} from '../../http/content/content-conditions.js';
import type { ContentResult, Disposition } from '../../http/content/content-result.js';
import type { SettingsService } from '../settings.service.js';
import { classifierOf, fileItem, folderItem, type Classify } from './fs-items.js';
import { folderExists, FsListings, type FolderEntries } from './fs-listings.js';
import { FS_NOT_FOUND, type FsResolver, type InMount } from './fs-resolver.js';
import { nameOf, virtualChildren } from './mount-tree.js';
import type { ShareObjects } from './share-objects.js';

export interface FsServiceDeps {
  resolver: FsResolver;
  listings: FsListings;
  settings: SettingsService;
  shares: ShareObjects;
}

/** A listing without its items. */
export type FsListingHead = Omit<FsListing, 'items'>;

/** A listing's JSON in pieces, and its ETag when known before it is sent (lib/crypto.ts contentTag). */
export interface ListingJson {
  pieces: Iterable<string>;
  etag?: string;
}

interface KeptJson {
  path: string;
  json: string;
  etag: string;
}

/**
 * A folder's items by index. Those of a listing the mount keeps are built once and kept with it;
 * the others are made when read, so a folder of 10,000 entries nobody keeps is never built whole.
 */
export interface FolderItems {
  readonly length: number;
  at(index: number): FsItem;
}

/** Items already built, as FolderItems. */
export const itemsOfArray = (items: readonly FsItem[]): FolderItems => ({
  length: items.length,
  at: (index) => items[index]!,
});

export class FsService {
  private readonly built = new WeakMap<
    FolderEntries,
    { path: string; items: FsItem[]; view: FolderItems }
  >();
  /** The JSON of a kept listing and its tag, made once (keyed by its entries). */
  private readonly serialized = new WeakMap<FolderEntries, KeptJson>();

  constructor(private readonly o: FsServiceDeps) {}

  async list(principal: Principal, rawPath: string): Promise<FsListing> {
    const { head, items } = await this.listing(principal, rawPath);
    return { ...head, items: Array.from({ length: items.length }, (_, index) => items.at(index)) };
  }

  /** A folder's listing, its items made as they are read when the mount keeps no listings. */
  async listing(
    principal: Principal,
    rawPath: string,
  ): Promise<{ head: FsListingHead; items: FolderItems }> {
    const folder = await this.folder(principal, rawPath);
    if (!('entries' in folder)) return folder;
    const { head, entries, kept, target } = folder;
    const items = kept
      ? itemsOfArray(await this.kept(entries, head.path))
      : this.made(entries, head.path, await classifierOf(this.o.settings));
    return { head, items: marked(items, await this.o.shares.marksIn(principal, target)) };
  }

  /**
   * A listing as JSON pieces, for the API, with a tag of its exact text when it is known before
   * the text goes out (docs/API.md, "Filesystem": a client that has it gets 304). A kept
   * listing's JSON and tag are made once and sent whole on every request; a kept folder with
   * shares in it is tagged by that JSON and its marks. Another's is made a piece at a time while
   * the client receives the last one, untagged: its text is whole only once sent.
   */
  async listJson(principal: Principal, rawPath: string): Promise<ListingJson> {
    const folder = await this.folder(principal, rawPath);
    if (!('entries' in folder)) {
      // Above the mounts: a few folders, made whole to be tagged.
      const json = [...listingPieces(folder.head, folder.items)].join('');
      return { pieces: [json], etag: contentTag(json) };
    }
    const { head, entries, kept, target } = folder;
    const marks = await this.o.shares.marksIn(principal, target);
    if (!kept)
      return {
        pieces: listingPieces(
          head,
          marked(this.made(entries, head.path, await classifierOf(this.o.settings)), marks),
        ),
      };
    const whole = await this.keptJson(entries, head);
    if (marks.size === 0) return { pieces: [whole.json], etag: whole.etag };
    // The kept JSON holds no marks: a folder with shares in it is written out each time.
    const items = marked(itemsOfArray(await this.kept(entries, head.path)), marks);
    const marksJson = JSON.stringify([...marks].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    return { pieces: listingPieces(head, items), etag: contentTag(whole.etag, marksJson) };
  }

  /** A kept listing's JSON without marks and its tag, made once (keyed by its entries). */
  private async keptJson(entries: FolderEntries, head: FsListingHead): Promise<KeptJson> {
    const done = this.serialized.get(entries);
    if (done?.path === head.path) return done;
    const items = itemsOfArray(await this.kept(entries, head.path));
    const json = [...listingPieces(head, items)].join('');
    const made = { path: head.path, json, etag: contentTag(json) };
    this.serialized.set(entries, made);
    return made;
  }

  /**
   * A folder's items a storage page at a time, in the storage's order, for an answer that needs no
   * order and goes out while the rest is listed (WebDAV): on a folder of thousands the client
   * receives the first pages while the next are listed. Only for a folder known to be there (as
   * `stat` says): a missing one yields no items rather than a 404.
   */
  async *listingPages(principal: Principal, rawPath: string): AsyncGenerator<FolderItems> {
    const located = await this.located(principal, rawPath);
    if ('items' in located) {
      yield located.items;
      return;
    }
    const { head, target } = located;
    const cached = await this.o.listings.cached(target);
    if (cached) {
      yield itemsOfArray(await this.kept(cached, head.path));
      return;
    }
    // One classifier for every page.
    const classify = await classifierOf(this.o.settings);
    for await (const entries of this.o.listings.pages(target))
      yield this.made(entries, head.path, classify);
  }

  /** A folder's head and either its items (above the mounts) or its storage entries. */
  private async folder(
    principal: Principal,
    rawPath: string,
  ): Promise<
    | { head: FsListingHead; items: FolderItems }
    | { head: FsListingHead; entries: FolderEntries; kept: boolean; target: InMount }
  > {
    const located = await this.located(principal, rawPath);
    if ('items' in located) return located;
    const { head, target } = located;
    const entries = await this.o.listings.folder(target);
    if (target.key !== '' && entries.folders.length === 0 && entries.files.length === 0) {
      // An empty listing is a folder only if a marker says so: S3 has no empty folders otherwise.
      if (!(await target.storage.driver.head(`${target.key}/`))) throw notFound(FS_NOT_FOUND);
    }
    return { head, entries, kept: FsListings.keeps(target), target };
  }

  /** Where a folder is: above the mounts, with its items, or in a mount's storage. */
  private async located(
    principal: Principal,
    rawPath: string,
  ): Promise<
    { head: FsListingHead; items: FolderItems } | { head: FsListingHead; target: InMount }
  > {
    const { path, mounts, placement } = await this.o.resolver.resolve(principal, rawPath);
    if (placement.kind === 'none') throw notFound(FS_NOT_FOUND);
    if (placement.kind === 'virtual') {
      const items = virtualChildren(mounts, path).map((child) =>
        folderItem(child.path, true, child.mount?.id ?? null),
      );
      return {
        head: { path, isRoot: path === '/', isVirtual: true, mount_id: null },
        items: itemsOfArray(items),
      };
    }
    const target = await this.o.resolver.open(path, placement.mount, placement.key);
    return { head: { path, isRoot: false, isVirtual: false, mount_id: target.mount.id }, target };
  }

  /** The items of a listing, made one by one when read, their types told by `classify`. */
  private made(entries: FolderEntries, path: string, classify: Classify): FolderItems {
    const { folders, files } = entries;
    return {
      length: folders.length + files.length,
      at: (index) => {
        if (index < folders.length) return folderItem(`${path}/${folders[index]!}`, false, null);
        const object = files[index - folders.length]!;
        return fileItem(`${path}/${nameOf(object.key)}`, object, classify);
      },
    };
  }

  /**
   * The items of a kept folder listing, built once per listing and path: a folder of 10,000
   * files is then served without rebuilding 10,000 items (types may lag a preview-settings change
   * by the mount's cache TTL).
   */
  private async kept(entries: FolderEntries, path: string): Promise<FsItem[]> {
    return (await this.keptBuilt(entries, path)).items;
  }

  private async keptBuilt(entries: FolderEntries, path: string) {
    const built = this.built.get(entries);
    if (built?.path === path) return built;
    const made = this.made(entries, path, await classifierOf(this.o.settings));
    const items = Array.from({ length: made.length }, (_, index) => made.at(index));
    const fresh = { path, items, view: itemsOfArray(items) };
    this.built.set(entries, fresh);
    return fresh;
  }

  /**
   * The items of the folder's listing while the mount keeps it, as one object for as long as it
   * is kept (what is made from it can be kept beside it: webdav/kept-multistatus.ts); undefined
   * above the mounts, or when the mount keeps no listing of the folder now.
   */
  async keptItems(principal: Principal, rawPath: string): Promise<FolderItems | undefined> {
    const located = await this.located(principal, rawPath);
    if ('items' in located) return undefined;
    const cached = await this.o.listings.cached(located.target);
    return cached ? (await this.keptBuilt(cached, located.head.path)).view : undefined;
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
    // A folder the kept listings know needs no storage call; a file is always asked for (its
    // type as stored, and it may have changed).
    if (await this.o.listings.isKeptFolder(target)) return { item: folderItem(path, false, null) };
    const { driver } = target.storage;
    const object = await driver.head(target.key);
    if (object) {
      return {
        item: fileItem(path, object, await classifierOf(this.o.settings)),
        file: { target, object },
      };
    }
    if ((await this.o.listings.hasKeptEntries(target)) || (await folderExists(driver, target.key)))
      return { item: folderItem(path, false, null) };
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
      etag: quotedEtag(object.etag),
      lastModified: object.lastModified,
    };
    const meta = {
      filename: nameOf(target.path),
      mimetype: object.contentType,
      disposition,
      ...validators,
    };
    const condition = readCondition(request, validators);
    if (condition === 'precondition-failed') throw preconditionFailed();
    if (condition === 'not-modified') return { kind: 'not-modified', ...meta };
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

/** Items with the file shares of their files (ShareObjects.marksIn) marked. */
function marked(items: FolderItems, marks: ReadonlyMap<string, FsItemShare>): FolderItems {
  if (marks.size === 0) return items;
  return {
    length: items.length,
    at: (index) => {
      const item = items.at(index);
      const share = item.isDirectory ? undefined : marks.get(item.name);
      return share ? { ...item, share } : item;
    },
  };
}

/** A listing's JSON (the same text as JSON.stringify of it), its items a piece at a time. */
function listingPieces(head: FsListingHead, items: FolderItems): Iterable<string> {
  const open = `${JSON.stringify(head).slice(0, -1)},"items":[`;
  // One stringify per piece's array of items: faster than one per item.
  const itemsJson = (start: number, end: number) =>
    JSON.stringify(Array.from({ length: end - start }, (_, k) => items.at(start + k))).slice(1, -1);
  return entryPieces(open, items.length, itemsJson, ',', ']}');
}
