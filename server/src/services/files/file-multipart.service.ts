/**
 * Resumable share uploads (S3 multipart, 5 MiB parts): init opens a pending share and an
 * upload_sessions row; list-parts lets a reloaded page resume; complete verifies and makes the share
 * ready; abort (or the sweeper, after 24 h) removes everything. Only the creator may touch a session.
 */
import {
  MULTIPART_PART_SIZE,
  partCountOf,
  uploadMimetypeOf,
  type AbortAnswer,
  type CompleteMultipartInput,
  type ListPartsAnswer,
  type MultipartInitAnswer,
  type MultipartInitInput,
  type MultipartRefInput,
  type PresignedPartUrl,
  type PublicFileInfo,
  type RefreshUrlsInput,
} from '@cloudpaste/contracts';
import type { FileRow, UploadSessionRow } from '../../db/types.js';
import { badRequest, notFound } from '../../errors.js';
import { newId } from '../../lib/ids.js';
import { creatorOf, type Principal } from '../../policies/access.js';
import { StorageNotFoundError, type StorageDriver } from '../../storage/driver.js';
import type { FileServiceDeps } from './file-deps.js';
import type { FileUploadService } from './file-upload.service.js';
import {
  assembleSession,
  checkMultipartSize,
  SESSION_NOT_FOUND,
  sessionPartUrls,
  sessionParts,
  SHARE_PURPOSE,
} from '../uploads/index.js';

interface OpenSession {
  row: FileRow;
  session: UploadSessionRow;
  driver: StorageDriver;
  urlSeconds: number;
}

export class FileMultipartService {
  constructor(
    private readonly o: FileServiceDeps,
    private readonly uploads: FileUploadService,
  ) {}

  async init(principal: Principal, input: MultipartInitInput): Promise<MultipartInitAnswer> {
    checkMultipartSize(input.size);
    const storage = await this.o.storage.forUpload(principal, input.s3_config_id);
    this.uploads.limits.check(await this.uploads.limits.budget(storage), input.size);
    const mimetype = uploadMimetypeOf(input.filename, input.mimetype);
    const now = this.o.clock.now();
    const expiresAt = new Date(now.getTime() + this.o.uploadWindowMs);
    const row = await this.uploads.reserve(principal, storage, input, {
      filename: input.filename,
      mimetype,
      size: input.size,
      pendingUntil: expiresAt,
    });
    let uploadId: string | undefined;
    try {
      ({ uploadId } = await storage.driver.createMultipart(row.storage_path, {
        contentType: row.mimetype,
      }));
      const session: UploadSessionRow = {
        id: newId(),
        storage_config_id: storage.id,
        storage_key: row.storage_path,
        upload_id: uploadId,
        purpose: SHARE_PURPOSE,
        file_id: row.id,
        filename: row.filename,
        mimetype: row.mimetype,
        size: input.size,
        part_size: MULTIPART_PART_SIZE,
        created_by: row.created_by,
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
      };
      await this.o.sessions.insert(session);
      const partCount = partCountOf(input.size);
      const numbers = Array.from({ length: partCount }, (_, i) => i + 1);
      return {
        file_id: row.id,
        upload_id: uploadId,
        part_size: MULTIPART_PART_SIZE,
        part_count: partCount,
        storage_path: row.storage_path,
        slug: row.slug,
        expires_at: session.expires_at,
        presigned_urls: await this.partUrls(
          { row, session, driver: storage.driver, urlSeconds: storage.signatureExpiresIn },
          numbers,
        ),
      };
    } catch (error) {
      if (uploadId)
        await storage.driver.abortMultipart(row.storage_path, uploadId).catch(() => undefined);
      const session = await this.o.sessions.findByFileId(row.id);
      if (session) await this.o.sessions.delete(session.id);
      await this.o.files.delete(row.id);
      throw error;
    }
  }

  /** Parts the storage already holds, so a reloaded page uploads only the rest. */
  async listParts(principal: Principal, input: MultipartRefInput): Promise<ListPartsAnswer> {
    const open = await this.open(principal, input);
    return { parts: await sessionParts(open.driver, open.session) };
  }

  async refreshUrls(
    principal: Principal,
    input: RefreshUrlsInput,
  ): Promise<{ presigned_urls: PresignedPartUrl[] }> {
    const open = await this.open(principal, input);
    return { presigned_urls: await this.partUrls(open, input.partNumbers) };
  }

  /**
   * Assembles the parts, checks the object has the declared size and makes the share ready. A failed
   * assembly keeps the session (the client may re-list parts and retry); a wrong size removes it all.
   */
  async complete(principal: Principal, input: CompleteMultipartInput): Promise<PublicFileInfo> {
    const open = await this.open(principal, input);
    const key = open.session.storage_key;
    await assembleSession(open.driver, open.session, input.parts);
    await this.o.sessions.delete(open.session.id);
    const object = await open.driver.head(key);
    if (!object || object.size !== Number(open.row.size)) {
      await this.uploads.discard(open.row, object?.etag);
      throw badRequest('upload.sizeMismatch', {
        size: object?.size ?? 0,
        declared: open.row.size,
      });
    }
    return this.uploads.finish(open.row, object, {});
  }

  async abort(principal: Principal, input: MultipartRefInput): Promise<AbortAnswer> {
    const open = await this.open(principal, input);
    await abortSession(this.o, open.session, open.driver);
    return { file_id: input.file_id, upload_id: input.upload_id, aborted: true };
  }

  /** The caller's live session for this share and upload id; 404 for anything else. */
  private async open(principal: Principal, input: MultipartRefInput): Promise<OpenSession> {
    const session = await this.o.sessions.findByUploadId(input.upload_id, SHARE_PURPOSE);
    if (
      !session ||
      session.file_id !== input.file_id ||
      session.created_by !== creatorOf(principal)
    )
      throw notFound(SESSION_NOT_FOUND);
    const row = await this.uploads.pendingOf(principal, input.file_id);
    const storage = await this.o.storage.byId(session.storage_config_id);
    return { row, session, driver: storage.driver, urlSeconds: storage.signatureExpiresIn };
  }

  private partUrls(open: OpenSession, numbers: readonly number[]): Promise<PresignedPartUrl[]> {
    return sessionPartUrls(open.driver, open.session, numbers, open.urlSeconds);
  }
}

/** Aborts the multipart upload (gone already is fine) and removes its session and pending share. */
export async function abortSession(
  o: Pick<FileServiceDeps, 'files' | 'sessions'>,
  session: UploadSessionRow,
  driver: StorageDriver,
): Promise<void> {
  await driver.abortMultipart(session.storage_key, session.upload_id).catch((error: unknown) => {
    if (!(error instanceof StorageNotFoundError)) throw error;
  });
  await o.sessions.delete(session.id);
  if (session.file_id) {
    const row = await o.files.findById(session.file_id);
    if (row?.status === 'pending') await o.files.delete(row.id);
  }
}
