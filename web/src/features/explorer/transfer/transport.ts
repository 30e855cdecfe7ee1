/**
 * What the explorer's write tasks need from the outside world: the /api/fs write calls and the raw
 * transfers to and from storage. transfer/api.ts implements it over the api client and XMLHttpRequest;
 * tests drive it against the fake /api/fs server.
 */
import type {
  FsArchiveInput,
  FsArchiveTicket,
  FsBatchCopyCommitInput,
  FsBatchCopyInput,
  FsBatchCopyResult,
  FsBatchRemoveResult,
  FsItem,
  FsListUploadsAnswer,
  FsMultipartInitAnswer,
  FsMultipartInitInput,
  FsMultipartRefInput,
  FsPresignAnswer,
  FsPresignCommitInput,
  FsPresignInput,
  FsRefreshUrlsInput,
  ListPartsAnswer,
  PresignedPartUrl,
} from '@cloudpaste/contracts';
import type { DownloadOptions } from '../../../lib/transfer/download';
import type { StoragePut, TransferOptions } from '../../../lib/transfer/xhr';

/** `POST /api/fs/multipart/complete` as this client sends it. */
export interface FsCompleteBody extends FsMultipartRefInput {
  parts: { partNumber: number; etag: string }[];
  fileSize: number;
}

export interface FsTransport {
  presign(body: FsPresignInput, signal: AbortSignal): Promise<FsPresignAnswer>;
  commit(body: FsPresignCommitInput, signal: AbortSignal): Promise<FsItem>;
  /** POST /api/fs/upload: the folder field first, then the file, streamed by the server. */
  stream(folder: string, file: File, options: TransferOptions): Promise<FsItem>;
  multipartInit(body: FsMultipartInitInput, signal: AbortSignal): Promise<FsMultipartInitAnswer>;
  /** The caller's unfinished multipart uploads into a folder. */
  listUploads(folder: string, signal: AbortSignal): Promise<FsListUploadsAnswer>;
  listParts(body: FsMultipartRefInput, signal: AbortSignal): Promise<ListPartsAnswer>;
  refreshUrls(
    body: FsRefreshUrlsInput,
    signal: AbortSignal,
  ): Promise<{ presignedUrls: PresignedPartUrl[] }>;
  complete(body: FsCompleteBody, signal: AbortSignal): Promise<FsItem>;
  /** Best effort: the server's sweeper aborts sessions nobody does. */
  abort(body: FsMultipartRefInput): Promise<void>;
  put: StoragePut;
  mkdir(path: string, signal?: AbortSignal): Promise<FsItem>;
  remove(paths: string[], signal?: AbortSignal): Promise<FsBatchRemoveResult>;
  rename(oldPath: string, newPath: string, signal?: AbortSignal): Promise<FsItem>;
  copy(body: FsBatchCopyInput, signal: AbortSignal): Promise<FsBatchCopyResult>;
  /** Checks the files the browser carried between storages. */
  copyCommit(body: FsBatchCopyCommitInput, signal: AbortSignal): Promise<FsBatchRemoveResult>;
  /** A link the browser's own download manager fetches the zip of these paths from. */
  archive(body: FsArchiveInput, signal: AbortSignal): Promise<FsArchiveTicket>;
  /** GET of a storage link (absolute, or an app path for local storage) into a Blob. */
  download(url: string, options: DownloadOptions): Promise<Blob>;
}
