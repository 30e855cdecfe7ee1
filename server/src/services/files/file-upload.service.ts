/**
 * Share uploads in one request (`POST /api/upload`, streamed) and presigned (`/api/s3/presign`, the
 * client PUTs to storage, then `/api/s3/commit`). Every path reserves a pending row first (the slug is
 * taken before any byte is written) and turns it ready only once the object is verified.
 */
import {
  UPLOAD_FIELDS_BEFORE_FILE,
  uploadMimetypeOf,
  type CommitInput,
  type PresignAnswer,
  type PresignInput,
  type PublicFileInfo,
  type UploadFormFields,
} from '@cloudpaste/contracts';
import type { FileRow } from '../../db/types.js';
import { badRequest, conflict, gone, notFound } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import { creatorOf, type Principal } from '../../policies/access.js';
import type { ObjectInfo } from '../../storage/driver.js';
import type { ResolvedStorage } from '../storage-access.js';
import { previewSettingsOf, removeShare, type FileServiceDeps } from './file-deps.js';
import { contentUrls, toPublicInfo } from './file-views.js';
import { isOwnObject, unquote } from './object-claims.js';
import {
  newShareColumns,
  optionColumns,
  reserveShare,
  SEALED_MIMETYPE,
  type ShareOptions,
} from './share-rows.js';
import { checkShareKey } from './mount-rules.js';
import { chooseStorageKey, suffixedKey } from './storage-keys.js';
import { UploadLimits, UploadSpool } from '../uploads/index.js';
import { markReadyWithinQuota, quotaFileInsert } from '../quotas/index.js';
import type { SpooledUpload, StreamUpload } from './form-uploads.js';

/** Longest presigned PUT handed out; a storage's own signature lifetime may be shorter. */
const PRESIGN_MAX_SECONDS = 3600;
/** A PUT started just before its URL expires may still be running: commits are accepted this much later. */
const COMMIT_GRACE_MS = 5 * 60_000;

export class FileUploadService {
  readonly limits: UploadLimits;
  /** Shared with the uploads into mounts, whose forms may place the file after it too. */
  readonly spool: UploadSpool;

  constructor(private readonly o: FileServiceDeps) {
    this.limits = new UploadLimits(o);
    this.spool = new UploadSpool({ driver: o.spool, settings: o.settings, limits: this.limits });
  }

  /**
   * `POST /api/upload`: streams the file to storage under the size and capacity limits. With its
   * size declared, the file goes to storage in one request (the fastest way, as a presigned PUT);
   * without, in parts.
   */
  async uploadStream(principal: Principal, input: StreamUpload): Promise<PublicFileInfo> {
    const storage = await this.o.storage.forUpload(principal, input.fields.s3_config_id);
    const budget = await this.limits.budget(storage);
    this.limits.check(budget, input.size ?? input.sizeAtLeast);
    const mimetype = uploadMimetypeOf(input.filename, input.fields.mimetype ?? input.declaredType);
    const row = await this.reserve(principal, storage, input.fields, {
      filename: input.filename,
      mimetype,
      size: input.size ?? 0,
      pendingUntil: new Date(this.o.clock.now().getTime() + this.o.uploadWindowMs),
    });
    let stored: ObjectInfo | undefined;
    let late: UploadFormFields;
    try {
      stored = await this.limits.put(storage.driver, row.storage_path, input.file, {
        budget,
        contentType: row.mimetype,
        ...(input.size !== undefined && { size: input.size }),
      });
      late = await input.lateFields();
    } catch (error) {
      await this.discard(row, stored?.etag);
      throw error;
    }
    const fields: Record<string, unknown> = late;
    if (UPLOAD_FIELDS_BEFORE_FILE.some((name) => fields[name] !== undefined))
      return this.replace(principal, input, row, stored, late);
    // As every path ends: the capacity checked again against what else was committed meanwhile.
    return this.finish(row, stored, late);
  }

