/**
 * Uploads into mounts that go straight to storage: a presigned PUT checked by a commit, or a
 * resumable multipart upload (5 MiB parts) tracked in upload_sessions, so a reloaded page finds its
 * unfinished uploads and the sweeper aborts the abandoned ones after 24 h. Only the creator may
 * touch a session; every finished upload drops the listing it changed.
 */
import {
  MULTIPART_PART_SIZE,
  partCountOf,
  Permission,
  uploadMimetypeOf,
  type FsItem,
  type FsListUploadsAnswer,
  type FsMultipartCompleteInput,
  type FsMultipartInitAnswer,
  type FsMultipartAbortAnswer,
  type FsMultipartInitInput,
  type FsMultipartRefInput,
  type FsPresignAnswer,
  type FsPresignCommitInput,
  type FsPresignInput,
  type FsRefreshUrlsAnswer,
  type FsRefreshUrlsInput,
  type PresignedPartUrl,
} from '@cloudpaste/contracts';
import type { UploadSessionRow } from '../../db/types.js';
import { badRequest, notFound } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import type { Clock } from '../../lib/time.js';
import { can, creatorOf, type Principal } from '../../policies/access.js';
import type { QuotaService } from '../quotas/index.js';
import type { UploadSessionRepository } from '../../repositories/upload-session.repository.js';
import { contentTypeFor } from '../../storage/driver-helpers.js';
import { StorageNotFoundError } from '../../storage/driver.js';
import {
  assembleSession,
  checkMultipartSize,
  FS_PURPOSE,
  SESSION_NOT_FOUND,
  sessionPartUrls,
  sessionParts,
  type UploadLimits,
} from '../uploads/index.js';
import type { SettingsService } from '../settings.service.js';
import type { FsIndexService } from './fs-index.service.js';
import { classifierOf, fileItem } from './fs-items.js';
import { prefixOf, type FsListings } from './fs-listings.js';
import type { ShareObjects } from './share-objects.js';
import type { FsResolver, InMount } from './fs-resolver.js';
import { nameOf } from './mount-tree.js';

export interface FsUploadDeps {
  resolver: FsResolver;
  indexer: FsIndexService;
  listings: FsListings;
  settings: SettingsService;
  limits: UploadLimits;
  /** The account's largest-file quota (docs/ACCOUNTS.md "Quotas"); none: unlimited. */
  quotas?: QuotaService;
  sessions: UploadSessionRepository;
  clock: Clock;
  shares: ShareObjects;
  /** How long an upload may stay pending before the sweeper takes it for abandoned (uploads/upload-window.ts). */
  uploadWindowMs: number;
}

/** Presigned URLs live at most an hour, whatever the storage would sign for. */
const URL_MAX_SECONDS = 3600;

interface OpenSession {
  folder: InMount;
  session: UploadSessionRow;
}

export class FsUploadService {
  constructor(private readonly o: FsUploadDeps) {}

  async presign(principal: Principal, input: FsPresignInput): Promise<FsPresignAnswer> {
    const folder = await this.o.resolver.inMount(principal, input.path);
    this.o.limits.check(await this.o.limits.budget(folder.storage), input.fileSize);
    await this.o.quotas?.mountFileLimit(creatorOf(principal), input.fileSize);
    const key = `${prefixOf(folder.key)}${input.fileName}`;
    await this.o.shares.refuseOwned({ ...folder, key, path: `${folder.path}/${input.fileName}` });
    const contentType = uploadMimetypeOf(
      input.fileName,
      input.contentType ?? contentTypeFor(input.fileName),
    );
    const signed = await folder.storage.driver.presignPut(key, {
      contentType,
      size: input.fileSize,
      expiresInSeconds: this.urlSeconds(folder),
    });
    const targetPath = `${folder.path}/${input.fileName}`;
    return {
      presignedUrl: signed.url,
      headers: signed.headers,
      fileId: targetPath,
      s3Path: key,
      s3Url: signed.url.split('?')[0] ?? signed.url,
      mountId: folder.mount.id,
      s3ConfigId: folder.storage.id,
      targetPath,
      contentType,
      expiresAt: signed.expiresAt.toISOString(),
    };
  }

  /**
   * Checks the PUT arrived whole. A wrong size removes the object only for a caller who may delete
   * it: the commit names its target itself, so without MOUNT_DELETE it could otherwise remove any
   * file it can reach by declaring a wrong size.
   */
  async commit(principal: Principal, input: FsPresignCommitInput): Promise<FsItem> {
    const target = await this.o.resolver.entry(principal, input.targetPath);
    const { driver } = target.storage;
    const object = await driver.head(target.key);
    if (!object) throw badRequest('upload.notInStorage');
    if (input.fileSize !== undefined && object.size !== input.fileSize) {
      const sizes = { size: object.size, declared: input.fileSize };
      if (!can(principal, Permission.MOUNT_DELETE))
        throw badRequest('upload.sizeMismatchKept', sizes);
      await driver.delete(target.key);
      await this.o.listings.forget(target.mount.id, target.key);
      throw badRequest('upload.sizeMismatch', sizes);
    }
    if (input.etag && object.etag !== input.etag.replace(/^"|"$/g, ''))
      throw badRequest('upload.etagMismatch');
    await this.o.listings.forget(target.mount.id, target.key);
    await this.o.indexer.fileAdded(target.mount.id, target.key, object);
    return fileItem(target.path, object, await classifierOf(this.o.settings));
  }

