/**
 * WebDAV storage (docs/product/mounts-and-explorer.md, "WebDAV storages"): objects are files below
 * a base path on any WebDAV server, keys map to paths (webdav-paths.ts), a key ending in `/` is a
 * folder. Bodies stream both ways; reads take ranges; copies are server-side COPY. Clients cannot
 * reach the server with its credentials, so "presigned" URLs are signed app URLs, as on local
 * storage: the app's signed-URL route streams the bytes to and from the WebDAV server.
 */
import type { Readable } from 'node:stream';
import type { DriverDeps } from '../../driver-definition.js';
import {
  StorageNotFoundError,
  StorageRangeError,
  type ByteRange,
  type ListOptions,
  type ListPage,
  type ObjectBody,
  type ObjectInfo,
  type PresignGetOptions,
  type PresignedRequest,
  type PresignPutOptions,
  type PutOptions,
  type StorageDriver,
  type UploadedPart,
} from '../../driver.js';
import { deleteEach } from '../../driver-helpers.js';
import { checkPartNumber } from '../../part-files.js';
import { AppUrlSigner } from '../../local-signed-url.js';
import { WebDavClient, type WebDavSpec } from './webdav-client.js';
import { listWebDav } from './webdav-listing.js';
import { DavMultipart } from './webdav-multipart.js';
import { DavPaths } from './webdav-paths.js';
import { readRange, rangedBody } from './webdav-range.js';
import { DavStore, objectInfoOf } from './webdav-store.js';

/** Deleting many keys at once: a few requests in flight, as a WebDAV client would. */
const DELETE_CONCURRENCY = 8;

export class WebDavDriver implements StorageDriver {
  readonly kind = 'WEBDAV';
  readonly capabilities = { presign: true, copy: true };
  private readonly client: WebDavClient;
  private readonly paths: DavPaths;
  private readonly store: DavStore;
  private readonly multipart: DavMultipart;
  private readonly signer: AppUrlSigner;

  constructor(spec: WebDavSpec, deps: DriverDeps) {
    this.client = new WebDavClient(spec);
    this.paths = new DavPaths(this.client.rootPath);
    this.store = new DavStore(this.client, this.paths);
    this.multipart = new DavMultipart(this.store);
    this.signer = new AppUrlSigner(spec.configId, deps.secret, deps.clock);
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const entry = await this.store.stat(this.paths.of(key));
    if (!entry || entry.isCollection !== key.endsWith('/')) return null;
    return entry.isCollection ? { ...objectInfoOf(key, entry), size: 0 } : objectInfoOf(key, entry);
  }

  async get(
    key: string,
    options: { range?: ByteRange; signal?: AbortSignal } = {},
  ): Promise<ObjectBody> {
    const path = this.paths.of(key);
    const { range, signal } = options;
    if (range) checkRange(range);
    const response = await this.client.send('GET', path, {
      headers: range ? { range: `bytes=${range.start}-${range.end}` } : {},
      signal,
    });
    const answer = readRange(response, range);
    if (!answer.ok) {
      response.body.destroy();
      throw new StorageRangeError(
        `range ${range?.start}-${range?.end} is outside the object (${answer.size} bytes)`,
      );
    }
    const header = (name: string) => String(response.headers[name] ?? '');
    const info = objectInfoOf(key, {
      path,
      isCollection: false,
      size: answer.size,
      etag: header('etag'),
      lastModified: header('last-modified') ? new Date(header('last-modified')) : null,
    });
    const body = rangedBody(response.body, answer);
    return { ...info, body, ...(answer.range && { range: answer.range }) };
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<ObjectInfo> {
    const path = this.paths.of(key);
    if (key.endsWith('/')) {
      body.resume();
      await this.store.folder(path);
    } else {
      await this.store.write(path, body, { size: options.size, signal: options.signal });
    }
    const info = await this.head(key);
    if (!info)
      throw new StorageNotFoundError(`${JSON.stringify(key)} vanished right after it was written`);
    return info;
  }

  /** Only files, and only empty folders: DELETE on a WebDAV folder would remove its whole tree. */
  async delete(key: string): Promise<void> {
    const path = this.paths.of(key);
    if (key.endsWith('/')) {
      const members = await this.store.children(path);
      if (members === null || members.length > 0) return;
    } else {
      const entry = await this.store.stat(path);
      if (!entry || entry.isCollection) return;
    }
    await this.client.call('DELETE', path, { accept: [404] });
  }

  deleteMany(keys: readonly string[]) {
    return deleteEach(keys, DELETE_CONCURRENCY, (key) => this.delete(key));
  }

  async copy(sourceKey: string, targetKey: string): Promise<ObjectInfo> {
    const source = this.paths.of(sourceKey);
    const target = this.paths.of(targetKey);
    const [entry] = await Promise.all([this.store.stat(source), this.store.refuseFolderAt(target)]);
    if (!entry || entry.isCollection)
      throw new StorageNotFoundError(`${JSON.stringify(sourceKey)} does not exist`);
    await this.store.transfer('COPY', source, target);
    const info = await this.head(targetKey);
    if (!info) throw new StorageNotFoundError(`${JSON.stringify(targetKey)} vanished once copied`);
    return info;
  }

  list(prefix: string, options?: ListOptions): Promise<ListPage> {
    return listWebDav(this.store, prefix, options);
  }

  async presignPut(key: string, options: PresignPutOptions): Promise<PresignedRequest> {
    this.paths.of(key);
    const { contentType, size, mark } = options;
    const grant = {
      key,
      op: 'put' as const,
      contentType,
      size,
      ...(mark !== undefined && { mark }),
    };
    return this.signer.sign('PUT', grant, options.expiresInSeconds, {
      'Content-Type': contentType,
    });
  }

  async presignGet(key: string, options: PresignGetOptions): Promise<PresignedRequest> {
    this.paths.of(key);
    const { contentType, disposition } = options;
    const grant = { key, op: 'get' as const, contentType, disposition };
    return this.signer.sign('GET', grant, options.expiresInSeconds);
  }

  createMultipart(key: string, options: { contentType: string }) {
    return this.multipart.create(key, options.contentType);
  }

  async presignPart(
    key: string,
    uploadId: string,
    partNumber: number,
    size: number,
    expiresInSeconds: number,
  ) {
    this.paths.of(key);
    checkPartNumber(partNumber);
    return this.signer.sign(
      'PUT',
      { key, op: 'part', uploadId, partNumber, size },
      expiresInSeconds,
    );
  }

  uploadPart(key: string, uploadId: string, partNumber: number, body: Readable, size: number) {
    return this.multipart.uploadPart(key, uploadId, partNumber, body, size);
  }

  listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    return this.multipart.listParts(key, uploadId);
  }

  completeMultipart(key: string, uploadId: string, parts: readonly UploadedPart[]) {
    return this.multipart.complete(key, uploadId, parts);
  }

  abortMultipart(key: string, uploadId: string): Promise<void> {
    return this.multipart.abort(key, uploadId);
  }

  listMultipartUploads(prefix: string) {
    return this.multipart.list(prefix);
  }
}

function checkRange(range: ByteRange): void {
  const valid = Number.isInteger(range.start) && Number.isInteger(range.end) && range.start >= 0;
  if (!valid || range.end < range.start)
    throw new StorageRangeError(`range ${range.start}-${range.end} is not a byte range`);
}
