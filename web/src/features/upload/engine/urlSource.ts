/**
 * URL upload (docs/product/uploads.md, "URL uploads"): ask the server about the URL, fetch it in
 * the browser (through the server's proxy when the site has no CORS or the fetch fails), then
 * upload the bytes the way the user chose (`send`: a presigned PUT, or through the server). The
 * task shows the download as 0-49 % and the upload as 50-99 %. A file too large to hold in the
 * browser's memory, or of unknown size, is fetched by the server instead (serverFetch.ts), shown as
 * one transfer.
 */
import type { PublicFileInfo, UrlInfo } from '@cloudpaste/contracts';
import { exceedsLimit, type RunContext, type ShareFields } from './context';
import { toUploadError, UploadError } from './errors';
import { runServerFetch } from './serverFetch';

export interface UrlPhases {
  /** The download starts; `total` is the size the server reported, or null when unknown. */
  beginDownload: (total: number | null) => void;
  /** The download is done: the upload of `total` bytes starts. */
  beginUpload: (total: number) => void;
  /** The server fetches the file into storage: one transfer of `total` bytes (null: unknown). */
  beginServerFetch: (total: number | null) => void;
  /** The server's answer about the URL: its name and size, for the task's row. */
  describe: (info: UrlInfo) => void;
}

/** Reads a body to a Blob, reporting bytes as they arrive. */
export async function readWithProgress(
  response: Response,
  onBytes: (loaded: number) => void,
): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onBytes(loaded);
  }
  return new Blob(chunks as BlobPart[], { type });
}

async function fetchSource(ctx: RunContext, info: UrlInfo): Promise<Response> {
  const { transport, signal } = ctx;
  if (info.corsSupported) {
    try {
      const response = await transport.fetchDirect(info.url, signal);
      if (response.ok) return response;
    } catch (error) {
      if (signal.aborted) throw toUploadError(error, 'download', signal);
      // CORS refusals and network failures look alike (a TypeError): the proxy may still work.
    }
  }
  const response = await transport.fetchViaProxy(info.url, signal).catch((error: unknown) => {
    throw toUploadError(error, 'download', signal);
  });
  if (!response.ok) throw new UploadError('download', { status: response.status });
  return response;
}

/** The URL to upload from, and the name to store its file under when the user chose one. */
export interface RemoteSource {
  url: string;
  name?: string;
}

export async function runUrl(
  ctx: RunContext,
  source: RemoteSource,
  fields: ShareFields,
  phases: UrlPhases,
  send: (file: File) => Promise<PublicFileInfo>,
): Promise<PublicFileInfo> {
  ctx.setStage('initializing');
  const remote = await ctx.transport.urlInfo(source.url, ctx.signal).catch((error: unknown) => {
    throw toUploadError(error, 'download', ctx.signal);
  });
  // A chosen name replaces the remote's everywhere: the task's row, the stored file, the share.
  const info = source.name ? { ...remote, filename: source.name } : remote;
  phases.describe(info);
  if (exceedsLimit(info.size, ctx.maxBytes)) throw new UploadError('tooLarge');
  if (info.size === null || info.size > ctx.config.serverFetchThreshold) {
    phases.beginServerFetch(info.size);
    return runServerFetch(ctx, info, fields);
  }
  phases.beginDownload(info.size);
  const response = await fetchSource(ctx, info);
  const blob = await readWithProgress(response, ctx.reportBytes).catch((error: unknown) => {
    throw toUploadError(error, 'download', ctx.signal);
  });
  const file = new File([blob], info.filename, {
    type: info.contentType || blob.type,
    lastModified: info.lastModified ? Date.parse(info.lastModified) || Date.now() : Date.now(),
  });
  if (exceedsLimit(file.size, ctx.maxBytes)) throw new UploadError('tooLarge');
  phases.beginUpload(file.size);
  return send(file);
}
