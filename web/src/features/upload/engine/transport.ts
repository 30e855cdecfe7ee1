/**
 * What the engine needs from the outside world: the API calls of the upload paths and the raw
 * transfers (PUT to storage, fetching a URL). api.ts implements it over the api client and
 * XMLHttpRequest; tests give a scripted one.
 */
import type {
  CompleteMultipartInput,
  ListPartsAnswer,
  MultipartInitAnswer,
  MultipartRefInput,
  PresignAnswer,
  PresignInput,
  PublicFileInfo,
  RefreshUrlsAnswer,
  RefreshUrlsInput,
  UrlFetchInput,
  UrlFetchStatus,
  UrlInfo,
} from '@cloudpaste/contracts';
import type { StoragePut, TransferOptions } from '../../../lib/transfer/xhr';

export type { TransferOptions };

/** `POST /api/s3/commit` as this client sends it: the options were given at presign. */
export interface CommitBody {
  file_id: string;
  etag?: string;
  size: number;
}

export interface UploadTransport {
  presign(body: PresignInput, signal: AbortSignal): Promise<PresignAnswer>;
  commit(body: CommitBody, signal: AbortSignal): Promise<PublicFileInfo>;
  /** Removes shares whose upload failed after they were created; best effort. */
  deleteFiles(ids: string[]): Promise<void>;
  /** POST /api/upload with the share fields first and the file last. */
  direct(form: FormData, options: TransferOptions): Promise<PublicFileInfo>;
  multipartInit(body: PresignInput, signal: AbortSignal): Promise<MultipartInitAnswer>;
  listParts(body: MultipartRefInput, signal: AbortSignal): Promise<ListPartsAnswer>;
  refreshUrls(body: RefreshUrlsInput, signal: AbortSignal): Promise<RefreshUrlsAnswer>;
  complete(body: CompleteMultipartInput, signal: AbortSignal): Promise<PublicFileInfo>;
  /** Best effort: the server's sweeper removes sessions nobody aborts. */
  abort(body: MultipartRefInput): Promise<void>;
  put: StoragePut;
  urlInfo(url: string, signal: AbortSignal): Promise<UrlInfo>;
  /** The URL's bytes fetched by the browser itself (needs CORS on the remote site). */
  fetchDirect(url: string, signal: AbortSignal): Promise<Response>;
  /** The URL's bytes through GET /api/url/proxy, for sites without CORS. */
  fetchViaProxy(url: string, signal: AbortSignal): Promise<Response>;
  /** POST /api/url/fetch: the server downloads the URL straight into storage. */
  urlFetch(body: UrlFetchInput, signal: AbortSignal): Promise<UrlFetchStatus>;
  /** GET /api/url/fetch/{file_id}: its progress; rejects with the fetch's own error when it failed. */
  urlFetchStatus(fileId: string, signal: AbortSignal): Promise<UrlFetchStatus>;
  /** POST /api/url/cancel; best effort (the server sweeps pending shares nobody cancels). */
  urlCancel(fileId: string): Promise<void>;
}