  async init(principal: Principal, input: FsMultipartInitInput): Promise<FsMultipartInitAnswer> {
    checkMultipartSize(input.fileSize);
    const folder = await this.o.resolver.inMount(principal, input.path);
    this.o.limits.check(await this.o.limits.budget(folder.storage), input.fileSize);
    await this.o.quotas?.mountFileLimit(creatorOf(principal), input.fileSize);
    const key = `${prefixOf(folder.key)}${input.fileName}`;
    await this.o.shares.refuseOwned({ ...folder, key, path: `${folder.path}/${input.fileName}` });
    const contentType = uploadMimetypeOf(
      input.fileName,
      input.contentType ?? contentTypeFor(input.fileName),
    );
    const { uploadId } = await folder.storage.driver.createMultipart(key, { contentType });
    const now = this.o.clock.now();
    const session: UploadSessionRow = {
      id: newId(),
      storage_config_id: folder.storage.id,
      storage_key: key,
      upload_id: uploadId,
      purpose: FS_PURPOSE,
      file_id: null,
      filename: input.fileName,
      mimetype: contentType,
      size: input.fileSize,
      part_size: MULTIPART_PART_SIZE,
      created_by: creatorOf(principal),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + this.o.uploadWindowMs).toISOString(),
    };
    try {
      await this.o.sessions.insert(session);
    } catch (error) {
      await folder.storage.driver.abortMultipart(key, uploadId).catch(() => undefined);
      throw error;
    }
    const partCount = partCountOf(input.fileSize);
    const numbers = Array.from({ length: partCount }, (_, i) => i + 1);
    return {
      uploadId,
      key,
      partSize: MULTIPART_PART_SIZE,
      partCount,
      expiresAt: session.expires_at,
      presignedUrls: await this.partUrls({ folder, session }, numbers),
    };
  }

  /** The caller's unfinished uploads into a folder, to resume after a reload. */
  async listUploads(principal: Principal, path: string): Promise<FsListUploadsAnswer> {
    const folder = await this.o.resolver.inMount(principal, path);
    const prefix = prefixOf(folder.key);
    const sessions = await this.o.sessions.listByCreator(
      FS_PURPOSE,
      creatorOf(principal),
      folder.storage.id,
      prefix,
    );
    const now = this.o.clock.now().toISOString();
    return {
      uploads: sessions
        .filter((s) => !s.storage_key.slice(prefix.length).includes('/') && s.expires_at > now)
        .map((s) => ({
          uploadId: s.upload_id,
          fileName: s.filename,
          fileSize: Number(s.size),
          key: s.storage_key,
          initiated: s.created_at,
          expiresAt: s.expires_at,
        })),
    };
  }

  async listParts(principal: Principal, input: FsMultipartRefInput) {
    const open = await this.open(principal, input);
    return { parts: await sessionParts(open.folder.storage.driver, open.session) };
  }

  async refreshUrls(principal: Principal, input: FsRefreshUrlsInput): Promise<FsRefreshUrlsAnswer> {
    const open = await this.open(principal, input);
    return { presignedUrls: await this.partUrls(open, input.partNumbers) };
  }

  /** Assembles the parts and checks the size; a failed assembly keeps the session for a retry. */
  async complete(principal: Principal, input: FsMultipartCompleteInput): Promise<FsItem> {
    const open = await this.open(principal, input);
    const { driver } = open.folder.storage;
    const key = open.session.storage_key;
    await assembleSession(driver, open.session, input.parts);
    await this.o.sessions.delete(open.session.id);
    const object = await driver.head(key);
    if (!object || object.size !== Number(open.session.size)) {
      await driver.delete(key);
      await this.o.listings.forget(open.folder.mount.id, key);
      throw badRequest('upload.sizeMismatch', {
        size: object?.size ?? 0,
        declared: open.session.size,
      });
    }
    await this.o.listings.forget(open.folder.mount.id, key);
    await this.o.indexer.fileAdded(open.folder.mount.id, key, object);
    return fileItem(
      `${open.folder.path}/${nameOf(key)}`,
      object,
      await classifierOf(this.o.settings),
    );
  }

  async abort(principal: Principal, input: FsMultipartRefInput): Promise<FsMultipartAbortAnswer> {
    const open = await this.open(principal, input);
    await open.folder.storage.driver
      .abortMultipart(open.session.storage_key, open.session.upload_id)
      .catch((error: unknown) => {
        // Gone from storage already: removing the session is all that is left to do.
        if (!(error instanceof StorageNotFoundError)) throw error;
      });
    await this.o.sessions.delete(open.session.id);
    return { uploadId: input.uploadId, aborted: true };
  }

  /** The caller's live session in this folder; 404 for anyone else's or a finished one. */
  private async open(principal: Principal, input: FsMultipartRefInput): Promise<OpenSession> {
    const folder = await this.o.resolver.inMount(principal, input.path);
    const session = await this.o.sessions.findByUploadId(input.uploadId, FS_PURPOSE);
    const inFolder =
      session?.storage_config_id === folder.storage.id &&
      session.storage_key.startsWith(prefixOf(folder.key)) &&
      !session.storage_key.slice(prefixOf(folder.key).length).includes('/');
    if (!session || !inFolder || session.created_by !== creatorOf(principal))
      throw notFound(SESSION_NOT_FOUND);
    return { folder, session };
  }

  private partUrls(open: OpenSession, numbers: readonly number[]): Promise<PresignedPartUrl[]> {
    const seconds = this.urlSeconds(open.folder);
    return sessionPartUrls(open.folder.storage.driver, open.session, numbers, seconds);
  }

  private urlSeconds(target: InMount): number {
    return Math.max(60, Math.min(target.storage.signatureExpiresIn, URL_MAX_SECONDS));
  }
}
