/**
 * The filesystem over mounts, writing side: new folders, streamed uploads, saving text, rename
 * (files and folders, inside one mount) and removal (folders recursively). Every write drops the
 * listings it changed; nothing is ever written above or outside a mount.
 */
import { Readable } from 'node:stream';
import {
  EDITOR_FILE_MAX_BYTES,
  ErrorCode,
  fileName as fileNameSchema,
  uploadMimetypeOf,
  type FsBatchRemoveResult,
  type FsItem,
  type FsRemoveFailure,
} from '@cloudpaste/contracts';
import { badRequest, conflict, issueError, notFound, payloadTooLarge } from '../../errors.js';
import { creatorOf, type Principal } from '../../policies/access.js';
import type { QuotaService } from '../quotas/index.js';
import type { DeleteFailure, ObjectInfo, PutOptions } from '../../storage/driver.js';
import { formatBytes } from '../../lib/format-bytes.js';
import type { SpoolSource, UploadLimits, UploadSpool } from '../uploads/index.js';
import type { SettingsService } from '../settings.service.js';
import type { FsIndexService } from './fs-index.service.js';
import { classifierOf, fileItem, folderItem } from './fs-items.js';
import { folderExists, prefixOf, type FsListings } from './fs-listings.js';
import { INTERNAL_FOLDER } from './mount-tree.js';
import { FS_NOT_FOUND, type FsResolver, type InMount } from './fs-resolver.js';
import { keptOf, makeFolder, removeTree, walkTree, type Tree } from './fs-tree.js';
import type { ShareObjects } from './share-objects.js';
import { itemFailure } from '../../item-failure.js';

export interface FsWriteDeps {
  resolver: FsResolver;
  indexer: FsIndexService;
  listings: FsListings;
  settings: SettingsService;
  limits: UploadLimits;
  /** The account's largest-file quota; none: unlimited. */
  quotas?: QuotaService;
  spool: UploadSpool;
  shares: ShareObjects;
}

export interface FsUpload {
  /** The folder the file goes into. */
  folder: string;
  filename: string;
  declaredType: string;
  body: Readable;
  /** The file's exact length, when known: refused up front when too large, and held to. */
  size?: number;
  /** Without a size, what the file holds at least (a form's Content-Length, less the fields). */
  sizeAtLeast?: number;
  /** How storage takes a file of known size (PutOptions.transfer; one request when unset). */
  transfer?: PutOptions['transfer'];
}

/** An upload whose folder comes after the file in its form: `folder` resolves once the form is read. */
export interface FsSpooledUpload {
  filename: string;
  declaredType: string;
  body: SpoolSource;
  /** Rejects on a bad or cut-short form, or a folder the caller may not write to now. */
  folder: () => Promise<string>;
}

export type RemoveResult = FsBatchRemoveResult;

export class FsWriteService {
  constructor(private readonly o: FsWriteDeps) {}

  async mkdir(principal: Principal, rawPath: string): Promise<FsItem> {
    const target = await this.o.resolver.entry(principal, rawPath);
    if (await this.exists(target)) throw conflict('fs.exists', { path: target.path });
    await makeFolder(target.storage.driver, `${target.key}/`);
    await this.o.listings.forget(target.mount.id, target.key);
    await this.o.indexer.folderAdded(target.mount.id, target.key);
    return folderItem(target.path, false, null);
  }

  /** Streams a file into a folder; an existing file of that name is replaced. */
  async upload(principal: Principal, input: FsUpload): Promise<FsItem> {
    const folder = await this.o.resolver.inMount(principal, input.folder);
    const name = fileNameSchema.safeParse(input.filename);
    if (!name.success) throw issueError(name.error, { at: '', code: ErrorCode.BAD_REQUEST });
    if (folder.key === '' && name.data === INTERNAL_FOLDER)
      throw badRequest('fs.reservedName', { name: INTERNAL_FOLDER });
    const key = `${prefixOf(folder.key)}${name.data}`;
    await this.o.shares.refuseOwned({ ...folder, key, path: `${folder.path}/${name.data}` });
    const budget = await this.o.limits.budget(folder.storage);
    this.o.limits.check(budget, input.size ?? input.sizeAtLeast ?? 0);
    // The account's largest-file quota (docs/ACCOUNTS.md "Quotas"), up front and while streaming.
    const fileLimit = await this.o.quotas?.mountFileLimit(
      creatorOf(principal),
      input.size ?? input.sizeAtLeast ?? 0,
    );
    if (fileLimit) budget.maxBytes = Math.min(budget.maxBytes, fileLimit);
    const stored = await this.o.limits.put(folder.storage.driver, key, input.body, {
      budget,
      contentType: uploadMimetypeOf(name.data, input.declaredType),
      ...(input.size !== undefined && { size: input.size }),
      ...(input.transfer && { transfer: input.transfer }),
    });
    await this.o.listings.forget(folder.mount.id, key);
    await this.o.indexer.fileAdded(folder.mount.id, key, stored);
    return this.item(`${folder.path}/${name.data}`, stored);
  }

  /**
   * `upload` of a file sent before its folder, as `curl -F file=@x -F path=/m/` and older clients
   * send it: the file waits in the spool, under the upload limit, until the form says where it goes,
   * and is then stored with its size known. The spooled copy is removed whatever happens.
   */
  async uploadSpooled(principal: Principal, input: FsSpooledUpload): Promise<FsItem> {
    return this.o.spool.hold(input.body, input.folder, (folder, spooled) =>
      this.upload(principal, {
        folder,
        filename: input.filename,
        declaredType: input.declaredType,
        body: spooled.body,
        size: spooled.size,
      }),
    );
  }

