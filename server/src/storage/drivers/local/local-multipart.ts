/**
 * Multipart uploads on local storage, shaped like S3's: one folder per upload under
 * `.cloudpaste/multipart/<uploadId>/` holding `upload.json` and one file per part (`00001.part`,
 * written atomically, so a retried part simply replaces the old one). Completing streams the listed
 * parts in order into a temp file and renames it onto the key; the parts are then removed.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  StorageError,
  StorageNotFoundError,
  type ObjectInfo,
  type UploadedPart,
} from '../../driver.js';
import { MAX_PART_BYTES, MAX_PART_NUMBER, MIN_PART_BYTES, bareEtag } from '../../driver-helpers.js';
import {
  errorCode,
  exactStat,
  objectInfo,
  READ_CHUNK_BYTES,
  storageErrorFrom,
  writeAtomically,
} from './local-files.js';
import type { LocalPaths } from './local-paths.js';

const UPLOAD_ID = /^[A-Za-z0-9_-]{32}$/;
const PART_FILE = /^(\d{5})\.part$/;
const uploadMeta = z.object({ key: z.string(), contentType: z.string(), initiated: z.string() });
type UploadMeta = z.infer<typeof uploadMeta>;

const partFile = (partNumber: number) => `${String(partNumber).padStart(5, '0')}.part`;

export class LocalMultipart {
  constructor(private readonly paths: LocalPaths) {}

  async create(key: string, contentType: string): Promise<{ uploadId: string }> {
    await this.paths.resolve(key);
    const uploadId = randomBytes(24).toString('base64url');
    const dir = this.uploadDir(uploadId);
    await this.paths.ensureRoot();
    await mkdir(dir, { recursive: true });
    const meta: UploadMeta = { key, contentType, initiated: new Date().toISOString() };
    await writeFile(path.join(dir, 'upload.json'), JSON.stringify(meta), { flag: 'wx' });
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
    const files = await this.checkParts(dir, parts);
    const target = await this.paths.resolve(key);
    const total = files.reduce((sum, file) => sum + file.size, 0);
    async function* concatenated() {
      for (const file of files)
        yield* createReadStream(file.path, { highWaterMark: READ_CHUNK_BYTES });
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

  async list(prefix: string): Promise<{ key: string; uploadId: string; initiated: Date }[]> {
    let ids: string[];
    try {
      ids = await readdir(this.paths.internal('multipart'));
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return [];
      throw storageErrorFrom(error, prefix);
    }
    const uploads: { key: string; uploadId: string; initiated: Date }[] = [];
    for (const uploadId of ids.filter((id) => UPLOAD_ID.test(id))) {
      const meta = await this.readMeta(uploadId);
      if (meta?.key.startsWith(prefix)) {
        uploads.push({ key: meta.key, uploadId, initiated: new Date(meta.initiated) });
      }
    }
    return uploads.sort((a, b) =>
      a.key === b.key ? a.initiated.getTime() - b.initiated.getTime() : a.key < b.key ? -1 : 1,
    );
  }

  private uploadDir(uploadId: string): string {
    return this.paths.internal('multipart', uploadId);
  }

  private async readMeta(uploadId: string): Promise<UploadMeta | null> {
    try {
      const text = await readFile(path.join(this.uploadDir(uploadId), 'upload.json'), 'utf8');
      return uploadMeta.parse(JSON.parse(text));
    } catch {
      return null;
    }
  }

  /** The upload's folder; NotFound when the id is malformed, unknown or for another key. */
  private async open(key: string, uploadId: string): Promise<{ dir: string; meta: UploadMeta }> {
    const meta = UPLOAD_ID.test(uploadId) ? await this.readMeta(uploadId) : null;
    if (!meta || meta.key !== key) {
      throw new StorageNotFoundError(
        `multipart upload ${uploadId} of ${JSON.stringify(key)} does not exist`,
      );
    }
    return { dir: this.uploadDir(uploadId), meta };
  }

  /** The same checks S3 makes: ascending parts, all uploaded, matching ETags, none but the last < 5 MiB. */
  private async checkParts(dir: string, parts: readonly UploadedPart[]) {
    if (parts.length === 0) throw new StorageError('a multipart upload needs at least one part');
    const files: { path: string; size: number }[] = [];
    let previous = 0;
    for (const [index, part] of parts.entries()) {
      checkPartNumber(part.partNumber);
      if (part.partNumber <= previous)
        throw new StorageError('parts must be listed in ascending order, once each');
      previous = part.partNumber;
      const file = path.join(dir, partFile(part.partNumber));
      const info = await partInfo(file).catch(() => null);
      if (!info || info.etag !== bareEtag(part.etag)) {
        throw new StorageError(
          `part ${part.partNumber} was not uploaded or its ETag does not match`,
        );
      }
      if (index < parts.length - 1 && info.size < MIN_PART_BYTES) {
        throw new StorageError(
          `part ${part.partNumber} is smaller than 5 MiB and is not the last part`,
        );
      }
      files.push({ path: file, size: info.size });
    }
    return files;
  }
}

function checkPartNumber(partNumber: number): void {
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER) {
    throw new StorageError(`part numbers run from 1 to ${MAX_PART_NUMBER}`);
  }
}

async function partInfo(file: string): Promise<{ etag: string; size: number }> {
  const { etag, size } = objectInfo(file, await exactStat(file));
  return { etag, size };
}
