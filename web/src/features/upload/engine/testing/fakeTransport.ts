/** Test helpers: a scripted UploadTransport (every call a vi.fn) and engine deps around it. */
import type {
  MultipartInitAnswer,
  PresignInput,
  PublicFileInfo,
  UrlFetchStatus,
} from '@cloudpaste/contracts';
import { vi, type Mock } from 'vitest';
import { DEFAULT_ENGINE_CONFIG, type EngineConfig, type EngineDeps } from '../context';
import { createResumeStore } from '../resumeStore';
import type { TransferOptions, UploadTransport } from '../transport';
import type { XhrResponse } from '../../../../lib/transfer/xhr';

export function share(overrides: Partial<PublicFileInfo> = {}): PublicFileInfo {
  return {
    id: 'f1',
    slug: 'abc',
    filename: 'notes.txt',
    mimetype: 'text/plain',
    size: 10,
    remark: null,
    created_at: '2030-01-01T00:00:00.000Z',
    requires_password: false,
    views: 0,
    max_views: 0,
    expires_at: null,
    previewUrl: '/api/file-view/abc?t=x',
    downloadUrl: '/api/file-download/abc?t=x',
    use_proxy: true,
    encrypted: false,
    type: 4,
    typeName: 'text',
    ...overrides,
  };
}

/** A server-side fetch's status: running, nothing received yet, unless overridden. */
export function fetchStatus(overrides: Partial<UrlFetchStatus> = {}): UrlFetchStatus {
  return {
    file_id: 'f1',
    slug: 'abc',
    filename: 'remote.bin',
    status: 'running',
    received: 0,
    total: null,
    share: null,
    ...overrides,
  };
}

export function xhrResponse(status: number, headers: Record<string, string> = {}): XhrResponse {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { status, statusText: '', body: '', header: (name) => lower[name.toLowerCase()] ?? null };
}

/** A PUT that reports its whole body as sent and answers 200 with an ETag. */
export async function okPut(
  _url: string,
  body: Blob,
  _headers: Record<string, string>,
  options: TransferOptions,
): Promise<XhrResponse> {
  options.onProgress(body.size);
  options.onSent?.();
  return xhrResponse(200, { ETag: `"etag-${body.size}"` });
}

export function initAnswer(size: number, partSize: number): MultipartInitAnswer {
  const count = Math.max(1, Math.ceil(size / partSize));
  return {
    file_id: 'f1',
    upload_id: 'u1',
    part_size: partSize,
    part_count: count,
    storage_path: 'uploads/big.bin',
    slug: 'big',
    expires_at: '2030-01-02T00:00:00.000Z',
    presigned_urls: Array.from({ length: count }, (_, i) => ({
      partNumber: i + 1,
      url: `https://s3.example/part/${i + 1}`,
    })),
  };
}

export type FakeTransport = { [K in keyof UploadTransport]: Mock<UploadTransport[K]> };

export function fakeTransport(overrides: Partial<UploadTransport> = {}): FakeTransport {
  // Each presigned upload is a file of its own (f1, f2...), as on the server.
  let presigned = 0;
  const transport: UploadTransport = {
    presign: async (body: PresignInput) => ({
      file_id: `f${++presigned}`,
      upload_url: 'https://s3.example/object?sig=1',
      upload_headers: {},
      storage_path: `uploads/${body.filename}`,
      s3_url: `https://s3.example/object`,
      slug: body.slug ?? 'abc',
      provider_type: 'AWS S3',
      contentType: body.mimetype ?? 'application/octet-stream',
      expires_at: '2030-01-01T01:00:00.000Z',
    }),
    commit: async (body) => share({ id: body.file_id, size: body.size }),
    deleteFiles: async () => undefined,
    direct: async (form, options) => {
      const file = form.get('file') as File;
      options.onProgress(file.size);
      options.onSent?.();
      return share({ filename: file.name, size: file.size });
    },
    multipartInit: async (body) => initAnswer(body.size, 4),
    listParts: async () => ({ parts: [] }),
    refreshUrls: async (body) => ({
      presigned_urls: body.partNumbers.map((n) => ({
        partNumber: n,
        url: `https://s3.example/part/${n}?fresh`,
      })),
    }),
    complete: async (body) => share({ id: body.file_id, slug: 'big' }),
    abort: async () => undefined,
    put: okPut,
    urlInfo: async (url) => ({
      url,
      filename: 'remote.txt',
      contentType: 'text/plain',
      size: 8,
      lastModified: null,
      corsSupported: true,
    }),
    fetchDirect: async () =>
      new Response('12345678', { headers: { 'content-type': 'text/plain' } }),
    fetchViaProxy: async () =>
      new Response('12345678', { headers: { 'content-type': 'text/plain' } }),
    urlFetch: async (body) => fetchStatus({ filename: body.filename ?? 'remote.bin' }),
    urlFetchStatus: async (fileId) =>
      fetchStatus({ file_id: fileId, status: 'done', received: 8, total: 8, share: share() }),
    urlCancel: async () => undefined,
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(transport).map(([name, fn]) => [name, vi.fn(fn)]),
  ) as unknown as FakeTransport;
}

export function engineDeps(
  transport: UploadTransport,
  config: Partial<EngineConfig> = {},
): EngineDeps {
  return {
    transport,
    resume: createResumeStore(),
    config: { ...DEFAULT_ENGINE_CONFIG, multipartThreshold: 8, ...config },
    now: () => Date.now(),
  };
}

export function textFile(content: string, name = 'notes.txt', lastModified = 1_000): File {
  return new File([content], name, { type: 'text/plain', lastModified });
}