  /**
   * A streamed upload that a field after the file places elsewhere (`slug, file, path`): stored
   * where the earlier fields said, it is spooled back from there, removed, and stored again where
   * the whole form says. Twice the transfer, for a rare form, but no field order is refused.
   */
  private async replace(
    principal: Principal,
    input: StreamUpload,
    row: FileRow,
    stored: ObjectInfo,
    late: UploadFormFields,
  ): Promise<PublicFileInfo> {
    let isDiscarded = false;
    // Once only: the upload stored again may take the same key, and its object must stay.
    const discard = async () => {
      if (!isDiscarded) await this.discard(row, stored.etag);
      isDiscarded = true;
    };
    try {
      const { driver } = await this.o.storage.byId(row.storage_config_id);
      return await this.uploadSpooled(principal, {
        filename: input.filename,
        declaredType: input.declaredType,
        file: { stream: (await driver.get(row.storage_path)).body, size: stored.size },
        fields: async () => {
          await discard();
          return { ...input.fields, ...late };
        },
      });
    } finally {
      await discard();
    }
  }

  /**
   * `POST /api/upload` whose file came before the fields that place it (storage, path, slug, type),
   * as older clients send it: nothing says where the bytes go until the form has been read. So the
   * file waits in the spool (upload-spool.ts), under the upload limit, and is then stored as any
   * other, its size known. The spooled copy is removed whatever happens.
   */
  async uploadSpooled(principal: Principal, input: SpooledUpload): Promise<PublicFileInfo> {
    return this.spool.hold(input.file, input.fields, (fields, spooled) =>
      this.uploadStream(principal, {
        fields,
        filename: input.filename,
        declaredType: input.declaredType,
        file: spooled.body,
        size: spooled.size,
        sizeAtLeast: spooled.size,
        lateFields: async () => ({}),
      }),
    );
  }

  /** `POST /api/s3/presign`: a pending share and a URL the client PUTs the bytes to. */
  async presign(principal: Principal, input: PresignInput): Promise<PresignAnswer> {
    const storage = await this.o.storage.forUpload(principal, input.s3_config_id);
    this.limits.check(await this.limits.budget(storage), input.size);
    const mimetype = uploadMimetypeOf(input.filename, input.mimetype);
    const expiresInSeconds = Math.max(
      60,
      Math.min(storage.signatureExpiresIn, PRESIGN_MAX_SECONDS),
    );
    const expiresAt = new Date(this.o.clock.now().getTime() + expiresInSeconds * 1000);
    const row = await this.reserve(principal, storage, input, {
      filename: input.filename,
      mimetype,
      size: input.size,
      pendingUntil: new Date(expiresAt.getTime() + COMMIT_GRACE_MS),
    });
    try {
      // The mark lets commit tell this upload's object from anything else written at the key.
      const signed = await storage.driver.presignPut(row.storage_path, {
        contentType: row.mimetype,
        size: input.size,
        expiresInSeconds,
        mark: row.id,
      });
      return {
        file_id: row.id,
        upload_url: signed.url,
        upload_headers: signed.headers,
        storage_path: row.storage_path,
        s3_url: signed.url.split('?')[0] ?? signed.url,
        slug: row.slug,
        provider_type: storage.providerType,
        contentType: row.mimetype,
        expires_at: signed.expiresAt.toISOString(),
      };
    } catch (error) {
      await this.o.files.delete(row.id);
      throw error;
    }
  }

  /**
   * `POST /api/s3/commit`: checks the object the client PUT (it exists, was written through this
   * upload's URL, has the declared size and, when given, the ETag) and makes the share visible. Any
   * mismatch removes the row, and the object when it is this upload's (never another writer's).
   */
  async commit(principal: Principal, input: CommitInput): Promise<PublicFileInfo> {
    const row = await this.pendingOf(principal, input.file_id);
    const storage = await this.o.storage.byId(row.storage_config_id);
    const object = await storage.driver.head(row.storage_path);
    const problem = !object
      ? badRequest('upload.notInStorage')
      : !isOwnObject(row, object)
        ? badRequest('upload.notOwnObject')
        : input.size !== undefined && input.size !== Number(row.size)
          ? badRequest('upload.presignedSizeMismatch', { size: input.size, declared: row.size })
          : object.size !== Number(row.size)
            ? badRequest('upload.sizeMismatch', { size: object.size, declared: row.size })
            : input.etag !== undefined && unquote(input.etag) !== unquote(object.etag)
              ? badRequest('upload.etagMismatch')
              : undefined;
    if (problem || !object) {
      await this.discard(row);
      throw problem ?? badRequest('upload.notInStorage');
    }
    return this.finish(row, { size: object.size, etag: object.etag }, input);
  }

