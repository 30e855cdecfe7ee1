/**
 * Multipart uploads on local storage, shaped like S3's: one folder per upload under
 * `.cloudpaste/multipart/<uploadId>/` holding `upload.json` and one file per part (`00001.part`,
 * written atomically, so a retried part simply replaces the old one). Completing streams the listed
 * parts in order into a temp file and renames it onto the key; the parts are then removed.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  StorageError,
  StorageNotFoundError,
  type ObjectInfo,
  type UploadedPart,
} from '../../driver.js';
import { MAX_PART_BYTES } from '../../driver-helpers.js';
import {
  byKeyThenAge,
  checkPartNumber,
  checkParts,
  newUploadId,
  PART_FILE,
  partFile,
  UPLOAD_ID,
  uploadNotFound,
  UPLOAD_META_FILE,
  uploadMeta,
  type OpenUpload,
  type UploadMeta,
} from '../../part-files.js';
import {
  errorCode,
  exactStat,
  objectInfo,
  READ_CHUNK_BYTES,
  storageErrorFrom,
  writeAtomically,
} from './local-files.js';
import type { LocalPaths } from './local-paths.js';

export class LocalMultipart {
  constructor(private readonly paths: LocalPaths) {}

  async create(key: string, contentType: string): Promise<{ uploadId: string }> {
    await this.paths.resolve(key);
    const uploadId = newUploadId();
    const dir = this.uploadDir(uploadId);
    await this.paths.ensureRoot();
    await mkdir(dir, { recursive: true });
    const meta: UploadMeta = { key, contentType, initiated: new Date().toISOString() };
    await writeFile(path.join(dir, UPLOAD_META_FILE), JSON.stringify(meta), { flag: 'wx' });
    return { uploadId };
  }

  async uploadPart(
    key: string,
    uploadId: string,
    partNumber: number,
    body: Readable,
    size: number,
  ): Promise<UploadedPart> {
    checkPartNumber(partNumber);
    if (size > MAX_PART_BYTES) throw new StorageError('a part may be at most 5 GiB');
    const dir = (await this.open(key, uploadId)).dir;
    const target = path.join(dir, partFile(partNumber));
    try {
      await writeAtomically(this.paths, target, body, { size });
      return { partNumber, ...(await partInfo(target)) };
    } catch (error) {
      throw storageErrorFrom(error, key);
    }
  }

  async listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    const { dir } = await this.open(key, uploadId);
    const parts: UploadedPart[] = [];
    for (const name of await readdir(dir)) {
      const match = PART_FILE.exec(name);
      if (!match) continue;
      try {
        parts.push({ partNumber: Number(match[1]), ...(await partInfo(path.join(dir, name))) });
      } catch {
        // Replaced or removed while listing.
      }
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  async complete(
    key: string,
    uploadId: string,
    parts: readonly UploadedPart[],
  ): Promise<ObjectInfo> {
    const { dir } = await this.open(key, uploadId);
    const fileOf = (partNumber: number) => path.join(dir, partFile(partNumber));
    const sizes = await checkParts(parts, (n) => partInfo(fileOf(n)).catch(() => null));
    const target = await this.paths.resolve(key);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    async function* concatenated() {
      for (const part of parts)
        yield* createReadStream(fileOf(part.partNumber), { highWaterMark: READ_CHUNK_BYTES });
    }
    try {
      await writeAtomically(this.paths, target, concatenated(), { size: total });
      const info = objectInfo(key, await exactStat(target));
      await rm(dir, { recursive: true, force: true });
      return info;
    } catch (error) {
      throw storageErrorFrom(error, key);
    }
  }

  /** Idempotent: an upload that is already gone (or belongs to another key) is left alone. */
  async abort(key: string, uploadId: string): Promise<void> {
    try {
      const { dir } = await this.open(key, uploadId);
      await rm(dir, { recursive: true, force: true });
    } catch (error) {
      if (!(error instanceof StorageNotFoundError)) throw error;
    }
  }

  async list(prefix: string): Promise<OpenUpload[]> {
    let ids: string[];
    try {
      ids = await readdir(this.paths.internal('multipart'));
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return [];
      throw storageErrorFrom(error, prefix);
    }
    const uploads: OpenUpload[] = [];
    for (const uploadId of ids.filter((id) => UPLOAD_ID.test(id))) {
      const meta = await this.readMeta(uploadId);
      if (meta?.key.startsWith(prefix)) {
        uploads.push({ key: meta.key, uploadId, initiated: new Date(meta.initiated) });
      }
    }
    return uploads.sort(byKeyThenAge);
  }

  private uploadDir(uploadId: string): string {
    return this.paths.internal('multipart', uploadId);
  }

  private async readMeta(uploadId: string): Promise<UploadMeta | null> {
    try {
      const text = await readFile(path.join(this.uploadDir(uploadId), UPLOAD_META_FILE), 'utf8');
      return uploadMeta.parse(JSON.parse(text));
    } catch {
      return null;
    }
  }

  /** The upload's folder; NotFound when the id is malformed, unknown or for another key. */
  private async open(key: string, uploadId: string): Promise<{ dir: string; meta: UploadMeta }> {
    const meta = UPLOAD_ID.test(uploadId) ? await this.readMeta(uploadId) : null;
    if (!meta || meta.key !== key) throw uploadNotFound(key, uploadId);
    return { dir: this.uploadDir(uploadId), meta };
  }
}

async function partInfo(file: string): Promise<{ etag: string; size: number }> {
  const { etag, size } = objectInfo(file, await exactStat(file));
  return { etag, size };
}