  /** Saves text from the editor (at most 10 MB) over an existing file or as a new one. */
  async update(principal: Principal, rawPath: string, content: string): Promise<FsItem> {
    const target = await this.o.resolver.entry(principal, rawPath);
    const bytes = Buffer.from(content, 'utf8');
    if (bytes.length > EDITOR_FILE_MAX_BYTES)
      throw payloadTooLarge('fs.editorTooLarge', { size: formatBytes(bytes.length) });
    await this.o.shares.refuseOwned(target);
    if (await folderExists(target.storage.driver, target.key))
      throw conflict('fs.isFolder', { path: target.path });
    const stored = await target.storage.driver.put(target.key, Readable.from([bytes]), {
      contentType: uploadMimetypeOf(target.path, 'text/plain; charset=utf-8'),
      size: bytes.length,
    });
    await this.o.listings.forget(target.mount.id, target.key);
    await this.o.indexer.fileAdded(target.mount.id, target.key, stored);
    return this.item(target.path, stored);
  }

  /** Renames a file or a whole folder inside one mount; the target must not exist. */
  async rename(principal: Principal, oldPath: string, newPath: string): Promise<FsItem> {
    const source = await this.o.resolver.entry(principal, oldPath);
    const target = await this.o.resolver.entry(principal, newPath);
    if (source.mount.id !== target.mount.id) throw badRequest('fs.renameAcrossMounts');
    if (target.key === source.key || target.key.startsWith(`${source.key}/`))
      throw badRequest('fs.moveIntoItself');
    if (await this.exists(target)) throw conflict('fs.exists', { path: target.path });
    await this.o.shares.refuseOwned(source, true);
    const { driver } = source.storage;
    const file = await driver.head(source.key);
    if (file) {
      const copied = await driver.copy(source.key, target.key);
      await driver.delete(source.key);
      await this.forgetBoth(source, target, false);
      await this.o.indexer.removed(source.mount.id, source.key);
      await this.o.indexer.fileAdded(target.mount.id, target.key, copied);
      return this.item(target.path, copied);
    }
    const tree = await walkTree(driver, `${source.key}/`);
    if (tree.files.length === 0 && tree.folders.length === 0) throw notFound(FS_NOT_FOUND);
    const moved = (key: string) => `${target.key}/${key.slice(source.key.length + 1)}`;
    // Copy everything before deleting anything: a failure midway leaves the original whole.
    for (const folder of tree.folders) await makeFolder(driver, moved(folder));
    for (const { key } of tree.files) await driver.copy(key, moved(key));
    const kept = await removeTree(driver, tree);
    if (kept[0]) throw new Error(`could not delete ${kept[0].key}: ${kept[0].error}`);
    await this.forgetBoth(source, target, true);
    await this.o.indexer.removed(source.mount.id, source.key);
    await this.o.indexer.treeAdded(
      target.mount.id,
      tree.files.map((file) => ({ ...file, key: moved(file.key) })),
      tree.folders.map(moved),
    );
    return folderItem(target.path, false, null);
  }

  /** Removes files, and folders with everything in them; each path succeeds or fails alone. */
  async remove(principal: Principal, paths: readonly string[]): Promise<RemoveResult> {
    const result: RemoveResult = { success: 0, failed: [] };
    for (const path of paths) {
      try {
        const target = await this.o.resolver.entry(principal, path);
        await this.o.shares.refuseOwned(target, true);
        const { driver } = target.storage;
        const isFile = (await driver.head(target.key)) !== null;
        let kept: DeleteFailure[] = [];
        let tree: Tree | undefined;
        if (isFile) {
          await driver.delete(target.key);
        } else {
          tree = await walkTree(driver, `${target.key}/`);
          if (tree.files.length === 0 && tree.folders.length === 0) throw notFound(FS_NOT_FOUND);
          kept = await removeTree(driver, tree);
        }
        await this.o.listings.forget(target.mount.id, target.key, !isFile);
        await this.o.indexer.removed(target.mount.id, target.key);
        if (tree && kept.length > 0) {
          const left = keptOf(tree, kept);
          await this.o.indexer.treeAdded(target.mount.id, left.files, left.folders);
          result.failed.push(partlyRemoved(target, kept));
        } else {
          result.success++;
        }
      } catch (error) {
        result.failed.push({ path, ...itemFailure(error) });
      }
    }
    return result;
  }

  private async exists(target: InMount): Promise<boolean> {
    const { driver } = target.storage;
    return (await driver.head(target.key)) !== null || folderExists(driver, target.key);
  }

  private async forgetBoth(source: InMount, target: InMount, tree: boolean): Promise<void> {
    await this.o.listings.forget(source.mount.id, source.key, tree);
    await this.o.listings.forget(target.mount.id, target.key, tree);
  }

  private async item(path: string, object: ObjectInfo): Promise<FsItem> {
    return fileItem(path, object, await classifierOf(this.o.settings));
  }
}

/** A folder the storage emptied only in part: what it kept, by virtual path. */
function partlyRemoved(folder: InMount, kept: readonly DeleteFailure[]): FsRemoveFailure {
  const inside = prefixOf(folder.key);
  const members = kept.map((failure) => {
    const isDirectory = failure.key.endsWith('/');
    const below = failure.key.slice(inside.length).replace(/\/$/, '');
    const path = `${folder.path.replace(/\/$/, '')}/${below}`;
    return { path, isDirectory, error: failure.error, denied: failure.denied };
  });
  const why = badRequest('fs.partlyRemoved', {
    count: members.length,
    detail: members[0]?.error ?? '',
  });
  return { path: folder.path, ...itemFailure(why), members };
}
