/**
 * Multipart uploads on WebDAV storage, kept on the server as local storage keeps them on disk
 * (part-files.ts): one folder per upload under `.cloudpaste/multipart/<uploadId>/` holding
 * `upload.json` and one file per part, written atomically, so a retried part replaces the old one.
 * Completing streams the listed parts in order (GET) into one atomic write of the key; the folder
 * then goes. The bytes pass through this server once more on completion: WebDAV cannot join files.
 */
import { Readable } from 'node:stream';
import { StorageError, StorageNotFoundError, type ObjectInfo } from '../../driver.js';
import { MAX_PART_BYTES } from '../../driver-helpers.js';
import {
  byKeyThenAge,
  checkPartNumber,
  checkParts,
  newUploadId,
  PART_FILE,
  partFile,
  UPLOAD_ID,
  UPLOAD_META_FILE,
  uploadMeta,
  uploadNotFound,
  type OpenUpload,
  type UploadMeta,
} from '../../part-files.js';
import type { DavEntry } from './webdav-multistatus.js';
import { objectInfoOf, type DavStore } from './webdav-store.js';

export class DavMultipart {
  constructor(private readonly store: DavStore) {}

  async create(key: string, contentType: string): Promise<{ uploadId: string }> {
    this.store.paths.of(key);
    const uploadId = newUploadId();
    await this.store.folder(`${this.dir(uploadId)}/`);
    const meta: UploadMeta = { key, contentType, initiated: new Date().toISOString() };
    await this.store.client.call('PUT', this.file(uploadId, UPLOAD_META_FILE), {
      body: JSON.stringify(meta),
      headers: { 'content-type': 'application/json' },
    });
    return { uploadId };
  }

  async uploadPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable,
    size: number,
  ) {
    checkPartNumber(partNumber);
    if (size > MAX_PART_BYTES) throw new StorageError('a part may be at most 5 GiB');
    await this.open(key, uploadId);
    const path = this.file(uploadId, partFile(partNumber));
    await this.store.write(path, body, { size });
    const entry = await this.store.stat(path);
    if (!entry) throw new StorageError(`part ${partNumber} vanished right after it was written`);
    return { partNumber, ...partInfo(entry) };
  }

  async listParts(key: string, uploadId: string) {
    await this.open(key, uploadId);
    const parts = [...(await this.parts(uploadId))].map(([partNumber, entry]) => ({
      partNumber,
      ...partInfo(entry),
    }));
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  async complete(
    key: string,
    uploadId: string,
    parts: readonly { partNumber: number; etag: string }[],
  ): Promise<ObjectInfo> {
    await this.open(key, uploadId);
    const stored = await this.parts(uploadId);
    const sizes = await checkParts(parts, async (n) => {
      const entry = stored.get(n);
      return entry ? partInfo(entry) : null;
    });
    const { client } = this.store;
    const paths = parts.map((part) => this.file(uploadId, partFile(part.partNumber)));
    async function* concatenated() {
      for (const path of paths) yield* (await client.send('GET', path)).body;
    }
    const target = this.store.paths.of(key);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    await this.store.write(target, Readable.from(concatenated()), { size: total });
    const entry = await this.store.stat(target);
    if (!entry) throw new StorageNotFoundError(`${JSON.stringify(key)} vanished once assembled`);
    await client.call('DELETE', `${this.dir(uploadId)}/`, { accept: [404] });
    return objectInfoOf(key, entry);
  }

  /** Idempotent: an upload that is already gone (or belongs to another key) is left alone. */
  async abort(key: string, uploadId: string): Promise<void> {
    try {
      await this.open(key, uploadId);
    } catch (error) {
      if (error instanceof StorageNotFoundError) return;
      throw error;
    }
    await this.store.client.call('DELETE', `${this.dir(uploadId)}/`, { accept: [404] });
  }

  async list(prefix: string): Promise<OpenUpload[]> {
    const members = await this.store.children(`${this.store.paths.internal('multipart')}/`);
    const uploads: OpenUpload[] = [];
    for (const member of members ?? []) {
      const uploadId = nameOf(member);
      if (!UPLOAD_ID.test(uploadId)) continue;
      const meta = await this.readMeta(uploadId);
      if (meta?.key.startsWith(prefix))
        uploads.push({ key: meta.key, uploadId, initiated: new Date(meta.initiated) });
    }
    return uploads.sort(byKeyThenAge);
  }

  private dir(uploadId: string): string {
    return this.store.paths.internal('multipart', uploadId);
  }

  private file(uploadId: string, name: string): string {
    return this.store.paths.internal('multipart', uploadId, name);
  }

  /** The parts stored for an upload, by number. */
  private async parts(uploadId: string): Promise<Map<number, DavEntry>> {
    const parts = new Map<number, DavEntry>();
    for (const member of (await this.store.children(`${this.dir(uploadId)}/`)) ?? []) {
      const match = PART_FILE.exec(nameOf(member));
      if (match && !member.isCollection) parts.set(Number(match[1]), member);
    }
    return parts;
  }

  private async readMeta(uploadId: string): Promise<UploadMeta | null> {
    try {
      const response = await this.store.client.send('GET', this.file(uploadId, UPLOAD_META_FILE));
      return uploadMeta.parse(await response.body.json());
    } catch {
      return null;
    }
  }

  /** NotFound when the id is malformed, unknown or for another key. */
  private async open(key: string, uploadId: string): Promise<void> {
    const meta = UPLOAD_ID.test(uploadId) ? await this.readMeta(uploadId) : null;
    if (!meta || meta.key !== key) throw uploadNotFound(key, uploadId);
  }
}

const nameOf = (entry: DavEntry) => entry.path.slice(entry.path.lastIndexOf('/') + 1);

function partInfo(entry: DavEntry): { etag: string; size: number } {
  const { etag, size } = objectInfoOf('', entry);
  return { etag, size };
}
