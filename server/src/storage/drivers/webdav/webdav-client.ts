/**
 * HTTP to one WebDAV server (Nextcloud, Apache mod_dav, rclone serve webdav ...) through undici's
 * `request` (its shared connection pool, so a driver holds no sockets of its own): any method (PROPFIND, MKCOL, COPY, MOVE), Node stream bodies sent as they come (with
 * Content-Length when known) and response bodies read as streams. Paths are built from checked key
 * segments (webdav-paths.ts), each percent-encoded, under the server URL and the base path.
 * Answers the caller can act on become the storage errors of driver.ts, with the server named.
 */
import type { Readable } from 'node:stream';
import { request, type Dispatcher } from 'undici';
import { errorMessage } from '../../../lib/error-message.js';
import {
  StorageDeniedError,
  StorageError,
  StorageNotFoundError,
  StorageFullError,
  StorageRangeError,
  StorageUnavailableError,
} from '../../driver.js';

/** What a WebDAV driver is built from. */
export interface WebDavSpec {
  /** The storage configuration's id: signed app URLs for this storage name it. */
  configId: string;
  /** The server's WebDAV address, e.g. https://cloud.example.com/remote.php/dav/files/alice/ */
  url: string;
  /** A folder below that address the storage keeps to ('' for the address itself). */
  basePath: string;
  username: string;
  password: string;
}

export type DavMethod = 'GET' | 'PUT' | 'DELETE' | 'PROPFIND' | 'MKCOL' | 'COPY' | 'MOVE';

export interface DavRequest {
  headers?: Record<string, string>;
  body?: Readable | string | Buffer;
  signal?: AbortSignal;
  /** Statuses handed back to the caller rather than thrown (2xx always are). */
  accept?: readonly number[];
}

export type DavResponse = Dispatcher.ResponseData;

/**
 * The storage root on the server (the URL's path and the base path, encoded, ending in `/`) and the
 * base path's folders top-down, the root last (none without a base path).
 */
export function rootOf(url: URL, basePath: string): { rootPath: string; basePaths: string[] } {
  const base = basePath.split('/').filter((segment) => segment !== '');
  if (base.some((segment) => segment === '.' || segment === '..' || segment.includes('\\')))
    throw new StorageError(`the base path ${JSON.stringify(basePath)} has a "." or ".." part`);
  let path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  const basePaths = base.map((segment) => (path += `${encodeURIComponent(segment)}/`));
  return { rootPath: path, basePaths };
}

export class WebDavClient {
  readonly origin: string;
  /** Encoded, starting and ending with `/`. */
  readonly rootPath: string;
  /** The base path's folders, top-down (`rootOf`), created when missing. */
  readonly basePaths: string[];
  private readonly authorization: string | undefined;

  constructor(spec: WebDavSpec) {
    let url: URL;
    try {
      url = new URL(spec.url);
    } catch {
      throw new StorageError(`the WebDAV address ${JSON.stringify(spec.url)} is not a URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new StorageError('the WebDAV address must start with http:// or https://');
    this.origin = url.origin;
    ({ rootPath: this.rootPath, basePaths: this.basePaths } = rootOf(url, spec.basePath));
    this.authorization =
      spec.username || spec.password
        ? `Basic ${Buffer.from(`${spec.username}:${spec.password}`).toString('base64')}`
        : undefined;
  }

  /** The absolute URL of a path (COPY and MOVE name their destination with one). */
  urlOf(path: string): string {
    return this.origin + path;
  }

  /**
   * Sends one request; non-2xx answers outside `accept` are thrown as storage errors. A redirect is
   * never followed (undici's `request` does not): a 3xx, to this origin or another, is an error,
   * so the credentials go nowhere but the address the admin set (webdav-hostile.test.ts).
   */
  async send(method: DavMethod, path: string, options: DavRequest = {}): Promise<DavResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.authorization) headers.authorization = this.authorization;
    let response: DavResponse;
    try {
      response = await request(this.urlOf(path), {
        method,
        headers,
        body: options.body,
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new StorageUnavailableError(
        `cannot reach the WebDAV server ${this.origin}: ${errorMessage(error)}`,
      );
    }
    const status = response.statusCode;
    if ((status >= 200 && status < 300) || options.accept?.includes(status)) return response;
    await response.body.dump().catch(() => undefined);
    throw this.errorFor(method, path, status);
  }

  /** Sends a request whose answer's body is not needed; answers its status. */
  async call(method: DavMethod, path: string, options: DavRequest = {}): Promise<number> {
    const response = await this.send(method, path, options);
    await response.body.dump();
    return response.statusCode;
  }

  private errorFor(method: DavMethod, path: string, status: number): StorageError {
    const where = `${method} ${decodeURI(path)}`;
    if (status === 401)
      return new StorageDeniedError(
        `the WebDAV server ${this.origin} refused the username or password (HTTP 401 on ${where})`,
      );
    if (status === 403)
      return new StorageDeniedError(`the WebDAV server refused ${where} (HTTP 403)`);
    if (status === 404) return new StorageNotFoundError(`${decodeURI(path)} does not exist`);
    if (status === 416) return new StorageRangeError(`the WebDAV server refused the range`);
    if (status === 507)
      return new StorageFullError(`the WebDAV server has no room left (HTTP 507 on ${where})`);
    return new StorageError(`the WebDAV server answered HTTP ${status} to ${where}`);
  }
}
