/**
 * The WebDAV operations the driver and its multipart uploads build on: stat (PROPFIND Depth 0),
 * folder listings (Depth 1), folders created on the way (MKCOL, top-down) and atomic writes: the
 * body is PUT streaming to a temp file in the internal folder, then MOVEd onto its path, so a failed
 * or mis-sized upload never replaces what was there.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import { StorageError, type ObjectInfo } from '../../driver.js';
import { bareEtag, contentTypeFor, exactly } from '../../driver-helpers.js';
import type { WebDavClient } from './webdav-client.js';
import { hrefPath, PROPFIND_BODY, readMultistatus, type DavEntry } from './webdav-multistatus.js';
import type { DavPaths } from './webdav-paths.js';

const XML = { 'content-type': 'application/xml; charset=utf-8' };
/** MKCOL on an existing folder: 405 (RFC 4918); some servers say 409 or 301 to a slash-less path. */
const FOLDER_EXISTS = [405, 409, 301];
/**
 * 423 Locked: another request holds the folder's lock, often for an instant (Go's x/net/webdav, and
 * so rclone, locks each path a write touches, and refuses a second MKCOL of it meanwhile). Asked
 * again after these pauses; a folder someone keeps locked fails with the last answer.
 */
const LOCKED_PAUSES_MS = [25, 100, 250, 500, 1000];

/** An object's description from its PROPFIND entry; the type comes from the key, like listings. */
export function objectInfoOf(key: string, entry: DavEntry): ObjectInfo {
  const lastModified = entry.lastModified ?? new Date(0);
  const etag =
    bareEtag(entry.etag) || `${entry.size.toString(16)}-${lastModified.getTime().toString(16)}`;
  return { key, size: entry.size, etag, lastModified, contentType: contentTypeFor(key) };
}

export class DavStore {
  private tempFolder: Promise<void> | null = null;

  constructor(
    readonly client: WebDavClient,
    readonly paths: DavPaths,
  ) {}

  /** The resource at a path; null when there is none (or a folder on its way is missing). */
  async stat(path: string): Promise<DavEntry | null> {
    const entries = await this.propfind(path, '0');
    return entries?.[0] ?? null;
  }

  /** A folder's members (never the folder itself); null when the folder does not exist. */
  async children(folderPath: string): Promise<DavEntry[] | null> {
    const entries = await this.propfind(folderPath, '1');
    if (!entries) return null;
    const self = hrefPath(folderPath);
    return entries.filter((entry) => entry.path !== self);
  }

  /** Creates the base path's folders and every folder above `path` that is missing. */
  async parents(path: string): Promise<void> {
    for (const folder of [...this.client.basePaths, ...this.paths.parentsOf(path)])
      await this.makeFolder(folder);
  }

  /** `path` (ending in `/`) and the folders above it. */
  async folder(path: string): Promise<void> {
    await this.parents(path);
    await this.makeFolder(path);
  }

  /** MKCOL of one folder, fine when it exists, asked again while it is briefly locked. */
  private async makeFolder(path: string): Promise<void> {
    for (const pause of LOCKED_PAUSES_MS) {
      const status = await this.client.call('MKCOL', path, { accept: [...FOLDER_EXISTS, 423] });
      if (status !== 423 || (await this.stat(path))?.isCollection) return;
      await sleep(pause);
    }
    await this.client.call('MKCOL', path, { accept: FOLDER_EXISTS });
  }

  /** Writes the body to `path` all at once or not at all; `size`, when given, must be exact. */
  async write(
    path: string,
    body: Readable,
    options: { size?: number; signal?: AbortSignal },
  ): Promise<void> {
    await this.ensureTempFolder();
    const temp = this.paths.internal('tmp', randomUUID());
    const { size, signal } = options;
    try {
      await this.client.call('PUT', temp, {
        body: size === undefined ? body : exactly(body, size),
        headers: size === undefined ? {} : { 'content-length': String(size) },
        signal,
      });
      await this.refuseFolderAt(path);
      await this.moveOnto(temp, path);
    } catch (error) {
      body.destroy();
      await this.client.call('DELETE', temp, { accept: [404] }).catch(() => undefined);
      if (error instanceof StorageError && /HTTP 409/.test(error.message)) this.tempFolder = null;
      throw error;
    }
  }

  /**
   * COPY or MOVE to `target` (replacing a file there), creating its folders when missing: a missing
   * folder is answered 409 (RFC 4918), or 403 by some servers (rclone's MOVE).
   */
  async transfer(method: 'COPY' | 'MOVE', source: string, target: string): Promise<void> {
    const send = (accept: number[]) =>
      this.client.call(method, source, {
        headers: {
          destination: this.client.urlOf(target),
          overwrite: 'T',
          // COPY of a file only (a folder's members stay); MOVE takes no other depth than infinity.
          ...(method === 'COPY' && { depth: '0' }),
        },
        accept,
      });
    const status = await send([403, 409]);
    if (status !== 403 && status !== 409) return;
    await this.parents(target);
    await send([]);
  }

  /** A file written must not replace a folder of the same name (Overwrite would delete its tree). */
  async refuseFolderAt(path: string): Promise<void> {
    if ((await this.stat(path))?.isCollection)
      throw new StorageError(`${decodeURI(path)} is a folder on the WebDAV server`);
  }

  private moveOnto(temp: string, path: string): Promise<void> {
    return this.transfer('MOVE', temp, path);
  }

  private ensureTempFolder(): Promise<void> {
    this.tempFolder ??= this.folder(`${this.paths.internal('tmp')}/`).catch((error: unknown) => {
      this.tempFolder = null;
      throw error;
    });
    return this.tempFolder;
  }

  private async propfind(path: string, depth: '0' | '1'): Promise<DavEntry[] | null> {
    const response = await this.client.send('PROPFIND', path, {
      headers: { ...XML, depth },
      body: PROPFIND_BODY,
      accept: [404, 409],
    });
    if (response.statusCode !== 207) {
      await response.body.dump();
      if (response.statusCode === 404 || response.statusCode === 409) return null;
      throw new StorageError(
        `the WebDAV server answered PROPFIND with HTTP ${response.statusCode}`,
      );
    }
    return readMultistatus(await response.body.text());
  }
}
