/**
 * What the explorer's write tasks need from the outside world: the /api/fs write calls and the raw
 * transfers to storage. transfer/api.ts implements it over the api client and XMLHttpRequest;
 * tests drive it against the fake /api/fs server.
 */
import type {
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
}
