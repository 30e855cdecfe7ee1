/**
 * Copies between folders and mounts (`/api/fs/batch-copy`; docs/product/mounts-and-explorer.md,
 * "Copies between storages"). Inside
 * one storage the server copies (files, and folders with everything in them); between storages it
 * answers, per file, a download link from the source and an upload link to the target for the
 * client to carry the bytes, then `/api/fs/batch-copy-commit` checks what arrived.
 */
import type {
  CrossStorageFile,
  CrossStorageResult,
  FsBatchCopyCommitInput,
  FsBatchCopyInput,
  FsBatchCopyResult,
  FsBatchRemoveResult,
} from '@cloudpaste/contracts';
import { badRequest, notFound } from '../../errors.js';
import type { ObjectInfo } from '../../storage/driver.js';
import type { Principal } from '../../policies/access.js';
import type { FsIndexService } from './fs-index.service.js';
import { folderExists, prefixOf, type FsListings } from './fs-listings.js';
import { FS_NOT_FOUND, type FsResolver, type InMount } from './fs-resolver.js';
import { makeFolder, walkTree } from './fs-tree.js';
import { nameOf } from './mount-tree.js';
import { freeCopyName } from './copy-names.js';
import type { ShareObjects } from './share-objects.js';
import { itemFailure } from '../../item-failure.js';

export interface FsCopyDeps {
  resolver: FsResolver;
  indexer: FsIndexService;
  listings: FsListings;
  shares: ShareObjects;
}

/** Links handed out for a client-side copy live this long. */
const LINK_SECONDS = 3600;

interface Plan {
  source: InMount;
  target: InMount;
  isFolder: boolean;
}

export class FsCopyService {
  constructor(private readonly o: FsCopyDeps) {}

  async copy(principal: Principal, input: FsBatchCopyInput): Promise<FsBatchCopyResult> {
    const result: FsBatchCopyResult = {
      success: 0,
      skipped: 0,
      failed: [],
      crossStorage: false,
      requiresClientSideCopy: false,
      crossStorageResults: [],
    };
    for (const item of input.items) {
      try {
        const plan = await this.plan(principal, item.sourcePath, item.targetPath);
        if (plan.source.storage.id === plan.target.storage.id) {
          const skipped = await this.copyInside(plan, input.skipExisting);
          result.success++;
          result.skipped += skipped;
        } else {
          const { handover, skipped } = await this.handOver(
            plan,
            item.sourcePath,
            input.skipExisting,
          );
          result.crossStorageResults.push(handover);
          result.skipped += skipped;
        }
      } catch (error) {
        result.failed.push({ sourcePath: item.sourcePath, ...itemFailure(error) });
      }
    }
    result.crossStorage = result.requiresClientSideCopy = result.crossStorageResults.length > 0;
    return result;
  }

  /**
   * One copy done entirely by the server, across storages too (streamed object by object): for
   * WebDAV, whose clients cannot carry bytes between storages themselves. The target must not
   * exist; `targetPath` is the copy's full path.
   */
  async copyOnServer(principal: Principal, sourcePath: string, targetPath: string): Promise<void> {
    const plan = await this.plan(principal, sourcePath, targetPath, false);
    if (plan.target.key === '') throw badRequest('fs.copyOverMount');
    if (plan.source.storage.id === plan.target.storage.id) {
      await this.copyInside(plan, false);
      return;
    }
    const { source, target, isFolder } = plan;
    const from = source.storage.driver;
    const to = target.storage.driver;
    const files = isFolder ? await walkTree(from, `${source.key}/`) : null;
    const moved = (key: string) =>
      isFolder ? `${target.key}/${key.slice(source.key.length + 1)}` : target.key;
    const writable = await this.o.shares.guardBelow(target);
    for (const key of files ? files.files.map((f) => f.key) : [source.key]) writable(moved(key));
    for (const folder of files?.folders ?? []) await makeFolder(to, moved(folder));
    const written: ObjectInfo[] = [];
    for (const key of files ? files.files.map((f) => f.key) : [source.key]) {
      const object = await from.get(key);
      written.push(
        await to.put(moved(key), object.body, {
          contentType: object.contentType,
          size: object.size,
        }),
      );
    }
    await this.o.listings.forget(target.mount.id, target.key, isFolder);
    await this.o.indexer.treeAdded(target.mount.id, written, (files?.folders ?? []).map(moved));
  }

  /** Checks the files a client carried between storages, and makes them show in listings. */
  async commit(principal: Principal, input: FsBatchCopyCommitInput): Promise<FsBatchRemoveResult> {
    const result: FsBatchRemoveResult = { success: 0, failed: [] };
    for (const file of input.files) {
      try {
        const target = await this.o.resolver.entry(principal, file.targetPath);
        if (target.mount.id !== input.targetMountId) throw badRequest('fs.copyTargetOutside');
        const object = await target.storage.driver.head(target.key);
        if (!object) throw notFound('fs.copiedNotFound');
        if (file.fileSize !== undefined && object.size !== file.fileSize)
          throw badRequest('fs.copiedSizeMismatch', { size: object.size, expected: file.fileSize });
        await this.o.listings.forget(target.mount.id, target.key);
        await this.o.indexer.fileAdded(target.mount.id, target.key, object);
        result.success++;
      } catch (error) {
        result.failed.push({ path: file.targetPath, ...itemFailure(error) });
      }
    }
    return result;
  }

