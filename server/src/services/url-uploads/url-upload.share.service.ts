/**
 * Turning a URL's file into a share (docs/product/uploads.md, "URL uploads"). The browser-driven
 * paths are the file-share upload calls under the URL-upload rate limit: presign + commit,
 * multipart init, complete and abort. The server-driven path fetches the URL itself into storage
 * (url-upload.fetch-jobs.ts). `cancel` removes any of them while it is still pending, leaving
 * nothing behind.
 *
 * Only calls that start work spend the per-principal budget (`admit`); finishing (commit,
 * complete), cleaning up (abort, cancel) and polling act on the caller's own pending uploads and
 * stay available to a throttled client.
 */
import type {
  AbortAnswer,
  CommitInput,
  CompleteMultipartInput,
  MultipartInitAnswer,
  MultipartRefInput,
  PresignAnswer,
  PublicFileInfo,
  UrlCancelAnswer,
  UrlFetchInput,
  UrlFetchStatus,
  UrlPresignInput,
} from '@cloudpaste/contracts';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/time.js';
import type { Principal } from '../../policies/access.js';
import type { UploadSessionRepository } from '../../repositories/upload-session.repository.js';
import type { FileServices } from '../files/index.js';
import type { StorageAccess } from '../storage-access.js';
import { UrlFetchJobs } from './url-upload.fetch-jobs.js';
import type { UrlUploadService } from './url-upload.service.js';

export interface UrlShareServiceDeps {
  urls: UrlUploadService;
  files: Pick<FileServices, 'uploads' | 'multipart'>;
  storage: StorageAccess;
  /** To find the multipart session of a pending share that is cancelled by its id alone. */
  sessions: UploadSessionRepository;
  clock: Clock;
  /** How long an upload may stay pending before the sweeper takes it for abandoned (uploads/upload-window.ts). */
  uploadWindowMs: number;
}

export class UrlShareService {
  private readonly fetches: UrlFetchJobs;

  constructor(private readonly o: UrlShareServiceDeps) {
    this.fetches = new UrlFetchJobs({
      urls: o.urls,
      uploads: o.files.uploads,
      storage: o.storage,
      clock: o.clock,
      uploadWindowMs: o.uploadWindowMs,
    });
  }

  presign(principal: Principal, input: UrlPresignInput): Promise<PresignAnswer> {
    this.o.urls.admit(principal);
    return this.o.files.uploads.presign(principal, input);
  }

  commit(principal: Principal, input: CommitInput): Promise<PublicFileInfo> {
    return this.o.files.uploads.commit(principal, input);
  }

  multipartInit(principal: Principal, input: UrlPresignInput): Promise<MultipartInitAnswer> {
    this.o.urls.admit(principal);
    return this.o.files.multipart.init(principal, input);
  }

  multipartComplete(principal: Principal, input: CompleteMultipartInput): Promise<PublicFileInfo> {
    return this.o.files.multipart.complete(principal, input);
  }

  multipartAbort(principal: Principal, input: MultipartRefInput): Promise<AbortAnswer> {
    return this.o.files.multipart.abort(principal, input);
  }

  /** Starts a server-side fetch into storage (admitted and counted as a download by `proxy`). */
  fetch(principal: Principal, input: UrlFetchInput): Promise<UrlFetchStatus> {
    return this.fetches.start(principal, input);
  }

  fetchStatus(principal: Principal, fileId: string): UrlFetchStatus {
    return this.fetches.status(principal, fileId);
  }

  /**
   * Cancels the caller's pending URL upload, whichever way it travels: a running server-side fetch
   * is stopped, a multipart upload aborted, a presigned one discarded. The object and the pending
   * share are gone when this answers; anything not pending (or not the caller's) is 404.
   */
  async cancel(principal: Principal, fileId: string): Promise<UrlCancelAnswer> {
    const answer = { file_id: fileId, cancelled: true } as const;
    if (await this.fetches.cancel(principal, fileId)) return answer;
    const session = await this.o.sessions.findByFileId(fileId);
    if (session) {
      await this.o.files.multipart.abort(principal, {
        file_id: fileId,
        upload_id: session.upload_id,
      });
      return answer;
    }
    const { uploads } = this.o.files;
    try {
      await uploads.discard(await uploads.pendingOf(principal, fileId));
    } catch (error) {
      // 410: its window had closed and pendingOf removed it already, which is what was asked.
      if (!(error instanceof AppError && error.status === 410)) throw error;
    }
    return answer;
  }
}