  /** Verifies capacity once more (other uploads may have finished meanwhile) and makes the share ready. */
  async finish(
    row: FileRow,
    object: { size: number; etag: string },
    options: ShareOptions,
  ): Promise<PublicFileInfo> {
    const storage = await this.o.storage.byId(row.storage_config_id);
    const budget = await this.limits.budget(storage, row.id);
    let ready: FileRow | undefined;
    try {
      this.limits.check({ ...budget, maxBytes: Number.MAX_SAFE_INTEGER }, object.size);
      // The owner's quota at the real size: a streamed upload reserved what it declared, or nothing.
      ready = await markReadyWithinQuota(this.o.quotas, this.o.files, row, {
        ...(await optionColumns(options, this.o.clock.now())),
        size: object.size,
        etag: object.etag,
        updated_at: this.now(),
      });
    } catch (error) {
      await this.discard(row, object.etag);
      throw error;
    }
    if (!ready) throw conflict('upload.alreadyDone');
    return this.answer(ready);
  }

  /** The caller's pending share; 404 for anyone else's, 410 (and cleaned up) once its window closed. */
  async pendingOf(principal: Principal, fileId: string): Promise<FileRow> {
    const row = await this.o.files.findById(fileId);
    if (!row || row.status !== 'pending' || row.created_by !== creatorOf(principal))
      throw notFound('upload.notFound');
    if (row.pending_until !== null && row.pending_until <= this.now()) {
      await this.discard(row);
      throw gone('upload.windowClosed');
    }
    return row;
  }

  /**
   * Removes a failed upload's row, and its object when it is this upload's (`written`: the ETag of
   * what the server stored for it); a cleanup failure never hides the original error.
   */
  async discard(row: FileRow, written?: string): Promise<void> {
    try {
      await removeShare(this.o, row, written);
    } catch {
      // The sweeper retries rows whose object could not be deleted.
    }
  }

  async reserve(
    principal: Principal,
    storage: ResolvedStorage,
    options: ShareOptions & { slug?: string | undefined; path?: string | undefined },
    file: { filename: string; mimetype: string; size: number; pendingUntil: Date },
  ): Promise<FileRow> {
    const now = this.o.clock.now();
    const strategy = String(await this.o.settings.get('file_naming_strategy'));
    const place = { path: options.path, filename: file.filename };
    const storagePath = await chooseStorageKey(storage, this.o.files, { ...place, strategy });
    // Every share upload (streamed, spooled, presigned, multipart, URL) is placed here.
    await checkShareKey(this.o, principal, storage, storagePath);
    const row = await reserveShare(
      this.o.files,
      {
        id: newId(),
        pending_until: file.pendingUntil.toISOString(),
        source: 'upload',
        filename: file.filename,
        storage_config_id: storage.id,
        storage_path: storagePath,
        // Ciphertext has no type of its own (docs/ENCRYPTION.md, "File shares").
        mimetype: options.encrypted ? SEALED_MIMETYPE : file.mimetype,
        size: file.size,
        ...(await newShareColumns(options, this.o.settings, now)),
        created_by: creatorOf(principal),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      },
      options.slug,
      () => suffixedKey(storage, place),
      quotaFileInsert(this.o.quotas, this.o.files),
    );
    // The slug may be an ended share's: its tombstone no longer speaks for it.
    await this.o.gone.forget('file', row.slug);
    return row;
  }

  /** What every upload path answers: the share as its owner sees it (links without a ticket). */
  private async answer(row: FileRow): Promise<PublicFileInfo> {
    const urls = row.password_hash === null ? contentUrls(row.slug) : null;
    return toPublicInfo(row, await previewSettingsOf(this.o.settings), urls);
  }

  private now(): string {
    return this.o.clock.now().toISOString();
  }
}