  /** Where an item goes: into the target folder under its own name, or to the target path itself. */
  private async plan(
    principal: Principal,
    sourcePath: string,
    targetPath: string,
    intoExisting = true,
  ): Promise<Plan> {
    const source = await this.o.resolver.entry(principal, sourcePath);
    const { driver } = source.storage;
    const isFile = (await driver.head(source.key)) !== null;
    if (!isFile && !(await folderExists(driver, source.key))) throw notFound(FS_NOT_FOUND);
    let target = await this.o.resolver.inMount(principal, targetPath);
    const intoFolder =
      intoExisting &&
      (targetPath.endsWith('/') ||
        target.key === '' ||
        (await folderExists(target.storage.driver, target.key)));
    const sameStorage = source.storage.id === target.storage.id;
    if (intoFolder) {
      let name = nameOf(source.path);
      const into = (entry: string) => `${prefixOf(target.key)}${entry}`;
      // Into the folder it lies in: a numbered copy beside it ("name (1).ext").
      if (sameStorage && into(name) === source.key) {
        const { driver: to } = target.storage;
        name = await freeCopyName(name, !isFile, async (candidate) => {
          const key = into(candidate);
          return (await to.head(key)) !== null || folderExists(to, key);
        });
      }
      target = await this.o.resolver.open(`${target.path}/${name}`, target.mount, into(name));
    }
    if (sameStorage && (target.key === source.key || target.key.startsWith(`${source.key}/`)))
      throw badRequest('fs.copyIntoItself');
    return { source, target, isFolder: !isFile };
  }

  /** Server-side copy; answers how many files were skipped because they existed. */
  private async copyInside(
    { source, target, isFolder }: Plan,
    skipExisting: boolean,
  ): Promise<number> {
    const { driver } = source.storage;
    const copies: { from: string; to: string }[] = [];
    const folders: string[] = [];
    if (isFolder) {
      const tree = await walkTree(driver, `${source.key}/`);
      const moved = (key: string) => `${target.key}/${key.slice(source.key.length + 1)}`;
      for (const folder of tree.folders) {
        await makeFolder(driver, moved(folder));
        folders.push(moved(folder));
      }
      copies.push(...tree.files.map(({ key }) => ({ from: key, to: moved(key) })));
    } else {
      copies.push({ from: source.key, to: target.key });
    }
    let skipped = 0;
    const written: ObjectInfo[] = [];
    // Nothing is copied when a share's own object would be overwritten (skipped ones exist).
    const writable = await this.o.shares.guardBelow(target);
    if (!skipExisting) for (const { to } of copies) writable(to);
    for (const { from, to } of copies) {
      if (skipExisting && (await driver.head(to)) !== null) {
        skipped++;
        continue;
      }
      written.push(await driver.copy(from, to));
    }
    await this.o.listings.forget(target.mount.id, target.key, isFolder);
    await this.o.indexer.treeAdded(target.mount.id, written, folders);
    return skipped;
  }

  /**
   * Per file, a link to read it from the source and one to write it to the target; with
   * skipExisting, files the target has already are left out (and counted).
   */
  private async handOver(
    { source, target, isFolder }: Plan,
    sourcePath: string,
    skipExisting: boolean,
  ): Promise<{ handover: CrossStorageResult; skipped: number }> {
    const files = isFolder
      ? (await walkTree(source.storage.driver, `${source.key}/`)).files.map((o) => o.key)
      : [source.key];
    const items: CrossStorageFile[] = [];
    let skipped = 0;
    const writable = await this.o.shares.guardBelow(target);
    for (const key of files) {
      const object = await source.storage.driver.head(key);
      if (!object) continue;
      const relative = isFolder ? key.slice(source.key.length) : '';
      const targetKey = `${target.key}${relative}`;
      if (skipExisting && (await target.storage.driver.head(targetKey)) !== null) {
        skipped++;
        continue;
      }
      writable(targetKey);
      const download = await source.storage.driver.presignGet(key, {
        expiresInSeconds: LINK_SECONDS,
      });
      const upload = await target.storage.driver.presignPut(targetKey, {
        contentType: object.contentType,
        size: object.size,
        expiresInSeconds: LINK_SECONDS,
      });
      items.push({
        sourcePath: `${source.path}${relative}`,
        targetPath: `${target.path}${relative}`,
        s3Path: targetKey,
        contentType: object.contentType,
        fileSize: object.size,
        downloadUrl: download.url,
        uploadUrl: upload.url,
        uploadHeaders: upload.headers,
      });
    }
    const handover = { sourcePath, targetPath: target.path, targetMountId: target.mount.id, items };
    return { handover, skipped };
  }
}
